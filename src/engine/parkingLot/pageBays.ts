// The garage seen one page at a time: which car stands in which bay of the shown page, and the
// local arrangement while a move waits for the UI to persist it. Pure, tested in node.
import { SLOTS_PER_PAGE } from './layout';

export interface ParkedCar {
  carID: number;
  hueAngle: number;
  name: string;
}

export type GarageSlots = ReadonlyArray<ParkedCar | null>;

/** How many pages the garage spans (at least one). */
export function pageCount(slotCount: number): number {
  return Math.max(1, Math.ceil(Math.max(0, slotCount) / SLOTS_PER_PAGE));
}

/** The page clamped to the garage. */
export function clampPage(page: number, slotCount: number): number {
  const last = pageCount(slotCount) - 1;
  return Math.max(0, Math.min(last, Math.floor(Number.isFinite(page) ? page : 0)));
}

export const firstSlotOf = (page: number) => page * SLOTS_PER_PAGE;

/** The bay (page index) showing garage `slot` on `page`, or null when it is on another page. */
export function bayOfSlot(slot: number, page: number): number | null {
  const bay = slot - firstSlotOf(page);
  return Number.isInteger(bay) && bay >= 0 && bay < SLOTS_PER_PAGE ? bay : null;
}

/** The page's bays, always SLOTS_PER_PAGE long; slots past the garage's end are empty. */
export function pageBays(slots: GarageSlots, page: number): (ParkedCar | null)[] {
  const start = firstSlotOf(page);
  const bays: (ParkedCar | null)[] = [];
  for (let i = 0; i < SLOTS_PER_PAGE; i += 1) bays.push(slots[start + i] ?? null);
  return bays;
}

/**
 * A stable identity per parked car, so a car that changed bays is animated rather than rebuilt.
 * The garage holds each car once; should a car appear twice, later copies get their own keys.
 */
export function carKeys(bays: ReadonlyArray<ParkedCar | null>): (string | null)[] {
  const seen = new Map<number, number>();
  return bays.map((car) => {
    if (!car) return null;
    const n = seen.get(car.carID) ?? 0;
    seen.set(car.carID, n + 1);
    return n === 0 ? String(car.carID) : `${car.carID}#${n}`;
  });
}

/** The bays with `from` and `to` traded (a move onto an empty bay is a trade with nothing). */
export function swapBays<T>(bays: readonly T[], from: number, to: number): T[] {
  const next = bays.slice();
  if (from === to || from < 0 || to < 0 || from >= next.length || to >= next.length) return next;
  next[from] = bays[to]!;
  next[to] = bays[from]!;
  return next;
}
