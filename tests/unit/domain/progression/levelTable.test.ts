import { describe, expect, it } from 'vitest';

import {
  DEFAULT_TOTAL_REWARDS,
  EXTRA_LEVEL_MONEY,
  EXTRA_LEVEL_STEP,
  LEVEL_TABLE,
  MAX_LEVEL,
  STARTING_LEVELS,
  buildLevelTable,
  extraLevelReward,
  levelBand,
  levelFor,
  levelProgress,
  levelStep,
} from '../../../../src/domain/progression/levelTable';

/** The old walk, kept here as the reference the table must agree with. */
function walk(experience: number): number {
  let level = 1;
  let remaining = experience;
  while (level < MAX_LEVEL && remaining >= levelStep(level)) {
    remaining -= levelStep(level);
    level += 1;
  }
  return level;
}

describe('the level table', () => {
  it('has starting, achievement and extra bands up to 9999, each level with a step', () => {
    expect(levelBand(1)).toBe('starting');
    expect(levelBand(STARTING_LEVELS)).toBe('starting');
    expect(levelBand(STARTING_LEVELS + 1)).toBe('achievement');
    expect(levelBand(DEFAULT_TOTAL_REWARDS)).toBe('achievement');
    expect(levelBand(DEFAULT_TOTAL_REWARDS + 1)).toBe('extra');
    expect(levelStep(1)).toBe(600);
    expect(levelStep(DEFAULT_TOTAL_REWARDS + 5)).toBe(EXTRA_LEVEL_STEP);
    expect(levelBand(40, 30)).toBe('extra');
    expect(buildLevelTable(30).lastAchievementLevel).toBe(30);
  });

  it('agrees with walking the steps, and stops at 9999', () => {
    for (const xp of [0, 599, 600, 1299, 1300, 50_000, 544_499, 544_500, 700_000, 3_000_000]) {
      expect(levelFor(xp), String(xp)).toBe(walk(xp));
    }
    expect(levelFor(Number.MAX_SAFE_INTEGER)).toBe(MAX_LEVEL);
    expect(levelFor(LEVEL_TABLE.threshold[MAX_LEVEL]!)).toBe(MAX_LEVEL);
    expect(levelFor(LEVEL_TABLE.threshold[MAX_LEVEL]! - 1)).toBe(MAX_LEVEL - 1);
  });

  it('places experience within its level for the XP bar', () => {
    expect(levelProgress(-5)).toEqual({ level: 1, intoLevel: 0, step: 600 });
    const xp = LEVEL_TABLE.threshold[120]! + 17;
    expect(levelProgress(xp)).toEqual({ level: 120, intoLevel: 17, step: EXTRA_LEVEL_STEP });
    expect(levelProgress(Number.MAX_SAFE_INTEGER).step).toBeGreaterThan(0);
  });
});

describe('the extra-level reward', () => {
  const at = (level: number) => LEVEL_TABLE.threshold[level]!;

  it('pays each extra level past the track once, and brings level and lastExtraLevel up', () => {
    const user = { money: 10, level: 103, lastExtraLevel: 0, experience: at(103) };
    expect(extraLevelReward(user)).toEqual({
      levels: 3,
      patch: { money: 10 + 3 * EXTRA_LEVEL_MONEY, level: 103, lastExtraLevel: 103 },
    });
    expect(extraLevelReward({ ...user, lastExtraLevel: 103 })).toBeNull();
    expect(extraLevelReward({ ...user, lastExtraLevel: 101 })?.levels).toBe(2);
    expect(extraLevelReward({ ...user, level: 101, experience: at(105) })?.patch.level).toBe(105);
  });

  it('pays nothing inside the track', () => {
    expect(
      extraLevelReward({ money: 0, level: 100, lastExtraLevel: 0, experience: at(100) }),
    ).toBeNull();
  });
});
