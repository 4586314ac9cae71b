// When the season shows itself (SPEC §2 nav and teaser, §5 show rules, §9 unlocks). Pure: the
// running season (or null) and the time are passed in; the UI judges with the server's time
// (device time plus the session's offset), so a skewed device clock does not move a season.
import type { User } from '../user';
import { isSeasonRunning, type Season, teaserDates } from './season';
import type { SeasonReward, ShownSeasonReward } from './seasonReward';

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
  nextReward: Pick<SeasonReward, 'achievementID'> | null,
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

/** Whose track is shown: null for a visitor. */
export type SeasonTrackViewer = { experience: number; claimed: readonly number[] } | null;

/**
 * SPEC §3 Season reward `bonus (hidden)`: a hidden bonus shows what it pays only to a player whose
 * season XP has reached it, or who has claimed it; never to a visitor. Other rewards always show.
 */
export function hiddenBonusShown(
  reward: Pick<SeasonReward, 'achievementID' | 'bonus' | 'experience'>,
  viewer: SeasonTrackViewer,
): boolean {
  if (!reward.bonus) return true;
  if (viewer === null) return false;
  return viewer.experience >= reward.experience || viewer.claimed.includes(reward.achievementID);
}

/**
 * The track as `viewer` is shown it (GET /seasons/current): every tier, with a hidden bonus's
 * reward blanked until hiddenBonusShown allows it. The only track the browser receives.
 */
export function seasonRewardsShown(
  track: readonly SeasonReward[],
  viewer: SeasonTrackViewer,
): ShownSeasonReward[] {
  return track.map((r) => ({
    achievementID: r.achievementID,
    tier: r.tier,
    free: r.free,
    bonus: r.bonus,
    experience: r.experience,
    reward: hiddenBonusShown(r, viewer) ? { type: r.reward.type, value: r.reward.value } : null,
  }));
}
