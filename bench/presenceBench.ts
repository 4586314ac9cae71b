// Issue 13: a check-in's friend-online fan-out at scale. 10,000 players online, 50 friends each,
// two server "processes" on one PostgreSQL and one Redis (each its own services: own Redis bus,
// presence store and social handlers, as two real processes would have). Players check in on
// process one; every friend's socket is held by process two, subscribed to their notifications.
// Measured: from a check-in's start to the last friend's friend-online arriving at process two
// (p50/p99), and the CPU per check-in (this one Node process runs both servers, so it is the two
// processes' work together, the load generator's small part included). Beside it, in the same
// run: a bare Redis PUBLISH → subscriber round trip, the floor any fan-out over Redis stands on.
// Budget: p99 ≤ 100 ms. BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
// BENCH_REDIS_URL (default redis://127.0.0.1:6379); works in a schema and key prefix of its own,
// dropped afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { Redis } from 'ioredis';
import pg from 'pg';
import pino from 'pino';

import { systemClock } from '../src/domain/systemClock';
import { readConfig } from '../src/server/config';
import { openStorage } from '../src/server/db/client';
import { loadSeed } from '../src/server/seed/seed';
import { createServices, type Services } from '../src/server/services';

const PLAYERS = Number(process.env.BENCH_PRESENCE_PLAYERS || 10_000);
const HALF_FRIENDS = 25; // each player befriends the next 25: 50 friends each
const CHECKINS = Number(process.env.BENCH_PRESENCE_CHECKINS || 400);
const CONCURRENCY = 4;

export interface PresenceBench {
  players: number;
  friendsEach: number;
  checkins: number;
  notices: number;
  p50: number;
  p99: number;
  cpuMicrosPerCheckin: number;
  publish: { p50: number; p99: number };
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export async function runPresenceBench(): Promise<PresenceBench> {
  const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
  const schema = `bench_presence_${process.pid}`;
  const keyPrefix = `bench:presence:${process.pid}:`;
  const dataDir = mkdtempSync(join(tmpdir(), 'nitro-bench-presence-'));
  const storage = await openStorage({ databaseUrl, pgSchema: schema });
  const redis = new Redis(redisUrl);
  const nodes: Services[] = [];
  try {
    await loadSeed(storage.db, systemClock);
    const sql = new pg.Client({
      connectionString: databaseUrl,
      options: `-c search_path=${schema}`,
    });
    await sql.connect();
    const made = await sql.query<{ user_id: number }>(
      `insert into users (username, password_hash, garage, created_stamp)
       select 'pb' || g, 'x', '[]'::jsonb, 0 from generate_series(1, $1) g returning user_id`,
      [PLAYERS],
    );
    const ids = made.rows.map((r) => r.user_id).sort((a, b) => a - b);
    const first = ids[0]!;
    // Player i and i+k (k = 1..25, wrapping) are friends, stored once per side.
    await sql.query(
      `insert into friendships (user_id, friend_id, created_stamp)
       select $1 + a, $1 + ((a + k) % $2), 0 from generate_series(0, $2 - 1) a, generate_series(1, $3) k
       union all
       select $1 + ((a + k) % $2), $1 + a, 0 from generate_series(0, $2 - 1) a, generate_series(1, $3) k`,
      [first, PLAYERS, HALF_FRIENDS],
    );
    await sql.query('analyze');
    await sql.end();

    const config = {
      ...readConfig({ DATA_DIR: dataDir, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix }),
      clientDir: undefined,
    };
    for (let i = 0; i < 2; i += 1)
      nodes.push(
        await createServices({
          storage,
          config,
          clock: systemClock,
          log: pino({ level: 'silent' }),
        }),
      );
    const [one, two] = nodes as [Services, Services];

    // Everyone is online (their check-in recorded) and their socket is on process two.
    const now = systemClock.nowSeconds();
    const pipeline = redis.pipeline();
    for (const id of ids)
      pipeline.set(
        `${keyPrefix}presence:${id}`,
        JSON.stringify({ seenAt: now, path: '/garage', hidden: false, conn: `c${id}` }),
        'EX',
        3600,
      );
    await pipeline.exec();
    const arrivals = new Map<number, (at: number) => void>();
    await Promise.all(
      ids.map((id) =>
        two.realtime.notifications.listen(id, (text) => {
          const from = /"userID":(\d+)/.exec(text);
          if (from) arrivals.get(Number(from[1]))?.(performance.now());
        }),
      ),
    );

    // Check-ins on process one, CONCURRENCY at a time; each waits for its 50 notices.
    const latencies: number[] = [];
    let notices = 0;
    const sample = ids.filter((_, i) => i % Math.max(1, Math.floor(PLAYERS / CHECKINS)) === 0);
    const cpuBefore = process.cpuUsage();
    const checkin = async (id: number) => {
      let left = HALF_FRIENDS * 2;
      const start = performance.now();
      const done = new Promise<number>((resolve) => {
        arrivals.set(id, (at) => {
          left -= 1;
          notices += 1;
          if (left === 0) resolve(at);
        });
      });
      await one.social.realtime.checkin(
        {
          session: {
            kind: 'user',
            userID: id,
            login: { userID: id, sid: `b${id}`, tokenVersion: 0 },
          },
          connID: `b${id}`,
          site: 'typing',
          send: () => {},
        },
        { path: '/garage' },
      );
      latencies.push((await done) - start);
      arrivals.delete(id);
    };
    for (let i = 0; i < sample.length; i += CONCURRENCY)
      await Promise.all(sample.slice(i, i + CONCURRENCY).map(checkin));
    const cpu = process.cpuUsage(cpuBefore);

    // The floor: a bare PUBLISH on the same Redis, received by a subscriber.
    const sub = new Redis(redisUrl);
    const channel = `${keyPrefix}bare`;
    let wake: ((at: number) => void) | null = null;
    sub.on('message', () => wake?.(performance.now()));
    await sub.subscribe(channel);
    const bare: number[] = [];
    for (let i = 0; i < sample.length; i += 1) {
      const start = performance.now();
      const got = new Promise<number>((resolve) => (wake = resolve));
      await redis.publish(channel, 'x');
      bare.push((await got) - start);
    }
    sub.disconnect();

    return {
      players: PLAYERS,
      friendsEach: HALF_FRIENDS * 2,
      checkins: sample.length,
      notices,
      p50: pct(latencies, 50),
      p99: pct(latencies, 99),
      cpuMicrosPerCheckin: (cpu.user + cpu.system) / sample.length,
      publish: { p50: pct(bare, 50), p99: pct(bare, 99) },
    };
  } finally {
    for (const node of nodes) await node.realtime.close();
    const left = await redis.keys(`${keyPrefix}*`);
    for (let i = 0; i < left.length; i += 1000) await redis.del(...left.slice(i, i + 1000));
    redis.disconnect();
    await storage.close();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
