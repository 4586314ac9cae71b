// A player's standing in a season (SPEC §4 season reward unlock, §6 locked rewards, §9 level
// table and progress bar). Season XP is the experience raced during the season: the User keeps it
// with the season it belongs to (seasonID, seasonExperience, seasonField4 = season races), so a
// player who has not raced in the running season reads as 0 of it.
import type { User } from '../user';
import type { Season } from './season';
import { SEASON_XP_PER_TIER, type SeasonReward } from './seasonReward';

export type SeasonStanding = Pick<User, 'seasonID' | 'seasonExperience' | 'seasonField4'>;

/** Season XP and races of `season`: zero when the stored ones belong to another season. */
export function seasonProgressOf(
  user: Partial<SeasonStanding>,
  season: Pick<Season, 'seasonID'>,
): { experience: number; races: number } {
  if (user.seasonID !== season.seasonID) return { experience: 0, races: 0 };
  return { experience: user.seasonExperience ?? 0, races: user.seasonField4 ?? 0 };
}

/** What the rules read of a reward: the server's full reward and the shown one both have it. */
type TrackTier = Pick<SeasonReward, 'achievementID' | 'free' | 'bonus' | 'experience'>;

/**
 * SPEC §4 season reward unlock, the reward the track points at next: with no login, the first
 * reward; otherwise the first non-bonus reward above the player's season XP. Null once every
 * tier is reached (then the infinity tier goes on).
 */
export function seasonRewardUnlock<R extends TrackTier>(
  track: readonly R[],
  loggedIn: boolean,
  experience: number,
): R | null {
  if (!loggedIn) return track[0] ?? null;
  return track.find((reward) => !reward.bonus && reward.experience > experience) ?? null;
}

export type RewardState = 'claimed' | 'claimable' | 'locked' | 'open';

/**
 * Where one reward stands for a player: claimed; earned and claimable; earned but locked (SPEC §6:
 * a paid reward for a non-gold player); or not reached yet.
 */
export function seasonRewardState(
  reward: TrackTier,
  player: { experience: number; gold: boolean; claimed: ReadonlySet<number> },
): RewardState {
  if (player.claimed.has(reward.achievementID)) return 'claimed';
  if (player.experience < reward.experience) return 'open';
  return !reward.free && !player.gold ? 'locked' : 'claimable';
}

/**
 * SPEC §4 earned-but-locked rewards (non-gold only): the paid rewards at 100 % progress, or
 * hidden ones. Gold players have none.
 */
export function earnedButLocked<R extends TrackTier>(
  track: readonly R[],
  player: { experience: number; gold: boolean },
): R[] {
  if (player.gold) return [];
  return track.filter(
    (reward) => !reward.free && (reward.experience <= player.experience || reward.bonus),
  );
}

/** SPEC §6 tooltip on a locked reward (it links to /store/gold). */
export const LOCKED_REWARD_TOOLTIP = 'Upgrade to Nitro Gold to Unlock!';

/** The season level reached: 1, plus one for every SEASON_XP_PER_TIER of season XP. */
export function seasonLevel(experience: number): number {
  return 1 + Math.floor(Math.max(0, experience) / SEASON_XP_PER_TIER);
}

/**
 * SPEC §4 infinity level: past the track (level above totalRewards + 1) the season goes on in the
 * infinity tier, shown as level − totalRewards − 1, at least 1. Null while on the track.
 */
export function infinityLevel(level: number, totalRewards: number): number | null {
  if (level <= totalRewards + 1) return null;
  return Math.max(1, level - totalRewards - 1);
}

/** SPEC §9: a progress bar never shows less than 5 % (an empty bar reads as broken). */
export const MIN_PROGRESS_PERCENT = 5;

/** The bar toward `next`, in percent, from the previous reward's XP: 5..100. */
export function seasonProgressPercent(
  experience: number,
  next: Pick<SeasonReward, 'experience'> | null,
): number {
  if (!next) return 100;
  const from = next.experience - SEASON_XP_PER_TIER;
  const share = ((experience - from) / SEASON_XP_PER_TIER) * 100;
  return Math.min(100, Math.max(MIN_PROGRESS_PERCENT, Math.round(share)));
}
