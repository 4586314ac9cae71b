// The season's reward track as one caller may see it (GET /seasons/current). SPEC §3: a bonus
// reward is hidden until it is reached, so the server sends a bonus's reward only to a player
// whose season XP has reached it (or who has claimed it); everyone else gets the tier, the XP
// and `reward: null`, which is all the mystery tile needs.
import type { AchievementReward } from '../../domain/achievements/achievement';
import { seasonRewardTrack } from '../../domain/seasons/rewardTrack';
import type { Season } from '../../domain/seasons/season';

export interface VisibleSeasonReward {
  achievementID: number;
  tier: number;
  free: boolean;
  bonus: boolean;
  experience: number;
  /** Null for a hidden bonus not reached yet. */
  reward: AchievementReward | null;
}

export function visibleTrack(
  season: Pick<Season, 'seasonID' | 'totalRewards'>,
  /** Null for a visitor. */
  player: { experience: number; claimed: readonly number[] } | null,
): VisibleSeasonReward[] {
  const claimed = new Set(player?.claimed ?? []);
  return seasonRewardTrack(season).map((r) => {
    const revealed =
      !r.bonus ||
      (player !== null && (player.experience >= r.experience || claimed.has(r.achievementID)));
    return {
      achievementID: r.achievementID,
      tier: r.tier,
      free: r.free,
      bonus: r.bonus,
      experience: r.experience,
      reward: revealed ? { type: r.reward.type, value: r.reward.value } : null,
    };
  });
}
