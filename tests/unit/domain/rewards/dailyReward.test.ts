import { describe, expect, it } from 'vitest';

import {
  claimInCurrentWindow,
  canClaimDaily,
  claimDaily,
  DAILY_CAR_FALLBACK,
  DAILY_REWARD_INTERVAL_SECONDS,
  DAILY_REWARD_TABLE,
  dailyRewardFor,
  dailyRewardSecondsLeft,
  rewardDay,
} from '../../../../src/domain/rewards/dailyReward';
import { NOW, racer } from '../garage/userFixtures';

describe('canClaimDaily', () => {
  it('allows a claim when the countdown is 0 or has passed, not before', () => {
    expect(DAILY_REWARD_INTERVAL_SECONDS).toBe(86_400);
    expect(canClaimDaily({ rewardCountdown: 0 }, NOW)).toBe(true);
    expect(canClaimDaily({ rewardCountdown: NOW }, NOW)).toBe(true);
    expect(canClaimDaily({ rewardCountdown: NOW + 1 }, NOW)).toBe(false);
    expect(dailyRewardSecondsLeft({ rewardCountdown: NOW + 90 }, NOW)).toBe(90);
    expect(dailyRewardSecondsLeft({ rewardCountdown: 0 }, NOW)).toBe(0);
  });
});

describe('claimDaily', () => {
  it('hands over the reward and sets the next claim 24 hours later', () => {
    const result = claimDaily(racer(), { type: 'money', value: 2_500 }, NOW);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.user.money).toBe(12_500);
    expect(result.user.rewardCountdown).toBe(NOW + 86_400);
  });

  it('refuses a second claim the same day, and allows it once the countdown passes', () => {
    const first = claimDaily(racer(), { type: 'nitros', value: 3 }, NOW);
    if (!first.ok) throw new Error('first claim refused');
    expect(first.user.nitros).toBe(3);
    const again = claimDaily(first.user, { type: 'nitros', value: 3 }, NOW + 3600);
    expect(again).toEqual({ ok: false, reason: 'not-yet', secondsLeft: 86_400 - 3600 });
    const tomorrow = claimDaily(first.user, { type: 'nitros', value: 3 }, NOW + 86_400);
    expect(tomorrow.ok && tomorrow.user.nitros).toBe(6);
  });

  it('hands over a car reward into the garage', () => {
    const result = claimDaily(racer(), { type: 'car', value: 8 }, NOW);
    expect(result.ok && result.user.cars.at(-1)).toEqual([8, 'owned', 0, NOW]);
    expect(result.ok && result.user.garage[2]).toBe('8');
  });
});

describe('dailyRewardFor', () => {
  it('is the same for the same seed and day', () => {
    const seed = `42:${rewardDay(NOW)}`;
    expect(dailyRewardFor(seed, [4, 5, 6])).toEqual(dailyRewardFor(seed, [6, 5, 4]));
    expect(rewardDay(NOW)).toBe(rewardDay(NOW + 60));
    expect(rewardDay(NOW)).not.toBe(rewardDay(NOW + 86_400));
  });

  it('draws only prizes from the table, about as often as their weights say', () => {
    const counts = new Map<string, number>();
    const draws = 5_000;
    for (let seed = 0; seed < draws; seed += 1) {
      const reward = dailyRewardFor(seed, [7, 9]);
      if (reward.type === 'car') expect([7, 9]).toContain(reward.value);
      else
        expect(
          DAILY_REWARD_TABLE.some((row) => row.type === reward.type && row.value === reward.value),
        ).toBe(true);
      const key = reward.type === 'car' ? 'car' : `${reward.type}:${reward.value}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const row of DAILY_REWARD_TABLE) {
      const key = row.type === 'car' ? 'car' : `${row.type}:${row.value}`;
      const share = (counts.get(key) ?? 0) / draws;
      expect(Math.abs(share - row.weight / 100)).toBeLessThan(0.03);
    }
  });

  it('gives the money fallback instead of a car when no car is eligible', () => {
    for (let seed = 0; seed < 500; seed += 1) {
      expect(dailyRewardFor(seed, []).type).not.toBe('car');
    }
    const carSeed = Array.from({ length: 500 }, (_, seed) => seed).find(
      (seed) => dailyRewardFor(seed, [3]).type === 'car',
    );
    expect(carSeed).toBeDefined();
    expect(dailyRewardFor(carSeed as number, [])).toEqual(DAILY_CAR_FALLBACK);
  });
});

describe('claimInCurrentWindow', () => {
  const claimedAt = NOW - 600;
  const last = { type: 'money' as const, value: 2_500, claimedAt };
  const afterClaim = { rewardCountdown: claimedAt + DAILY_REWARD_INTERVAL_SECONDS };

  it('is the claim that started the running countdown', () => {
    expect(claimInCurrentWindow(afterClaim, last, NOW)).toEqual({ type: 'money', value: 2_500 });
  });

  it('is nothing once the countdown is over, before any claim, or when a box restarted it', () => {
    expect(claimInCurrentWindow(afterClaim, last, afterClaim.rewardCountdown)).toBeNull();
    expect(claimInCurrentWindow(afterClaim, null, NOW)).toBeNull();
    expect(claimInCurrentWindow({ rewardCountdown: NOW + 3600 }, last, NOW)).toBeNull();
  });
});
