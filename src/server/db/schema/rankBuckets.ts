// A histogram of each leaderboard's points (src/domain/stats/rankBuckets.ts): how many racers of
// one board (site, period, period start) have points in each bucket, so a racer's own rank is a
// sum over a few hundred bucket rows and a short range of the board index, not a count of every
// racer ahead. Kept by triggers on racer_totals, in the same transaction as the totals (the
// migration's hand-written part, after the table).
import {
  bigint,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  varchar,
} from 'drizzle-orm/pg-core';

const stamp = (name: string) => bigint(name, { mode: 'number' });

export const racerRankBuckets = pgTable(
  'racer_rank_buckets',
  {
    site: varchar('site', { length: 8 }).notNull(),
    period: varchar('period', { length: 8 }).notNull(),
    periodStart: stamp('period_start').notNull(),
    /** The bucket's key: its lowest points (function racer_rank_bucket, rankBucket in the domain). */
    bucket: doublePrecision('bucket').notNull(),
    /** Racers of the board whose points fall in the bucket (an emptied bucket is deleted). */
    racers: integer('racers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.site, t.period, t.periodStart, t.bucket] })],
);
