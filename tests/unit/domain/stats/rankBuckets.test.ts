// The rank buckets (src/domain/stats/rankBuckets.ts): keys that rise with the points, never exceed
// them and are their own keys, and a rank counted from the histogram that is exactly the board
// order's (rankRacers), ties, empty buckets and racers on a bucket's edge included.
import { describe, expect, it } from 'vitest';

import { seededRng, type Rng } from '../../../../src/domain/random';
import {
  racersAheadByBuckets,
  RANK_BUCKET_DIGITS,
  rankBucket,
  rankHistogram,
} from '../../../../src/domain/stats/rankBuckets';
import { rankRacers, type RacerTotals } from '../../../../src/domain/stats/ranking';

/** Points as the database stores them (real, a float4). */
const real = Math.fround;

describe('rank bucket keys', () => {
  it('cut points to their leading binary digits, below 1 to 0', () => {
    expect(RANK_BUCKET_DIGITS).toBe(6);
    expect(rankBucket(0)).toBe(0);
    expect(rankBucket(0.75)).toBe(0);
    expect(rankBucket(1)).toBe(1);
    expect(rankBucket(1.01)).toBe(1);
    expect(rankBucket(1.5)).toBe(1.5);
    expect(rankBucket(100)).toBe(100);
    expect(rankBucket(101)).toBe(100);
    expect(rankBucket(3000)).toBe(2944); // 46 × 64
    expect(rankBucket(real(3054.12))).toBe(3008);
    expect(rankBucket(-1)).toBe(-Infinity);
  });

  it('put a power of two at its own key and the point just below it in the bucket below', () => {
    for (let k = -3; k <= 60; k += 1) {
      const power = 2 ** k;
      expect(rankBucket(power), `2^${k}`).toBe(power >= 1 ? power : 0);
      if (k < 1) continue;
      const below = power * (1 - 2 ** -40);
      expect(rankBucket(below), `below 2^${k}`).toBe(power - power / 64);
    }
  });

  it('rise with the points, never exceed them, are their own keys, and are under 1/32 wide', () => {
    const rng = seededRng(12);
    const values = Array.from({ length: 5_000 }, () => real(2 ** (rng() * 40) * rng()));
    values.sort((a, b) => a - b);
    const wrong: string[] = [];
    let previous = -Infinity;
    for (const points of values) {
      const key = rankBucket(points);
      if (key > points) wrong.push(`${points}: key ${key} above the points`);
      if (key < previous) wrong.push(`${points}: key ${key} below the previous ${previous}`);
      if (rankBucket(key) !== key) wrong.push(`${points}: key ${key} not its own key`);
      if (points >= 1 && points - key >= key / 32) wrong.push(`${points}: bucket ${key} too wide`);
      previous = key;
    }
    expect(wrong).toEqual([]);
    expect(new Set(values.map(rankBucket)).size).toBeGreaterThan(1000);
  });

  it('make 32 buckets of each doubling', () => {
    const keys = new Set<number>();
    for (let points = 1024; points < 2048; points += 0.5) keys.add(rankBucket(points));
    expect(keys.size).toBe(32);
  });
});

const totals = (userID: number, races: number, points: number): RacerTotals => ({
  userID,
  races,
  speedSum: races * 60,
  accuracySum: races * 95,
  points: real(points),
});

/** A board with many ties: points from a few values (some on bucket keys), races from a few. */
function board(rng: Rng, size: number): RacerTotals[] {
  const shared = Array.from({ length: 6 }, () => Math.floor(rng() * 5000));
  return Array.from({ length: size }, (_, i) => {
    const roll = rng();
    const points =
      roll < 0.4
        ? (shared[Math.floor(rng() * shared.length)] ?? 0)
        : roll < 0.5
          ? rankBucket(real(rng() * 5000)) // exactly on a key
          : roll < 0.55
            ? rng() // below 1: bucket 0
            : rng() * 5000;
    return totals(1000 - i * 3 + Math.floor(rng() * 2), 1 + Math.floor(rng() * 3), points);
  });
}

describe('rank from the histogram', () => {
  it('is the board order’s rank for every racer, ties included', () => {
    const rng = seededRng(7);
    for (let round = 0; round < 40; round += 1) {
      const rows = board(rng, 1 + Math.floor(rng() * 150));
      const histogram = rankHistogram(rows);
      for (const ranked of rankRacers(rows)) {
        expect(racersAheadByBuckets(rows, histogram, ranked) + 1).toBe(ranked.rank);
      }
    }
  });

  it('still counts right when racers left buckets empty, or sit on the next bucket’s key', () => {
    const rows = [
      totals(1, 1, 100), // a key
      totals(2, 2, 100),
      totals(3, 1, 99.5),
      totals(4, 1, 98), // a key: the bucket right below 100 is 98..100
      totals(5, 5, 99.5),
      totals(6, 1, 3000),
    ];
    const histogram = rankHistogram(rows);
    // Racers who moved on left these buckets at 0: they must not bound or count anything.
    histogram.set(1024, 0);
    histogram.set(2048, 0);
    for (const ranked of rankRacers(rows)) {
      expect(racersAheadByBuckets(rows, histogram, ranked) + 1, `racer ${ranked.userID}`).toBe(
        ranked.rank,
      );
    }
    // 3000, then 100 with two races, 100 with one, 99.5 with five, 99.5 with one, 98.
    expect(rankRacers(rows).map((r) => r.userID)).toEqual([6, 2, 1, 5, 3, 4]);
  });

  it('counts a racer on the next bucket’s key once, in the buckets above', () => {
    // Guards the bound: a racer exactly on the next bucket's key is counted once, by the buckets.
    const rows = [totals(1, 1, 100), totals(2, 1, 99)];
    const histogram = rankHistogram(rows);
    expect(racersAheadByBuckets(rows, histogram, rows[1] as RacerTotals)).toBe(1);
  });
});
