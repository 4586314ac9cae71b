// The sticker customizer's slots (SPEC §4 equip: stickers are equipped in order 1, 2, ...). Slots
// fill from the front and close up when one is emptied, so the order stickers were placed in is
// always the order they are equipped in.

/** How many stickers a car carries. */
export const STICKER_SLOTS = 3;

/**
 * Where each slot sits on the car art, as percentages of the art box: along the lower body
 * panel, between the wheel arches, which every car of the catalogue has at about this height.
 */
export const SLOT_POSITIONS: readonly { left: number; top: number }[] = [
  { left: 38, top: 58 },
  { left: 50, top: 58 },
  { left: 62, top: 58 },
];

/** Places a sticker in the next free slot; null when every slot is taken. */
export function placeSticker(placed: readonly number[], lootID: number): number[] | null {
  if (placed.includes(lootID)) return [...placed];
  if (placed.length >= STICKER_SLOTS) return null;
  return [...placed, lootID];
}

export function removeSticker(placed: readonly number[], lootID: number): number[] {
  return placed.filter((id) => id !== lootID);
}

/** The equipped stickers the tray can show, in equip order, at most one car's worth. */
export function initialPlacement(
  equipped: readonly number[],
  available: ReadonlySet<number>,
): number[] {
  return [...new Set(equipped)].filter((id) => available.has(id)).slice(0, STICKER_SLOTS);
}
