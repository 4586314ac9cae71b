// GET /api/v2/rewards/daily changes state (SPEC §7 keeps it a GET), so it is made harmless to
// repeat (issue 10 item 13): concurrent and repeated requests grant once and answer the same
// reward, a browser prefetch claims nothing, POST claims the same way, and nothing is cached.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../src/server/db/schema';
import { findUserById } from '../../src/server/users/userRepo';
import {
  register,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  type TestServer,
} from './harness';

describe.each(testDatabases)('the daily reward claim on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  async function newPlayer() {
    const res = await register(server.app, uniqueName('daily'));
    expect(res.statusCode).toBe(200);
    return { token: tokenOf(res), userID: res.json().results.user.userID as number };
  }

  const claim = (
    token: string,
    headers: Record<string, string> = {},
    method: 'GET' | 'POST' = 'GET',
  ) =>
    server.app.inject({
      method,
      url: '/api/v2/rewards/daily',
      headers: { authorization: `Bearer ${token}`, ...headers },
    });

  /** What a grant changes: money, nitros, cars and the countdown. */
  const holdings = async (userID: number) => {
    const row = (await findUserById(server.services.storage.db, userID))!;
    return {
      money: row.money,
      nitros: row.nitros,
      cars: row.cars,
      rewardCountdown: row.rewardCountdown,
    };
  };

  it('grants once for ten concurrent GETs, and every answer names the same reward', async () => {
    const { token, userID } = await newPlayer();
    const start = await holdings(userID);
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(token)));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const bodies = answers.map((res) => res.json().results);
    const granted = bodies.filter((b) => !b.repeated);
    expect(granted).toHaveLength(1);
    const reward = granted[0].reward;
    for (const body of bodies) expect(body.reward).toEqual(reward);

    const after = await holdings(userID);
    expect(after.rewardCountdown).toBe(server.clock.nowSeconds() + 86_400);
    if (reward.type === 'money') expect(after.money).toBe(start.money + reward.value);
    if (reward.type === 'nitros') expect(after.nitros).toBe(start.nitros + reward.value);
    if (reward.type === 'car') expect(after.cars.length).toBe(start.cars.length + 1);
  });

  it('answers a repeated GET later in the window with the same reward, granting nothing', async () => {
    const { token, userID } = await newPlayer();
    const first = (await claim(token)).json().results;
    const afterFirst = await holdings(userID);
    server.clock.advance(3 * 3600_000);
    for (let i = 0; i < 3; i += 1) {
      const again = await claim(token);
      expect(again.statusCode).toBe(200);
      expect(again.json().results).toMatchObject({ reward: first.reward, repeated: true });
    }
    expect(await holdings(userID)).toEqual(afterFirst);
    // The next window grants again.
    server.clock.advance(21 * 3600_000);
    const tomorrow = await claim(token);
    expect(tomorrow.json().results.repeated).toBe(false);
    expect((await holdings(userID)).rewardCountdown).toBe(server.clock.nowSeconds() + 86_400);
  });

  it.each<Record<string, string>>([
    { 'sec-purpose': 'prefetch' },
    { 'sec-purpose': 'prefetch;prerender' },
    { purpose: 'prefetch' },
    { 'x-moz': 'prefetch' },
  ])('claims nothing for a prefetch (%o)', async (headers) => {
    const { token, userID } = await newPlayer();
    const before = await holdings(userID);
    const res = await claim(token, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'FAIL', code: 'DAILY_REWARD_PREFETCH' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await holdings(userID)).toEqual(before);
    // The player's own request afterwards still gets the reward.
    expect((await claim(token)).json().results.repeated).toBe(false);
  });

  it('claims by POST the same way, and a GET after it repeats that claim', async () => {
    const { token, userID } = await newPlayer();
    const posted = await claim(token, {}, 'POST');
    expect(posted.statusCode).toBe(200);
    const { reward } = posted.json().results;
    const afterPost = await holdings(userID);
    expect((await claim(token)).json().results).toMatchObject({ reward, repeated: true });
    expect(await holdings(userID)).toEqual(afterPost);
  });

  it('still refuses while a countdown it did not start runs (a mystery box started it)', async () => {
    const { token, userID } = await newPlayer();
    const next = server.clock.nowSeconds() + 3600;
    await server.services.storage.db
      .update(users)
      .set({ rewardCountdown: next })
      .where(eq(users.userID, userID));
    const res = await claim(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'FAIL', code: 'DAILY_REWARD_NOT_READY' });
    expect((await holdings(userID)).rewardCountdown).toBe(next);
  });
});
