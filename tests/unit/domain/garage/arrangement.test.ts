import { describe, expect, it } from 'vitest';

import {
  arrangeGarage,
  GARAGE_MAX_REQUEST_SLOTS,
  garagePages,
  moveCar,
  ownedCarSlots,
  paddedGarageLength,
  validateArrangement,
} from '../../../../src/domain/garage/arrangement';
import { seededRng } from '../../../../src/domain/random';
import type { CarEntry } from '../../../../src/domain/user';

const owned = (...ids: number[]): CarEntry[] => ids.map((id) => [id, 'owned', 0, 0]);
const blanks = (n: number) => Array.from({ length: n }, () => '');
const withSlots = (slots: Record<number, string>, length = 30) => {
  const garage = blanks(length);
  for (const [index, id] of Object.entries(slots)) garage[Number(index)] = id;
  return garage;
};

describe('arrangeGarage', () => {
  it('keeps a valid garage exactly as it is', () => {
    const garage = withSlots({ 0: '2', 4: '1', 29: '3' });
    expect(arrangeGarage(garage, owned(1, 2, 3))).toEqual(garage);
  });

  it('removes duplicates, keeping the first', () => {
    const result = arrangeGarage(withSlots({ 0: '5', 3: '7', 6: '5', 9: '7' }), owned(5, 7));
    expect(result).toEqual(withSlots({ 0: '5', 3: '7' }));
  });

  it('empties slots holding cars the racer never owned, sold cars and junk', () => {
    const cars: CarEntry[] = [
      [1, 'owned', 0],
      [4, 'sold', 0],
    ];
    const result = arrangeGarage(withSlots({ 0: '9', 1: '1', 2: '4', 3: 'abc' }), cars);
    expect(result).toEqual(withSlots({ 1: '1', 0: '' }));
  });

  it('puts owned cars missing from the garage into the first empty slots, in collection order', () => {
    const result = arrangeGarage(withSlots({ 0: '1', 2: '3' }), owned(1, 8, 3, 6));
    expect(result.slice(0, 5)).toEqual(['1', '8', '3', '6', '']);
  });

  it('reuses slots freed by removed duplicates and unowned cars', () => {
    const result = arrangeGarage(['1', '1', '99', '2'], owned(1, 2, 7, 8));
    expect(result.slice(0, 4)).toEqual(['1', '7', '8', '2']);
  });

  it('pads an empty garage to 30 slots, with and without cars', () => {
    expect(arrangeGarage([], [])).toEqual(blanks(30));
    expect(arrangeGarage([], owned(4))).toEqual(withSlots({ 0: '4' }));
  });

  it('pads to a multiple of 15 and at least 30', () => {
    expect(arrangeGarage(blanks(10), []).length).toBe(30);
    expect(arrangeGarage(blanks(31), []).length).toBe(45);
    expect(arrangeGarage(blanks(45), []).length).toBe(45);
    expect(arrangeGarage(blanks(46), []).length).toBe(60);
    expect(arrangeGarage(blanks(60), []).length).toBe(60);
  });

  it('grows past 30 slots for more than 30 cars', () => {
    const ids = Array.from({ length: 31 }, (_, i) => i + 1);
    const result = arrangeGarage(blanks(30), owned(...ids));
    expect(result).toHaveLength(45);
    expect(result.slice(0, 31)).toEqual(ids.map(String));
    expect(result.slice(31)).toEqual(blanks(14));
    const sixty = arrangeGarage([], owned(...Array.from({ length: 46 }, (_, i) => i + 1)));
    expect(sixty).toHaveLength(60);
  });

  it('does not change its input', () => {
    const garage = ['3', '3'];
    arrangeGarage(garage, owned(3, 4));
    expect(garage).toEqual(['3', '3']);
  });

  it('holds its invariants on random garages, and is idempotent', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const rng = seededRng(seed);
      const cars: CarEntry[] = Array.from({ length: Math.floor(rng() * 50) }, () => [
        1 + Math.floor(rng() * 60),
        rng() < 0.8 ? 'owned' : 'sold',
        0,
      ]);
      const garage = Array.from({ length: Math.floor(rng() * 70) }, () =>
        rng() < 0.3 ? '' : String(1 + Math.floor(rng() * 70)),
      );
      const result = arrangeGarage(garage, cars);
      const ownedIDs = new Set(ownedCarSlots(cars));
      const filled = result.filter((slot) => slot !== '');

      expect(result.length % 15).toBe(0);
      expect(result.length).toBeGreaterThanOrEqual(Math.max(30, garage.length));
      expect(new Set(filled).size).toBe(filled.length);
      expect(new Set(filled)).toEqual(ownedIDs);
      // The first place of every owned car the racer put somewhere is kept.
      garage.forEach((slot, index) => {
        if (ownedIDs.has(slot) && garage.indexOf(slot) === index) expect(result[index]).toBe(slot);
      });
      expect(arrangeGarage(result, cars)).toEqual(result);
    }
  });
});

describe('paddedGarageLength', () => {
  it('rounds up to pages of 15 with a floor of 30', () => {
    expect([0, 30, 31, 45, 46, 90, 91].map(paddedGarageLength)).toEqual([
      30, 30, 45, 45, 60, 90, 105,
    ]);
  });
});

describe('moveCar', () => {
  it('swaps two slots', () => {
    expect(moveCar(['1', '2', '3'], 0, 2)).toEqual(['3', '2', '1']);
  });

  it('moves a car onto an empty slot', () => {
    expect(moveCar(['1', '', '3'], 0, 1)).toEqual(['', '1', '3']);
  });

  it('leaves the garage as it was for out-of-range or equal indices, without mutating it', () => {
    const garage = ['1', '2'];
    expect(moveCar(garage, 0, 2)).toEqual(['1', '2']);
    expect(moveCar(garage, -1, 1)).toEqual(['1', '2']);
    expect(moveCar(garage, 0.5, 1)).toEqual(['1', '2']);
    expect(moveCar(garage, 1, 1)).toEqual(['1', '2']);
    const moved = moveCar(garage, 0, 1);
    expect(moved).toEqual(['2', '1']);
    expect(garage).toEqual(['1', '2']);
  });
});

describe('garagePages', () => {
  it('splits the garage into pages of 15', () => {
    const garage = withSlots({ 0: '1', 15: '2', 44: '3' }, 45);
    const pages = garagePages(garage);
    expect(pages.map((page) => page.length)).toEqual([15, 15, 15]);
    expect(pages[1]?.[0]).toBe('2');
    expect(pages[2]?.[14]).toBe('3');
    expect(garagePages([])).toEqual([]);
  });
});

describe('validateArrangement', () => {
  it('arranges what it accepts, emptying cars the racer does not own', () => {
    const result = validateArrangement(['2', '77', '2', '1'], owned(1, 2, 5));
    expect(result).toEqual({ ok: true, garage: ['2', '5', '', '1', ...blanks(26)] });
  });

  it.each([['abc'], ['0'], ['01'], [' 1'], ['1.5'], ['-3'], [5], [null]])(
    'rejects the malformed slot %j',
    (slot) => {
      expect(validateArrangement(['1', slot], owned(1))).toEqual({
        ok: false,
        reason: 'malformed-id',
        index: 1,
      });
    },
  );

  it('rejects more than 300 slots and accepts exactly 300', () => {
    expect(validateArrangement(blanks(GARAGE_MAX_REQUEST_SLOTS + 1), owned(1))).toEqual({
      ok: false,
      reason: 'too-long',
      length: 301,
    });
    const accepted = validateArrangement(blanks(GARAGE_MAX_REQUEST_SLOTS), owned(1));
    expect(accepted.ok && accepted.garage.length).toBe(300);
    expect(accepted.ok && accepted.garage[0]).toBe('1');
  });
});
