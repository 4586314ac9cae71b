// A season's reward track (SPEC §3 Season reward): one reward per tier, 1..totalRewards, each at
// SEASON_XP_PER_TIER more season XP than the last; odd tiers free, even tiers for Nitro Gold; a
// hidden bonus reward (free) beside every BONUS_EVERY-th tier. Money on most tiers, loot every 5th,
// a car every 25th. Generated from the season's data, so an operator's season gets a track too.
//
// Each reward IS an achievement of the season's group (SPEC §3): its rules ask for this season's
// id and enough season XP, its stamps are the season's, and it is claimed with the ordinary GET
// /achievements/claim/{id}. Ids: SEASON_REWARD_ID_BASE + seasonID * 1000 + tier (+ 500 for the
// bonus), so an id names its season and tier without a table.
//
// Server only: the browser renders the track the server sends (showRules.ts seasonRewardsShown),
// so it cannot work out a hidden bonus before reaching it. Lint keeps ui, net and engine from
// importing this module; `npm run build` leaves its reward lists out of dist.
import type { Achievement, AchievementReward } from '../achievements/achievement';
import type { Season } from './season';
import {
  BONUS_EVERY,
  decodeSeasonRewardID,
  SEASON_XP_PER_TIER,
  type SeasonReward,
  seasonRewardID,
} from './seasonReward';

export {
  BONUS_EVERY,
  decodeSeasonRewardID,
  SEASON_REWARD_ID_BASE,
  SEASON_XP_PER_TIER,
  type SeasonReward,
  seasonRewardID,
} from './seasonReward';

/** Season cars (not sold in the dealership; src/server/seed/data/cars.json) and loot, in turn. */
const TRACK_CARS = [48, 49, 50, 51, 52, 53] as const;
const TRACK_LOOT = [
  1018, 2006, 3007, 4004, 5004, 1029, 2012, 3013, 4008, 5007, 1036, 2017, 3018, 4012, 5011,
] as const;

function tierReward(seasonID: number, tier: number): AchievementReward {
  if (tier % 25 === 0) {
    return { type: 'car', value: TRACK_CARS[(seasonID + tier / 25 - 1) % TRACK_CARS.length]! };
  }
  if (tier % 5 === 0) {
    return { type: 'loot', value: TRACK_LOOT[(seasonID * 4 + tier / 5) % TRACK_LOOT.length]! };
  }
  return { type: 'money', value: 500 + Math.floor(tier / 10) * 250 };
}

function bonusReward(seasonID: number, tier: number): AchievementReward {
  return (tier / BONUS_EVERY) % 2 === 1
    ? { type: 'money', value: 5_000 * (tier / BONUS_EVERY) }
    : { type: 'loot', value: TRACK_LOOT[(seasonID * 3 + tier) % TRACK_LOOT.length]! };
}

/** The season's track in order of XP, each bonus right after the tier it sits beside. */
export function seasonRewardTrack(
  season: Pick<Season, 'seasonID' | 'totalRewards'>,
): SeasonReward[] {
  const track: SeasonReward[] = [];
  for (let tier = 1; tier <= season.totalRewards; tier += 1) {
    const experience = tier * SEASON_XP_PER_TIER;
    track.push({
      achievementID: seasonRewardID(season.seasonID, tier, false),
      seasonID: season.seasonID,
      tier,
      free: tier % 2 === 1,
      bonus: false,
      experience,
      reward: tierReward(season.seasonID, tier),
    });
    if (tier % BONUS_EVERY === 0) {
      track.push({
        achievementID: seasonRewardID(season.seasonID, tier, true),
        seasonID: season.seasonID,
        tier,
        free: true,
        bonus: true,
        experience,
        reward: bonusReward(season.seasonID, tier),
      });
    }
  }
  return track;
}

/** One reward of a season's track, by its id; null when the id is not of this season's track. */
export function seasonRewardOf(
  season: Pick<Season, 'seasonID' | 'totalRewards'>,
  achievementID: number,
): SeasonReward | null {
  const decoded = decodeSeasonRewardID(achievementID);
  if (!decoded || decoded.seasonID !== season.seasonID || decoded.tier > season.totalRewards) {
    return null;
  }
  const { tier, bonus } = decoded;
  return {
    achievementID,
    seasonID: season.seasonID,
    tier,
    free: bonus || tier % 2 === 1,
    bonus,
    experience: tier * SEASON_XP_PER_TIER,
    reward: bonus ? bonusReward(season.seasonID, tier) : tierReward(season.seasonID, tier),
  };
}

/** The reward as the achievement it is: this season's id and enough season XP earn it. */
export function seasonRewardAchievement(season: Season, reward: SeasonReward): Achievement {
  return {
    achievementID: reward.achievementID,
    name: reward.bonus
      ? `${season.name}: Bonus ${reward.tier}`
      : `${season.name}: Tier ${reward.tier}`,
    desc: `Earn ${reward.experience.toLocaleString('en-US')} season XP in ${season.name}.`,
    gid: season.achievementGroupID,
    seasonID: season.seasonID,
    hidden: reward.bonus,
    startStamp: season.startStamp,
    endStamp: season.endStamp,
    extraTier: false,
    instantClaim: false,
    points: 0,
    rules: [
      { field: 'seasonID', comparison: 'eq', value: season.seasonID },
      { field: 'seasonExperience', comparison: 'gte', value: reward.experience },
    ],
    reward: reward.reward,
    goldOnly: !reward.free,
  };
}

/**
 * The achievement a season reward id names, looking its season up with `seasonByID`; undefined
 * for ids that are not season rewards or whose season does not exist.
 */
export function seasonRewardAchievementByID(
  achievementID: number,
  seasonByID: (seasonID: number) => Season | null,
): Achievement | undefined {
  const decoded = decodeSeasonRewardID(achievementID);
  if (!decoded) return undefined;
  const season = seasonByID(decoded.seasonID);
  if (!season) return undefined;
  const reward = seasonRewardOf(season, achievementID);
  return reward ? seasonRewardAchievement(season, reward) : undefined;
}
