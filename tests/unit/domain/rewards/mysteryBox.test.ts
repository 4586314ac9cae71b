import { describe, expect, it } from 'vitest';

import { applyMysteryBox, countdownText } from '../../../../src/domain/rewards/mysteryBox';
import { NOW, racer } from '../garage/userFixtures';

function open(box: { type: string; value: number }, user = racer()) {
  const log: string[] = [];
  return { user: applyMysteryBox(user, box, NOW, (message) => log.push(message)), log };
}

describe('applyMysteryBox', () => {
  it('adds money and starts the next countdown', () => {
    const { user, log } = open({ type: 'money', value: 5_000 });
    expect(user.money).toBe(15_000);
    expect(user.lastMysteryBoxClaimed).toBe(NOW);
    expect(user.rewardCountdown).toBe(NOW + 86_400);
    expect(log).toEqual([]);
  });

  it('adds nitros', () => {
    expect(open({ type: 'nitros', value: 4 }, racer({ nitros: 1 })).user.nitros).toBe(5);
  });

  it('adds a car without charging, in the first free slot; a sold one comes back', () => {
    const fresh = open({ type: 'car', value: 11 }).user;
    expect(fresh.money).toBe(10_000);
    expect(fresh.cars.at(-1)).toEqual([11, 'owned', 0, NOW]);
    expect(fresh.garage[2]).toBe('11');
    const back = open({ type: 'car', value: 3 }).user;
    expect(back.cars.find(([id]) => id === 3)?.[1]).toBe('owned');
    expect(back.totalCars).toBe(3);
  });

  it('logs an unknown type and changes nothing', () => {
    const before = racer();
    const log: string[] = [];
    const after = applyMysteryBox(before, { type: 'hat', value: 1 }, NOW, (m) => log.push(m));
    expect(after).toBe(before);
    expect(after.rewardCountdown).toBe(0);
    expect(after.lastMysteryBoxClaimed).toBe(0);
    expect(log).toHaveLength(1);
    expect(log[0]).toContain('hat');
  });
});

describe('countdownText', () => {
  it.each([
    [86_399, '23:59:59'],
    [3_600, '01:00:00'],
    [61, '00:01:01'],
    [0.2, '00:00:01'],
    [0, '00:00:00'],
    [-5, '00:00:00'],
    [172_800, '48:00:00'],
  ])('%s seconds left reads %s', (seconds, text) => {
    expect(countdownText(seconds)).toBe(text);
  });
});
