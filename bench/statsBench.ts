// Stats and leaderboards at scale (issue 12, "Scale and speed"): 1,000,000 race results for 20,000
// players in PostgreSQL, then the leaderboard of every period on both sites and the /stats page's
// queries (summary, race log, charts, public profile), each timed over many runs through the real
// stats service, against a primary-key lookup of a user row through the same pool in the same run.
// Prints the query plans, to show each query reads an index.
//
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; the bench
// works in a database of its own (`bench_stats`, created if missing) and a schema of its own,
// dropped at the end (BENCH_KEEP=1 keeps it). Rows are made by generate_series in SQL, not sent
// one by one; the totals trigger is off while they load and the totals are then rebuilt once by
// racer_totals_rebuild(), the migration's own function.
import { loadavg } from 'node:os';

import pg from 'pg';
import pino from 'pino';

import { createManualClock } from '../src/domain/clock';
import type { SiteId } from '../src/domain/site';
import { LEADERBOARD_PERIODS, periodSpan } from '../src/domain/stats/periods';
import { readConfig } from '../src/server/config';
import { openStorage } from '../src/server/db/client';
import { loadSeed } from '../src/server/seed/seed';
import { createServices } from '../src/server/services';
import { viewerRowQuery } from '../src/server/stats/statsService';
import { createTotalsPruner } from '../src/server/stats/totalsPruner';
import { findUserById } from '../src/server/users/userRepo';

const PLAYERS = Number(process.env.BENCH_STATS_PLAYERS || 20_000);
const RESULTS = Number(process.env.BENCH_STATS_RESULTS || 1_000_000);
const RACERS_PER_RACE = 4;
const RUNS = Number(process.env.BENCH_STATS_RUNS || 200);
const DAYS = 365;
const SCHEMA = 'stats_bench';
const DATABASE = 'bench_stats';
/** The bench's "now": results spread over the year before it. */
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);

export interface Timing {
  name: string;
  p50: number;
  p99: number;
  max: number;
}

export interface StatsBenchResult {
  seedSeconds: number;
  rebuildSeconds: number;
  pruneSeconds: number;
  prunedRows: number;
  baseline: Timing;
  timings: Timing[];
  worstP99: number;
  triggerMsPerResult: number;
  plainMsPerResult: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function time(name: string, run: (i: number) => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < 10; i += 1) await run(i); // warm up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    await run(i);
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return {
    name,
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
    max: samples[samples.length - 1] ?? 0,
  };
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function ensureDatabase(base: string): Promise<string> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
  if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  return databaseUrl(base, DATABASE);
}

async function seed(client: pg.Client, nowSeconds: number) {
  const races = Math.ceil(RESULTS / RACERS_PER_RACE);
  await client.query('SELECT setseed(0.42)');
  await client.query(
    `INSERT INTO users (username, password_hash, garage, created_stamp, car_id, car_hue_angle, title, level)
     SELECT 'bench' || g, 'x', '[]'::jsonb, $1::bigint - 400 * 86400, 1 + g % 5, (g * 37) % 360,
       'Rookie Racer', 1 + g % 60
     FROM generate_series(1, $2::int) g`,
    [nowSeconds, PLAYERS],
  );
  // One race in ten on the math site; start times spread evenly over the year before now.
  await client.query(
    `INSERT INTO races (room_id, site, passage_id, lesson_id, scoring_mode, racers, started_stamp)
     SELECT 'bench-' || g, CASE WHEN g % 10 = 0 THEN 'math' ELSE 'typing' END, 1,
       CASE WHEN g % 10 = 0 THEN 'addition_1' END, 'competitive', ${RACERS_PER_RACE},
       $1::bigint - ($2::bigint * 86400 * g) / $3::int
     FROM generate_series(1, $3::int) g`,
    [nowSeconds - 120, DAYS, races],
  );
  const firstRow = (await client.query('SELECT min(user_id) AS first FROM users')).rows[0] as
    { first: number } | undefined;
  const first = Number(firstRow?.first);
  // Players race unevenly (a few race a lot): each race draws a base player skewed to the
  // start of the list, and its 4 seats are 4 distinct players stepped 5003 apart.
  await client.query('ALTER TABLE race_results DISABLE TRIGGER race_results_racer_totals');
  await client.query(
    `INSERT INTO race_results (race_id, user_id, place, wpm, accuracy, errors, consistency,
       duration_ms, typed_chars, nitros_used, money, experience, qualifying, lines, level_before,
       level_after, created_stamp)
     SELECT r.race_id,
       $1::int + (b.base + s * 5003) % $2::int,
       s + 1,
       CASE WHEN r.site = 'math' THEN 5 + random() * 20 ELSE 20 + random() * 100 END,
       85 + random() * 15, (random() * 8)::int, 70 + (random() * 30)::int,
       20000 + (random() * 60000)::int, 150 + (random() * 250)::int, 0, 300, 150, false,
       '[]'::jsonb, 1, 1, r.started_stamp + 60
     FROM races r
     CROSS JOIN LATERAL (SELECT floor($2::int * power(random() + 0 * r.race_id, 1.6))::int AS base) b
     CROSS JOIN generate_series(0, ${RACERS_PER_RACE - 1}) s
     WHERE r.room_id LIKE 'bench-%'`,
    [first, PLAYERS],
  );
  await client.query('ALTER TABLE race_results ENABLE TRIGGER race_results_racer_totals');
}

/** EXPLAIN of the SQL the stats service sends, with sample parameters. */
async function explain(client: pg.Client, title: string, sql: string, params: unknown[]) {
  const plan = await client.query(
    `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${sql}`,
    params,
  );
  console.log(`\n  plan: ${title}`);
  for (const row of plan.rows as { 'QUERY PLAN': string }[])
    console.log(`    ${row['QUERY PLAN']}`);
}

export async function runStatsBench(): Promise<StatsBenchResult> {
  const base = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const url = await ensureDatabase(base);
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${SCHEMA}` });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
  const storage = await openStorage({ databaseUrl: url, pgSchema: SCHEMA });
  const clock = createManualClock(NOW);
  const nowSeconds = clock.nowSeconds();
  try {
    await loadSeed(storage.db, clock);
    let t0 = performance.now();
    await seed(client, nowSeconds);
    const seedSeconds = (performance.now() - t0) / 1000;
    t0 = performance.now();
    await client.query('SELECT racer_totals_rebuild()');
    const rebuildSeconds = (performance.now() - t0) / 1000;
    // What the running server's totals pruner keeps (src/domain/stats/retention.ts): a year of
    // day and week rows, rebuilt at once, is what its first run over an old database meets.
    t0 = performance.now();
    const prunedRows = await createTotalsPruner({ db: storage.db, clock }).runOnce();
    const pruneSeconds = (performance.now() - t0) / 1000;
    // What autovacuum leaves behind in a running database: statistics, and a visibility map that
    // lets the rank count read the board index alone.
    await client.query('VACUUM ANALYZE');
    const counts = (
      await client.query(
        `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM races) AS races,
           (SELECT count(*) FROM race_results) AS results, (SELECT count(*) FROM racer_totals) AS totals`,
      )
    ).rows[0] as Record<string, string>;
    console.log(
      `seeded ${counts.users} players, ${counts.races} races, ${counts.results} results in ${seedSeconds.toFixed(1)} s; ` +
        `totals rebuilt in ${rebuildSeconds.toFixed(1)} s, ${prunedRows} rows past use pruned in ` +
        `${pruneSeconds.toFixed(1)} s (batches of 5,000), ${counts.totals} left`,
    );

    const services = await createServices({
      storage,
      config: readConfig({ DATA_DIR: '.tmp/bench-stats' }),
      clock,
      log: pino({ level: 'silent' }),
    });
    const stats = services.stats;
    // Sample players: the busiest, and a spread of others.
    const busiest = (
      await client.query(
        `SELECT user_id, races FROM racer_totals WHERE site = 'typing' AND period = 'alltime'
         ORDER BY races DESC LIMIT 1`,
      )
    ).rows[0] as { user_id: number; races: number };
    const ids = (await client.query(`SELECT user_id FROM users ORDER BY user_id`)).rows.map(
      (r: { user_id: number }) => r.user_id,
    );
    const player = (i: number) => ids[(i * 7919) % ids.length] ?? busiest.user_id;
    console.log(`busiest player: ${busiest.races} typing races`);

    const baseline = await time('primary-key lookup (users row)', (i) =>
      findUserById(storage.db, player(i)),
    );
    const timings: Timing[] = [];
    for (const site of ['typing', 'math'] as SiteId[]) {
      for (const period of LEADERBOARD_PERIODS) {
        timings.push(
          await time(`leaderboard ${site} ${period} (+ own rank)`, (i) =>
            stats.leaderboard(site, period, player(i)),
          ),
        );
      }
    }
    timings.push(await time('stats summary', (i) => stats.summary(player(i), 'typing')));
    timings.push(
      await time('race log page 0', (i) => stats.raceLog(player(i), player(i), 'typing', 0, 30)),
    );
    const lastPage = Math.floor((busiest.races - 1) / 30);
    timings.push(
      await time(`race log, busiest player, last page (${lastPage})`, () =>
        stats.raceLog(busiest.user_id, busiest.user_id, 'typing', lastPage, 30),
      ),
    );
    timings.push(
      await time('charts (last 100 races)', (i) => stats.graphs(player(i), null, 'typing')),
    );
    timings.push(
      await time('charts, busiest player', () => stats.graphs(busiest.user_id, null, 'typing')),
    );
    timings.push(
      await time('public profile', (i) =>
        stats.profile(`bench${((i * 7919) % PLAYERS) + 1}`, 'typing'),
      ),
    );

    console.log('');
    const pad = Math.max(...[baseline, ...timings].map((t) => t.name.length));
    const line = (t: Timing) =>
      `  ${t.name.padEnd(pad)}  p50 ${t.p50.toFixed(2).padStart(6)} ms  p99 ${t.p99.toFixed(2).padStart(6)} ms  ` +
      `max ${t.max.toFixed(1).padStart(6)} ms  p99 ${(t.p99 / baseline.p99).toFixed(1).padStart(5)}× baseline`;
    // The machine's load while timing: on a shared machine the baseline moves with it.
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');
    console.log(
      `${RUNS} runs each, one at a time, through the stats service and its pool (load average ${load}):`,
    );
    console.log(line(baseline));
    for (const t of timings) console.log(line(t));
    // What a result insert costs with the totals trigger against the same insert without it.
    const insertRun = async (trigger: boolean) => {
      // Fresh races, so each result is new (as a race's results are).
      const raceIDs = (
        await client.query(
          `INSERT INTO races (room_id, site, passage_id, scoring_mode, racers, started_stamp)
           SELECT 'insert-' || $1::text || '-' || g, 'typing', 1, 'competitive', 1, $2::bigint
           FROM generate_series(1, 500) g RETURNING race_id`,
          [String(trigger), nowSeconds - 90],
        )
      ).rows.map((r: { race_id: number }) => r.race_id);
      if (!trigger)
        await client.query('ALTER TABLE race_results DISABLE TRIGGER race_results_racer_totals');
      const t = performance.now();
      for (const [i, raceID] of raceIDs.entries()) {
        await client.query(
          `INSERT INTO race_results (race_id, user_id, place, wpm, accuracy, errors, consistency,
             duration_ms, typed_chars, nitros_used, money, experience, lines, level_before,
             level_after, created_stamp)
           VALUES ($1, $2, 5, 60, 97, 1, 80, 30000, 150, 0, 100, 100, '[]', 1, 1, $3)`,
          [raceID, ids[(i * 31) % ids.length], nowSeconds - 30],
        );
      }
      const ms = (performance.now() - t) / raceIDs.length;
      if (!trigger)
        await client.query('ALTER TABLE race_results ENABLE TRIGGER race_results_racer_totals');
      return ms;
    };
    const plainMsPerResult = await insertRun(false);
    const triggerMsPerResult = await insertRun(true);

    console.log(
      `  result insert: ${triggerMsPerResult.toFixed(2)} ms with the totals trigger, ` +
        `${plainMsPerResult.toFixed(2)} ms without (500 single-row inserts each)`,
    );

    const daySpan = periodSpan('day', nowSeconds);
    const seasonSpan = periodSpan('season', nowSeconds);
    const boardSql = `SELECT t.*, u.username, u.display_name, u.title FROM racer_totals t
      JOIN users u ON u.user_id = t.user_id
      WHERE t.site = $1 AND t.period = $2 AND t.period_start = $3 AND u.offline = false
      ORDER BY t.points DESC NULLS LAST, t.races DESC NULLS LAST, t.user_id LIMIT 100`;
    await explain(client, 'leaderboard, typing, day', boardSql, ['typing', 'day', daySpan.start]);
    await explain(client, 'leaderboard, typing, all time', boardSql, ['typing', 'alltime', 0]);
    // The viewer's row with their rank (statsService viewerRowQuery, the SQL the service sends),
    // for a racer in the middle of the season and all-time boards: the rank buckets above, a range
    // of the board index inside the racer's own bucket, the ties, less the private racers ahead.
    const middleOf = async (period: 'season' | 'alltime', start: number) =>
      (
        (
          await client.query(
            `SELECT user_id FROM racer_totals WHERE site = 'typing' AND period = $1
             AND period_start = $2 ORDER BY points DESC LIMIT 1 OFFSET 5000`,
            [period, start],
          )
        ).rows[0] as { user_id: number } | undefined
      )?.user_id ?? 0;
    for (const [period, start] of [
      ['season', seasonSpan.start],
      ['alltime', 0],
    ] as const) {
      const viewerRow = viewerRowQuery(
        storage.db,
        'typing',
        period,
        start,
        await middleOf(period, start),
      ).toSQL();
      await explain(
        client,
        `viewer's row and rank on the ${period} board (rank buckets above, own bucket, ties, less private racers ahead), rank ~5000`,
        viewerRow.sql,
        viewerRow.params,
      );
    }
    const buckets = (
      await client.query(
        `SELECT period, count(*)::int AS buckets, max(racers)::int AS fullest FROM racer_rank_buckets
         WHERE site = 'typing' AND period IN ('season', 'alltime') AND period_start IN (0, $1)
         GROUP BY period ORDER BY period`,
        [seasonSpan.start],
      )
    ).rows as { period: string; buckets: number; fullest: number }[];
    console.log(
      `\n  rank buckets (typing): ${buckets.map((b) => `${b.period} ${b.buckets} buckets, fullest ${b.fullest} racers`).join('; ')}`,
    );
    // statsService's log order, spelled as race_results_user_log_idx stores it (NULLS LAST).
    const logSql = `SELECT rr.race_id, rr.created_stamp, rr.place, r.racers, rr.wpm FROM race_results rr
       JOIN races r ON r.race_id = rr.race_id
       WHERE rr.user_id = $1 AND r.site = $2
       ORDER BY rr.created_stamp DESC NULLS LAST, rr.id DESC NULLS LAST LIMIT $3 OFFSET $4`;
    await explain(client, 'race log, busiest player, page 0 (stops after the page)', logSql, [
      busiest.user_id,
      'typing',
      30,
      0,
    ]);
    await explain(client, 'charts, busiest player (last 100 races)', logSql, [
      busiest.user_id,
      'typing',
      100,
      0,
    ]);
    await explain(client, 'race log, busiest player, last page', logSql, [
      busiest.user_id,
      'typing',
      30,
      lastPage * 30,
    ]);
    await explain(
      client,
      'totals row (summary, log count, profile)',
      `SELECT * FROM racer_totals WHERE site = $1 AND period = $2 AND period_start = $3 AND user_id = $4`,
      ['typing', 'alltime', 0, busiest.user_id],
    );
    await explain(
      client,
      'baseline: users by primary key',
      'SELECT * FROM users WHERE user_id = $1',
      [busiest.user_id],
    );

    await services.realtime.close();
    const worstP99 = Math.max(...timings.map((t) => t.p99));
    return {
      seedSeconds,
      rebuildSeconds,
      pruneSeconds,
      prunedRows,
      baseline,
      timings,
      worstP99,
      triggerMsPerResult,
      plainMsPerResult,
    };
  } finally {
    await storage.close();
    if (process.env.BENCH_KEEP !== '1')
      await client.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
    await client.end();
  }
}
