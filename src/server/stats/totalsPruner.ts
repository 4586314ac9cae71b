// Deletes racer totals past use (src/domain/stats/retention.ts): old day and week rows, which no
// board reads. A periodic job on the injected clock, started with the server (boot.ts) and
// stopped on close. Rows go in small batches, each its own statement, so a race result's trigger
// never waits long on a lock and a first run over a year of rows holds no transaction open.
import { and, eq, lt, sql } from 'drizzle-orm';

import type { Clock } from '../../domain/clock';
import { SITE_IDS } from '../../domain/site';
import { totalsPastUse } from '../../domain/stats/retention';
import type { Db } from '../db/client';
import { racerTotals } from '../db/schema';
import { createPeriodicJob, type PeriodicJob } from '../jobs/periodicJob';

/** Hourly: rows become past use once a day (at midnight UTC) and once a week. */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** The first run waits this long after start, so a starting server serves first. */
export const PRUNE_FIRST_AFTER_MS = 60 * 1000;
export const PRUNE_BATCH_ROWS = 5_000;

export interface TotalsPrunerOptions {
  db: Db;
  clock: Clock;
  log?: (error: unknown) => void;
  everyMs?: number;
  firstAfterMs?: number;
  batchRows?: number;
}

/** runOnce answers how many rows went; stop waits for a run under way to finish its batch. */
export type TotalsPruner = PeriodicJob<number>;

export function createTotalsPruner(options: TotalsPrunerOptions): TotalsPruner {
  const { db, clock } = options;
  const batchRows = options.batchRows ?? PRUNE_BATCH_ROWS;

  /**
   * One batch of one site's and period's old rows; how many went. The rows are found by a range
   * of an index and deleted by their tuple ids (a TID scan), so no plan can turn the delete into a
   * walk of a whole board per row.
   */
  async function deleteBatch(site: string, period: string, before: number): Promise<number> {
    const oldRows = db
      .select({ ctid: sql`ctid` })
      .from(racerTotals)
      .where(
        and(
          eq(racerTotals.site, site),
          eq(racerTotals.period, period),
          lt(racerTotals.periodStart, before),
        ),
      )
      .limit(batchRows);
    const gone = await db
      .delete(racerTotals)
      .where(sql`ctid = any(array(${oldRows}))`)
      .returning({ userID: racerTotals.userID });
    return gone.length;
  }

  async function prune(stopped: () => boolean): Promise<number> {
    let total = 0;
    for (const { period, before } of totalsPastUse(clock.nowSeconds())) {
      for (const site of SITE_IDS) {
        for (;;) {
          if (stopped()) return total;
          const gone = await deleteBatch(site, period, before);
          total += gone;
          if (gone < batchRows) break;
        }
      }
    }
    return total;
  }

  // A failed run is tried again at the next; a board never depends on old rows being gone.
  return createPeriodicJob({
    clock,
    firstAfterMs: options.firstAfterMs ?? PRUNE_FIRST_AFTER_MS,
    everyMs: options.everyMs ?? PRUNE_EVERY_MS,
    sweep: prune,
    log: options.log,
  });
}
