// Which racer totals are past use (racer_totals: one row per site, period, period start and racer).
// Nothing reads a day or week board but the current one (statsService reads
// `periodSpan(period, now).start`), so older day and week rows only grow the table: 20,000 daily
// racers leave 7 million day rows a year. They are deleted by the totals pruner
// (src/server/stats/totalsPruner.ts).
//
// The period just ended is kept too: a race finished a moment before midnight is written with its
// own stamp and can arrive after the day turned, and a claimed qualifying race counts at the time
// it was raced. Month, season and all-time rows stay (few, and seasons will read past ones).
import { DAY_SECONDS } from '../time';
import { periodSpan, type LeaderboardPeriod } from './periods';

/** How many periods of each kind are kept, the current one included; missing: all kept. */
export const KEPT_PERIODS: Readonly<Partial<Record<LeaderboardPeriod, number>>> = {
  day: 2,
  week: 2,
};

const PERIOD_LENGTH: Readonly<Partial<Record<LeaderboardPeriod, number>>> = {
  day: DAY_SECONDS,
  week: 7 * DAY_SECONDS,
};

export interface PruneRange {
  period: LeaderboardPeriod;
  /** Rows of this period starting before this second are past use. */
  before: number;
}

/** For each pruned period, the first period start still in use at `now` (seconds). */
export function totalsPastUse(now: number): PruneRange[] {
  const ranges: PruneRange[] = [];
  for (const [period, kept] of Object.entries(KEPT_PERIODS) as [LeaderboardPeriod, number][]) {
    const length = PERIOD_LENGTH[period];
    if (length === undefined || kept < 1) continue;
    const current = periodSpan(period, now).start;
    ranges.push({ period, before: current - (kept - 1) * length });
  }
  return ranges;
}

/** Whether a totals row (its period and period start) is past use at `now`. */
export function isTotalsRowPastUse(period: string, periodStart: number, now: number): boolean {
  const range = totalsPastUse(now).find((r) => r.period === period);
  return range !== undefined && periodStart < range.before;
}
