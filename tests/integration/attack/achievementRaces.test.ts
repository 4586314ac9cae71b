// Attack on achievement pay-outs from a scripted client (achievements.test.ts has ten concurrent
// claims of one id and five concurrent extra-level calls). Here the calls that pay are mixed and
// fired together: claims and checks of one achievement, extra-level calls beside claims; and the
// ids a client may forge, in the path and in the bodies. Every refusal is the SPEC §8 FAIL format
// and changes nothing; what is paid is paid once, with its ledger rows adding up to the cash.
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { currentSeason, SEASONS } from '../../../src/domain/achievements/seasons';
import { EXTRA_LEVEL_MONEY, LEVEL_TABLE } from '../../../src/domain/progression/levelTable';
import { ledger } from '../../../src/server/db/schema';
import { findUserById, updateUser } from '../../../src/server/users/userRepo';
import {
  register,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  type TestServer,
} from '../harness';

/** "First Race": racesPlayed >= 1, $1,000, waits for a claim. */
const FIRST_RACE = 101;
/** "Warming Up": racesPlayed >= 5 (its reward whatever the catalogue says). */
const FIVE_RACES = 102;

describe.each(testDatabases)('attack: achievement pay-outs at once on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const db = () => server.services.storage.db;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const claim = (token: string, id: number | string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/v2/achievements/claim/${id}`,
      headers: auth(token),
    });
  const post = (token: string, path: 'check' | 'extra', payload: unknown) =>
    server.app.inject({
      method: 'POST',
      url: `/api/v2/achievements/${path}`,
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  async function player(progress: Parameters<typeof updateUser>[2]) {
    const res = await register(server.app, uniqueName('achr'));
    expect(res.statusCode).toBe(200);
    const userID = res.json().results.user.userID as number;
    await updateUser(db(), userID, progress);
    return { token: tokenOf(res), userID };
  }
  const account = async (userID: number) => (await findUserById(db(), userID))!;
  const ledgerSum = async (userID: number, reference?: string) => {
    const [row] = await db()
      .select({
        total: sql<string>`coalesce(sum(${ledger.moneyDelta}), 0)`,
        n: sql<number>`count(*)::int`,
      })
      .from(ledger)
      .where(
        reference
          ? and(eq(ledger.userID, userID), like(ledger.reference, reference))
          : eq(ledger.userID, userID),
      );
    return { total: Number(row!.total), rows: Number(row!.n) };
  };
  function extraTier() {
    const now = server.clock.nowSeconds();
    const running = SEASONS.find((season) => season.seasonID === currentSeason(now)?.seasonID);
    const season = running ?? SEASONS.find((s) => s.startStamp > now);
    if (!season) throw new Error('No catalogue season now or later: add one in seasons.ts');
    if (!running) server.clock.advance((season.startStamp - now + 3600) * 1000);
    return 1200 + SEASONS.indexOf(season) * 10 + 9;
  }

  it('pays an achievement once when claims and checks of it arrive together', async () => {
    const { token, userID } = await player({ racesPlayed: 1 });
    const before = await account(userID);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        i % 2 === 0 ? claim(token, FIRST_RACE) : post(token, 'check', { ids: [FIRST_RACE] }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (res.statusCode !== 200) {
        expect(res.json()).toMatchObject({ status: 'FAIL', code: 'ALREADY_CLAIMED' });
      }
    }
    // At least one claim got through (a check only moves it to the waiting list).
    const claims = answers.filter((_, i) => i % 2 === 0);
    expect(claims.filter((res) => res.statusCode === 200)).toHaveLength(1);
    const after = await account(userID);
    expect(after.achievements.filter(([id]) => id === FIRST_RACE)).toHaveLength(1);
    expect(after.achievementsUnclaimed).not.toContain(FIRST_RACE);
    expect(after.money).toBe(before.money + 1_000);
    expect(await ledgerSum(userID, `achievement:${FIRST_RACE}`)).toEqual({ total: 1_000, rows: 1 });
  });

  it('pays extra levels once beside claims fired at the same moment', async () => {
    const tier = extraTier();
    const { token, userID } = await player({
      racesPlayed: 5,
      experience: LEVEL_TABLE.threshold[104]!,
      level: 100,
      lastExtraLevel: 100,
    });
    const before = await account(userID);
    expect((await ledgerSum(userID)).rows).toBe(0);
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () => post(token, 'extra', { id: tier })),
      ...Array.from({ length: 4 }, () => claim(token, FIRST_RACE)),
      ...Array.from({ length: 4 }, () => claim(token, FIVE_RACES)),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (res.statusCode !== 200) expect(res.json().status).toBe('FAIL');
    }
    expect(answers.slice(0, 12).filter((res) => res.statusCode === 200)).toHaveLength(1);
    const after = await account(userID);
    expect(after.lastExtraLevel).toBe(104);
    expect(after.level).toBe(104);
    for (const id of [FIRST_RACE, FIVE_RACES]) {
      expect(after.achievements.filter(([claimed]) => claimed === id)).toHaveLength(1);
    }
    expect(await ledgerSum(userID, 'extra:%')).toEqual({ total: 4 * EXTRA_LEVEL_MONEY, rows: 1 });
    // Every dollar that arrived has its ledger row (the player had none before).
    expect(after.money - before.money).toBe((await ledgerSum(userID)).total);
  });

  it('refuses forged ids in the path and the bodies, changing nothing', async () => {
    const tier = extraTier();
    const { token, userID } = await player({
      racesPlayed: 5,
      experience: LEVEL_TABLE.threshold[103]!,
      level: 103,
    });
    const before = await account(userID);
    const paths = ['2147483648', '-101', '101.5', 'NaN', 'Infinity', '1e400', '0', 'abc', '%20'];
    for (const id of paths) {
      const res = await claim(token, id);
      expect([400, 404], `claim ${id}`).toContain(res.statusCode);
      expect(res.json().status, `claim ${id}`).toBe('FAIL');
      expect(typeof res.json().results, `claim ${id}`).toBe('string');
    }
    const bodies: [path: 'check' | 'extra', body: unknown][] = [
      ['check', { ids: [101.5] }],
      ['check', { ids: ['101'] }],
      ['check', { ids: [2 ** 31] }],
      ['check', { ids: [-101] }],
      ['check', { ids: 101 }],
      ['check', { ids: [[101]] }],
      ['check', { ids: Array.from({ length: 201 }, () => 101) }],
      ['check', { ids: [101], userID: userID + 1 }],
      ['check', '{"ids":[101],"ids":[NaN]}'],
      ['extra', { id: String(tier) }],
      ['extra', { id: tier + 0.5 }],
      ['extra', { id: -tier }],
      ['extra', { id: 2 ** 31 }],
      ['extra', { id: [tier] }],
      ['extra', { id: tier, levels: 50 }],
      ['extra', {}],
    ];
    for (const [path, body] of bodies) {
      const res = await post(token, path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().status).toBe('FAIL');
    }
    // A real achievement used as an extra tier, and an extra tier claimed as an achievement.
    expect((await post(token, 'extra', { id: FIRST_RACE })).statusCode).toBe(404);
    const asClaim = await claim(token, tier);
    expect(asClaim.statusCode).toBe(409);
    expect(asClaim.json()).toMatchObject({ status: 'FAIL', code: 'EXTRA_TIER' });
    expect(await account(userID)).toEqual(before);
  });
});
