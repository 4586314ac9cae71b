// When the season shows itself (SPEC §2 nav and teaser, §5 show rules, §9 unlocks). Pure: the
// running season (or null) and the time are passed in; the UI judges with the server's time
// (device time plus the session's offset), so a skewed device clock does not move a season.
import type { User } from '../user';
import type { SeasonReward } from './rewardTrack';
import { isSeasonRunning, type Season, teaserDates } from './season';

/** SPEC §9: season progress unlocks after this many games. */
export const SEASON_PROGRESS_UNLOCK_GAMES = 6;

/** SPEC §2: the nav's Season item during an active season, Events otherwise. */
export function seasonNavActive(season: Season | null, nowSeconds: number): boolean {
  return season !== null && isSeasonRunning(season, nowSeconds);
}

/**
 * SPEC §5: the season display is hidden when there is no active season, it has not started, or
 * there is no next reward.
 */
export function seasonDisplayShown(
  season: Season | null,
  nextReward: SeasonReward | null,
  nowSeconds: number,
): boolean {
  return (
    season !== null &&
    nowSeconds >= season.startStamp &&
    nowSeconds < season.endStamp &&
    nextReward !== null
  );
}

/** SPEC §9 unlocks: season progress shows after 6 games. */
export function seasonProgressUnlocked(user: Pick<User, 'racesPlayed'>): boolean {
  return user.racesPlayed >= SEASON_PROGRESS_UNLOCK_GAMES;
}

/** SPEC §4 race results: the race that takes the player to 6 games unlocks season content. */
export function seasonContentUnlockedBy(racesBefore: number, racesAfter: number): boolean {
  return racesBefore < SEASON_PROGRESS_UNLOCK_GAMES && racesAfter >= SEASON_PROGRESS_UNLOCK_GAMES;
}

/** Race tabs: the race and play pages, where the header keeps to the race. */
const RACE_TAB = /^\/(race|play)(\/|$)/;

/**
 * SPEC §2 season teaser: to logged-in players outside race tabs during an active season, with
 * the season's name and dates ('MMM D'). Null when it does not show.
 */
export function seasonTeaser(
  season: Season | null,
  user: Pick<User, 'loggedIn'>,
  pathname: string,
  nowSeconds: number,
): { name: string; dates: string } | null {
  if (!user.loggedIn || RACE_TAB.test(pathname) || !season) return null;
  if (!isSeasonRunning(season, nowSeconds)) return null;
  return { name: season.name, dates: teaserDates(season) };
}

/**
 * SPEC §5 season announcement: only on /garage, logged in, memberDays over 1, last login before
 * the season's start, and the start passed.
 */
export function seasonAnnouncementShown(
  season: Season | null,
  user: Pick<User, 'loggedIn' | 'memberDays' | 'lastLogin'>,
  pathname: string,
  nowSeconds: number,
): boolean {
  if (!season || pathname !== '/garage' || !user.loggedIn) return false;
  if (!(user.memberDays > 1)) return false;
  return user.lastLogin < season.startStamp && nowSeconds >= season.startStamp;
}
