// Response schemas of the season endpoints (seasonEndpoints.ts).
import { ACHIEVEMENT_REWARD_TYPES } from '../achievements/achievement';
import { z } from '../zodMini';

/** SPEC §3 Season (src/domain/seasons/season.ts). */
const season = z.strictObject({
  seasonID: z.int(),
  name: z.string(),
  className: z.string(),
  startStamp: z.int(),
  endStamp: z.int(),
  totalRewards: z.int(),
  achievementGroupID: z.int(),
});

export const currentSeason = z.strictObject({
  season: z.nullable(season),
  /** Server time (seconds): the client judges the season with it, not with its own clock. */
  serverTime: z.int(),
  /** Null for a visitor. */
  standing: z.nullable(
    z.strictObject({
      experience: z.int(),
      races: z.int(),
      gold: z.boolean(),
      /** This season's reward ids the player has claimed. */
      claimed: z.array(z.int()),
    }),
  ),
  /**
   * The running season's track as this caller may see it: a hidden bonus's reward is null until
   * the caller's season XP reaches it (src/domain/seasons/showRules.ts
   * seasonRewardsShown). Empty with no season.
   */
  rewards: z.array(
    z.strictObject({
      achievementID: z.int(),
      tier: z.int(),
      free: z.boolean(),
      bonus: z.boolean(),
      experience: z.int(),
      reward: z.nullable(
        z.strictObject({ type: z.enum(ACHIEVEMENT_REWARD_TYPES), value: z.int() }),
      ),
    }),
  ),
});
