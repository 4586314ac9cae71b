// SPEC §3 Season reward, as both sides know it: the shape of a reward, the season XP a tier takes
// and how an id names its season and tier. What each tier pays (and the hidden bonuses' rewards)
// is generated on the server only (rewardTrack.ts); the browser renders the track the server
// sends (GET /seasons/current), in which a hidden bonus not reached yet has no reward.
import type { AchievementReward } from '../achievements/achievement';

export const SEASON_XP_PER_TIER = 400;
export const SEASON_REWARD_ID_BASE = 1_000_000;
const BONUS_OFFSET = 500;
export const BONUS_EVERY = 20;

/** One reward of the track as the server sees it: every reward known. */
export interface SeasonReward {
  achievementID: number;
  seasonID: number;
  tier: number;
  /** Free for everyone, or Nitro Gold's (SPEC §6: paid rewards are locked for non-gold). */
  free: boolean;
  /** A hidden bonus reward: shown as a mystery until earned; never the "next" reward. */
  bonus: boolean;
  /** Season XP at which it is earned. */
  experience: number;
  reward: AchievementReward;
}

/**
 * One reward as a player is shown it (SPEC §3 bonus (hidden)): a hidden bonus the player has not
 * reached has `reward: null`, so nothing the browser holds says what it pays.
 */
export interface ShownSeasonReward extends Omit<SeasonReward, 'seasonID' | 'reward'> {
  reward: AchievementReward | null;
}

export function seasonRewardID(seasonID: number, tier: number, bonus: boolean): number {
  return SEASON_REWARD_ID_BASE + seasonID * 1000 + (bonus ? BONUS_OFFSET : 0) + tier;
}

/** The season, tier and kind an id names; null for an id outside the season reward range. */
export function decodeSeasonRewardID(
  id: number,
): { seasonID: number; tier: number; bonus: boolean } | null {
  if (!Number.isInteger(id) || id <= SEASON_REWARD_ID_BASE) return null;
  const rest = id - SEASON_REWARD_ID_BASE;
  const seasonID = Math.floor(rest / 1000);
  const within = rest % 1000;
  const bonus = within > BONUS_OFFSET;
  const tier = bonus ? within - BONUS_OFFSET : within;
  if (seasonID < 1 || tier < 1 || tier >= BONUS_OFFSET) return null;
  if (bonus && tier % BONUS_EVERY !== 0) return null;
  return { seasonID, tier, bonus };
}
