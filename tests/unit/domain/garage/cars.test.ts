import { describe, expect, it } from 'vitest';

import {
  buyCar,
  GUEST_CAR_ID,
  isLootNew,
  normalizeHue,
  sellCar,
  setCarHue,
  switchCar,
} from '../../../../src/domain/garage/cars';
import { startOfDaySeconds } from '../../../../src/domain/time';
import { STARTER_CAR_ID } from '../../../../src/domain/user';
import { NOW, racer } from './userFixtures';

describe('buyCar', () => {
  it('appends a new car with its created stamp in the first free slot and updates the counts', () => {
    const before = racer();
    const after = buyCar(before, 7, 45, NOW);
    expect(after.cars.at(-1)).toEqual([7, 'owned', 45, NOW]);
    expect(after.garage.slice(0, 3)).toEqual(['1', '2', '7']);
    expect(after.totalCars).toBe(3);
    expect(after.soldCars).toBe(1);
    expect(before.cars).toHaveLength(3);
    expect(before.garage[2]).toBe('');
  });

  it('makes a sold car owned again in the first free slot, without a second entry', () => {
    const user = racer({ garage: ['1', '', '2', ...Array.from({ length: 27 }, () => '')] });
    const after = buyCar(user, 3, 200, NOW);
    expect(after.cars.filter(([id]) => id === 3)).toEqual([[3, 'owned', 200, NOW]]);
    expect(after.garage.indexOf('3')).toBe(1);
    expect(after.totalCars).toBe(3);
    expect(after.soldCars).toBe(0);
  });

  it('grows a full garage by one page of 15', () => {
    const garage = Array.from({ length: 30 }, (_, i) => String(100 + i));
    const after = buyCar(racer({ garage }), 7, 0, NOW);
    expect(after.garage).toHaveLength(45);
    expect(after.garage[30]).toBe('7');
    expect(after.garage.slice(31).every((slot) => slot === '')).toBe(true);
  });

  it('changes nothing for a car already owned', () => {
    const user = racer();
    expect(buyCar(user, 2, 10, NOW)).toBe(user);
  });
});

describe('sellCar', () => {
  it('marks the car sold and empties its slot', () => {
    const result = sellCar(racer(), 2);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.user.cars.find(([id]) => id === 2)?.[1]).toBe('sold');
    expect(result.user.garage).not.toContain('2');
    expect(result.user.garage).toHaveLength(30);
    expect(result.user.totalCars).toBe(1);
    expect(result.user.soldCars).toBe(2);
  });

  it('refuses the starter car, the current car, the last car and cars not owned', () => {
    expect(sellCar(racer(), STARTER_CAR_ID)).toEqual({ ok: false, reason: 'starter-car' });
    expect(sellCar(racer({ carID: 2 }), 2)).toEqual({ ok: false, reason: 'current-car' });
    const lastCar = racer({
      carID: 9,
      cars: [
        [5, 'owned', 0],
        [9, 'owned', 0],
      ],
    });
    const sold = sellCar(lastCar, 5);
    expect(sold.ok).toBe(true);
    if (sold.ok) {
      expect(sellCar({ ...sold.user, carID: 4 }, 9)).toEqual({ ok: false, reason: 'last-car' });
    }
    expect(sellCar(racer(), 3)).toEqual({ ok: false, reason: 'not-owned' });
    expect(sellCar(racer(), 99)).toEqual({ ok: false, reason: 'not-owned' });
  });
});

describe('switchCar and setCarHue', () => {
  it('drives an owned car with the chosen paint', () => {
    const result = switchCar(racer(), 2, 180);
    expect(result.ok && [result.user.carID, result.user.carHueAngle]).toEqual([2, 180]);
    expect(result.ok && result.user.cars.find(([id]) => id === 2)?.[2]).toBe(180);
  });

  it('refuses cars not owned, sold ones included', () => {
    expect(switchCar(racer(), 3, 0)).toEqual({ ok: false, reason: 'not-owned' });
    expect(switchCar(racer(), GUEST_CAR_ID, 0)).toEqual({ ok: false, reason: 'not-owned' });
  });

  it('repaints a parked car without touching the racer hue, and the driven car with it', () => {
    const parked = setCarHue(racer(), 2, 30);
    expect(parked.ok && parked.user.cars.find(([id]) => id === 2)?.[2]).toBe(30);
    expect(parked.ok && parked.user.carHueAngle).toBe(0);
    const driven = setCarHue(racer(), 1, 400);
    expect(driven.ok && driven.user.carHueAngle).toBe(40);
    expect(setCarHue(racer(), 3, 10)).toEqual({ ok: false, reason: 'not-owned' });
  });

  it('normalises hue angles into whole degrees 0..359', () => {
    expect([0, 359, 360, 370, -30, 12.6, Number.NaN].map(normalizeHue)).toEqual([
      0, 359, 0, 10, 330, 13, 0,
    ]);
  });
});

describe('isLootNew', () => {
  const midnight = startOfDaySeconds(NOW); // 2023-11-14T00:00:00Z

  it('is new from the start of today (UTC) onwards', () => {
    expect(midnight).toBe(1_699_920_000);
    expect(isLootNew(midnight, NOW)).toBe(true);
    expect(isLootNew(midnight - 1, NOW)).toBe(false);
    expect(isLootNew(NOW + 500, NOW)).toBe(true);
    expect(isLootNew(undefined, NOW)).toBe(false);
  });

  it('uses the racer day when an offset east of UTC is given', () => {
    // 22:13 UTC is already 07:13 next day in Tokyo (+540): yesterday-UTC evening is not new there.
    expect(isLootNew(midnight + 3600, NOW, 540)).toBe(false);
    expect(isLootNew(NOW - 60, NOW, 540)).toBe(true);
    // New York (-300): the day started at 05:00 UTC.
    expect(isLootNew(midnight + 4 * 3600, NOW, -300)).toBe(false);
    expect(isLootNew(midnight + 5 * 3600, NOW, -300)).toBe(true);
  });
});
