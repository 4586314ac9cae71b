// How a racer's own rank is counted on a board of tens of thousands (statsService aheadOnBoard),
// without walking every racer ahead. Each board keeps a histogram of its racers' points
// (racer_rank_buckets, kept by triggers on racer_totals in the same transaction as the totals),
// whose buckets are the points cut to their leading binary digits: 32 buckets per doubling, each
// under 3.2 % wide, so a board of any size has a few hundred buckets and few racers share one.
// Racers ahead of a row = the racers of higher buckets (a sum over bucket rows) + those of its own
// bucket with more points (a short range of the board index, below the next bucket's key) + those
// tied on points and ahead by compareRacers (ranking.ts). The rank is exactly the board order's.
//
// The database computes the same key (function racer_rank_bucket): tests hold the two together.
// The key only has to rise with the points, never exceed them, and be its own key; so the next
// bucket row above a racer's bounds its bucket, whatever floating point does at the edges.
import { compareRacers, type RacerTotals } from './ranking';

/** Leading binary digits a bucket keeps: 2^(6 − 1) = 32 buckets per doubling of points. */
export const RANK_BUCKET_DIGITS = 6;

/**
 * The bucket key of `points` (a float4 as the database stores it): points below 1 share bucket 0;
 * above, the points cut to RANK_BUCKET_DIGITS binary digits, which floats hold exactly.
 */
export function rankBucket(points: number): number {
  if (Number.isNaN(points) || points === Infinity) return points;
  if (points < 0) return -Infinity;
  if (points < 1) return 0;
  let exponent = Math.floor(Math.log2(points));
  // log2 may round across a power of two; the key must not.
  if (2 ** (exponent + 1) <= points) exponent += 1;
  else if (2 ** exponent > points) exponent -= 1;
  const step = 2 ** (exponent - (RANK_BUCKET_DIGITS - 1));
  return Math.floor(points / step) * step;
}

/** A board's histogram: racers per bucket key. */
export function rankHistogram(board: readonly RacerTotals[]): Map<number, number> {
  const histogram = new Map<number, number>();
  for (const row of board) {
    const key = rankBucket(row.points);
    histogram.set(key, (histogram.get(key) ?? 0) + 1);
  }
  return histogram;
}

/**
 * How many racers of `board` are ahead of `racer`, counted as the database counts them: from the
 * histogram (which may hold empty buckets) and the rows between the racer and the next bucket.
 */
export function racersAheadByBuckets(
  board: readonly RacerTotals[],
  histogram: ReadonlyMap<number, number>,
  racer: RacerTotals,
): number {
  const own = rankBucket(racer.points);
  let higherBuckets = 0;
  let nextKey = Infinity;
  for (const [key, racers] of histogram) {
    if (key <= own) continue;
    higherBuckets += racers;
    nextKey = Math.min(nextKey, key);
  }
  const aheadInBucket = board.filter((r) => r.points > racer.points && r.points < nextKey).length;
  const aheadOnTie = board.filter(
    (r) => r.points === racer.points && compareRacers(r, racer) < 0,
  ).length;
  return higherBuckets + aheadInBucket + aheadOnTie;
}
