// Leaderboard periods: UTC day, week from Monday, month, the running season, all time.
import { describe, expect, it } from 'vitest';

import {
  isLeaderboardPeriod,
  LEADERBOARD_PERIODS,
  periodSpan,
} from '../../../../src/domain/stats/periods';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('periodSpan', () => {
  it('starts a day at UTC midnight and ends it 24 hours later', () => {
    expect(periodSpan('day', at('2026-11-25T13:45:10Z'))).toEqual({
      period: 'day',
      start: at('2026-11-25T00:00:00Z'),
      end: at('2026-11-26T00:00:00Z'),
    });
    // The last second of a day is still that day; midnight is the next.
    expect(periodSpan('day', at('2026-11-25T23:59:59Z')).start).toBe(at('2026-11-25T00:00:00Z'));
    expect(periodSpan('day', at('2026-11-26T00:00:00Z')).start).toBe(at('2026-11-26T00:00:00Z'));
  });

  it('starts a week on Monday, whatever day it is', () => {
    const monday = at('2026-11-23T00:00:00Z');
    for (const day of ['23', '24', '25', '26', '27', '28', '29']) {
      expect(periodSpan('week', at(`2026-11-${day}T12:00:00Z`)), day).toEqual({
        period: 'week',
        start: monday,
        end: at('2026-11-30T00:00:00Z'),
      });
    }
    expect(periodSpan('week', at('2026-11-30T00:00:00Z')).start).toBe(at('2026-11-30T00:00:00Z'));
    // Across a year end: Thursday 1 January 2026 is in the week of Monday 29 December.
    expect(periodSpan('week', at('2026-01-01T08:00:00Z')).start).toBe(at('2025-12-29T00:00:00Z'));
  });

  it('runs a month from the 1st to the 1st, leap February included', () => {
    expect(periodSpan('month', at('2024-02-29T23:00:00Z'))).toEqual({
      period: 'month',
      start: at('2024-02-01T00:00:00Z'),
      end: at('2024-03-01T00:00:00Z'),
    });
    expect(periodSpan('month', at('2026-12-31T23:59:59Z')).end).toBe(at('2027-01-01T00:00:00Z'));
  });

  it('makes a season of each season of the schedule (three months from Sep, Dec, Mar, Jun 1st)', () => {
    const quarters: [string, string, string][] = [
      ['2026-01-01T00:00:00Z', '2025-12-01T00:00:00Z', '2026-03-01T00:00:00Z'],
      ['2026-02-28T23:59:59Z', '2025-12-01T00:00:00Z', '2026-03-01T00:00:00Z'],
      ['2026-03-01T00:00:00Z', '2026-03-01T00:00:00Z', '2026-06-01T00:00:00Z'],
      ['2026-08-31T23:59:59Z', '2026-06-01T00:00:00Z', '2026-09-01T00:00:00Z'],
      ['2026-11-25T10:00:00Z', '2026-09-01T00:00:00Z', '2026-12-01T00:00:00Z'],
    ];
    for (const [now, start, end] of quarters) {
      expect(periodSpan('season', at(now)), now).toEqual({
        period: 'season',
        start: at(start),
        end: at(end),
      });
    }
  });

  it('counts all time from the epoch, with no end', () => {
    expect(periodSpan('alltime', at('2026-11-25T10:00:00Z'))).toEqual({
      period: 'alltime',
      start: 0,
      end: null,
    });
  });

  it('contains `now` in every period, for any second', () => {
    for (let t = at('2023-12-30T00:00:00Z'); t < at('2024-01-03T00:00:00Z'); t += 3_601) {
      for (const period of LEADERBOARD_PERIODS) {
        const span = periodSpan(period, t);
        expect(span.start).toBeLessThanOrEqual(t);
        if (span.end !== null) expect(span.end).toBeGreaterThan(t);
      }
    }
  });

  it('knows its period names and nothing else', () => {
    expect(LEADERBOARD_PERIODS.every(isLeaderboardPeriod)).toBe(true);
    for (const bad of ['year', 'Day', '', null, 7, 'alltime ']) {
      expect(isLeaderboardPeriod(bad), String(bad)).toBe(false);
    }
  });
});
