// The race log's paging bounds and the leaderboard's order.
import { describe, expect, it } from 'vitest';

import {
  pageCount,
  pageWindow,
  RACE_LOG_MAX_LIMIT,
  RACE_LOG_PAGE_SIZE,
} from '../../../../src/domain/stats/paging';
import {
  averageAccuracy,
  averageSpeed,
  compareRacers,
  racePoints,
  rankRacers,
  speedUnit,
  type RacerTotals,
} from '../../../../src/domain/stats/ranking';

describe('race log paging', () => {
  it('pages 30 races from page 0 (SPEC §9)', () => {
    expect(RACE_LOG_PAGE_SIZE).toBe(30);
    expect(pageWindow(0, 30, 95)).toEqual({ ok: true, offset: 0, limit: 30, pages: 4 });
    expect(pageWindow(3, 30, 95)).toEqual({ ok: true, offset: 90, limit: 30, pages: 4 });
  });

  it('always has a first page, even for an empty log', () => {
    expect(pageWindow(0, 30, 0)).toMatchObject({ ok: true, offset: 0, pages: 1 });
    expect(pageCount(0, 30)).toBe(1);
    expect(pageCount(30, 30)).toBe(1);
    expect(pageCount(31, 30)).toBe(2);
  });

  it('refuses a page past the last, a negative or fractional page, and limits out of range', () => {
    expect(pageWindow(4, 30, 95).ok).toBe(false);
    expect(pageWindow(1, 30, 0).ok).toBe(false);
    expect(pageWindow(-1, 30, 95).ok).toBe(false);
    expect(pageWindow(0.5, 30, 95).ok).toBe(false);
    expect(pageWindow(0, 0, 95).ok).toBe(false);
    expect(pageWindow(0, RACE_LOG_MAX_LIMIT + 1, 95).ok).toBe(false);
    expect(pageWindow(0, RACE_LOG_MAX_LIMIT, 95).ok).toBe(true);
    expect(pageWindow(Number.NaN, 30, 95).ok).toBe(false);
  });
});

const racer = (userID: number, races: number, points: number): RacerTotals => ({
  userID,
  races,
  speedSum: races * 50,
  accuracySum: races * 95,
  points,
});

describe('leaderboard order', () => {
  it('scores a race by speed times accuracy', () => {
    expect(racePoints(80, 100)).toBe(80);
    expect(racePoints(100, 90)).toBe(90);
    expect(racePoints(0, 100)).toBe(0);
    // A cleaner, slower race can outscore a sloppy fast one.
    expect(racePoints(70, 99)).toBeGreaterThan(racePoints(75, 90));
  });

  it('ranks by points, then races, then the lower user id', () => {
    const ranked = rankRacers([
      racer(5, 3, 100),
      racer(2, 1, 250),
      racer(9, 4, 100),
      racer(1, 4, 100),
    ]);
    expect(ranked.map((r) => [r.userID, r.rank])).toEqual([
      [2, 1],
      [1, 2],
      [9, 3],
      [5, 4],
    ]);
    expect(compareRacers(racer(1, 1, 10), racer(1, 1, 10))).toBe(0);
  });

  it('averages speed and accuracy to one decimal, 0 without races', () => {
    expect(averageSpeed({ races: 3, speedSum: 100 })).toBe(33.3);
    expect(averageAccuracy({ races: 3, accuracySum: 290 })).toBe(96.7);
    expect(averageSpeed({ races: 0, speedSum: 0 })).toBe(0);
  });

  it('measures the math site in problems per minute', () => {
    expect(speedUnit('typing')).toBe('WPM');
    expect(speedUnit('math')).toBe('PPM');
  });
});
