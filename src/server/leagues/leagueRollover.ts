// The weekly rollover (SPEC §4 League outcome): closes a league week once, ranks every division,
// moves players and teams up or down, and records a league-update (league-update-team for each
// member of a team) notice in the same transaction; the notices are pushed after it commits.
//
// Exactly once: the week's advisory lock (leagueLocks.ts) is held for the whole transaction and
// the week's `league_weeks` row is written in it, so a second run — another process, a re-run, an
// operator's click — waits, then finds the row and does nothing. Every step is one set-based
// statement over the whole week (rolloverSteps.ts): no row travels to this process but the
// notices to push, so 100,000 players take seconds.
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';

import { leagueWeekStart, rolloverDue, WEEK_SECONDS } from '../../domain/leagues/leagueWeek';
import type { Notification } from '../../domain/notifications/notification';
import type { Db } from '../db/client';
import { leagueEntries, leagueWeeks } from '../db/schema';
import { lockWeekExclusive } from './leagueLocks';
import {
  applyOutcomes,
  moveNextWeekEntries,
  rankWeek,
  recordNotices,
  writeEntries,
  writePlayers,
  writeTeams,
} from './rolloverSteps';

export interface ClosedWeek {
  weekStart: number;
  entries: number;
  /** The notices recorded, by player, to push once committed. */
  notices: Map<number, Notification[]>;
}

/** Closes week `weekStart` now; null when it was closed already (by this or another process). */
export async function closeLeagueWeek(
  db: Db,
  weekStart: number,
  now: number,
  /** The bench's breakdown: each step's name and milliseconds. */
  onStep?: (step: string, ms: number) => void,
): Promise<ClosedWeek | null> {
  let last = performance.now();
  const step = (name: string) => {
    const at = performance.now();
    onStep?.(name, at - last);
    last = at;
  };
  return db.transaction(async (tx) => {
    await lockWeekExclusive(tx, weekStart);
    const inserted = await tx
      .insert(leagueWeeks)
      .values({ weekStart, closedStamp: now, entries: 0 })
      .onConflictDoNothing()
      .returning({ weekStart: leagueWeeks.weekStart });
    if (inserted.length === 0) return null;
    const keys = await rankWeek(tx, weekStart);
    step('rank');
    const entries = await applyOutcomes(tx, keys);
    step('outcomes');
    await writeEntries(tx, weekStart);
    step('write entries');
    await writePlayers(tx);
    step('write players');
    await writeTeams(tx);
    step('write teams');
    const notices = await recordNotices(tx, weekStart, now);
    step('record notices');
    await moveNextWeekEntries(tx, weekStart);
    step('move next week');
    await tx.update(leagueWeeks).set({ entries }).where(eq(leagueWeeks.weekStart, weekStart));
    return { weekStart, entries, notices };
  });
}

/** Weeks with entries that have ended (past the grace) and are not closed yet, oldest first. */
export async function dueWeeks(db: Db, now: number): Promise<number[]> {
  const current = leagueWeekStart(now);
  const rows = await db
    .selectDistinct({ weekStart: leagueEntries.weekStart })
    .from(leagueEntries)
    .leftJoin(leagueWeeks, eq(leagueWeeks.weekStart, leagueEntries.weekStart))
    .where(and(isNull(leagueWeeks.weekStart), lte(leagueEntries.weekStart, current)))
    .orderBy(asc(leagueEntries.weekStart));
  return rows.map((r) => r.weekStart).filter((week) => rolloverDue(week, now));
}

/** The first week still open at or after the week of `now` (what an operator may close early). */
export async function openWeekAt(db: Db, now: number): Promise<number> {
  let week = leagueWeekStart(now);
  const closed = await db
    .select({ weekStart: leagueWeeks.weekStart })
    .from(leagueWeeks)
    .where(gt(leagueWeeks.weekStart, week - 1));
  const set = new Set(closed.map((r) => r.weekStart));
  while (set.has(week)) week += WEEK_SECONDS;
  return week;
}
