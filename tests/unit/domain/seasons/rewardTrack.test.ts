// The reward track (SPEC §3 Season reward, §4 unlock, §6 locked rewards, §9 progress bar) and
// what a race does to a season (seasonField4, season XP, edges of a season).
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { rulesHold } from '../../../../src/domain/achievements/achievement';
import {
  claimAchievement,
  isActiveAt,
  newlyEarned,
} from '../../../../src/domain/achievements/award';
import { carsSeedFile, lootSeedFile } from '../../../../src/domain/catalogue';
import {
  decodeSeasonRewardID,
  SEASON_XP_PER_TIER,
  seasonRewardAchievement,
  seasonRewardAchievementByID,
  seasonRewardTrack,
} from '../../../../src/domain/seasons/rewardTrack';
import { rollingSeason, seasonAt, seasonByID } from '../../../../src/domain/seasons/schedule';
import {
  earnedButLocked,
  infinityLevel,
  LOCKED_REWARD_TOOLTIP,
  seasonLevel,
  seasonProgressOf,
  seasonProgressPercent,
  seasonRewardState,
  seasonRewardUnlock,
} from '../../../../src/domain/seasons/seasonProgress';
import { seasonAfterRace } from '../../../../src/domain/seasons/seasonRace';
import { SITES } from '../../../../src/domain/site';
import { defaultUser, type User } from '../../../../src/domain/user';

const seed = (name: string) =>
  JSON.parse(readFileSync(`src/server/seed/data/${name}.json`, 'utf8')) as unknown;
const carIDs = new Set(carsSeedFile.parse(seed('cars')).items.map((c) => c.carID));
const lootIDs = new Set(lootSeedFile.parse(seed('loot')).items.map((l) => l.lootID));

const autumn = rollingSeason(1);
const track = seasonRewardTrack(autumn);
const nonBonus = track.filter((r) => !r.bonus);
const catalogue = {
  hasCar: (id: number) => carIDs.has(id),
  lootType: (id: number) => (lootIDs.has(id) ? ('sticker' as const) : undefined),
};

describe('a season reward track', () => {
  it('has at least 50 tiers of money, cars and loot, free and gold, and hidden bonuses', () => {
    expect(nonBonus.length).toBe(autumn.totalRewards);
    expect(nonBonus.length).toBeGreaterThanOrEqual(50);
    const types = new Set(track.map((r) => r.reward.type));
    expect(types).toEqual(new Set(['money', 'car', 'loot']));
    expect(nonBonus.some((r) => r.free)).toBe(true);
    expect(nonBonus.some((r) => !r.free)).toBe(true);
    expect(track.filter((r) => r.bonus).length).toBeGreaterThan(0);
    for (const r of track) {
      if (r.reward.type === 'car')
        expect(carIDs.has(r.reward.value), `car ${r.reward.value}`).toBe(true);
      if (r.reward.type === 'loot')
        expect(lootIDs.has(r.reward.value), `loot ${r.reward.value}`).toBe(true);
    }
  });

  it('climbs in XP, with unique ids that name their season and tier', () => {
    const ids = track.map((r) => r.achievementID);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [i, r] of nonBonus.entries()) {
      expect(r.experience).toBe((i + 1) * SEASON_XP_PER_TIER);
      expect(decodeSeasonRewardID(r.achievementID)).toEqual({
        seasonID: 1,
        tier: i + 1,
        bonus: false,
      });
    }
    const other = seasonRewardTrack(rollingSeason(2)).map((r) => r.achievementID);
    expect(other.some((id) => ids.includes(id))).toBe(false);
    expect(decodeSeasonRewardID(101)).toBeNull();
    expect(decodeSeasonRewardID(1_000_000 + 1000 + 501)).toBeNull(); // no bonus beside tier 1
  });

  it('is made of achievements of the season group, claimable only in that season', () => {
    const reward = nonBonus[0]!;
    const achievement = seasonRewardAchievementByID(reward.achievementID, (id) => seasonByID(id));
    expect(achievement).toEqual(seasonRewardAchievement(autumn, reward));
    expect(achievement?.gid).toBe(autumn.achievementGroupID);
    expect(isActiveAt(achievement!, SITES.typing, autumn.endStamp - 1)).toBe(true);
    expect(isActiveAt(achievement!, SITES.typing, autumn.endStamp)).toBe(false);
    expect(isActiveAt(achievement!, SITES.math, autumn.startStamp)).toBe(true);
    // Enough XP of another season earns nothing in this one.
    const racer = { ...defaultUser(), seasonID: 2, seasonExperience: 99_999 };
    expect(rulesHold(racer, achievement!.rules)).toBe(false);
    expect(rulesHold({ ...racer, seasonID: 1 }, achievement!.rules)).toBe(true);
    expect(seasonRewardAchievementByID(reward.achievementID, () => null)).toBeUndefined();
  });
});

describe('the unlock rule', () => {
  it('points a visitor at the first reward', () => {
    expect(seasonRewardUnlock(track, false, 99_999)).toBe(track[0]);
  });

  it('points a player at the first non-bonus reward above their XP', () => {
    expect(seasonRewardUnlock(track, true, 0)?.tier).toBe(1);
    expect(seasonRewardUnlock(track, true, SEASON_XP_PER_TIER - 1)?.tier).toBe(1);
    expect(seasonRewardUnlock(track, true, SEASON_XP_PER_TIER)?.tier).toBe(2);
    // Tier 20 has a bonus beside it: the next is still tier 20's own reward, never the bonus.
    const next = seasonRewardUnlock(track, true, 19 * SEASON_XP_PER_TIER)!;
    expect([next.tier, next.bonus]).toEqual([20, false]);
    expect(seasonRewardUnlock(track, true, 20 * SEASON_XP_PER_TIER)?.tier).toBe(21);
    expect(seasonRewardUnlock(track, true, autumn.totalRewards * SEASON_XP_PER_TIER)).toBeNull();
  });
});

describe('locked rewards', () => {
  const paid = nonBonus.find((r) => !r.free)!;
  const free = nonBonus.find((r) => r.free)!;
  const claimed = new Set<number>();

  it('locks earned paid rewards for non-gold players only', () => {
    const xp = paid.experience;
    expect(seasonRewardState(paid, { experience: xp, gold: false, claimed })).toBe('locked');
    expect(seasonRewardState(paid, { experience: xp, gold: true, claimed })).toBe('claimable');
    expect(seasonRewardState(paid, { experience: xp - 1, gold: false, claimed })).toBe('open');
    expect(seasonRewardState(free, { experience: xp, gold: false, claimed })).toBe('claimable');
    expect(
      seasonRewardState(free, {
        experience: xp,
        gold: false,
        claimed: new Set([free.achievementID]),
      }),
    ).toBe('claimed');
    expect(LOCKED_REWARD_TOOLTIP).toBe('Upgrade to Nitro Gold to Unlock!');
  });

  it('lists earned-but-locked rewards: paid ones at 100 % for non-gold, none for gold', () => {
    const locked = earnedButLocked(nonBonus, { experience: 4 * SEASON_XP_PER_TIER, gold: false });
    expect(locked.map((r) => r.tier)).toEqual([2, 4]);
    expect(earnedButLocked(nonBonus, { experience: 99_999, gold: true })).toEqual([]);
  });

  it('refuses the claim of a paid reward by a non-gold player, and earns it for gold', () => {
    const achievement = seasonRewardAchievement(autumn, paid);
    const racer: User = { ...defaultUser(), loggedIn: true, seasonID: 1, seasonExperience: 99_999 };
    const now = autumn.startStamp + 10;
    expect(claimAchievement(racer, achievement, SITES.typing, now, catalogue)).toEqual({
      ok: false,
      reason: 'locked',
    });
    expect(newlyEarned(racer, [achievement], SITES.typing, now)).toEqual([]);
    const gold = { ...racer, membership: 'gold' as const };
    expect(newlyEarned(gold, [achievement], SITES.typing, now)).toEqual([achievement]);
    const outcome = claimAchievement(gold, achievement, SITES.typing, now, catalogue);
    expect(outcome.ok).toBe(true);
  });
});

describe('season level, infinity tier and progress bar', () => {
  it('reaches a level a tier', () => {
    expect(seasonLevel(0)).toBe(1);
    expect(seasonLevel(SEASON_XP_PER_TIER - 1)).toBe(1);
    expect(seasonLevel(SEASON_XP_PER_TIER)).toBe(2);
  });

  it('enters the infinity tier above total rewards + 1, shown as level − total − 1 (min 1)', () => {
    expect(infinityLevel(101, 100)).toBeNull();
    expect(infinityLevel(102, 100)).toBe(1);
    expect(infinityLevel(110, 100)).toBe(9);
    expect(infinityLevel(52, 50)).toBe(1);
  });

  it('never shows a bar under 5 %', () => {
    const first = nonBonus[0]!;
    expect(seasonProgressPercent(0, first)).toBe(5);
    expect(seasonProgressPercent(SEASON_XP_PER_TIER / 2, first)).toBe(50);
    expect(seasonProgressPercent(SEASON_XP_PER_TIER + 4, nonBonus[1]!)).toBe(5);
    expect(seasonProgressPercent(123, null)).toBe(100);
  });
});

describe('a race in a season', () => {
  const fresh = { seasonID: 0, seasonExperience: 0, seasonField4: 0 };

  it('counts XP and the race (seasonField4) and reports the rewards it reached', () => {
    const outcome = seasonAfterRace(fresh, autumn, SEASON_XP_PER_TIER * 2 + 10, track)!;
    expect(outcome.patch).toEqual({ seasonID: 1, seasonExperience: 810, seasonField4: 1 });
    expect(outcome.reached.map((r) => r.tier)).toEqual([1, 2]);
    const again = seasonAfterRace(outcome.patch, autumn, 10, track)!;
    expect(again.patch).toEqual({ seasonID: 1, seasonExperience: 820, seasonField4: 2 });
    expect(again.reached).toEqual([]);
  });

  it('starts from zero for a player who never raced in this season', () => {
    const lastSeason = { seasonID: 1, seasonExperience: 30_000, seasonField4: 80 };
    const winter = rollingSeason(2);
    const outcome = seasonAfterRace(lastSeason, winter, 100, seasonRewardTrack(winter))!;
    expect(outcome.patch).toEqual({ seasonID: 2, seasonExperience: 100, seasonField4: 1 });
    expect(seasonProgressOf(lastSeason, winter)).toEqual({ experience: 0, races: 0 });
    expect(seasonProgressOf(lastSeason, autumn)).toEqual({ experience: 30_000, races: 80 });
    expect(seasonProgressOf({}, autumn)).toEqual({ experience: 0, races: 0 });
  });

  it('counts a race at the last second of a season for it, and one a second later for the next', () => {
    const last = seasonAt(autumn.endStamp - 1);
    const next = seasonAt(autumn.endStamp);
    const standing = { seasonID: 1, seasonExperience: 100, seasonField4: 3 };
    expect(seasonAfterRace(standing, last, 50, track)!.patch).toEqual({
      seasonID: 1,
      seasonExperience: 150,
      seasonField4: 4,
    });
    expect(seasonAfterRace(standing, next, 50, track)!.patch.seasonID).toBe(2);
    expect(seasonAfterRace(standing, null, 50, track)).toBeNull();
  });

  it('goes on past the track in the infinity tier', () => {
    const end = autumn.totalRewards * SEASON_XP_PER_TIER;
    const standing = { seasonID: 1, seasonExperience: end, seasonField4: 300 };
    const outcome = seasonAfterRace(standing, autumn, SEASON_XP_PER_TIER, track)!;
    expect(outcome.reached).toEqual([]);
    expect([outcome.level, outcome.infinity, outcome.newInfinityLevel]).toEqual([102, 1, true]);
  });
});
