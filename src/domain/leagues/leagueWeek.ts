// League weeks: Monday 00:00 UTC to the next Monday 00:00 UTC, the same week as the leaderboards'
// (src/domain/stats/periods.ts). A week is closed by the rollover once it has ended and a grace
// has passed, so a process whose clock runs a little fast never closes it under a late race.
import { periodSpan } from '../stats/periods';

export const WEEK_SECONDS = 7 * 86_400;
/** How long after the week's end the rollover waits: room for clock skew between processes. */
export const ROLLOVER_GRACE_SECONDS = 120;

/** The first second of the league week containing `now` (seconds). */
export function leagueWeekStart(now: number): number {
  return periodSpan('week', now).start;
}

export function leagueWeekEnd(weekStart: number): number {
  return weekStart + WEEK_SECONDS;
}

/** True once week `weekStart` may be closed at `now`. */
export function rolloverDue(weekStart: number, now: number): boolean {
  return now >= leagueWeekEnd(weekStart) + ROLLOVER_GRACE_SECONDS;
}

/**
 * The week a race finished at `now` counts for: its own week, unless that week is already closed
 * (an operator closed it early, or a process with a fast clock did), then the first open one after.
 */
export function creditedWeek(now: number, isClosed: (weekStart: number) => boolean): number {
  let week = leagueWeekStart(now);
  while (isClosed(week)) week += WEEK_SECONDS;
  return week;
}

/** Seconds left until the rollover of the week containing `now` (the page's countdown). */
export function secondsToRollover(now: number, weekStart = leagueWeekStart(now)): number {
  return Math.max(0, leagueWeekEnd(weekStart) - now);
}
