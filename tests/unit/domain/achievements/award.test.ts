import { describe, expect, it } from 'vitest';

import type { Achievement } from '../../../../src/domain/achievements/achievement';
import {
  achievementPoints,
  checkAchievements,
  claimAchievement,
  grantAchievementReward,
  type RewardCatalogue,
} from '../../../../src/domain/achievements/award';
import { SITES } from '../../../../src/domain/site';
import { defaultUser, type User } from '../../../../src/domain/user';

const NOW = 1_800_000_000;
const catalogue: RewardCatalogue = {
  hasCar: (id) => id === 2,
  lootType: (id) => (id === 1001 ? 'sticker' : undefined),
};
const base = (patch: Partial<User> = {}): User => ({ ...defaultUser(), loggedIn: true, ...patch });
const achievement = (patch: Partial<Achievement>): Achievement => ({
  achievementID: 1,
  name: 'One',
  desc: '',
  gid: 1,
  seasonID: null,
  hidden: false,
  startStamp: null,
  endStamp: null,
  extraTier: false,
  instantClaim: false,
  points: 5,
  rules: [{ field: 'racesPlayed', comparison: 'gte', value: 1 }],
  reward: { type: 'money', value: 100 },
  ...patch,
});

describe('achievement rewards', () => {
  it('adds money, a car in a garage slot, and loot unequipped; unknown items change nothing', () => {
    expect(grantAchievementReward(base(), { type: 'money', value: 50 }, NOW, catalogue).money).toBe(
      50,
    );
    const withCar = grantAchievementReward(base(), { type: 'car', value: 2 }, NOW, catalogue);
    expect(withCar.cars).toEqual([[2, 'owned', 0, NOW]]);
    expect(withCar.garage).toContain('2');
    const withLoot = grantAchievementReward(base(), { type: 'loot', value: 1001 }, NOW, catalogue);
    expect(withLoot.loot).toEqual([
      { lootID: 1001, type: 'sticker', equipped: 0, createdStamp: NOW },
    ]);
    expect(grantAchievementReward(withLoot, { type: 'loot', value: 1001 }, NOW, catalogue)).toBe(
      withLoot,
    );
    const skipped: string[] = [];
    const user = base();
    expect(
      grantAchievementReward(user, { type: 'car', value: 99 }, NOW, catalogue, (m) =>
        skipped.push(m),
      ),
    ).toBe(user);
    expect(
      grantAchievementReward(user, { type: 'loot', value: 7 }, NOW, catalogue, (m) =>
        skipped.push(m),
      ),
    ).toBe(user);
    expect(
      grantAchievementReward(user, { type: 'badge', value: 7 } as never, NOW, catalogue, (m) =>
        skipped.push(m),
      ),
    ).toBe(user);
    expect(skipped).toHaveLength(3);
  });
});

describe('check and claim', () => {
  const one = achievement({});
  const instant = achievement({ achievementID: 2, instantClaim: true, points: 3 });
  const far = achievement({
    achievementID: 3,
    rules: [{ field: 'racesPlayed', comparison: 'gte', value: 50 }],
  });
  const lookup = (id: number) => [one, instant, far].find((a) => a.achievementID === id);

  it('earns only what holds, instant ones paid at once, unknown ids ignored', () => {
    const out = checkAchievements(
      base({ racesPlayed: 1 }),
      [1, 2, 3, 99, 1],
      lookup,
      SITES.typing,
      NOW,
      catalogue,
    );
    expect(out.unclaimed).toEqual([1]);
    expect(out.instantClaimed).toEqual([2]);
    expect(out.achieved).toEqual([1, 2]);
    expect(out.user.achievementsUnclaimed).toEqual([1]);
    expect(out.user.achievements).toEqual([[2, NOW, 3]]);
    expect(out.user.money).toBe(100);
    const again = checkAchievements(out.user, [1, 2], lookup, SITES.typing, NOW, catalogue);
    expect(again.achieved).toEqual([]);
    expect(again.user).toBe(out.user);
  });

  it('claims once: unclaimed or earned now, refused when unknown, unearned, claimed or inactive', () => {
    const user = base({ racesPlayed: 1, achievementsUnclaimed: [1] });
    const claimed = claimAchievement(user, one, SITES.typing, NOW, catalogue);
    if (!claimed.ok) throw new Error('refused');
    expect(claimed.user.money).toBe(100);
    expect(claimed.user.achievementsUnclaimed).toEqual([]);
    expect(achievementPoints(claimed.user)).toBe(5);
    expect(claimAchievement(claimed.user, one, SITES.typing, NOW, catalogue)).toEqual({
      ok: false,
      reason: 'already-claimed',
    });
    expect(claimAchievement(user, undefined, SITES.typing, NOW, catalogue)).toEqual({
      ok: false,
      reason: 'unknown',
    });
    expect(claimAchievement(user, far, SITES.typing, NOW, catalogue)).toEqual({
      ok: false,
      reason: 'not-earned',
    });
    expect(claimAchievement(base({ racesPlayed: 1 }), one, SITES.math, NOW, catalogue)).toEqual({
      ok: false,
      reason: 'inactive',
    });
    const direct = claimAchievement(base({ racesPlayed: 1 }), one, SITES.typing, NOW, catalogue);
    expect(direct.ok && direct.newlyEarned).toBe(true);
    expect(
      claimAchievement(user, achievement({ extraTier: true }), SITES.typing, NOW, catalogue),
    ).toEqual({ ok: false, reason: 'extra-tier' });
  });
});
