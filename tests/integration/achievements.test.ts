// SPEC §7 Achievements on the real server: the server re-evaluates every rule on the stored
// account, a claim pays once even under ten concurrent requests, and bad ids (unknown, unearned,
// already claimed, forged in a check) answer the SPEC §8 FAIL format and change nothing.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { currentSeason, SEASONS } from '../../src/domain/achievements/seasons';
import { LEVEL_TABLE, EXTRA_LEVEL_MONEY } from '../../src/domain/progression/levelTable';
import { notifications } from '../../src/server/db/schema';
import { findUserById, updateUser } from '../../src/server/users/userRepo';
import {
  register,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  type TestServer,
} from './harness';

/** "First Race": racesPlayed >= 1, pays $1,000, waits for a claim. */
const FIRST_RACE = 101;
const FIRST_RACE_MONEY = 1_000;
/** "Warming Up": racesPlayed >= 5. */
const FIVE_RACES = 102;

describe.each(testDatabases)('achievements on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const db = () => server.services.storage.db;

  async function newPlayer(progress: Parameters<typeof updateUser>[2] = {}) {
    const res = await register(server.app, uniqueName('ach'));
    expect(res.statusCode).toBe(200);
    const userID = res.json().results.user.userID as number;
    if (Object.keys(progress).length > 0) await updateUser(db(), userID, progress);
    return { token: tokenOf(res), userID };
  }

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const claim = (token: string, id: number | string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/v2/achievements/claim/${id}`,
      headers: auth(token),
    });
  const check = (token: string, ids: unknown) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v2/achievements/check',
      headers: auth(token),
      payload: { ids },
    });
  const extra = (token: string, id: number) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v2/achievements/extra',
      headers: auth(token),
      payload: { id },
    });

  const account = async (userID: number) => {
    const row = (await findUserById(db(), userID))!;
    return {
      money: row.money,
      level: row.level,
      lastExtraLevel: row.lastExtraLevel,
      achievements: row.achievements,
      achievementsUnclaimed: row.achievementsUnclaimed,
      loot: row.loot,
      cars: row.cars,
    };
  };
  const noticesOf = (userID: number, type: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userID, userID), eq(notifications.type, type)));

  it('check earns what the stored account has earned, records the notice, and claim pays it', async () => {
    const { token, userID } = await newPlayer({ racesPlayed: 1 });
    const checked = await check(token, [FIRST_RACE, FIVE_RACES]);
    expect(checked.statusCode).toBe(200);
    const results = checked.json().results;
    expect(results.unclaimed).toEqual([FIRST_RACE]);
    expect(results.achieved).toEqual([FIRST_RACE]);
    expect(results.user.achievementsUnclaimed).toEqual([FIRST_RACE]);
    const [notice] = await noticesOf(userID, 'achievement');
    expect(notice?.data).toEqual({ achievementID: FIRST_RACE, name: 'First Race', points: 5 });

    const before = await account(userID);
    const claimed = await claim(token, FIRST_RACE);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().results.user.achievements).toEqual([
      [FIRST_RACE, server.clock.nowSeconds(), 5],
    ]);
    const after = await account(userID);
    expect(after.money).toBe(before.money + FIRST_RACE_MONEY);
    expect(after.achievementsUnclaimed).toEqual([]);
  });

  it('pays a claim once for ten concurrent requests; the rest are refused', async () => {
    const { token, userID } = await newPlayer({ racesPlayed: 3 });
    const before = await account(userID);
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(token, FIRST_RACE)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ status: 'FAIL', code: 'ALREADY_CLAIMED' });
    }
    const after = await account(userID);
    expect(after.money).toBe(before.money + FIRST_RACE_MONEY);
    expect(after.achievements.map(([id]) => id)).toEqual([FIRST_RACE]);
    expect(await noticesOf(userID, 'achievement')).toHaveLength(1);
  });

  it('refuses unknown, unearned and already claimed achievements, changing nothing', async () => {
    const { token, userID } = await newPlayer({ racesPlayed: 1 });
    expect((await claim(token, FIRST_RACE)).statusCode).toBe(200);
    const before = await account(userID);
    const cases: [number | string, number, string][] = [
      [999_999, 404, 'NOT_FOUND'],
      [FIVE_RACES, 409, 'NOT_EARNED'],
      [FIRST_RACE, 409, 'ALREADY_CLAIMED'],
      ['abc', 400, 'BAD_REQUEST'],
      [-3, 400, 'BAD_REQUEST'],
    ];
    for (const [id, status, code] of cases) {
      const res = await claim(token, id);
      expect(res.statusCode, String(id)).toBe(status);
      expect(res.json()).toMatchObject({ status: 'FAIL', code });
    }
    expect(await account(userID)).toEqual(before);
  });

  it('a check with forged ids of unearned achievements awards nothing', async () => {
    const { token, userID } = await newPlayer();
    const before = await account(userID);
    const forged = [FIRST_RACE, FIVE_RACES, 1_000_000, 1109];
    const res = await check(token, forged);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toMatchObject({ unclaimed: [], achieved: [], instantClaimed: [] });
    expect(await account(userID)).toEqual(before);
    expect(await noticesOf(userID, 'achievement')).toHaveLength(0);
    for (const body of [{ ids: 'all' }, { ids: [1.5] }, { ids: [1], money: 5 }]) {
      const bad = await server.app.inject({
        method: 'POST',
        url: '/api/v2/achievements/check',
        headers: auth(token),
        payload: body,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().status).toBe('FAIL');
    }
    expect(await account(userID)).toEqual(before);
  });

  /**
   * The season running now; between seasons the test server's clock (which only moves forward)
   * is advanced to the next one's start, so the seasonal tests always run.
   */
  function inASeason() {
    const now = server.clock.nowSeconds();
    // The catalogue's own seasonal achievements exist for its first three seasons only.
    const running = SEASONS.find((season) => season.seasonID === currentSeason(now)?.seasonID);
    if (running) return running;
    const next = SEASONS.find((season) => season.startStamp > now);
    if (!next) throw new Error('No season scheduled after now: add one in seasons.ts');
    server.clock.advance((next.startStamp - now + 3600) * 1000);
    return next;
  }

  it('rewards an instant-claimed seasonal achievement at once', async () => {
    const season = inASeason();
    const checkIn = 1200 + SEASONS.indexOf(season) * 10 + 1;
    const { token, userID } = await newPlayer({
      gamesPlayedAllSites: 1,
      seasonID: season.seasonID,
      seasonField4: 1,
    });
    const before = await account(userID);
    const res = await check(token, [checkIn]);
    expect(res.json().results).toMatchObject({ instantClaimed: [checkIn], unclaimed: [] });
    const after = await account(userID);
    expect(after.money).toBe(before.money + 1_000);
    expect(after.achievements.map(([id]) => id)).toEqual([checkIn]);
    expect((await check(token, [checkIn])).json().results.instantClaimed).toEqual([]);
  });

  it('pays each extra level once and refuses when none is due', async () => {
    const season = inASeason();
    const tier = 1200 + SEASONS.indexOf(season) * 10 + 9;
    const experience = LEVEL_TABLE.threshold[103]!;
    const { token, userID } = await newPlayer({ experience, level: 103 });
    const before = await account(userID);
    const answers = await Promise.all(Array.from({ length: 5 }, () => extra(token, tier)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    const after = await account(userID);
    expect(after.money).toBe(before.money + 3 * EXTRA_LEVEL_MONEY);
    expect(after.lastExtraLevel).toBe(103);
    const again = await extra(token, tier);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 'FAIL', code: 'NO_EXTRA_LEVEL' });
    expect((await extra(token, FIRST_RACE)).statusCode).toBe(404);
  });

  it('records a level-up notice when a claim raises the level', async () => {
    const season = inASeason();
    const tier = 1200 + SEASONS.indexOf(season) * 10 + 9;
    // Experience for level 105 but the stored level behind: the extra reward brings it up.
    const { token, userID } = await newPlayer({
      experience: LEVEL_TABLE.threshold[105]!,
      level: 101,
      lastExtraLevel: 101,
    });
    expect((await extra(token, tier)).statusCode).toBe(200);
    const [notice] = await noticesOf(userID, 'level-up');
    expect(notice?.data).toEqual({ level: 105 });
    expect((await account(userID)).level).toBe(105);
  });

  it('refuses a guest', async () => {
    const res = await server.app.inject({ method: 'GET', url: `/api/v2/achievements/claim/1` });
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe('FAIL');
  });
});
