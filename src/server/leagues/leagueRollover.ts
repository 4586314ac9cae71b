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
import { LEAGUES } from '../../domain/leagues/leagues';
import { leagueWeekStart, rolloverDue, WEEK_SECONDS } from '../../domain/leagues/leagueWeek';
import type { Notification } from '../../domain/notifications/notification';
import type { Db, Tx } from '../db/client';
import { leagueEntries, leagueTeamTiers, leagueWeeks, users } from '../db/schema';
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

/** Only the players whose fields change: a wide users row is not rewritten for nothing. */
const changed = (r: EntryResult) =>
  r.after.leagueTier !== r.leagueTier ||
  r.after.highestLeagueTier !== r.highestLeagueTier ||
  r.after.tournamentsWon !== r.tournamentsWon;

async function writePlayers(tx: Tx, results: EntryResult[]) {
  const rows = results.filter(changed).map((r) => ({
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

interface NoticeIDs {
  id: number;
  user_id: number;
  team_id: number | null;
}

/**
 * One notice per player, and one per member of each team, written by the database from the rows
 * just updated (a payload built in SQL, nothing sent per row); only ids come back, and the
 * payloads to push are the ones computed here (updatePayload), so both say the same.
 */
async function recordNotices(
  tx: Tx,
  weekStart: number,
  results: EntryResult[],
  now: number,
): Promise<Map<number, Notification[]>> {
  const stars = JSON.stringify(Object.fromEntries(LEAGUES.map((l) => [l.tier, l.trackBadge])));
  const rows = await tx.execute(sql`
    with closed as (
      select e.kind, e.member_id, e.tier, e.new_tier, e.place, e.played, e.seconds, e.experience,
        e.reason, coalesce((${stars}::jsonb ->> e.new_tier::text)::int, 0) as stars
      from league_entries e where e.week_start = ${weekStart}::bigint
    ),
    payloads as (
      select c.member_id as user_id, null::int as team_id, 'league-update' as type,
        jsonb_build_object('tier', c.tier, 'newTier', c.new_tier, 'place', c.place,
          'played', c.played, 'seconds', c.seconds, 'experience', c.experience,
          'reason', c.reason, 'highestLeagueTier', u.highest_league_tier,
          'tournamentsWon', u.tournaments_won, 'stars', c.stars, 'weekStart', ${weekStart}::bigint)
          as data
      from closed c join users u on u.user_id = c.member_id where c.kind = 'user'
      union all
      select m.user_id, c.member_id, 'league-update-team',
        jsonb_build_object('tier', c.tier, 'newTier', c.new_tier, 'place', c.place,
          'played', c.played, 'seconds', c.seconds, 'experience', c.experience,
          'reason', c.reason, 'highestLeagueTier', coalesce(t.highest_tier, c.new_tier),
          'tournamentsWon', coalesce(t.tournaments_won, 0), 'stars', c.stars,
          'weekStart', ${weekStart}::bigint, 'teamID', c.member_id)
      from closed c join team_members m on m.team_id = c.member_id
        left join league_team_tiers t on t.team_id = c.member_id
      where c.kind = 'team'
    ),
    inserted as (
      insert into notifications (user_id, type, data, created_stamp)
      select user_id, type, data, ${now}::bigint from payloads
      returning id, user_id, (data ->> 'teamID')::int as team_id
    )
    select id, user_id, team_id from inserted`);
  const payloads = new Map(
    results.map((r) => [
      `${r.kind}:${r.memberID}`,
      r.kind === 'team'
        ? { ...updatePayload(r, weekStart), teamID: r.memberID }
        : updatePayload(r, weekStart),
    ]),
  );
  const byPlayer = new Map<number, Notification[]>();
  for (const row of (rows as unknown as { rows: NoticeIDs[] }).rows) {
    const team = row.team_id !== null;
    const data = payloads.get(team ? `team:${row.team_id}` : `user:${row.user_id}`) ?? {};
    const notice: Notification = {
      id: Number(row.id),
      type: team ? 'league-update-team' : 'league-update',
      data,
      seen: false,
      persist: false,
      captchaStatus: null,
    };
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
    const entries = await closingEntries(tx, weekStart);
    step('read entries');
    const results = weekResults(entries);
    step('rank');
    const players = results.filter((r) => r.kind === 'user');
    const teams = results.filter((r) => r.kind === 'team');
    if (results.length > 0) {
      await writeEntryResults(tx, weekStart, results);
      step('write entries');
      await writePlayers(tx, players);
      step('write players');
      await writeTeams(tx, teams);
      step('write teams');
    }
    const notices = results.length
      ? await recordNotices(tx, weekStart, results, now)
      : new Map<number, Notification[]>();
    step('record notices');
    await moveNextWeekEntries(tx, weekStart, results);
    step('move next week');
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
