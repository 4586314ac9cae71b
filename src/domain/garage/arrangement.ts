// Garage arrangement (SPEC §5, §9): the parking lot is a list of slots holding car ids as strings,
// '' for an empty slot, shown in pages of 15 and never fewer than 30 slots.
import { GARAGE_SLOTS } from '../user';
import type { CarEntry } from '../user';

export const GARAGE_MIN_SLOTS = GARAGE_SLOTS;
export const GARAGE_PAGE = 15;
/** Longest arrangement the server accepts: 20 pages, far beyond any real collection. */
export const GARAGE_MAX_REQUEST_SLOTS = 300;

/** Ids (as garage strings) of the cars the racer still owns, in collection order, once each. */
export function ownedCarSlots(cars: readonly CarEntry[]): string[] {
  const ids = new Set<string>();
  for (const [carID, status] of cars) if (status === 'owned') ids.add(String(carID));
  return [...ids];
}

/** Smallest garage length that holds `count` slots: a multiple of the page, at least the minimum. */
export function paddedGarageLength(count: number): number {
  return Math.max(GARAGE_MIN_SLOTS, Math.ceil(count / GARAGE_PAGE) * GARAGE_PAGE);
}

/**
 * SPEC §5: duplicates removed (the first stays), slots not holding an owned car emptied (sold cars,
 * cars never owned, junk), owned cars missing from the garage put in the first empty slots (in
 * collection order), then padded with '' to a multiple of 15 and at least 30. Empty trailing pages
 * the racer made are kept: the arrangement is theirs.
 */
export function arrangeGarage(garage: readonly string[], cars: readonly CarEntry[]): string[] {
  const owned = new Set(ownedCarSlots(cars));
  const placed = new Set<string>();
  const arranged = garage.map((slot) => {
    if (!owned.has(slot) || placed.has(slot)) return '';
    placed.add(slot);
    return slot;
  });
  let searchFrom = 0;
  for (const id of owned) {
    if (placed.has(id)) continue;
    const free = arranged.indexOf('', searchFrom);
    if (free === -1) {
      arranged.push(id);
      searchFrom = arranged.length;
    } else {
      arranged[free] = id;
      searchFrom = free + 1;
    }
  }
  const length = paddedGarageLength(arranged.length);
  while (arranged.length < length) arranged.push('');
  return arranged;
}

/** Index of the first empty slot, or -1 when the garage is full. */
export function firstFreeSlot(garage: readonly string[]): number {
  return garage.indexOf('');
}

/**
 * Dragging a car in the parking lot swaps the two slots (a car dropped on an empty slot moves
 * there). Indices outside the garage leave it as it was.
 */
export function moveCar(garage: readonly string[], from: number, to: number): string[] {
  const moved = [...garage];
  const inRange = (index: number) => Number.isInteger(index) && index >= 0 && index < garage.length;
  if (!inRange(from) || !inRange(to) || from === to) return moved;
  const carried = moved[from] ?? '';
  moved[from] = moved[to] ?? '';
  moved[to] = carried;
  return moved;
}

/** The garage split into pages of 15 slots, as the parking lot shows it. */
export function garagePages(garage: readonly string[]): string[][] {
  const pages: string[][] = [];
  for (let start = 0; start < garage.length; start += GARAGE_PAGE) {
    pages.push(garage.slice(start, start + GARAGE_PAGE));
  }
  return pages;
}

export type ArrangementRejection =
  | { ok: false; reason: 'too-long'; length: number }
  | { ok: false; reason: 'malformed-id'; index: number };

export type ArrangementResult = { ok: true; garage: string[] } | ArrangementRejection;

const CAR_SLOT = /^[1-9]\d{0,9}$/;

/**
 * The server's check of POST /api/v2/loot/arrange-cars. Decision: the server arranges rather than
 * refuses. Ids the racer does not own (sold, never bought, stale tab) are emptied by
 * arrangeGarage, exactly as the client does after a success (SPEC §4), so both sides agree. Only
 * input no honest client sends is refused: a slot that is neither '' nor a positive integer id,
 * or more than 300 slots.
 */
export function validateArrangement(
  requested: readonly unknown[],
  cars: readonly CarEntry[],
): ArrangementResult {
  if (requested.length > GARAGE_MAX_REQUEST_SLOTS) {
    return { ok: false, reason: 'too-long', length: requested.length };
  }
  const slots: string[] = [];
  for (const [index, slot] of requested.entries()) {
    if (typeof slot !== 'string' || (slot !== '' && !CAR_SLOT.test(slot))) {
      return { ok: false, reason: 'malformed-id', index };
    }
    slots.push(slot);
  }
  return { ok: true, garage: arrangeGarage(slots, cars) };
}
