// Seasons as data (issue 14): the rolling schedule always has a season from its epoch on, operator
// seasons take its place while they run, and a season's edges are exact to the second.
import { describe, expect, it } from 'vitest';

import { SEASONS } from '../../../../src/domain/achievements/seasons';
import {
  FIRST_OPERATOR_SEASON_ID,
  operatorSeasonProblem,
  ROLLING_EPOCH,
  rollingSeason,
  seasonAt,
  seasonByID,
  seasonPeriodAt,
} from '../../../../src/domain/seasons/schedule';
import {
  isSeasonRunning,
  seasonDaysRemaining,
  seasonLengthDays,
  teaserDate,
  teaserDates,
  type Season,
} from '../../../../src/domain/seasons/season';
import { periodSpan } from '../../../../src/domain/stats/periods';

const utc = (y: number, m: number, d: number, h = 0, min = 0, s = 0) =>
  Date.UTC(y, m - 1, d, h, min, s) / 1000;

const operator: Season = {
  seasonID: FIRST_OPERATOR_SEASON_ID,
  name: 'Halloween Havoc',
  className: 'season-custom',
  startStamp: utc(2026, 10, 25),
  endStamp: utc(2026, 11, 2),
  totalRewards: 50,
  achievementGroupID: 12,
};

describe('the rolling season schedule', () => {
  it('starts with Autumn Rally on 2026-09-01 and runs three months a season', () => {
    const first = rollingSeason(1);
    expect(first).toMatchObject({ seasonID: 1, name: 'Autumn Rally', className: 'season-autumn' });
    expect(first.startStamp).toBe(ROLLING_EPOCH);
    expect(first.startStamp).toBe(utc(2026, 9, 1));
    expect(first.endStamp).toBe(utc(2026, 12, 1));
    expect(rollingSeason(2)).toMatchObject({ name: 'Winter Sprint', startStamp: utc(2026, 12, 1) });
    expect(rollingSeason(5)).toMatchObject({
      name: 'Autumn Rally 2027',
      startStamp: utc(2027, 9, 1),
    });
    expect(first.totalRewards).toBeGreaterThanOrEqual(50);
  });

  it('keeps the three seasons the catalogue wrote achievements for', () => {
    expect(SEASONS.map((s) => [s.seasonID, s.name, s.startStamp])).toEqual([
      [1, 'Autumn Rally', utc(2026, 9, 1)],
      [2, 'Winter Sprint', utc(2026, 12, 1)],
      [3, 'Spring Circuit', utc(2027, 3, 1)],
    ]);
  });

  it('finds a season at any moment from the epoch on, decades later too (a fresh install)', () => {
    for (const now of [
      ROLLING_EPOCH,
      utc(2027, 2, 28, 23, 59, 59),
      utc(2031, 7, 4),
      utc(2060, 1, 1),
    ]) {
      const season = seasonAt(now);
      expect(season, String(now)).not.toBeNull();
      expect(isSeasonRunning(season!, now)).toBe(true);
      expect(seasonByID(season!.seasonID)).toEqual(season);
    }
    expect(seasonAt(ROLLING_EPOCH - 1)).toBeNull();
  });

  it('counts the last second of a season for it and the next second for the next one', () => {
    const autumn = rollingSeason(1);
    expect(seasonAt(autumn.endStamp - 1)?.seasonID).toBe(1);
    expect(seasonAt(autumn.endStamp)?.seasonID).toBe(2);
  });

  it("lets an operator's season take the rolling one's place while it runs", () => {
    expect(seasonAt(utc(2026, 10, 24, 23, 59, 59), [operator])?.seasonID).toBe(1);
    expect(seasonAt(utc(2026, 10, 25), [operator])).toEqual(operator);
    expect(seasonAt(operator.endStamp - 1, [operator])?.seasonID).toBe(operator.seasonID);
    expect(seasonAt(operator.endStamp, [operator])?.seasonID).toBe(1);
    expect(seasonByID(operator.seasonID, [operator])).toEqual(operator);
    expect(seasonByID(operator.seasonID)).toBeNull();
    expect(seasonByID(0)).toBeNull();
  });

  it('refuses operator seasons the schedule cannot use', () => {
    expect(operatorSeasonProblem(operator)).toBeNull();
    expect(operatorSeasonProblem({ ...operator, seasonID: 7 })).toMatch(/1000/);
    expect(operatorSeasonProblem({ ...operator, endStamp: operator.startStamp })).toMatch(/end/);
    expect(operatorSeasonProblem({ ...operator, totalRewards: 20 })).toMatch(/50/);
  });
});

describe('season facts', () => {
  it('measures length in days as span / 86400', () => {
    expect(seasonLengthDays(rollingSeason(1))).toBe(91);
    expect(seasonLengthDays(rollingSeason(2))).toBe(90);
    expect(seasonLengthDays({ startStamp: 0, endStamp: 129_600 })).toBe(1.5);
  });

  it('counts whole days remaining, a part day as one, 0 after the end', () => {
    const autumn = rollingSeason(1);
    expect(seasonDaysRemaining(autumn, autumn.endStamp - 1)).toBe(1);
    expect(seasonDaysRemaining(autumn, autumn.endStamp - 86_400)).toBe(1);
    expect(seasonDaysRemaining(autumn, autumn.endStamp - 86_401)).toBe(2);
    expect(seasonDaysRemaining(autumn, autumn.endStamp)).toBe(0);
    expect(seasonDaysRemaining(autumn, autumn.startStamp - 999_999)).toBe(91);
  });

  it("writes teaser dates as 'MMM D' in UTC, the last day being the day before the end", () => {
    expect(teaserDate(utc(2026, 9, 1))).toBe('Sep 1');
    expect(teaserDate(utc(2026, 12, 31, 23, 59, 59))).toBe('Dec 31');
    expect(teaserDates(rollingSeason(1))).toBe('Sep 1 – Nov 30');
    expect(teaserDates(rollingSeason(2))).toBe('Dec 1 – Feb 28');
  });
});

describe("the leaderboards' season period", () => {
  it('is the running season, not a calendar quarter', () => {
    const now = utc(2026, 11, 27, 12);
    expect(periodSpan('season', now)).toEqual({
      period: 'season',
      start: utc(2026, 9, 1),
      end: utc(2026, 12, 1),
    });
    expect(periodSpan('season', utc(2026, 10, 30), [operator])).toMatchObject({
      start: operator.startStamp,
      end: operator.endStamp,
    });
  });

  it('extends the rolling schedule backwards before the epoch, so every moment has a period', () => {
    expect(seasonPeriodAt(utc(2024, 3, 31, 23, 59, 30))).toEqual({
      start: utc(2024, 3, 1),
      end: utc(2024, 6, 1),
    });
    expect(seasonPeriodAt(utc(2026, 8, 31, 23, 59, 59))).toEqual({
      start: utc(2026, 6, 1),
      end: utc(2026, 9, 1),
    });
  });
});
