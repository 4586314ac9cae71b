// Attack (issue 15): membership arithmetic and the gold badge others see. Renewals stack on gold
// still running, lifetime ends the arithmetic, lapsed gold restarts from now; and the badge on a
// public profile comes from the stored, unexpired membership, never from the stored word alone.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { productBySku } from '../../../src/domain/payments/products';
import { DAY_SECONDS } from '../../../src/domain/time';
import { users } from '../../../src/server/db/schema';
import { findUserById } from '../../../src/server/users/userRepo';
import { startTestServer, testDatabases, type TestServer } from '../harness';
import { paymentDriver, type Player } from '../paymentsHarness';

describe.each(testDatabases)('attack: gold terms and the badge on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const { call, player, startCheckout, press } = paymentDriver(() => server);
  const row = async (userID: number) => (await findUserById(server.services.storage.db, userID))!;
  const now = () => server.clock.nowSeconds();
  const buy = async (buyer: Player, SKU: string, username = buyer.username) => {
    const { sessionID } = await startCheckout(buyer, SKU, username);
    expect((await press(sessionID, 'pay')).statusCode).toBe(303);
  };
  const profile = async (username: string) =>
    (await server.app.inject({ url: `/api/v2/racer/${username}` })).json().results.racer;

  it('renewals stack on running gold; lifetime then refuses every term', async () => {
    const me = await player('stack');
    const start = now();
    await buy(me, 'gold-monthly');
    await buy(me, 'gold-monthly');
    await buy(me, 'gold-yearly');
    const stacked = await row(me.userID);
    expect(stacked.goldUntil).toBe(start + (30 + 30 + 365) * DAY_SECONDS);
    const cash = ['gold-monthly', 'gold-monthly', 'gold-yearly'].reduce(
      (sum, sku) => sum + productBySku(sku)!.cashReward,
      0,
    );
    expect(stacked.money).toBe(cash);

    await buy(me, 'gold-lifetime');
    expect(await row(me.userID)).toMatchObject({ membership: 'gold', goldUntil: null });
    for (const SKU of ['gold-monthly', 'gold-yearly', 'gold-lifetime']) {
      const res = await call(me.token, '/payments/create-session', { username: me.username, SKU });
      expect(res.statusCode, SKU).toBe(409);
      expect(res.json()).toMatchObject({ status: 'FAIL', code: 'ALREADY_LIFETIME' });
    }
  });

  it('a lapsed term restarts from now, and a gift stacks on the friend’s running gold', async () => {
    const buyer = await player('lapse');
    const friend = await player('lapsef');
    await buy(buyer, 'gold-monthly');
    // Lapsed a year ago: the renewal does not revive the old end date.
    await server.services.storage.db
      .update(users)
      .set({ goldUntil: now() - 365 * DAY_SECONDS })
      .where(eq(users.userID, buyer.userID));
    await buy(buyer, 'gold-monthly');
    expect((await row(buyer.userID)).goldUntil).toBe(now() + 30 * DAY_SECONDS);

    await buy(buyer, 'gold-gift-monthly', friend.username);
    await buy(buyer, 'gold-gift-yearly', friend.username);
    expect((await row(friend.userID)).goldUntil).toBe(now() + (30 + 365) * DAY_SECONDS);
  });

  it('the public profile shows gold only while the stored membership runs', async () => {
    const me = await player('badge');
    expect((await profile(me.username)).membership).toBe('basic');
    await buy(me, 'gold-monthly');
    expect((await profile(me.username)).membership).toBe('gold');

    // The term ran out; nothing has rewritten the row's membership word yet.
    await server.services.storage.db
      .update(users)
      .set({ goldUntil: now() - 1 })
      .where(eq(users.userID, me.userID));
    expect((await row(me.userID)).membership).toBe('gold');
    expect((await profile(me.username)).membership).toBe('basic');

    // Marked expired (an operator's refund), even with days left on it.
    await server.services.storage.db
      .update(users)
      .set({ goldUntil: now() + DAY_SECONDS, goldExpired: true })
      .where(eq(users.userID, me.userID));
    expect((await profile(me.username)).membership).toBe('basic');
  });

  it('the badge cannot be claimed by the client: a body saying gold changes nothing', async () => {
    const me = await player('claim');
    const forged = await call(me.token, '/payments/products', {
      username: me.username,
      type: 'upgrade',
      membership: 'gold',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().status).toBe('FAIL');
    expect((await row(me.userID)).membership).toBe('basic');
    expect((await profile(me.username)).membership).toBe('basic');
  });
});
