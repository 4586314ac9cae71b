// The weekly rollover (SPEC §4 League outcome): closes a league week once, ranks every division,
// moves players and teams up or down, and records a league-update (league-update-team for each
// member of a team) notice in the same transaction; the notices are pushed after it commits.
//
// Exactly once: the week's advisory lock (leagueLocks.ts) is held for the whole transaction and
// the week's `league_weeks` row is written in it, so a second run — another process, a re-run, an
// operator's click — waits, then finds the row and does nothing. Everything is set-based (one
// statement per table, rows passed as one JSON document), so 100,000 players take seconds.
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';

import { divisionFor } from '../../domain/leagues/divisions';
import { leagueWeekStart, rolloverDue, WEEK_SECONDS } from '../../domain/leagues/leagueWeek';
import type { Notification } from '../../domain/notifications/notification';
import type { Db, Tx } from '../db/client';
import { leagueEntries, leagueTeamTiers, leagueWeeks, users } from '../db/schema';
import { toNotification } from '../notifications/notificationStore';
import { lockTierPlacement, lockWeekExclusive } from './leagueLocks';
import { updatePayload, weekResults, type ClosingEntry, type EntryResult } from './weekResults';

export interface ClosedWeek {
  weekStart: number;
  entries: number;
  /** The notices recorded, by player, to push once committed. */
  notices: Map<number, Notification[]>;
}

const json = (rows: unknown[]) => JSON.stringify(rows);

async function closingEntries(tx: Tx, weekStart: number): Promise<ClosingEntry[]> {
  const base = {
    memberID: leagueEntries.memberID,
    tier: leagueEntries.tier,
    division: leagueEntries.division,
    experience: leagueEntries.experience,
    played: leagueEntries.played,
    seconds: leagueEntries.seconds,
    joinedStamp: leagueEntries.joinedStamp,
  };
  const players = await tx
    .select({
      ...base,
      leagueTier: users.leagueTier,
      highestLeagueTier: users.highestLeagueTier,
      tournamentsWon: users.tournamentsWon,
    })
    .from(leagueEntries)
    .innerJoin(users, eq(users.userID, leagueEntries.memberID))
    .where(and(eq(leagueEntries.weekStart, weekStart), eq(leagueEntries.kind, 'user')));
  const teams = await tx
    .select({
      ...base,
      leagueTier: sql<number>`coalesce(${leagueTeamTiers.tier}, 0)`.mapWith(Number),
      highestLeagueTier: sql<number>`coalesce(${leagueTeamTiers.highestTier}, 0)`.mapWith(Number),
      tournamentsWon: sql<number>`coalesce(${leagueTeamTiers.tournamentsWon}, 0)`.mapWith(Number),
    })
    .from(leagueEntries)
    .leftJoin(leagueTeamTiers, eq(leagueTeamTiers.teamID, leagueEntries.memberID))
    .where(and(eq(leagueEntries.weekStart, weekStart), eq(leagueEntries.kind, 'team')));
  return [
    ...players.map((p) => ({ ...p, kind: 'user' as const })),
    ...teams.map((t) => ({ ...t, kind: 'team' as const })),
  ];
}

async function writeEntryResults(tx: Tx, weekStart: number, results: EntryResult[]) {
  const rows = results.map((r) => ({
    k: r.kind,
    m: r.memberID,
    p: r.place,
    t: r.newTier,
    r: r.reason,
  }));
  await tx.execute(sql`
    update league_entries e set place = v.p, new_tier = v.t, reason = v.r
    from json_to_recordset(${json(rows)}::json) as v(k text, m int, p int, t int, r text)
    where e.week_start = ${weekStart}::bigint and e.kind = v.k and e.member_id = v.m`);
}

async function writePlayers(tx: Tx, results: EntryResult[]) {
  const rows = results.map((r) => ({
    u: r.memberID,
    t: r.after.leagueTier,
    h: r.after.highestLeagueTier,
    w: r.after.tournamentsWon,
  }));
  if (rows.length === 0) return;
  await tx.execute(sql`
    update users u set league_tier = v.t, highest_league_tier = v.h, tournaments_won = v.w
    from json_to_recordset(${json(rows)}::json) as v(u int, t int, h int, w int)
    where u.user_id = v.u`);
}

async function writeTeams(tx: Tx, results: EntryResult[]) {
  const rows = results.map((r) => ({
    id: r.memberID,
    t: r.after.leagueTier,
    h: r.after.highestLeagueTier,
    w: r.after.tournamentsWon,
  }));
  if (rows.length === 0) return;
  // A team disbanded during the week has no row to keep a tier on.
  await tx.execute(sql`
    insert into league_team_tiers (team_id, tier, highest_tier, tournaments_won)
    select v.id, v.t, v.h, v.w
    from json_to_recordset(${json(rows)}::json) as v(id int, t int, h int, w int)
    where exists (select 1 from teams where teams.team_id = v.id)
    on conflict (team_id) do update set tier = excluded.tier,
      highest_tier = excluded.highest_tier, tournaments_won = excluded.tournaments_won`);
}

interface NoticeRow {
  id: number;
  user_id: number;
  type: string;
  data: Record<string, unknown>;
  seen: boolean;
  persist: boolean;
  captcha_status: string | null;
}

async function recordNotices(
  tx: Tx,
  weekStart: number,
  players: EntryResult[],
  teams: EntryResult[],
  now: number,
): Promise<Map<number, Notification[]>> {
  const playerRows = players.map((r) => ({ u: r.memberID, d: updatePayload(r, weekStart) }));
  const teamRows = teams.map((r) => ({
    team: r.memberID,
    d: { ...updatePayload(r, weekStart), teamID: r.memberID },
  }));
  const result = await tx.execute<NoticeRow>(sql`
    insert into notifications (user_id, type, data, created_stamp)
    select v.u, 'league-update', v.d, ${now}::bigint
      from json_to_recordset(${json(playerRows)}::json) as v(u int, d jsonb)
    union all
    select m.user_id, 'league-update-team', v.d, ${now}::bigint
      from json_to_recordset(${json(teamRows)}::json) as v(team int, d jsonb)
      join team_members m on m.team_id = v.team
    returning id, user_id, type, data, seen, persist, captcha_status`);
  const byPlayer = new Map<number, Notification[]>();
  for (const row of result.rows) {
    const notice = toNotification({
      id: row.id,
      userID: row.user_id,
      type: row.type,
      data: row.data,
      seen: row.seen,
      persist: row.persist,
      captchaStatus: row.captcha_status,
      createdStamp: now,
    });
    const list = byPlayer.get(row.user_id);
    if (list) list.push(notice);
    else byPlayer.set(row.user_id, [notice]);
  }
  return byPlayer;
}

/**
 * Entries already made for the next week (a race in the grace after midnight, or after an
 * operator closed a week early) were placed by the old tier: they move to the new one, joining
 * its divisions at the end.
 */
async function moveNextWeekEntries(tx: Tx, weekStart: number, results: EntryResult[]) {
  const next = weekStart + WEEK_SECONDS;
  const moved = new Map(results.map((r) => [`${r.kind}:${r.memberID}`, r.newTier]));
  const early = await tx
    .select({
      kind: leagueEntries.kind,
      memberID: leagueEntries.memberID,
      tier: leagueEntries.tier,
    })
    .from(leagueEntries)
    .where(eq(leagueEntries.weekStart, next))
    .orderBy(asc(leagueEntries.joinedStamp));
  for (const entry of early) {
    const tier = moved.get(`${entry.kind}:${entry.memberID}`);
    if (tier === undefined || tier === entry.tier) continue;
    const kind = entry.kind === 'team' ? 'team' : 'user';
    await lockTierPlacement(tx, next, kind, tier);
    const [inTier] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(leagueEntries)
      .where(
        and(
          eq(leagueEntries.weekStart, next),
          eq(leagueEntries.kind, kind),
          eq(leagueEntries.tier, tier),
        ),
      );
    await tx
      .update(leagueEntries)
      .set({ tier, division: divisionFor(inTier?.n ?? 0) })
      .where(
        and(
          eq(leagueEntries.weekStart, next),
          eq(leagueEntries.kind, kind),
          eq(leagueEntries.memberID, entry.memberID),
        ),
      );
  }
}

/** Closes week `weekStart` now; null when it was closed already (by this or another process). */
export async function closeLeagueWeek(
  db: Db,
  weekStart: number,
  now: number,
): Promise<ClosedWeek | null> {
  return db.transaction(async (tx) => {
    await lockWeekExclusive(tx, weekStart);
    const inserted = await tx
      .insert(leagueWeeks)
      .values({ weekStart, closedStamp: now, entries: 0 })
      .onConflictDoNothing()
      .returning({ weekStart: leagueWeeks.weekStart });
    if (inserted.length === 0) return null;
    const results = weekResults(await closingEntries(tx, weekStart));
    const players = results.filter((r) => r.kind === 'user');
    const teams = results.filter((r) => r.kind === 'team');
    if (results.length > 0) {
      await writeEntryResults(tx, weekStart, results);
      await writePlayers(tx, players);
      await writeTeams(tx, teams);
    }
    const notices = results.length
      ? await recordNotices(tx, weekStart, players, teams, now)
      : new Map<number, Notification[]>();
    await moveNextWeekEntries(tx, weekStart, results);
    await tx
      .update(leagueWeeks)
      .set({ entries: results.length })
      .where(eq(leagueWeeks.weekStart, weekStart));
    return { weekStart, entries: results.length, notices };
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
