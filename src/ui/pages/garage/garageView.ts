// What the garage screen shows, worked out from the racer and the car catalogue as plain data, so
// the components only render and the parking lot is fed the same slots the list shows.
import type { Car } from '../../../domain/catalogue';
import { carArtPath } from '../../../domain/catalogue';
import { GARAGE_PAGE } from '../../../domain/garage/arrangement';
import type { GarageReward } from '../../../domain/rewards/grant';
import type { CarEntry } from '../../../domain/user';
import { formatCount, formatMoney } from '../../content/format';

/** One occupied bay of the parking lot (the scene's slot shape). */
export interface LotCar {
  carID: number;
  hueAngle: number;
  name: string;
}

export type LotSlot = LotCar | null;

export type CarCatalogue = ReadonlyMap<number, Car>;

export function carCatalogue(cars: readonly Car[]): CarCatalogue {
  return new Map(cars.map((car) => [car.carID, car]));
}

/** A car the catalogue no longer lists (retired art) still gets a name. */
export function carName(catalogue: CarCatalogue, carID: number): string {
  return catalogue.get(carID)?.name ?? `Car #${carID}`;
}

export function carArt(catalogue: CarCatalogue, carID: number): string | null {
  const car = catalogue.get(carID);
  return car ? carArtPath(car.assetKey) : null;
}

/** The garage (slot strings) as the parking lot draws it: each car with its paint and name. */
export function lotSlots(
  garage: readonly string[],
  cars: readonly CarEntry[],
  catalogue: CarCatalogue,
): LotSlot[] {
  const hues = new Map(cars.map(([carID, , hueAngle]) => [carID, hueAngle]));
  return garage.map((slot) => {
    if (slot === '') return null;
    const carID = Number(slot);
    return { carID, hueAngle: hues.get(carID) ?? 0, name: carName(catalogue, carID) };
  });
}

/** The cars the racer owns, in garage order (the accessible list under the lot). */
export function ownedInGarageOrder(slots: readonly LotSlot[]): LotCar[] {
  return slots.filter((slot): slot is LotCar => slot !== null);
}

export function pageCount(slots: readonly unknown[]): number {
  return Math.max(1, Math.ceil(slots.length / GARAGE_PAGE));
}

export function pageOfSlot(slot: number): number {
  return Math.floor(slot / GARAGE_PAGE);
}

/** What the live region reads for a bay: "Bay 3: Sprout (current car)". Bays count from 1. */
export function describeSlot(
  slots: readonly LotSlot[],
  slot: number,
  currentCarID: number,
): string {
  const car = slots[slot];
  if (!car) return `Bay ${slot + 1}: empty`;
  return `Bay ${slot + 1}: ${car.name}${car.carID === currentCarID ? ' (current car)' : ''}`;
}

/** The daily reward as the reveal names it. */
export function rewardText(reward: GarageReward, catalogue: CarCatalogue): string {
  if (reward.type === 'money') return formatMoney(reward.value);
  if (reward.type === 'nitros') {
    return `${formatCount(reward.value)} ${reward.value === 1 ? 'nitro' : 'nitros'}`;
  }
  return carName(catalogue, reward.value);
}
