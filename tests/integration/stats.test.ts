// Stats, race logs, leaderboards and public profiles (SPEC §7, §2) on both sites: the totals the
// trigger keeps agree with the domain's periods and points, pages and periods out of range are
// refused in the SPEC §8 envelope, and a private racer's figures are not shown to others.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ACHIEVEMENTS } from '../../src/domain/achievements/catalogue';
import type { RaceFigures } from '../../src/domain/race/verify';
import type { SiteId } from '../../src/domain/site';
import { LEADERBOARD_PERIODS, periodSpan } from '../../src/domain/stats/periods';
import { racePoints } from '../../src/domain/stats/ranking';
import { updateUser } from '../../src/server/users/userRepo';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { makeUser, type TestUser } from './realtimeHarness';

const figures = (wpm: number, accuracy = 95): RaceFigures => ({
  wpm,
  accuracy,
  errors: 2,
  consistency: 80,
  durationMs: 30_000,
  typedChars: 150,
  nitrosUsed: 0,
});

// Sunday 2025-08-31 23:59:30 UTC: the next race crosses a day, a week, a month and a season (the
// seasons' three-month schedule, src/domain/seasons/schedule.ts, turns on Sep 1st).
const BEFORE_MIDNIGHT = Date.UTC(2025, 7, 31, 23, 59, 30);

describe.each(testDatabases)('stats on $name', (database) => {
  let server: TestServer;
  let room = 0;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const race = (user: TestUser, wpm: number, site: SiteId = 'typing', place = 2, accuracy = 95) =>
    server.services.race.record({
      race: {
        roomID: `stats-${(room += 1)}`,
        site,
        passageID: 1,
        lessonID: site === 'math' ? 'addition_1' : null,
        scoringMode: 'competitive',
        racers: 4,
        startedStamp: server.clock.nowSeconds(),
      },
      racer: { userID: user.userID },
      figures: figures(wpm, accuracy),
      place,
      qualifying: false,
    });

  const get = async (url: string, token?: string, app: FastifyInstance = server.app) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v2${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own fields
    return { status: res.statusCode, body: res.json() as { status: string; results: any } };
  };

  it('keeps totals per period that follow the domain periods, and ranks by points', async () => {
    server.clock.set(BEFORE_MIDNIGHT);
    const fast = await makeUser(server.app, server.services);
    const steady = await makeUser(server.app, server.services);
    await race(fast, 100, 'typing', 1, 90);
    server.clock.advance(60_000); // Monday 00:00:30, September: a new day, week, month and season.
    await race(fast, 80, 'typing', 1, 100);
    await race(steady, 60);
    await race(steady, 60);
    await race(steady, 50, 'math'); // the math site's board is its own

    const day = await get('/leaderboards?time=day', fast.token);
    expect(day.status).toBe(200);
    const now = server.clock.nowSeconds();
    expect(day.body.results.start).toBe(periodSpan('day', now).start);
    const mine = (board: { racers: { userID: number; points: number; races: number }[] }) =>
      board.racers.filter((r) => r.userID === fast.userID || r.userID === steady.userID);
    // Today: fast 80 × 1.00 = 80 points; steady 2 × 57 = 114: steady leads.
    expect(mine(day.body.results).map((r) => [r.userID, r.races, r.points])).toEqual([
      [steady.userID, 2, Math.round(2 * racePoints(60, 95))],
      [fast.userID, 1, 80],
    ]);
    expect(day.body.results.me).toMatchObject({ userID: fast.userID, races: 1 });
    expect(day.body.results.teams).toEqual([]);
    // Every period but all time started at midnight: the race before it is on no board but that.
    for (const time of LEADERBOARD_PERIODS) {
      const board = (await get(`/leaderboards?time=${time}`)).body.results;
      const row = board.racers.find((r: { userID: number }) => r.userID === fast.userID);
      expect(row.races, time).toBe(time === 'alltime' ? 2 : 1);
      expect(board.me).toBeNull();
    }
    // Without a period: today's board.
    expect((await get('/leaderboards')).body.results.time).toBe('day');
    const math = await get('/leaderboards?time=day', undefined, server.apps.math);
    expect(math.body.results.speedUnit).toBe('PPM');
    expect(mine(math.body.results).map((r) => r.userID)).toEqual([steady.userID]);
  });

  it('summarises, logs and charts a racer on the site of the request', async () => {
    const user = await makeUser(server.app, server.services);
    for (let i = 0; i < 5; i += 1) {
      server.clock.advance(60_000);
      await race(user, 40 + i, 'typing', i === 0 ? 1 : 3);
    }
    await race(user, 12, 'math');

    const summary = await get('/stats/summary', user.token);
    expect(summary.body.results).toMatchObject({
      speedUnit: 'WPM',
      allTime: { races: 5, avgSpeed: 42, bestSpeed: 44, wins: 1, secs: 150 },
      recentSpeed: 42,
    });
    expect(
      (await get('/stats/summary', user.token, server.apps.math)).body.results.allTime,
    ).toMatchObject({ races: 1, avgSpeed: 12 });

    const page0 = await get(`/stats/data/${user.userID}?page=0&limit=2`, user.token);
    expect(page0.body.results).toMatchObject({ totalRecords: 5, page: 0, limit: 2, pages: 3 });
    expect(page0.body.results.logs.map((l: { speed: number }) => l.speed)).toEqual([44, 43]);
    const page2 = await get(`/stats/data/${user.userID}?page=2&limit=2`);
    expect(page2.body.results.logs.map((l: { speed: number }) => l.speed)).toEqual([40]);
    const full = await get(`/stats/data/${user.userID}`);
    expect(full.body.results).toMatchObject({ limit: 30, page: 0, pages: 1 });
    expect(full.body.results.logs[0]).toMatchObject({ racers: 4, place: 3, accuracy: 95 });

    const graphs = await get(`/stats/graphs/${user.userID}`);
    expect(graphs.body.results.points.map((p: { speed: number }) => p.speed)).toEqual([
      40, 41, 42, 43, 44,
    ]);

    // A new racer: empty, not an error.
    const fresh = await makeUser(server.app, server.services);
    const empty = await get(`/stats/data/${fresh.userID}`, fresh.token);
    expect(empty.body.results).toMatchObject({ logs: [], totalRecords: 0, pages: 1 });
    expect((await get('/stats/summary', fresh.token)).body.results.allTime.races).toBe(0);
  });

  it('counts a guest’s qualifying race once the account they register claims it', async () => {
    const guestID = `guest-${room}`;
    await server.services.race.record({
      race: {
        roomID: `stats-${(room += 1)}`,
        site: 'typing',
        passageID: 1,
        lessonID: null,
        scoringMode: 'competitive',
        racers: 1,
        startedStamp: server.clock.nowSeconds(),
      },
      racer: { guestID },
      figures: figures(55),
      place: 1,
      qualifying: true,
    });
    const user = await makeUser(server.app, server.services);
    expect((await get('/stats/summary', user.token)).body.results.allTime.races).toBe(0);
    await server.services.race.claimGuestQualifying(user.userID, guestID);
    await server.services.race.claimGuestQualifying(user.userID, guestID); // nothing left to claim
    const summary = (await get('/stats/summary', user.token)).body.results;
    expect(summary.allTime).toMatchObject({ races: 1, avgSpeed: 55, wins: 1 });
    const log = (await get(`/stats/data/${user.userID}`, user.token)).body.results;
    expect(log.logs).toHaveLength(1);
  });

  it('refuses bad input in the SPEC §8 envelope and changes nothing', async () => {
    const user = await makeUser(server.app, server.services);
    await race(user, 50);
    const bad = [
      `/stats/data/${user.userID}?page=1`, // past the last page
      `/stats/data/${user.userID}?page=-1`,
      `/stats/data/${user.userID}?limit=0`,
      `/stats/data/${user.userID}?limit=101`,
      `/stats/data/${user.userID}?page=abc`,
      `/stats/data/${user.userID}?page=0&extra=1`,
      '/stats/data/0',
      '/stats/data/99999999999',
      '/stats/data/999999', // nobody
      '/stats/graphs/999999',
      '/stats/graphs/x',
      '/leaderboards?time=year',
      '/leaderboards?time=',
      '/leaderboards?time=day&time=week',
      '/stats/summary', // no session
      '/racer/bad%00name',
      '/racer/line%0Abreak',
    ];
    for (const url of bad) {
      const res = await get(url);
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
      expect(res.body.status, url).toBe('FAIL');
      expect(typeof res.body.results, url).toBe('string');
    }
  });

  it('keeps a private racer off boards, profiles and other players’ views', async () => {
    const shy = await makeUser(server.app, server.services);
    const other = await makeUser(server.app, server.services);
    await race(shy, 300);
    const [claimed] = ACHIEVEMENTS;
    if (!claimed) throw new Error('no achievements');
    await updateUser(server.services.storage.db, shy.userID, {
      achievements: [[claimed.achievementID, 1_700_000_000, claimed.points]],
    });
    const profile = await get(`/racer/${shy.username.toUpperCase()}`);
    expect(profile.body.results.racer).toMatchObject({
      userID: shy.userID,
      username: shy.username,
      car: { carID: 1, hueAngle: 0 },
      allTime: { races: 1 },
      achievements: {
        count: 1,
        points: claimed.points,
        recent: [
          { achievementID: claimed.achievementID, name: claimed.name, claimedStamp: 1_700_000_000 },
        ],
      },
    });
    expect(profile.body.results.racer.car.src).toMatch(/\.(png|svg|webp)$/);

    await updateUser(server.services.storage.db, shy.userID, { offline: true });
    expect((await get(`/racer/${shy.username}`)).body.results.racer).toBeNull();
    expect((await get('/racer/nobody-at-all')).body.results.racer).toBeNull();
    const board = (await get('/leaderboards?time=day', other.token)).body.results;
    expect(board.racers.some((r: { userID: number }) => r.userID === shy.userID)).toBe(false);
    for (const url of [`/stats/data/${shy.userID}`, `/stats/graphs/${shy.userID}`]) {
      const res = await get(url, other.token);
      expect(res.status, url).toBe(403);
      expect(res.body.status).toBe('FAIL');
      // Their own figures stay theirs to see.
      expect((await get(url, shy.token)).status, url).toBe(200);
    }
    const own = (await get('/leaderboards?time=day', shy.token)).body.results;
    expect(own.me).toMatchObject({ userID: shy.userID, rank: 1 });

    // Below the listed top, a rank counts the public racers ahead, not the private one.
    const slow = await makeUser(server.app, server.services);
    await race(slow, 1, 'typing', 4, 50);
    const stats = server.services.stats;
    const full = await stats.leaderboard('typing', 'day', slow.userID);
    const listed = full.racers.findIndex((r) => r.userID === slow.userID) + 1;
    expect(listed).toBeGreaterThan(1);
    const short = await stats.leaderboard('typing', 'day', slow.userID, 1);
    expect(short.racers).toHaveLength(1);
    expect(short.me).toMatchObject({ userID: slow.userID, rank: listed });
    // The same with a tie on points: the lower user id (the earlier racer) is ahead.
    const twin = await makeUser(server.app, server.services);
    await race(twin, 1, 'typing', 4, 50);
    const twinRank = (await stats.leaderboard('typing', 'day', twin.userID, 1)).me?.rank;
    expect(twinRank).toBe(listed + 1);
  });
});
