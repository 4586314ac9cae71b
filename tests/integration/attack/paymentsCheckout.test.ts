// Attack (issue 15): create-session as a scripted client. Gold for another account, gifts to
// nobody or to a banned racer, quantities, prices and products the catalogue does not hold, a burst
// of checkouts past the hourly limit (sequential and concurrent), the same checkout asked for twice,
// and another player's invoice read through the transaction API.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { productBySku } from '../../../src/domain/payments/products';
import { paymentSessions, users } from '../../../src/server/db/schema';
import { SESSIONS_PER_HOUR } from '../../../src/server/payments/checkoutSessions';
import { startTestServer, testDatabases, type TestServer } from '../harness';
import { paymentDriver, type Player } from '../paymentsHarness';

describe.each(testDatabases)('attack: create-session on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const { call, player, startCheckout, press, transaction } = paymentDriver(() => server);
  const db = () => server.services.storage.db;
  const create = (buyer: Player, body: Record<string, unknown>) =>
    call(buyer.token, '/payments/create-session', body);
  const sessionsOf = (buyerID: number) =>
    db().select().from(paymentSessions).where(eq(paymentSessions.buyerID, buyerID));

  it('refuses other accounts, unknown products, quantities and prices, and opens nothing', async () => {
    const me = await player('cs');
    const other = await player('cso');
    const mine = { username: me.username, SKU: 'gold-yearly' };
    const cases: [Record<string, unknown>, number][] = [
      [{ ...mine, username: other.username }, 403],
      [{ ...mine, username: ` ${other.username.toUpperCase()} ` }, 403],
      [{ ...mine, SKU: 'gold-gift-yearly', username: 'no_such_racer_zz' }, 404],
      [{ ...mine, SKU: 'gold-forever' }, 404],
      [{ ...mine, SKU: 'GOLD-YEARLY' }, 404],
      [{ ...mine, SKU: 'gold-yearly;drop' }, 400],
      [{ ...mine, SKU: 'x'.repeat(41) }, 400],
      [{ ...mine, SKU: 7 }, 400],
      [{ ...mine, quantity: -1 }, 400],
      [{ ...mine, quantity: 1e9 }, 400],
      [{ ...mine, amount: 1 }, 400],
      [{ ...mine, currency: 'jpy' }, 400],
      [{ ...mine, userID: other.userID }, 400],
      [{ ...mine, userBundleID: -1 }, 400],
      [{ ...mine, purchaseMethod: 'x'.repeat(21) }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await create(me, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().status).toBe('FAIL');
    }
    expect(await sessionsOf(me.userID)).toHaveLength(0);
  });

  it('refuses a gift to a racer banned by the operators', async () => {
    const buyer = await player('gb');
    const banned = await player('gbx');
    await db().update(users).set({ racingBanned: true }).where(eq(users.userID, banned.userID));
    const gift = await create(buyer, { username: banned.username, SKU: 'gold-gift-yearly' });
    expect(gift.statusCode).toBe(403);
    expect(gift.json()).toMatchObject({ status: 'FAIL', code: 'RECIPIENT_BANNED' });
    const products = await call(buyer.token, '/payments/products', {
      username: banned.username,
      type: 'gift',
    });
    expect(products.statusCode).toBe(403);
    expect(await sessionsOf(buyer.userID)).toHaveLength(0);
  });

  it('asking again for the same open checkout gives the same one, also all at once', async () => {
    const me = await player('idem');
    const first = await startCheckout(me, 'gold-lifetime');
    const again = await startCheckout(me, 'gold-lifetime');
    expect(again).toEqual(first);
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => create(me, { username: me.username, SKU: 'gold-monthly' })),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(burst.map((r) => r.json().results.sessionID)).size).toBe(1);
    expect(await sessionsOf(me.userID)).toHaveLength(2);

    // Paid once: the lifetime checkout is closed and cannot be charged twice.
    expect((await press(first.sessionID, 'pay')).statusCode).toBe(303);
    const afterPaid = await create(me, { username: me.username, SKU: 'gold-lifetime' });
    expect(afterPaid.statusCode).toBe(409);
    // A declined checkout is not handed out again.
    const buyer = await player('idem2');
    const declined = await startCheckout(buyer, 'gold-yearly');
    await press(declined.sessionID, 'decline');
    const fresh = await startCheckout(buyer, 'gold-yearly');
    expect(fresh.sessionID).not.toBe(declined.sessionID);
  });

  it('holds the hourly checkout limit, also against a concurrent burst', async () => {
    const me = await player('burst');
    const friend = await player('burstf');
    const now = server.clock.nowSeconds();
    // Checkouts opened (and closed) earlier this hour, one short of the limit.
    await db()
      .insert(paymentSessions)
      .values(
        Array.from({ length: SESSIONS_PER_HOUR - 1 }, (_, i) => ({
          sessionID: `seeded-${me.userID}-${i}`,
          invoiceNum: `NR-SEED${me.userID}${i}`,
          provider: 'sandbox',
          buyerID: me.userID,
          recipientID: friend.userID,
          sku: 'gold-gift-monthly',
          amount: productBySku('gold-gift-monthly')!.price,
          status: 'declined',
          createdStamp: now - 60,
          expiresStamp: now + 3000,
        })),
      );
    const skus = ['gold-monthly', 'gold-yearly', 'gold-lifetime'];
    const burst = await Promise.all(
      [...skus, ...skus].map((SKU) => create(me, { username: me.username, SKU })),
    );
    const opened = burst.filter((r) => r.statusCode === 200);
    const limited = burst.filter((r) => r.statusCode === 429);
    expect(opened.length + limited.length).toBe(burst.length);
    expect(new Set(opened.map((r) => r.json().results.sessionID)).size).toBe(1);
    for (const r of limited)
      expect(r.json()).toMatchObject({ status: 'FAIL', code: 'RATE_LIMITED' });
    expect(await sessionsOf(me.userID)).toHaveLength(SESSIONS_PER_HOUR);
  });

  it("another player's invoice reads exactly like one that does not exist", async () => {
    const owner = await player('inv');
    const snoop = await player('snoop');
    const paid = await startCheckout(owner, 'gold-monthly');
    await press(paid.sessionID, 'pay');
    const open = await startCheckout(owner, 'gold-yearly');
    const declinedOwner = await player('inv2');
    const declined = await startCheckout(declinedOwner, 'gold-yearly');
    await press(declined.sessionID, 'decline');

    const nobody = await transaction(snoop, 'NR-0000000000000000');
    expect(nobody.statusCode).toBe(404);
    for (const { invoiceNum } of [paid, open, declined]) {
      const res = await transaction(snoop, invoiceNum);
      expect(res.statusCode, invoiceNum).toBe(404);
      expect(res.json()).toEqual(nobody.json());
      // Naming the owner in the body does not help.
      const asOwner = await transaction(snoop, invoiceNum, owner.userID);
      expect(asOwner.statusCode).toBe(403);
    }
    expect((await transaction(owner, paid.invoiceNum)).statusCode).toBe(200);
    const anonymous = await call(null, `/payments/transaction/${paid.invoiceNum}`, {
      userID: owner.userID,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
