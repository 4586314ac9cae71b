// SPEC §3 Season: what a season is as data, and the plain facts about one at a given time. Stamps
// are Unix seconds; a season runs from startStamp (inclusive) to endStamp (exclusive), so a race
// at endStamp - 1 still counts for it and one at endStamp counts for the next.
import { DAY_SECONDS } from '../time';

export interface Season {
  seasonID: number;
  name: string;
  /** The CSS theme name the season's screens wear (`season-autumn`, ...). */
  className: string;
  startStamp: number;
  endStamp: number;
  /** Tiers on the reward track (SPEC §9 level table: the achievement levels). */
  totalRewards: number;
  /** The achievement group its rewards belong to (SPEC §3 Season reward: rewards are achievements). */
  achievementGroupID: number;
}

/** The catalogue's 'Seasons' group (src/domain/achievements/catalogue.ts). */
export const SEASON_ACHIEVEMENT_GROUP_ID = 12;

/** Whether `season` runs at `nowSeconds`. */
export function isSeasonRunning(season: Season, nowSeconds: number): boolean {
  return season.startStamp <= nowSeconds && nowSeconds < season.endStamp;
}

/** SPEC §9: a season's length in days is its span / 86400. */
export function seasonLengthDays(season: Pick<Season, 'startStamp' | 'endStamp'>): number {
  return (season.endStamp - season.startStamp) / DAY_SECONDS;
}

/** SPEC §3 daysRemaining: whole days left, a part day counting as one; 0 once it has ended. */
export function seasonDaysRemaining(
  season: Pick<Season, 'startStamp' | 'endStamp'>,
  nowSeconds: number,
): number {
  const from = Math.max(nowSeconds, season.startStamp);
  return Math.max(0, Math.ceil((season.endStamp - from) / DAY_SECONDS));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** SPEC §9 teaser dates, 'MMM D' in UTC (the stamps are UTC midnights): 'Sep 1'. */
export function teaserDate(stampSeconds: number): string {
  const date = new Date(stampSeconds * 1000);
  return `${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}`;
}

/**
 * The teaser's dates: first day and last day of the season. The end stamp is the first second
 * after the season, so the last day shown is the day before it.
 */
export function teaserDates(season: Pick<Season, 'startStamp' | 'endStamp'>): string {
  return `${teaserDate(season.startStamp)} – ${teaserDate(season.endStamp - 1)}`;
}
