// Advisory lock keys of the leagues (PostgreSQL and PGlite alike). A week's rollover holds its
// week's lock exclusively while a race crediting that week holds it shared, so a late race either
// lands before the rollover reads the week or finds the week closed and counts for the next one.
import { sql } from 'drizzle-orm';

import { WEEK_SECONDS } from '../../domain/leagues/leagueWeek';
import type { Tx } from '../db/client';

const WEEK_LOCKS = 74_100;
const DIVISION_LOCKS = 74_101;

const weekKey = (weekStart: number) => Math.floor(weekStart / WEEK_SECONDS);

export async function lockWeekShared(tx: Tx, weekStart: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${WEEK_LOCKS}, ${weekKey(weekStart)})`);
}

export async function lockWeekExclusive(tx: Tx, weekStart: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WEEK_LOCKS}, ${weekKey(weekStart)})`);
}

/** Serialises placing newcomers into one tier's divisions, so each fills to its size in turn. */
export async function lockTierPlacement(
  tx: Tx,
  weekStart: number,
  kind: 'user' | 'team',
  tier: number,
): Promise<void> {
  const key = (weekKey(weekStart) * 100 + tier) * 2 + (kind === 'team' ? 1 : 0);
  await tx.execute(sql`select pg_advisory_xact_lock(${DIVISION_LOCKS}, ${key})`);
}
