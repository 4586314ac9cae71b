// Which racer totals are past use: day and week rows before the previous period; the rest stays.
import { describe, expect, it } from 'vitest';

import { LEADERBOARD_PERIODS } from '../../../../src/domain/stats/periods';
import { isTotalsRowPastUse, totalsPastUse } from '../../../../src/domain/stats/retention';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('totalsPastUse', () => {
  it('keeps today and yesterday, this week and last week', () => {
    // Wednesday 25 November 2026; the week began Monday the 23rd.
    expect(totalsPastUse(at('2026-11-25T13:45:10Z'))).toEqual([
      { period: 'day', before: at('2026-11-24T00:00:00Z') },
      { period: 'week', before: at('2026-11-16T00:00:00Z') },
    ]);
  });

  it('moves on at midnight UTC, not a second before', () => {
    expect(totalsPastUse(at('2026-11-25T23:59:59Z'))[0]!.before).toBe(at('2026-11-24T00:00:00Z'));
    expect(totalsPastUse(at('2026-11-26T00:00:00Z'))[0]!.before).toBe(at('2026-11-25T00:00:00Z'));
  });

  it('moves the week on on Monday, across a month and a year', () => {
    // Sunday 3 January 2027 is in the week of Monday 28 December 2026.
    expect(totalsPastUse(at('2027-01-03T23:00:00Z'))[1]!.before).toBe(at('2026-12-21T00:00:00Z'));
    expect(totalsPastUse(at('2027-01-04T00:00:00Z'))[1]!.before).toBe(at('2026-12-28T00:00:00Z'));
  });
});

describe('isTotalsRowPastUse', () => {
  const now = at('2026-11-25T13:45:10Z');

  it('prunes day rows from the day before yesterday back', () => {
    expect(isTotalsRowPastUse('day', at('2026-11-25T00:00:00Z'), now)).toBe(false);
    expect(isTotalsRowPastUse('day', at('2026-11-24T00:00:00Z'), now)).toBe(false);
    expect(isTotalsRowPastUse('day', at('2026-11-23T00:00:00Z'), now)).toBe(true);
    expect(isTotalsRowPastUse('day', at('2025-01-01T00:00:00Z'), now)).toBe(true);
  });

  it('prunes week rows from the week before last back', () => {
    expect(isTotalsRowPastUse('week', at('2026-11-23T00:00:00Z'), now)).toBe(false);
    expect(isTotalsRowPastUse('week', at('2026-11-16T00:00:00Z'), now)).toBe(false);
    expect(isTotalsRowPastUse('week', at('2026-11-09T00:00:00Z'), now)).toBe(true);
  });

  it('never prunes month, season or all-time rows, however old', () => {
    for (const period of ['month', 'season', 'alltime'] as const) {
      expect(isTotalsRowPastUse(period, 0, now), period).toBe(false);
    }
    expect(LEADERBOARD_PERIODS).toContain('month');
  });

  it('prunes nothing of an unknown period', () => {
    expect(isTotalsRowPastUse('decade', 0, now)).toBe(false);
  });
});
