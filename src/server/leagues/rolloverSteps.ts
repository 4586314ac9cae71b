// The rollover's statements, each one set-based over the whole week: the week's entries are ranked
// once by a window function into a transaction-scoped table (league_closing), the outcome of each
// (old tier, tier, place) comes from the domain as a small table (league_outcome), the two are
// joined once (league_closed), and every write is one UPDATE … FROM or INSERT … SELECT from that.
// Nothing is sent or read per player.
import { sql } from 'drizzle-orm';

import { DIVISION_SIZE } from '../../domain/leagues/leagues';
import { WEEK_SECONDS } from '../../domain/leagues/leagueWeek';
import type { Notification } from '../../domain/notifications/notification';
import type { Tx } from '../db/client';
import { lockTierPlacement } from './leagueLocks';
import { outcomeTable, type OutcomeKey } from './rolloverOutcome';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Ranks the week's entries (SPEC order: XP, races, who joined first; then the id) and keeps each
 * with its owner's league fields before the week. An entry whose player is gone is left out, as
 * it always was. Returns the (old tier, tier) pairs met and their largest place.
 */
export async function rankWeek(tx: Tx, weekStart: number): Promise<OutcomeKey[]> {
  await tx.execute(sql`
    create temp table league_closing on commit drop as
    select c.kind, c.member_id, c.tier, c.experience, c.played, c.seconds, c.old_tier, c.highest,
      c.won, row_number() over (partition by c.kind, c.tier, c.division
        order by c.experience desc, c.played desc, c.joined_stamp, c.member_id)::int as place
    from (
      select e.kind, e.member_id, e.tier, e.division, e.experience, e.played, e.seconds,
        e.joined_stamp, u.league_tier as old_tier, u.highest_league_tier as highest, u.tournaments_won as won
      from league_entries e join users u on u.user_id = e.member_id
      where e.week_start = ${weekStart}::bigint and e.kind = 'user'
      union all
      select e.kind, e.member_id, e.tier, e.division, e.experience, e.played, e.seconds,
        e.joined_stamp, coalesce(t.tier, 0), coalesce(t.highest_tier, 0), coalesce(t.tournaments_won, 0)
      from league_entries e left join league_team_tiers t on t.team_id = e.member_id
      where e.week_start = ${weekStart}::bigint and e.kind = 'team'
    ) c`);
  const keys = await tx.execute(sql`
    select old_tier, tier, max(place)::int as max_place from league_closing group by 1, 2`);
  return rowsOf<{ old_tier: number; tier: number; max_place: number }>(keys).map((k) => ({
    oldTier: Number(k.old_tier),
    tier: Number(k.tier),
    maxPlace: Number(k.max_place),
  }));
}

/**
 * Each ranked entry with the domain's outcome for it (league_closed: new tier n, reason r, stars s,
 * cups won w) and its owner's fields after the week; the number of entries ranked.
 */
export async function applyOutcomes(tx: Tx, keys: readonly OutcomeKey[]): Promise<number> {
  const rows = outcomeTable(keys);
  await tx.execute(sql`
    create temp table league_outcome on commit drop as
    select * from json_to_recordset(${JSON.stringify(rows)}::json)
      as v(o int, t int, p int, n int, r text, s int, w int)`);
  await tx.execute(sql`
    create temp table league_closed on commit drop as
    select c.*, v.n, v.r, v.s, v.w, greatest(c.highest, v.n) as highest_after,
      c.won + v.w as won_after
    from league_closing c
      join league_outcome v on v.o = c.old_tier and v.t = c.tier and v.p = c.place`);
  // Fresh statistics, so the writes below join by hash rather than row by row.
  await tx.execute(sql`analyze league_closed`);
  const [counted] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from league_closed`),
  );
  return Number(counted?.n ?? 0);
}

export async function writeEntries(tx: Tx, weekStart: number): Promise<void> {
  await tx.execute(sql`
    update league_entries e set place = c.place, new_tier = c.n, reason = c.r
    from league_closed c
    where e.week_start = ${weekStart}::bigint and e.kind = c.kind and e.member_id = c.member_id`);
}

/** SPEC §4: tier, highest tier, cups won; only the rows that change (users rows are wide). */
export async function writePlayers(tx: Tx): Promise<void> {
  await tx.execute(sql`
    update users u set league_tier = c.n, highest_league_tier = c.highest_after,
      tournaments_won = c.won_after
    from league_closed c
    where c.kind = 'user' and u.user_id = c.member_id
      and (c.n <> c.old_tier or c.highest_after <> c.highest or c.won_after <> c.won)`);
}

export async function writeTeams(tx: Tx): Promise<void> {
  // A team disbanded during the week has no row to keep a tier on.
  await tx.execute(sql`
    insert into league_team_tiers (team_id, tier, highest_tier, tournaments_won)
    select c.member_id, c.n, c.highest_after, c.won_after
    from league_closed c
    where c.kind = 'team' and exists (select 1 from teams where teams.team_id = c.member_id)
    on conflict (team_id) do update set tier = excluded.tier,
      highest_tier = excluded.highest_tier, tournaments_won = excluded.tournaments_won`);
}

interface StoredNotice {
  id: number;
  user_id: number;
  type: string;
  data: Record<string, unknown>;
}

/**
 * One notice per player, and one per member of each team, built by the database from the week's
 * outcomes; the rows come back as stored, so what is pushed is what a page load shows.
 */
export async function recordNotices(
  tx: Tx,
  weekStart: number,
  now: number,
): Promise<Map<number, Notification[]>> {
  const payload = sql`'tier', c.tier, 'newTier', c.n, 'place', c.place, 'played', c.played,
    'seconds', c.seconds, 'experience', c.experience, 'reason', c.r,
    'highestLeagueTier', c.highest_after, 'tournamentsWon', c.won_after, 'stars', c.s,
    'weekStart', ${weekStart}::bigint`;
  const rows = await tx.execute(sql`
    with payloads as (
      select c.member_id as user_id, 'league-update' as type, jsonb_build_object(${payload}) as data
      from league_closed c where c.kind = 'user'
      union all
      select m.user_id, 'league-update-team',
        jsonb_build_object(${payload}, 'teamID', c.member_id)
      from league_closed c join team_members m on m.team_id = c.member_id
      where c.kind = 'team'
    )
    insert into notifications (user_id, type, data, created_stamp)
    select user_id, type, data, ${now}::bigint from payloads
    returning id, user_id, type, data`);
  const byPlayer = new Map<number, Notification[]>();
  for (const row of rowsOf<StoredNotice>(rows)) {
    const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
    const notice: Notification = {
      id: Number(row.id),
      type: row.type,
      data,
      seen: false,
      persist: false,
      captchaStatus: null,
    };
    const userID = Number(row.user_id);
    const list = byPlayer.get(userID);
    if (list) list.push(notice);
    else byPlayer.set(userID, [notice]);
  }
  return byPlayer;
}

/**
 * Entries already made for the next week (a race in the grace after midnight, or after an
 * operator closed a week early) were placed by the old tier: they move to the new one, joining
 * its divisions at the end in the order they joined. The placement locks of the tiers they join
 * are taken first (players' before teams', as a race's credit takes them), so a newcomer placed
 * at the same time counts them.
 */
export async function moveNextWeekEntries(tx: Tx, weekStart: number): Promise<void> {
  const next = weekStart + WEEK_SECONDS;
  const moving = sql`
    select n.kind, n.member_id, c.new_tier as tier, n.joined_stamp
    from league_entries n join league_entries c
      on c.week_start = ${weekStart}::bigint and c.kind = n.kind and c.member_id = n.member_id
    where n.week_start = ${next}::bigint and c.new_tier <> n.tier`;
  const targets = rowsOf<{ kind: string; tier: number }>(
    await tx.execute(sql`select distinct m.kind, m.tier from (${moving}) m`),
  )
    .map((t) => ({ kind: t.kind === 'team' ? ('team' as const) : ('user' as const), tier: t.tier }))
    .sort((a, b) => Number(a.kind === 'team') - Number(b.kind === 'team') || a.tier - b.tier);
  if (targets.length === 0) return;
  for (const target of targets) await lockTierPlacement(tx, next, target.kind, Number(target.tier));
  await tx.execute(sql`
    with moving as (${moving}),
    staying as (
      select e.kind, e.tier, count(*)::int as n from league_entries e
      where e.week_start = ${next}::bigint
        and not exists (select 1 from moving m where m.kind = e.kind and m.member_id = e.member_id)
      group by e.kind, e.tier
    ),
    placed as (
      select m.kind, m.member_id, m.tier, coalesce(s.n, 0) - 1 +
        row_number() over (partition by m.kind, m.tier order by m.joined_stamp, m.member_id) as pos
      from moving m left join staying s on s.kind = m.kind and s.tier = m.tier
    )
    update league_entries e set tier = p.tier, division = (p.pos / ${DIVISION_SIZE})::int
    from placed p
    where e.week_start = ${next}::bigint and e.kind = p.kind and e.member_id = p.member_id`);
}
