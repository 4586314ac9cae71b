// SPEC §9: the level table, up to 9999 levels in three bands, each level with the experience step
// that leads from it to the next:
// - starting levels (1..STARTING_LEVELS), quick steps for a new racer;
// - achievement levels (up to the season's total rewards), the reward track's levels;
// - extra levels past the track, each paying the extra-level reward (SPEC §4: the server updates
//   money, level and lastExtraLevel through POST /achievements/extra).
// The cumulative table is built once, so `levelFor` is a binary search, not a walk of 9999 steps.
import type { User } from '../user';

export const MAX_LEVEL = 9999;
/** Levels 1..10 are the starting band. */
export const STARTING_LEVELS = 10;
/** The reward track's length when no season says otherwise: levels 11..100. */
export const DEFAULT_TOTAL_REWARDS = 100;
/** Each extra level takes this much experience (the step of the last track level). */
export const EXTRA_LEVEL_STEP = 10_500;
/** Cash paid for each extra level reached. */
export const EXTRA_LEVEL_MONEY = 5_000;

export type LevelBand = 'starting' | 'achievement' | 'extra';

export interface LevelTable {
  /** Last level of the achievement band; levels after it are extra levels. */
  lastAchievementLevel: number;
  /** threshold[level] = total experience at which `level` is reached (threshold[1] = 0). */
  threshold: Float64Array;
}

/** The band `level` belongs to in a table whose reward track has `totalRewards` levels. */
export function levelBand(level: number, totalRewards = DEFAULT_TOTAL_REWARDS): LevelBand {
  if (level <= STARTING_LEVELS) return 'starting';
  return level <= Math.max(STARTING_LEVELS, totalRewards) ? 'achievement' : 'extra';
}

/** Experience needed to go from `level` to the next. */
export function levelStep(level: number, totalRewards = DEFAULT_TOTAL_REWARDS): number {
  return levelBand(level, totalRewards) === 'extra' ? EXTRA_LEVEL_STEP : 500 + 100 * level;
}

export function buildLevelTable(totalRewards = DEFAULT_TOTAL_REWARDS): LevelTable {
  const threshold = new Float64Array(MAX_LEVEL + 1);
  for (let level = 2; level <= MAX_LEVEL; level += 1) {
    threshold[level] = (threshold[level - 1] ?? 0) + levelStep(level - 1, totalRewards);
  }
  return { lastAchievementLevel: Math.max(STARTING_LEVELS, totalRewards), threshold };
}

export const LEVEL_TABLE: LevelTable = buildLevelTable();

/** The level reached with `experience` in total (level 1 at 0, never past MAX_LEVEL). */
export function levelFor(experience: number, table: LevelTable = LEVEL_TABLE): number {
  let low = 1;
  let high = MAX_LEVEL;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((table.threshold[mid] ?? Infinity) <= experience) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Where `experience` stands within its level: the XP bar toward the next one. */
export function levelProgress(
  experience: number,
  table: LevelTable = LEVEL_TABLE,
): { level: number; intoLevel: number; step: number } {
  const xp = Math.max(0, experience);
  const level = levelFor(xp, table);
  const start = table.threshold[level] ?? 0;
  const step =
    level < MAX_LEVEL
      ? (table.threshold[level + 1] ?? start) - start
      : levelStep(level, table.lastAchievementLevel);
  return { level, intoLevel: xp - start, step };
}

export type ExtraLevelPatch = Pick<User, 'money' | 'level' | 'lastExtraLevel'>;

/**
 * SPEC §4 extra-level reward: every extra level reached since `lastExtraLevel` pays
 * EXTRA_LEVEL_MONEY; the level is brought up to what the experience reaches and lastExtraLevel
 * to that level. Null when no extra level is due (nothing changes).
 */
export function extraLevelReward(
  user: Pick<User, 'money' | 'level' | 'lastExtraLevel' | 'experience'>,
  table: LevelTable = LEVEL_TABLE,
): { patch: ExtraLevelPatch; levels: number } | null {
  const level = Math.max(user.level, levelFor(user.experience, table));
  const from = Math.max(user.lastExtraLevel, table.lastAchievementLevel);
  const levels = level - from;
  if (levels <= 0) return null;
  return {
    patch: { money: user.money + levels * EXTRA_LEVEL_MONEY, level, lastExtraLevel: level },
    levels,
  };
}
