// The weekly league rollover at scale (issue 14): 100,000 players in one league week on
// PostgreSQL (divisions of 30 in every tier, the tournament's rounds included) and 2,000 teams of
// 10, closed by the real rollover (src/server/leagues/leagueRollover.ts): ranking, tiers, one
// league-update per player and a league-update-team per team member, in one transaction. Printed
// beside a plain COUNT(*) over the same table in the same run; then the re-run, which must find
// the week closed and do nothing. Budget: ≤ 30 s.
//
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; the bench
// works in a database of its own (`bench_leagues`) and a schema of its own, dropped at the end
// (BENCH_KEEP=1 keeps it). Rows are made by generate_series in SQL.
import pg from 'pg';

import { LEAGUES } from '../src/domain/leagues/leagues';
import { leagueWeekStart, WEEK_SECONDS } from '../src/domain/leagues/leagueWeek';
import { openStorage } from '../src/server/db/client';
import { closeLeagueWeek } from '../src/server/leagues/leagueRollover';

const PLAYERS = Number(process.env.BENCH_LEAGUE_PLAYERS || 100_000);
const TEAMS = Number(process.env.BENCH_LEAGUE_TEAMS || 2_000);
const TEAM_SIZE = 10;
const SCHEMA = 'leagues_bench';
const DATABASE = 'bench_leagues';
/** A Wednesday: the week closed is the one before. */
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0) / 1000;

export interface LeagueBenchResult {
  players: number;
  teams: number;
  seedSeconds: number;
  countMs: number;
  rolloverMs: number;
  rerunMs: number;
  notices: number;
  promoted: number;
  rerunClosed: boolean;
}

async function ensureDatabase(base: string): Promise<string> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
  if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

async function seed(client: pg.Client, week: number) {
  await client.query('SELECT setseed(0.14)');
  await client.query(
    `INSERT INTO users (username, password_hash, garage, created_stamp, races_played, league_tier,
       highest_league_tier)
     SELECT 'lb' || g, 'x', '[]'::jsonb, $1::bigint, 40, t, t
     FROM generate_series(1, $2::int) g,
       LATERAL (SELECT 1 + (g * 7919) % $3::int AS t) tier`,
    [week - 30 * 86_400, PLAYERS, LEAGUES.length],
  );
  // Every player in their tier's divisions of 30, in order of joining; XP spread at random.
  await client.query(
    `INSERT INTO league_entries (week_start, kind, member_id, tier, division, experience, played,
       seconds, joined_stamp)
     SELECT $1::bigint, 'user', user_id, league_tier,
       (row_number() OVER (PARTITION BY league_tier ORDER BY user_id) - 1) / 30,
       (random() * 20000)::int, 1 + (random() * 60)::int, 60 * (1 + (random() * 60)::int),
       $1::bigint + user_id % 86400
     FROM users`,
    [week],
  );
  await client.query(
    `INSERT INTO teams (tag, name, tag_color, password_hash, created_stamp)
     SELECT 'T' || g, 'Team ' || g, '#336699', 'x', $1::bigint FROM generate_series(1, $2::int) g`,
    [week - 30 * 86_400, TEAMS],
  );
  await client.query(
    `INSERT INTO team_members (user_id, team_id, joined_stamp)
     SELECT u.user_id, t.team_id, $1::bigint
     FROM (SELECT team_id, row_number() OVER (ORDER BY team_id) AS n FROM teams) t
     JOIN (SELECT user_id, row_number() OVER (ORDER BY user_id) AS n FROM users) u
       ON (u.n - 1) / ${TEAM_SIZE} = t.n - 1`,
    [week - 30 * 86_400],
  );
  await client.query(
    `INSERT INTO league_entries (week_start, kind, member_id, tier, division, experience, played,
       seconds, joined_stamp)
     SELECT $1::bigint, 'team', team_id, 1 + team_id % 3,
       (row_number() OVER (PARTITION BY team_id % 3 ORDER BY team_id) - 1) / 30,
       (random() * 100000)::int, 10, 600, $1::bigint
     FROM teams`,
    [week],
  );
  await client.query('ANALYZE');
}

export async function runLeagueBench(): Promise<LeagueBenchResult> {
  const base = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const url = await ensureDatabase(base);
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${SCHEMA}` });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
  const storage = await openStorage({ databaseUrl: url, pgSchema: SCHEMA });
  const week = leagueWeekStart(NOW) - WEEK_SECONDS;
  try {
    let t0 = performance.now();
    await seed(client, week);
    const seedSeconds = (performance.now() - t0) / 1000;

    t0 = performance.now();
    const counted = await client.query('SELECT count(*) AS n FROM league_entries');
    const countMs = performance.now() - t0;
    console.log(
      `seeded ${PLAYERS.toLocaleString('en-US')} players and ${TEAMS} teams in ${seedSeconds.toFixed(1)} s`,
    );

    t0 = performance.now();
    const steps: string[] = [];
    const closed = await closeLeagueWeek(storage.db, week, NOW, (name, ms) =>
      steps.push(`${name} ${(ms / 1000).toFixed(2)} s`),
    );
    const rolloverMs = performance.now() - t0;
    if (!closed) throw new Error('the week was not closed');
    console.log(`steps: ${steps.join(', ')}`);
    t0 = performance.now();
    const again = await closeLeagueWeek(storage.db, week, NOW);
    const rerunMs = performance.now() - t0;

    const notices = Number(
      (await client.query('SELECT count(*) AS n FROM notifications')).rows[0]?.n ?? 0,
    );
    const promoted = Number(
      (await client.query(`SELECT count(*) AS n FROM league_entries WHERE reason = 'promote'`))
        .rows[0]?.n ?? 0,
    );
    console.log(
      `rollover of ${Number(counted.rows[0]?.n).toLocaleString('en-US')} entries: ${(rolloverMs / 1000).toFixed(2)} s; ` +
        `plain COUNT(*) over league_entries, same run: ${countMs.toFixed(1)} ms (${(rolloverMs / countMs).toFixed(0)}×)`,
    );
    console.log(
      `${notices.toLocaleString('en-US')} notices recorded, ${promoted.toLocaleString('en-US')} promoted; ` +
        `re-run ${again ? 'CLOSED THE WEEK AGAIN' : 'found the week closed'} in ${rerunMs.toFixed(1)} ms`,
    );
    return {
      players: PLAYERS,
      teams: TEAMS,
      seedSeconds,
      countMs,
      rolloverMs,
      rerunMs,
      notices,
      promoted,
      rerunClosed: again !== null,
    };
  } finally {
    await storage.close();
    if (process.env.BENCH_KEEP !== '1')
      await client.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
    await client.end();
  }
}
