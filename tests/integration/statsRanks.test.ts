// A racer's own rank on every board (statsService aheadOnBoard, from racer_rank_buckets) on
// PGlite and PostgreSQL: the same as a brute-force rank over the board's rows by the board order
// (src/domain/stats/ranking.ts rankRacers), ties and private racers included, on both sites and
// every period; the buckets' keys the domain's; and the histogram equal to a recount of
// racer_totals after races, concurrent races, a replayed result, pruning, a deleted account, a
// claimed qualifying race, a truncate and a rebuild.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SiteId } from '../../src/domain/site';
import {
  LEADERBOARD_PERIODS,
  periodSpan,
  type LeaderboardPeriod,
} from '../../src/domain/stats/periods';
import { rankBucket } from '../../src/domain/stats/rankBuckets';
import { rankRacers } from '../../src/domain/stats/ranking';
import { racerTotals, users } from '../../src/server/db/schema';
import { viewerRowQuery } from '../../src/server/stats/statsService';
import { createTotalsPruner } from '../../src/server/stats/totalsPruner';
import { insertUser } from '../../src/server/users/userRepo';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { makeUser } from './realtimeHarness';

const DAY_MS = 86_400_000;
// Wednesday 2026-11-25 12:00 UTC; 70 days earlier is the previous season.
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const SITES: SiteId[] = ['typing', 'math'];

type Rows<T> = { rows: T[] };

// Many racers and races: on a busy machine this file needs more than the default 30 s a test.
describe.each(testDatabases)('own rank on $name', { timeout: 120_000 }, (database) => {
  let server: TestServer;
  let room = 0;
  let named = 0;
  beforeAll(async () => {
    server = await startTestServer(database);
    server.clock.set(NOW);
  });
  afterAll(() => server?.close());

  const db = () => server.services.storage.db;
  const query = async <T>(text: ReturnType<typeof sql>) =>
    ((await db().execute(text)) as unknown as Rows<T>).rows;

  /** A racer straight into the users table: the rank needs many, not their sign-up. */
  async function racer(offline = false): Promise<number> {
    const row = await insertUser(db(), {
      username: `rank${process.pid % 1000}x${(named += 1)}`,
      passwordHash: 'x',
      garage: [],
      createdStamp: server.clock.nowSeconds(),
      offline,
    });
    if (!row) throw new Error('racer not made');
    return row.userID;
  }

  const raceInput = (
    userID: number,
    wpm: number,
    accuracy: number,
    site: SiteId,
    roomID: string,
  ) => ({
    race: {
      roomID,
      site,
      passageID: 1,
      lessonID: site === 'math' ? 'addition_1' : null,
      scoringMode: 'competitive' as const,
      racers: 4,
      startedStamp: server.clock.nowSeconds(),
    },
    racer: { userID },
    figures: {
      wpm,
      accuracy,
      errors: 1,
      consistency: 80,
      durationMs: 30_000,
      typedChars: 150,
      nitrosUsed: 0,
    },
    place: 2,
    qualifying: false,
  });

  const race = (userID: number, wpm: number, accuracy = 100, site: SiteId = 'typing') =>
    server.services.race.record(raceInput(userID, wpm, accuracy, site, `rank-${(room += 1)}`));

  /** Every row of the current board with its racer's privacy. */
  async function boardRows(site: SiteId, period: LeaderboardPeriod) {
    const start = periodSpan(period, server.clock.nowSeconds()).start;
    return db()
      .select({
        userID: racerTotals.userID,
        races: racerTotals.races,
        speedSum: racerTotals.speedSum,
        accuracySum: racerTotals.accuracySum,
        points: racerTotals.points,
        offline: users.offline,
        racingBanned: users.racingBanned,
      })
      .from(racerTotals)
      .innerJoin(users, eq(users.userID, racerTotals.userID))
      .where(
        and(
          eq(racerTotals.site, site),
          eq(racerTotals.period, period),
          eq(racerTotals.periodStart, start),
        ),
      );
  }

  /**
   * Each racer's rank by brute force against the rank the service counts for a racer below its
   * listed top (viewerRowQuery); mismatches as text, to show all of them at once.
   */
  async function rankMismatches(site: SiteId, period: LeaderboardPeriod): Promise<string[]> {
    const start = periodSpan(period, server.clock.nowSeconds()).start;
    const rows = await boardRows(site, period);
    const wrong: string[] = [];
    for (const viewer of rows) {
      // A private racer, or one banned from racing (a cheat caught), is on no one's board but
      // sees their own place among the public racers.
      const seen = rows.filter(
        (r) => (!r.offline && !r.racingBanned) || r.userID === viewer.userID,
      );
      const expected = rankRacers(seen).find((r) => r.userID === viewer.userID)?.rank;
      const [mine] = await viewerRowQuery(db(), site, period, start, viewer.userID);
      const rank = mine ? mine.ahead + 1 : undefined;
      if (rank !== expected) {
        wrong.push(`${site} ${period} racer ${viewer.userID}: ${rank} for ${expected}`);
      }
    }
    return wrong;
  }

  /** The histogram's non-empty buckets against a recount of racer_totals, and boards left over. */
  async function histogramDrift() {
    const kept = await query<Record<string, unknown>>(sql`
      select site, period, period_start::text as start, bucket::text as bucket, racers
      from racer_rank_buckets where racers <> 0 order by 1, 2, 3, 4`);
    const counted = await query<Record<string, unknown>>(sql`
      select site, period, period_start::text as start, racer_rank_bucket(points)::text as bucket,
        count(*)::int as racers
      from racer_totals group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
    const orphans = await query<Record<string, unknown>>(sql`
      select distinct b.site, b.period, b.period_start from racer_rank_buckets b
      where not exists (select 1 from racer_totals t where t.site = b.site
        and t.period = b.period and t.period_start = b.period_start)`);
    return { kept, counted, orphans };
  }

  async function expectHistogramTrue() {
    const { kept, counted, orphans } = await histogramDrift();
    expect(kept).toEqual(counted);
    expect(orphans).toEqual([]);
    return counted.length;
  }

  it('keys buckets in the database exactly as the domain does', async () => {
    const values = [0, 0.5, 1, 1.5, 63.99, 64, 96, 97.3, 3000, 3054.12, 123_456.7, 9.9e9];
    for (let k = 0; k <= 40; k += 1) {
      values.push(2 ** k, 2 ** k * (1 - 2 ** -24), 2 ** k * (1 + 2 ** -23), 2 ** k * 1.37);
    }
    const reals = values.map((v) => Math.fround(v));
    const list = sql.raw(reals.map((v) => `(${String(v)}::real)`).join(', '));
    const rows = await query<{ points: number; bucket: string }>(
      sql`select p as points, racer_rank_bucket(p)::text as bucket from (values ${list}) v(p)`,
    );
    expect(rows.map((r) => Number(r.bucket))).toEqual(reals.map(rankBucket));
  });

  it('ranks every racer as the board order does: both sites, every period, ties and private racers', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 16; i += 1) ids.push(await racer(i % 7 === 5));
    // Races 70 days ago (last season), 40 (last month), 8 (last week) and today.
    for (const daysAgo of [70, 40, 8, 0]) {
      server.clock.set(NOW - daysAgo * DAY_MS);
      for (const [i, id] of ids.entries()) {
        const pattern = (i + daysAgo) % 6;
        if (pattern === 0) {
          // 64 points a race: a bucket key (a power of two), shared by several racers.
          await race(id, 64);
        } else if (pattern === 1) {
          // 2 × 32 = the same 64 points in twice the races: tied on points, ahead on races.
          await race(id, 32);
          await race(id, 32);
        } else if (pattern === 2) {
          await race(id, 40 + ((i * 7) % 50), 90 + (i % 10));
        } else if (pattern === 3) {
          await race(id, 12 + (i % 5), 100, 'math');
          await race(id, 64);
        } else if (pattern === 4) {
          await race(id, 96, 100, i % 2 === 0 ? 'math' : 'typing');
        }
        // pattern 5: no race that day
      }
    }
    server.clock.set(NOW);
    // Racers banned after their races (a report upheld): their totals stay, on no board.
    const banned = ids.filter((_, i) => i % 7 === 2);
    await db().update(users).set({ racingBanned: true }).where(inArray(users.userID, banned));
    const wrong: string[] = [];
    let ranked = 0;
    for (const site of SITES) {
      for (const period of LEADERBOARD_PERIODS) {
        wrong.push(...(await rankMismatches(site, period)));
        ranked += (await boardRows(site, period)).length;
      }
    }
    expect(wrong).toEqual([]);
    expect(ranked).toBeGreaterThan(60);
    // Ties on points were made: the rule's second and third keys were exercised.
    const today = await boardRows('typing', 'alltime');
    const points = today.map((r) => r.points);
    expect(new Set(points).size).toBeLessThan(points.length);
    await expectHistogramTrue();
  });

  it('ranks a racer below a listed top the same as in the list', async () => {
    const viewer = await makeUser(server.app, server.services);
    await race(viewer.userID, 20, 50); // 10 points: low on the day's board
    const { stats } = server.services;
    const full = await stats.leaderboard('typing', 'day', viewer.userID);
    const listed = full.racers.findIndex((r) => r.userID === viewer.userID) + 1;
    expect(listed).toBeGreaterThan(5);
    expect(full.me?.rank).toBe(listed);
    expect((await stats.leaderboard('typing', 'day', viewer.userID, 3)).me?.rank).toBe(listed);
    // Through the route, with the session's own id; no one asks for another racer's row.
    const get = (url: string, token?: string) =>
      server.app.inject({
        method: 'GET',
        url: `/api/v2${url}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const own = await get('/leaderboards?time=day', viewer.token);
    expect(own.json()).toMatchObject({
      status: 'OK',
      results: { me: { userID: viewer.userID, rank: listed } },
    });
    const forged = await get(
      `/leaderboards?time=day&userID=${String(full.racers[0]?.userID)}`,
      viewer.token,
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ status: 'FAIL' });
    expect((await get('/leaderboards?time=day')).json()).toMatchObject({ results: { me: null } });
  });

  it('counts concurrent results exactly, and a replayed result once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 16; i += 1) ids.push(await racer());
    const results = await Promise.allSettled(
      ids.flatMap((id, i) => [race(id, 50 + i), race(id, 64), race(id, 30 + 2 * i, 97, 'math')]),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const before = await expectHistogramTrue();

    // The same result sent again (a retried request, a replayed frame) counts once.
    const replay = raceInput(ids[0] ?? 0, 90, 100, 'typing', `rank-replay-${room}`);
    await Promise.all([server.services.race.record(replay), server.services.race.record(replay)]);
    await server.services.race.record(replay);
    const [row] = (await boardRows('typing', 'day')).filter((r) => r.userID === ids[0]);
    expect(row?.races).toBe(3);
    expect(await expectHistogramTrue()).toBeGreaterThanOrEqual(before);
    for (const site of SITES) expect(await rankMismatches(site, 'day')).toEqual([]);
  });

  it('keeps the histogram through pruning, a deleted account, a claimed race, a truncate and a rebuild', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await racer());
    for (const daysAgo of [20, 9, 0]) {
      server.clock.set(NOW - daysAgo * DAY_MS);
      for (const [i, id] of ids.entries())
        await race(id, 45 + 5 * i, 95, i % 3 === 0 ? 'math' : 'typing');
    }
    server.clock.set(NOW);

    // Day and week boards of 20 and 9 days ago go, their buckets with them.
    const pruned = await createTotalsPruner({ db: db(), clock: server.clock }).runOnce();
    expect(pruned).toBeGreaterThan(0);
    await expectHistogramTrue();
    const oldDay = periodSpan('day', (NOW - 20 * DAY_MS) / 1000).start;
    const oldBuckets = await query(
      sql`select 1 from racer_rank_buckets where period = 'day' and period_start = ${oldDay}`,
    );
    expect(oldBuckets).toEqual([]);

    // A deleted account leaves every board, its ranks closing up behind it.
    const [gone] = ids;
    await db()
      .delete(users)
      .where(eq(users.userID, gone ?? 0));
    await expectHistogramTrue();
    for (const site of SITES) expect(await rankMismatches(site, 'alltime')).toEqual([]);

    // A guest's qualifying race, claimed by the account they register, counts when it was raced.
    const guestID = `rank-guest-${room}`;
    await server.services.race.record({
      ...raceInput(0, 77, 100, 'typing', `rank-${(room += 1)}`),
      racer: { guestID },
      qualifying: true,
    });
    const claimer = await makeUser(server.app, server.services);
    await server.services.race.claimGuestQualifying(claimer.userID, guestID);
    expect((await boardRows('typing', 'day')).some((r) => r.userID === claimer.userID)).toBe(true);
    await expectHistogramTrue();
    expect(await rankMismatches('typing', 'day')).toEqual([]);

    const ranksBefore = await Promise.all(SITES.map((site) => rankMismatches(site, 'season')));
    expect(ranksBefore.flat()).toEqual([]);
    await db().execute(sql`truncate racer_totals`);
    expect(await query(sql`select 1 from racer_rank_buckets`)).toEqual([]);
    await db().execute(sql`select racer_totals_rebuild()`);
    expect(await expectHistogramTrue()).toBeGreaterThan(10);
    for (const site of SITES) {
      for (const period of LEADERBOARD_PERIODS) {
        expect(await rankMismatches(site, period)).toEqual([]);
      }
    }
  });
});
