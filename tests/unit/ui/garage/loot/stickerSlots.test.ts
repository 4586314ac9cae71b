// The customizer's slots: whatever the racer presses, the car carries at most three distinct
// stickers, in the order they were put on (SPEC §4: equipped in order 1, 2, ...).
import { describe, expect, it } from 'vitest';

import { pick, seededRng } from '../../../../../src/domain/random';
import {
  initialPlacement,
  placeSticker,
  removeSticker,
  STICKER_SLOTS,
} from '../../../../../src/ui/pages/garage/loot/stickerSlots';

describe('placeSticker / removeSticker', () => {
  it('fills the next free slot and refuses a fourth sticker', () => {
    expect(placeSticker([], 7)).toEqual([7]);
    expect(placeSticker([7], 3)).toEqual([7, 3]);
    expect(placeSticker([7, 3, 9], 4)).toBeNull();
    expect(placeSticker([7, 3, 9], 3)).toEqual([7, 3, 9]);
  });

  it('closes up the slots behind a removed sticker', () => {
    expect(removeSticker([7, 3, 9], 7)).toEqual([3, 9]);
    expect(removeSticker([7, 3, 9], 5)).toEqual([7, 3, 9]);
  });

  it('keeps placement order over random presses (200 seeds)', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const rng = seededRng(seed);
      const ids = [11, 12, 13, 14, 15, 16];
      let placed: number[] = [];
      // Reference model: when each sticker now on the car was put on.
      const placedAt = new Map<number, number>();
      for (let step = 0; step < 40; step += 1) {
        const id = pick(rng, ids);
        if (placed.includes(id)) {
          placed = removeSticker(placed, id);
          placedAt.delete(id);
        } else {
          const next = placeSticker(placed, id);
          if (next === null) {
            expect(placed).toHaveLength(STICKER_SLOTS);
            continue;
          }
          placed = next;
          placedAt.set(id, step);
        }
        const expected = [...placedAt.entries()].sort((a, b) => a[1] - b[1]).map(([key]) => key);
        expect(placed).toEqual(expected);
        expect(new Set(placed).size).toBe(placed.length);
        expect(placed.length).toBeLessThanOrEqual(STICKER_SLOTS);
      }
    }
  });
});

describe('initialPlacement', () => {
  it('starts from the equipped stickers the tray can show, in equip order, at most three', () => {
    expect(initialPlacement([5, 2, 8, 1], new Set([1, 2, 5, 8]))).toEqual([5, 2, 8]);
    expect(initialPlacement([5, 2, 8], new Set([2, 8]))).toEqual([2, 8]);
    expect(initialPlacement([2, 2], new Set([2]))).toEqual([2]);
  });
});
