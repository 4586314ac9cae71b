// Nitro Gold through the sandbox provider (SPEC §7 payments, §4 gold upgrade) against the real
// server and database: products, create-session validation, Pay and Decline on the checkout page,
// forged, unsigned and replayed callbacks, double and concurrent delivery, gifts, and who may read
// a transaction.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { productBySku } from '../../src/domain/payments/products';
import { DAY_SECONDS } from '../../src/domain/time';
import { ledger, notifications, paymentTransactions, users } from '../../src/server/db/schema';
import { createSandboxSigner } from '../../src/server/payments/sandboxProvider';
import { findUserById } from '../../src/server/users/userRepo';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { paymentDriver } from './paymentsHarness';

const yearly = productBySku('gold-yearly')!;

describe.each(testDatabases)('Nitro Gold payments (sandbox) on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const { call, player, startCheckout, press, transaction } = paymentDriver(() => server);
  const row = async (userID: number) => (await findUserById(server.services.storage.db, userID))!;
  const now = () => server.clock.nowSeconds();
  const callback = (body: unknown) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v2/payments/sandbox/callback',
      payload: body as object,
    });
  const signed = (sessionID: string, outcome: 'paid' | 'declined' = 'paid', stamp = now()) =>
    server.services.sandboxSigner.callback(sessionID, outcome, stamp);
  const grants = async (invoiceNum: string) =>
    server.services.storage.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.reference, invoiceNum), eq(ledger.kind, 'gold-purchase')));

  describe('products', () => {
    it('lists monthly, yearly and lifetime gold for yourself, with the player', async () => {
      const me = await player();
      const res = await call(me.token, '/payments/products', {
        username: me.username,
        type: 'upgrade',
      });
      expect(res.statusCode).toBe(200);
      const { products, user, recipient } = res.json().results;
      expect(products.map((p: { SKU: string }) => p.SKU)).toEqual([
        'gold-monthly',
        'gold-yearly',
        'gold-lifetime',
      ]);
      expect(user.userID).toBe(me.userID);
      expect(recipient).toBeNull();
    });

    it("refuses another player's name for your own gold, and gifts to nobody or yourself", async () => {
      const me = await player();
      const other = await player();
      const theirs = await call(me.token, '/payments/products', { username: other.username });
      expect(theirs.statusCode).toBe(403);
      expect(theirs.json()).toMatchObject({ status: 'FAIL' });
      const nobody = await call(me.token, '/payments/products', {
        username: 'no_such_racer_x',
        type: 'gift',
      });
      expect(nobody.statusCode).toBe(404);
      const self = await call(me.token, '/payments/products', {
        username: me.username,
        type: 'gift',
      });
      expect(self.statusCode).toBe(400);
      const gift = await call(me.token, '/payments/products', {
        username: other.username,
        type: 'gift',
      });
      expect(gift.statusCode).toBe(200);
      expect(gift.json().results.recipient).toMatchObject({
        userID: other.userID,
        lifetimeGold: false,
      });
      expect((await call(null, '/payments/products', { username: me.username })).statusCode).toBe(
        401,
      );
    });
  });

  describe('create-session', () => {
    it('opens a sandbox checkout at the server price, and refuses what it should', async () => {
      const me = await player();
      const other = await player();
      const session = await startCheckout(me, 'gold-yearly');
      expect(session.url).toBe(`/api/v2/payments/sandbox/checkout/${session.sessionID}`);
      const stored = await server.services.payments.session(session.sessionID);
      expect(stored).toMatchObject({ amount: yearly.price, buyerID: me.userID, status: 'open' });

      const cases: [unknown, number][] = [
        [{ username: me.username, SKU: 'gold-weekly' }, 404],
        [{ username: other.username, SKU: 'gold-yearly' }, 403],
        [{ username: me.username, SKU: 'gold-yearly', price: 1 }, 400],
        [{ username: me.username, SKU: 'gold-yearly', bundleID: 3 }, 400],
        [{ username: me.username, SKU: 'gold-gift-yearly' }, 400],
        [{ username: 'no_such_racer_x', SKU: 'gold-gift-yearly' }, 404],
        [{ SKU: 'gold-yearly' }, 400],
      ];
      for (const [body, status] of cases) {
        const res = await call(me.token, '/payments/create-session', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(res.json().status).toBe('FAIL');
      }
      expect(
        (
          await call(null, '/payments/create-session', {
            username: me.username,
            SKU: 'gold-yearly',
          })
        ).statusCode,
      ).toBe(401);
    });
  });

  describe('the sandbox checkout', () => {
    it('Pay makes the buyer gold with the cash reward, once, and shows the success page', async () => {
      const me = await player();
      const push = vi.spyOn(server.services.realtime, 'notify');
      const { sessionID, invoiceNum } = await startCheckout(me, 'gold-yearly');
      const page = await server.app.inject({
        url: `/api/v2/payments/sandbox/checkout/${sessionID}`,
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('$39.99');
      expect(page.body).toContain('One year of Nitro Gold');

      const paid = await press(sessionID, 'pay');
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`/store/success#${invoiceNum}`);
      const after = await row(me.userID);
      expect(after.membership).toBe('gold');
      expect(after.goldUntil).toBe(now() + 365 * DAY_SECONDS);
      expect(after.money).toBe(yearly.cashReward);
      expect(after.purchaseCounts.gold).toBe(1);

      const res = await transaction(me, invoiceNum);
      expect(res.statusCode).toBe(200);
      const { user, transaction: tx } = res.json().results;
      expect(user.membership).toBe('gold');
      expect(tx).toMatchObject({ invoiceNum, amount: yearly.price, gift: false });
      expect(tx.rewards).toEqual([
        { type: 'gold', term: 'yearly', goldUntil: after.goldUntil },
        { type: 'money', value: yearly.cashReward },
      ]);
      // The SPEC §7 purchase message reached the buyer's sockets, and is stored for a later page.
      expect(push).toHaveBeenCalledWith(
        me.userID,
        expect.objectContaining({
          type: 'purchase',
          data: expect.objectContaining({ invoiceNum }),
        }),
      );
      push.mockRestore();
      const stored = await server.services.storage.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userID, me.userID), eq(notifications.type, 'purchase')));
      expect(stored.map((n) => n.data.invoiceNum)).toEqual([invoiceNum]);

      // The page is closed now: pressing Pay again grants nothing.
      const again = await press(sessionID, 'pay');
      expect(again.statusCode).toBe(200);
      expect(again.body).toContain('This checkout is closed');
      expect((await row(me.userID)).money).toBe(yearly.cashReward);
      expect(await grants(invoiceNum)).toHaveLength(1);
    });

    it('Decline leaves the player as they were and closes the checkout', async () => {
      const me = await player();
      const { sessionID, invoiceNum } = await startCheckout(me, 'gold-monthly');
      const declined = await press(sessionID, 'decline');
      expect(declined.statusCode).toBe(303);
      expect(declined.headers.location).toBe('/store/gold#declined');
      expect((await row(me.userID)).membership).toBe('basic');
      expect((await transaction(me, invoiceNum)).statusCode).toBe(402);
      // A signed "paid" for a declined session pays nothing.
      expect((await callback(signed(sessionID))).statusCode).toBe(409);
      expect((await press(sessionID, 'pay')).body).toContain('This checkout is closed');
      expect((await row(me.userID)).membership).toBe('basic');
    });

    it('an unknown checkout is a 404 in the FAIL envelope', async () => {
      const res = await server.app.inject({ url: '/api/v2/payments/sandbox/checkout/nope' });
      expect(res.statusCode).toBe(404);
      expect(res.json().status).toBe('FAIL');
    });
  });

  describe('callbacks', () => {
    it('refuses forged, unsigned, foreign-key and stale callbacks', async () => {
      const me = await player();
      const { sessionID } = await startCheckout(me, 'gold-yearly');
      const genuine = signed(sessionID);
      const forged = { ...genuine, signature: 'a'.repeat(64) };
      expect((await callback(forged)).statusCode).toBe(401);
      const { signature: _omit, ...unsigned } = genuine;
      expect((await callback(unsigned)).statusCode).toBe(400);
      const otherKey = createSandboxSigner('not-the-server-secret').callback(
        sessionID,
        'paid',
        now(),
      );
      expect((await callback(otherKey)).statusCode).toBe(401);
      // A genuine callback captured and replayed after the window.
      const stale = signed(sessionID, 'paid', now() - 301);
      expect((await callback(stale)).statusCode).toBe(401);
      // A decline signature cannot be turned into a payment.
      const decline = signed(sessionID, 'declined');
      expect((await callback({ ...decline, outcome: 'paid' })).statusCode).toBe(401);
      expect((await row(me.userID)).membership).toBe('basic');
      expect((await callback(genuine)).statusCode).toBe(200);
      expect((await row(me.userID)).membership).toBe('gold');
    });

    it('grants once when the same callback is delivered twice', async () => {
      const me = await player();
      const { sessionID, invoiceNum } = await startCheckout(me, 'gold-monthly');
      const body = signed(sessionID);
      const first = await callback(body);
      const second = await callback(body);
      expect(first.json().results).toEqual({ received: true, invoiceNum });
      expect(second.json().results).toEqual({ received: true, invoiceNum });
      expect((await row(me.userID)).money).toBe(productBySku('gold-monthly')!.cashReward);
      expect(await grants(invoiceNum)).toHaveLength(1);
    });

    it('grants once when callbacks arrive at the same time', async () => {
      const me = await player();
      const { sessionID, invoiceNum } = await startCheckout(me, 'gold-yearly');
      const body = signed(sessionID);
      const answers = await Promise.all(Array.from({ length: 6 }, () => callback(body)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
      const after = await row(me.userID);
      expect(after.money).toBe(yearly.cashReward);
      expect(after.goldUntil).toBe(now() + 365 * DAY_SECONDS);
      expect(await grants(invoiceNum)).toHaveLength(1);
      const txs = await server.services.storage.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.invoiceNum, invoiceNum));
      expect(txs).toHaveLength(1);
    });
  });

  describe('gifts and transactions', () => {
    it('the buyer pays, the friend gets gold; only the buyer reads the transaction', async () => {
      const buyer = await player();
      const friend = await player();
      const { sessionID, invoiceNum } = await startCheckout(
        buyer,
        'gold-gift-lifetime',
        friend.username,
      );
      expect((await press(sessionID, 'pay')).statusCode).toBe(303);
      const got = await row(friend.userID);
      expect(got).toMatchObject({
        membership: 'gold',
        goldUntil: null,
        money: productBySku('gold-gift-lifetime')!.cashReward,
      });
      const paid = await row(buyer.userID);
      expect(paid).toMatchObject({
        membership: 'basic',
        money: 0,
        lastPurchaseUserID: friend.userID,
      });
      expect(paid.purchaseCounts.gift).toBe(1);

      const mine = await transaction(buyer, invoiceNum);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().results.transaction).toMatchObject({
        gift: true,
        recipient: { userID: friend.userID },
      });
      // Another player's invoice, and another player's id in the body, are refused.
      expect((await transaction(friend, invoiceNum)).statusCode).toBe(404);
      expect((await transaction(friend, invoiceNum, buyer.userID)).statusCode).toBe(403);
      // A lifetime member cannot be sold more gold.
      const more = await call(buyer.token, '/payments/create-session', {
        username: friend.username,
        SKU: 'gold-gift-yearly',
      });
      expect(more.statusCode).toBe(409);
      expect(more.json().results).toBe('That racer already has lifetime Nitro Gold.');
    });

    it('a checkout not yet paid reads as pending', async () => {
      const me = await player();
      const { invoiceNum } = await startCheckout(me, 'gold-monthly');
      const res = await transaction(me, invoiceNum);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('PAYMENT_PENDING');
    });
  });

  it('gold whose goldUntil passed reads as expired basic, with the renewal day counts', async () => {
    const me = await player();
    const { sessionID } = await startCheckout(me, 'gold-monthly');
    await press(sessionID, 'pay');
    // A month later (tokens last a week, so the row's end moves back instead of the clock on).
    await server.services.storage.db
      .update(users)
      .set({ goldUntil: now() - DAY_SECONDS - 10 })
      .where(eq(users.userID, me.userID));
    const res = await call(me.token, '/payments/products', { username: me.username });
    const { user } = res.json().results;
    expect(user).toMatchObject({ membership: 'basic', goldExpired: true, daysSinceGoldExpired: 1 });
    // Renewing starts a fresh term from now.
    const renew = await startCheckout(me, 'gold-monthly');
    await press(renew.sessionID, 'pay');
    expect((await row(me.userID)).goldUntil).toBe(now() + 30 * DAY_SECONDS);
  });
});
