// Owning, selling and driving cars (SPEC §3, §4). Every transition returns a new User (Immer); the
// ones a racer can get wrong return a typed rejection instead.
import { produce } from 'immer';

import { startOfDaySeconds } from '../time';
import { carCounts, STARTER_CAR_ID } from '../user';
import type { CarEntry, User } from '../user';
import { firstFreeSlot, GARAGE_PAGE } from './arrangement';

/**
 * The car shown for a racer with no account. A reserved id, never a catalogue car (car ids are
 * positive), so an equip entry naming it is always skipped (SPEC §5). It is deliberately not
 * STARTER_CAR_ID: every registered racer owns the starter car and must be able to switch back to
 * it. (Guests race with the starter car's art today; see src/server/realtime/players.ts.)
 */
export const GUEST_CAR_ID = 0;

/** Hue angles are whole degrees in [0, 360); anything else is wrapped, junk becomes 0. */
export function normalizeHue(hueAngle: number): number {
  if (!Number.isFinite(hueAngle)) return 0;
  return ((Math.round(hueAngle) % 360) + 360) % 360;
}

export function ownsCar(user: Pick<User, 'cars'>, carID: number): boolean {
  return user.cars.some(([id, status]) => id === carID && status === 'owned');
}

/** The racer's own entry for a car, owned or sold. */
export function carEntry(user: Pick<User, 'cars'>, carID: number): CarEntry | undefined {
  return user.cars.find(([id]) => id === carID);
}

/** Mirrors of the derived counts, kept in step with `cars` by every transition here. */
function syncCounts(draft: User): void {
  const { totalCars, soldCars } = carCounts(draft.cars);
  draft.totalCars = totalCars;
  draft.soldCars = soldCars;
}

/** Puts a car in the first empty slot; a full garage grows by one page first. */
function parkInGarage(draft: User, slot: string): void {
  if (draft.garage.includes(slot)) return;
  let free = firstFreeSlot(draft.garage);
  if (free === -1) {
    free = draft.garage.length;
    for (let i = 0; i < GARAGE_PAGE; i += 1) draft.garage.push('');
  }
  draft.garage[free] = slot;
}

/**
 * The racer now owns `carID` (SPEC §4). A sold car becomes owned again with the new paint and a
 * fresh created stamp (it shows as new, like any purchase); a new car is appended. Either way it
 * takes the first free garage slot. Already owned: nothing changes. Charging is the caller's job
 * (see shop/purchase.ts); rewards use this without charging.
 */
export function buyCar(user: User, carID: number, hueAngle: number, nowSeconds: number): User {
  if (ownsCar(user, carID)) return user;
  return produce(user, (draft) => {
    const hue = normalizeHue(hueAngle);
    const entry = draft.cars.find(([id]) => id === carID);
    if (entry) {
      entry[1] = 'owned';
      entry[2] = hue;
      entry[3] = nowSeconds;
    } else {
      draft.cars.push([carID, 'owned', hue, nowSeconds]);
    }
    parkInGarage(draft, String(carID));
    syncCounts(draft);
  });
}

export type CarRejection =
  | 'not-owned'
  /** The car being driven cannot be sold; switch first. */
  | 'current-car'
  /** A racer always keeps at least one car. */
  | 'last-car'
  /** The starter car (STARTER_CAR_ID) is a gift and can never be sold. */
  | 'starter-car';

export type CarResult = { ok: true; user: User } | { ok: false; reason: CarRejection };

/**
 * Marks a car sold and empties its garage slot. Any refund is the shop's decision, not made here.
 * Refused for the car being driven, the last owned car and the starter car.
 */
/** Selling pays back half of the car's list price. */
export const SELL_BACK_SHARE = 0.5;

/** What selling a car listed at `listPrice` pays back. */
export const sellBackRefund = (listPrice: number) => Math.floor(listPrice * SELL_BACK_SHARE);

export function sellCar(user: User, carID: number): CarResult {
  if (!ownsCar(user, carID)) return { ok: false, reason: 'not-owned' };
  if (carID === STARTER_CAR_ID) return { ok: false, reason: 'starter-car' };
  if (carID === user.carID) return { ok: false, reason: 'current-car' };
  if (carCounts(user.cars).totalCars <= 1) return { ok: false, reason: 'last-car' };
  const next = produce(user, (draft) => {
    for (const entry of draft.cars) if (entry[0] === carID) entry[1] = 'sold';
    const slot = String(carID);
    draft.garage = draft.garage.map((id) => (id === slot ? '' : id));
    syncCounts(draft);
  });
  return { ok: true, user: next };
}

/** Drive an owned car with the given paint; the car's garage entry keeps that paint too. */
export function switchCar(user: User, carID: number, hueAngle: number): CarResult {
  if (!ownsCar(user, carID)) return { ok: false, reason: 'not-owned' };
  const hue = normalizeHue(hueAngle);
  const next = produce(user, (draft) => {
    draft.carID = carID;
    draft.carHueAngle = hue;
    for (const entry of draft.cars) if (entry[0] === carID) entry[2] = hue;
  });
  return { ok: true, user: next };
}

/** Repaint an owned car; when it is the car being driven, the racer's hue follows. */
export function setCarHue(user: User, carID: number, hueAngle: number): CarResult {
  if (!ownsCar(user, carID)) return { ok: false, reason: 'not-owned' };
  const hue = normalizeHue(hueAngle);
  const next = produce(user, (draft) => {
    for (const entry of draft.cars) if (entry[0] === carID) entry[2] = hue;
    if (draft.carID === carID) draft.carHueAngle = hue;
  });
  return { ok: true, user: next };
}

/**
 * SPEC §4: a car or loot is new if created today or later. "Today" starts at midnight UTC unless
 * the racer's offset is given. Items without a created stamp are never new.
 */
export function isLootNew(
  createdStamp: number | undefined,
  nowSeconds: number,
  tzOffsetMinutes = 0,
): boolean {
  if (createdStamp === undefined || !Number.isFinite(createdStamp)) return false;
  return createdStamp >= startOfDaySeconds(nowSeconds, tzOffsetMinutes);
}
