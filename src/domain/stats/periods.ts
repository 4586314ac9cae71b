// Leaderboard periods (SPEC §7 GET /leaderboards?time=…): which stretch of time a board covers,
// from `now` (seconds). Every boundary is UTC, so a board means the same to every racer:
// - day: since midnight; week: since Monday midnight; month: since the 1st;
// - season: the running season's stamps (SPEC §3 Season; src/domain/seasons/schedule.ts: an
//   operator's season, else the rolling schedule's three-month seasons from 2026-09-01);
// - alltime: since the epoch.
// The database keeps running totals per period start (migration 'racer_totals', function
// `racer_period_starts`), computed with the same boundaries: tests/integration/stats.test.ts holds
// the two to each other.
import { seasonPeriodAt } from '../seasons/schedule';
import type { Season } from '../seasons/season';
import { DAY_SECONDS } from '../time';

export const LEADERBOARD_PERIODS = ['day', 'week', 'month', 'season', 'alltime'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

const WEEK_SECONDS = 7 * DAY_SECONDS;
/** 1970-01-01 was a Thursday: the first Monday is four days later. */
const FIRST_MONDAY = 4 * DAY_SECONDS;

export interface PeriodSpan {
  period: LeaderboardPeriod;
  /** First second of the period (inclusive). */
  start: number;
  /** First second after it (exclusive); null for all time. */
  end: number | null;
}

export function isLeaderboardPeriod(value: unknown): value is LeaderboardPeriod {
  return (LEADERBOARD_PERIODS as readonly unknown[]).includes(value);
}

/** Seconds at 00:00 UTC of year/month (month 0-based, may run past 11). */
function utcMonthStart(year: number, month: number): number {
  return Date.UTC(year, month, 1) / 1000;
}

/** `operatorSeasons`: the seasons operators added (the season period follows them while they run). */
export function periodSpan(
  period: LeaderboardPeriod,
  now: number,
  operatorSeasons: readonly Season[] = [],
): PeriodSpan {
  const t = Math.floor(now);
  const date = new Date(t * 1000);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  switch (period) {
    case 'day': {
      const start = t - mod(t, DAY_SECONDS);
      return { period, start, end: start + DAY_SECONDS };
    }
    case 'week': {
      const start = t - mod(t - FIRST_MONDAY, WEEK_SECONDS);
      return { period, start, end: start + WEEK_SECONDS };
    }
    case 'month':
      return { period, start: utcMonthStart(year, month), end: utcMonthStart(year, month + 1) };
    case 'season':
      return { period, ...seasonPeriodAt(t, operatorSeasons) };
    case 'alltime':
      return { period, start: 0, end: null };
  }
}

function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}
