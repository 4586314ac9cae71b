// Which season runs when (issue 14): seasons are data, from two sources.
// - The rolling schedule: from ROLLING_EPOCH on, one season every three calendar months (the
//   meteorological seasons: Sep, Dec, Mar, Jun 1st, UTC), numbered 1, 2, 3, ... and named in turn,
//   so a fresh install always has a running season without anyone setting one up.
// - Operator seasons: rows of the `seasons` table (src/server/db/schema/seasons.ts), ids from
//   FIRST_OPERATOR_SEASON_ID up. While one runs it takes the place of the rolling season; when it
//   ends the rolling schedule shows again.
// Pure: every function takes the time it judges (src/domain has no clock).
import { SEASON_ACHIEVEMENT_GROUP_ID, type Season } from './season';

/** 2026-09-01 00:00 UTC: the first rolling season's start. */
export const ROLLING_EPOCH = Date.UTC(2026, 8, 1) / 1000;
const EPOCH_YEAR = 2026;
const EPOCH_MONTH = 8;
const MONTHS_PER_SEASON = 3;
/** Each rolling season's reward track: tiers 1..100 (the level table's achievement band). */
export const ROLLING_TOTAL_REWARDS = 100;
/** Rolling seasons are numbered below this (250 years' worth); operator seasons from it up. */
export const FIRST_OPERATOR_SEASON_ID = 1000;

const ROLLING_THEMES = [
  { name: 'Autumn Rally', className: 'season-autumn' },
  { name: 'Winter Sprint', className: 'season-winter' },
  { name: 'Spring Circuit', className: 'season-spring' },
  { name: 'Summer Grand Prix', className: 'season-summer' },
] as const;

const monthStart = (monthsAfterEpoch: number) =>
  Date.UTC(EPOCH_YEAR, EPOCH_MONTH + monthsAfterEpoch, 1) / 1000;

/**
 * The rolling schedule's season number `seasonID` (1 = Autumn Rally 2026). The first year's four
 * keep their plain names (the catalogue's seasonal achievements use them); later ones add the
 * year they start in.
 */
export function rollingSeason(seasonID: number): Season {
  const index = seasonID - 1;
  const theme = ROLLING_THEMES[index % ROLLING_THEMES.length]!;
  const startStamp = monthStart(index * MONTHS_PER_SEASON);
  const year = new Date(startStamp * 1000).getUTCFullYear();
  return {
    seasonID,
    name: index < ROLLING_THEMES.length ? theme.name : `${theme.name} ${year}`,
    className: theme.className,
    startStamp,
    endStamp: monthStart((index + 1) * MONTHS_PER_SEASON),
    totalRewards: ROLLING_TOTAL_REWARDS,
    achievementGroupID: SEASON_ACHIEVEMENT_GROUP_ID,
  };
}

/** The rolling season running at `nowSeconds`; null before the epoch. */
export function rollingSeasonAt(nowSeconds: number): Season | null {
  if (nowSeconds < ROLLING_EPOCH) return null;
  const date = new Date(Math.floor(nowSeconds) * 1000);
  const months = (date.getUTCFullYear() - EPOCH_YEAR) * 12 + date.getUTCMonth() - EPOCH_MONTH;
  const seasonID = Math.floor(months / MONTHS_PER_SEASON) + 1;
  return seasonID < FIRST_OPERATOR_SEASON_ID ? rollingSeason(seasonID) : null;
}

/** Of the operator seasons running at `nowSeconds`, the one that started last. */
function operatorSeasonAt(nowSeconds: number, operatorSeasons: readonly Season[]): Season | null {
  let found: Season | null = null;
  for (const season of operatorSeasons) {
    if (season.startStamp > nowSeconds || nowSeconds >= season.endStamp) continue;
    if (!found || season.startStamp > found.startStamp) found = season;
  }
  return found;
}

/** The season running at `nowSeconds`: an operator's, else the rolling schedule's. */
export function seasonAt(
  nowSeconds: number,
  operatorSeasons: readonly Season[] = [],
): Season | null {
  return operatorSeasonAt(nowSeconds, operatorSeasons) ?? rollingSeasonAt(nowSeconds);
}

/** A season by its id, running or not (null when there is no such season). */
export function seasonByID(
  seasonID: number,
  operatorSeasons: readonly Season[] = [],
): Season | null {
  if (!Number.isInteger(seasonID) || seasonID < 1) return null;
  if (seasonID < FIRST_OPERATOR_SEASON_ID) return rollingSeason(seasonID);
  return operatorSeasons.find((season) => season.seasonID === seasonID) ?? null;
}

/** Why an operator's season cannot be used, or null when it can (checked before it is stored). */
export function operatorSeasonProblem(season: Season): string | null {
  if (!Number.isInteger(season.seasonID) || season.seasonID < FIRST_OPERATOR_SEASON_ID) {
    return `operator season ids start at ${FIRST_OPERATOR_SEASON_ID}`;
  }
  if (!(season.endStamp > season.startStamp)) return 'a season must end after it starts';
  if (
    !Number.isInteger(season.totalRewards) ||
    season.totalRewards < 50 ||
    season.totalRewards > 400
  ) {
    return 'a season has 50 to 400 reward tiers';
  }
  if (season.name.trim() === '') return 'a season needs a name';
  return null;
}

/**
 * The span of the season period holding `nowSeconds` (the leaderboards' 'season'): the running
 * season's stamps; before the epoch the rolling schedule extended backwards, so every moment has
 * one. The database's racer_season_start (migration 0012_seasons) computes the same start.
 */
export function seasonPeriodAt(
  nowSeconds: number,
  operatorSeasons: readonly Season[] = [],
): { start: number; end: number } {
  const season = seasonAt(nowSeconds, operatorSeasons);
  if (season) return { start: season.startStamp, end: season.endStamp };
  const date = new Date(Math.floor(nowSeconds) * 1000);
  const months = (date.getUTCFullYear() - EPOCH_YEAR) * 12 + date.getUTCMonth() - EPOCH_MONTH;
  const index = Math.floor(months / MONTHS_PER_SEASON);
  return {
    start: monthStart(index * MONTHS_PER_SEASON),
    end: monthStart((index + 1) * MONTHS_PER_SEASON),
  };
}
