// Deletes racer totals past use (src/domain/stats/retention.ts): old day and week rows, which no
// board reads. A periodic job on the injected clock, started with the server (boot.ts) and
// stopped on close. Rows go in small batches, each its own statement, so a race result's trigger
// never waits long on a lock and a first run over a year of rows holds no transaction open.
import { and, eq, lt, sql } from 'drizzle-orm';

import type { Cancel, Clock } from '../../domain/clock';
import { SITE_IDS } from '../../domain/site';
import { totalsPastUse } from '../../domain/stats/retention';
import type { Db } from '../db/client';
import { racerTotals } from '../db/schema';

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

export interface TotalsPruner {
  /** Runs now (or joins the run under way); how many rows went. */
  runOnce(): Promise<number>;
  /** Schedules runs on the clock: the first after `firstAfterMs`, then every `everyMs`. */
  start(): void;
  /** Stops the schedule and waits for a run under way to finish its batch. */
  stop(): Promise<void>;
}

export function createTotalsPruner(options: TotalsPrunerOptions): TotalsPruner {
  const { db, clock } = options;
  const everyMs = options.everyMs ?? PRUNE_EVERY_MS;
  const firstAfterMs = options.firstAfterMs ?? PRUNE_FIRST_AFTER_MS;
  const batchRows = options.batchRows ?? PRUNE_BATCH_ROWS;
  let running: Promise<number> | null = null;
  let stopped = false;
  let cancels: Cancel[] = [];

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

  async function prune(): Promise<number> {
    let total = 0;
    for (const { period, before } of totalsPastUse(clock.nowSeconds())) {
      for (const site of SITE_IDS) {
        for (;;) {
          if (stopped) return total;
          const gone = await deleteBatch(site, period, before);
          total += gone;
          if (gone < batchRows) break;
        }
      }
    }
    return total;
  }

  function runOnce(): Promise<number> {
    running ??= prune().finally(() => {
      running = null;
    });
    return running;
  }

  const scheduled = () =>
    void runOnce().catch((error: unknown) => {
      // Tried again at the next run; a board never depends on old rows being gone.
      options.log?.(error);
    });

  return {
    runOnce,
    start() {
      if (stopped || cancels.length > 0) return;
      cancels = [clock.setTimeout(scheduled, firstAfterMs), clock.setInterval(scheduled, everyMs)];
    },
    async stop() {
      stopped = true;
      for (const cancel of cancels) cancel();
      cancels = [];
      await running?.catch(() => 0);
    },
  };
}
