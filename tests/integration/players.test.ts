// Cash between players (SPEC §1 gold only, §7 send-cash / receive-cash, §8) against the real
// server and database: who may send, the password check, amount bounds, concurrency (never below
// zero, totals conserved, deadlock-free crossing sends) and receive-cash paying each gift once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SEND_CASH_MAX } from '../../src/domain/cash/sendCash';
import { cashGifts, users } from '../../src/server/db/schema';
import { findUserById } from '../../src/server/users/userRepo';
import {
  login,
  register,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  type TestServer,
  PASSWORD,
} from './harness';

describe.each(testDatabases)('send and receive cash on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    // Ten correct passwords at once must not trip the wrong-password captcha (each attempt is
    // counted before it is checked); the guard's own tests cover its limits.
    server = await startTestServer(database, {
      MAX_FAILED_LOGINS: '12',
      LOGIN_LOCK_AFTER: '20',
      TEST_HOOKS: '1',
    });
  });
  afterAll(() => server?.close());

  async function player(money: number, membership: 'basic' | 'gold' = 'basic') {
    const username = uniqueName('cash');
    const res = await register(server.app, username, PASSWORD);
    expect(res.statusCode).toBe(200);
    const userID = res.json().results.user.userID as number;
    await server.services.storage.db
      .update(users)
      .set({ money, membership })
      .where(eq(users.userID, userID));
    return { userID, username, token: tokenOf(res) };
  }

  const call = (token: string | null, url: string, payload?: unknown) =>
    server.app.inject({
      method: 'POST',
      url: `/api/v2${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const send = (token: string, to: number | string, amount: unknown, password = PASSWORD) =>
    call(token, `/players/${to}/send-cash`, { amount, password });
  const money = async (userID: number) =>
    (await findUserById(server.services.storage.db, userID))!.money;
  const pending = async (userID: number) =>
    (
      await server.services.storage.db
        .select()
        .from(cashGifts)
        .where(eq(cashGifts.toUserID, userID))
    ).filter((g) => g.receivedStamp === null);

  it('sends cash from a gold member; the receiver collects it once, with a sent-cash notice', async () => {
    const alice = await player(1000, 'gold');
    const bob = await player(5);
    const res = await send(alice.token, bob.userID, 250);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toMatchObject({
      toUserID: bob.userID,
      amount: 250,
      user: { userID: alice.userID, money: 750 },
    });
    expect(await money(alice.userID)).toBe(750);
    // Not the receiver's money until collected.
    expect(await money(bob.userID)).toBe(5);
    expect(await pending(bob.userID)).toHaveLength(1);

    const notices = (
      await server.app.inject({
        url: '/api/v2/notifications',
        headers: { authorization: `Bearer ${bob.token}` },
      })
    ).json().results.notifications;
    expect(notices).toContainEqual(
      expect.objectContaining({
        type: 'sent-cash',
        data: expect.objectContaining({
          amount: 250,
          userID: alice.userID,
          username: alice.username,
        }),
      }),
    );

    const got = await call(bob.token, '/players/receive-cash');
    expect(got.statusCode).toBe(200);
    expect(got.json().results).toMatchObject({
      total: 250,
      user: { money: 255 },
      pendingCashGifts: [{ fromUserID: alice.userID, username: alice.username, amount: 250 }],
    });
    const again = await call(bob.token, '/players/receive-cash');
    expect(again.json().results).toMatchObject({
      total: 0,
      pendingCashGifts: [],
      user: { money: 255 },
    });
    expect(await money(bob.userID)).toBe(255);
  });

  it('refuses a basic member, wrong passwords, bad amounts, self and missing players; nothing moves', async () => {
    const basic = await player(1000);
    const gold = await player(1000, 'gold');
    const bob = await player(0);

    const refusedBasic = await send(basic.token, bob.userID, 10);
    expect(refusedBasic.statusCode).toBe(403);
    expect(refusedBasic.json()).toMatchObject({ status: 'FAIL', code: 'GOLD_ONLY' });

    const wrong = await send(gold.token, bob.userID, 10, 'not-the-password');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ status: 'FAIL', code: 'BAD_PASSWORD' });

    for (const amount of [
      0,
      -5,
      1.5,
      SEND_CASH_MAX + 1,
      1e300,
      '10',
      null,
      Number.MAX_SAFE_INTEGER,
    ]) {
      const res = await send(gold.token, bob.userID, amount);
      expect(res.statusCode, `amount ${String(amount)}`).toBe(400);
      expect(res.json().status).toBe('FAIL');
    }
    const extra = await call(gold.token, `/players/${bob.userID}/send-cash`, {
      amount: 5,
      password: PASSWORD,
      toUserID: basic.userID,
    });
    expect(extra.statusCode).toBe(400);

    const self = await send(gold.token, gold.userID, 10);
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('SEND_TO_SELF');

    for (const to of [999_999_999, 0, -1, 'abc', '1e3']) {
      const res = await send(gold.token, to, 10);
      expect([400, 404], `to ${to}`).toContain(res.statusCode);
      expect(res.json().status).toBe('FAIL');
    }
    const tooMuch = await send(gold.token, bob.userID, 1001);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('NOT_ENOUGH_MONEY');

    expect(
      (await call(null, `/players/${bob.userID}/send-cash`, { amount: 1, password: PASSWORD }))
        .statusCode,
    ).toBe(401);
    expect((await call(null, '/players/receive-cash')).statusCode).toBe(401);

    expect(await money(basic.userID)).toBe(1000);
    expect(await money(gold.userID)).toBe(1000);
    expect(await money(bob.userID)).toBe(0);
    expect(await pending(bob.userID)).toHaveLength(0);
  });

  it('counts a wrong password like a wrong login (the same username budget)', async () => {
    const gold = await player(100, 'gold');
    const bob = await player(0);
    for (let i = 0; i < 12; i += 1) {
      const res = await send(gold.token, bob.userID, 1, 'guess-' + i);
      expect(res.statusCode).toBe(403);
    }
    // The budget is spent: the next try, even with the right password, asks for a captcha, and
    // so does a login with the right password.
    const next = await send(gold.token, bob.userID, 1);
    expect([403, 429]).toContain(next.statusCode);
    expect(['CAPTCHA_REQUIRED', 'LOGIN_DELAYED', 'ACCOUNT_LOCKED']).toContain(next.json().code);
    const loginAfter = await login(server.app, gold.username, PASSWORD);
    expect(loginAfter.statusCode).not.toBe(200);
    expect(await money(gold.userID)).toBe(100);
  });

  it('10 concurrent sends that together exceed the balance: never below zero, totals conserved', async () => {
    const gold = await player(100, 'gold');
    const receivers = await Promise.all([player(0), player(0), player(0)]);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(gold.token, receivers[i % 3]!.userID, 30)),
    );
    const okCount = results.filter((r) => r.statusCode === 200).length;
    expect(okCount).toBe(3);
    for (const r of results.filter((res) => res.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe('NOT_ENOUGH_MONEY');
    }
    expect(await money(gold.userID)).toBe(10);
    // Everyone collects, twice at once: each gift is paid exactly once.
    await Promise.all(
      receivers.flatMap((r) => [
        call(r.token, '/players/receive-cash'),
        call(r.token, '/players/receive-cash'),
      ]),
    );
    const received = (await Promise.all(receivers.map((r) => money(r.userID)))).reduce(
      (a, b) => a + b,
      0,
    );
    expect(received).toBe(90);
    expect(received + (await money(gold.userID))).toBe(100);
  });

  it('two gold members sending to each other at once neither deadlock nor lose money', async () => {
    const a = await player(500, 'gold');
    const b = await player(500, 'gold');
    const sends = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 ? send(a.token, b.userID, 50) : send(b.token, a.userID, 50),
      ),
    );
    expect(sends.every((r) => r.statusCode === 200)).toBe(true);
    await Promise.all([
      call(a.token, '/players/receive-cash'),
      call(b.token, '/players/receive-cash'),
    ]);
    expect((await money(a.userID)) + (await money(b.userID))).toBe(1000);
  });

  it('makes a player gold through the TEST_HOOKS set-up route', async () => {
    const p = await player(0);
    const res = await call(p.token, '/test/gold', { money: 500 });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.user).toMatchObject({ membership: 'gold', money: 500 });
  });
});
