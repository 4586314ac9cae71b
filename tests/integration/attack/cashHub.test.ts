// Attack (issue 15): the cash hub as a scripted client buys from it, skipping the shop: forged
// SKUs, prices, rewards and bundle ids; a one-time bundle bought twice, also through two
// checkouts paid one after the other; replayed and concurrent completions; an expired bundle; a
// banned buyer and a cash package "for" someone else. Each passes only while the attack fails.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bundles, cashPackages, paymentTransactions } from '../../../src/server/db/schema';
import { ledgerSums } from '../../../src/server/payments/ledger';
import { cashHubDriver } from '../cashHubHarness';
import { startTestServer, testDatabases, type TestServer } from '../harness';

const EXPIRED_BUNDLE_ID = 900_001;

describe.each(testDatabases)('attack: the cash hub on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const hub = cashHubDriver(() => server);
  const now = () => server.clock.nowSeconds();
  const callback = (sessionID: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v2/payments/sandbox/callback',
      payload: server.services.sandboxSigner.callback(sessionID, 'paid', now()),
    });

  it('refuses forged SKUs, prices, rewards and bundle ids, and opens nothing', async () => {
    const me = await hub.player('hf');
    const other = await hub.player('hfo');
    const cases: [Record<string, unknown>, number][] = [
      [{ SKU: 'cash-999m' }, 404],
      [{ SKU: 'cash-150k', price: 1 }, 400],
      [{ SKU: 'cash-150k', amount: 1 }, 400],
      [{ SKU: 'cash-150k', cashReward: 1_000_000_000 }, 400],
      [{ SKU: 'cash-150k', username: other.username }, 403],
      [{ SKU: 'cash-150k', bundleType: 'one-time' }, 400],
      [{ SKU: 'cash-150k', userBundleID: 1 }, 400],
      [{ SKU: 'bundle-999', bundleID: 999 }, 404],
      [{ SKU: 'bundle-1', bundleID: 2 }, 400],
      [{ SKU: 'cash-150k', bundleID: 1 }, 400],
      [{ SKU: 'bundle-1', bundleID: 1, bundleType: 'repeatable' }, 400],
      [{ SKU: 'bundle-1', bundleID: 1, userBundleID: 77 }, 400],
      [{ SKU: 'bundle-1', bundleID: 1, loot: [{ carID: 47 }] }, 400],
      [{ SKU: 'bundle-1', bundleID: '1' }, 400],
      [{ SKU: 'bundle-1', bundleID: 1.5 }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await hub.create(me, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().status).toBe('FAIL');
    }
    expect(await hub.sessionsOf(me.userID)).toHaveLength(0);
    // What is stored is the server's price, whatever the shop showed.
    const res = await hub.create(me, { SKU: 'cash-1m' });
    const stored = await server.services.payments.session(res.json().results.sessionID);
    expect(stored).toMatchObject({ amount: 1999, goods: { kind: 'cash', cashReward: 1_000_000 } });
  });

  it('a one-time bundle cannot be bought twice, even through two checkouts paid in turn', async () => {
    const me = await hub.player('h2');
    const body = { SKU: 'bundle-1', bundleID: 1 };
    const first = (await hub.create(me, body)).json().results;
    // The first checkout's hour runs out and a second one is opened; the provider's notice that
    // the first was paid (in its last minute) arrives late, after the second was opened.
    server.clock.advance(3_700_000);
    const second = (await hub.create(me, body)).json().results;
    expect(second.sessionID).not.toBe(first.sessionID);
    expect((await callback(first.sessionID)).statusCode).toBe(200);
    expect((await hub.press(second.sessionID, 'pay')).statusCode).toBe(303);
    const after = await hub.row(me.userID);
    expect(after.money).toBe(50_000);
    expect(after.cars.filter(([id]) => id === 7)).toHaveLength(1);
    expect(after.loot.filter((l) => l.lootID === 2012)).toHaveLength(1);
    const secondTx = (await hub.transaction(me, second.invoiceNum)).json().results.transaction;
    expect(secondTx.rewards).toEqual([]);
    const again = await hub.create(me, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 'FAIL', code: 'BUNDLE_ALREADY_BOUGHT' });
  });

  it('replayed and concurrent completions credit a cash package once', async () => {
    const me = await hub.player('hr');
    const { sessionID, invoiceNum } = (await hub.create(me, { SKU: 'cash-400k' })).json().results;
    const answers = await Promise.all(Array.from({ length: 6 }, () => callback(sessionID)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.json().results.invoiceNum))).toEqual(new Set([invoiceNum]));
    expect((await callback(sessionID)).statusCode).toBe(200);
    expect((await hub.row(me.userID)).money).toBe(400_000);
    expect(await hub.ledgerOf(me.userID, 'cash-purchase')).toHaveLength(1);
    const txs = await hub
      .db()
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.invoiceNum, invoiceNum));
    expect(txs).toHaveLength(1);
    expect((await ledgerSums(hub.db())).get(me.userID)).toBe(400_000);
  });

  it('a checkout grants what it was opened for, whatever the operator changes meanwhile', async () => {
    const offer = {
      SKU: 'cash-snapshot',
      price: 299,
      salePrice: null,
      saleEnds: null,
      cashReward: 70_000,
    };
    await hub
      .db()
      .insert(cashPackages)
      .values(offer)
      .onConflictDoUpdate({ target: cashPackages.SKU, set: offer });
    const me = await hub.player('hs');
    const { sessionID } = (await hub.create(me, { SKU: offer.SKU })).json().results;
    await hub
      .db()
      .update(cashPackages)
      .set({ cashReward: 9_000_000, price: 1 })
      .where(eq(cashPackages.SKU, offer.SKU));
    expect((await hub.press(sessionID, 'pay')).statusCode).toBe(303);
    expect((await hub.row(me.userID)).money).toBe(70_000);
    expect(await hub.ledgerOf(me.userID, 'cash-purchase')).toMatchObject([{ amountCents: 299 }]);
  });

  it('an expired bundle is neither listed nor sold', async () => {
    const row = {
      bundleID: EXPIRED_BUNDLE_ID,
      type: 'repeatable',
      name: 'Last Season Pack',
      description: '',
      price: 299,
      fullPrice: 599,
      themeHexCode: '#445566',
      startStamp: null,
      expiration: now() - 1,
      withGold: false,
      loot: [{ money: 10_000 }],
    };
    await hub
      .db()
      .insert(bundles)
      .values(row)
      .onConflictDoUpdate({ target: bundles.bundleID, set: row });
    const me = await hub.player('hx');
    const shop = await hub.shop(me.token);
    expect(shop.cashHub.bundles.map((b: { bundleID: number }) => b.bundleID)).not.toContain(
      EXPIRED_BUNDLE_ID,
    );
    const res = await hub.create(me, {
      SKU: `bundle-${EXPIRED_BUNDLE_ID}`,
      bundleID: EXPIRED_BUNDLE_ID,
    });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ status: 'FAIL', code: 'BUNDLE_EXPIRED' });
    expect(await hub.sessionsOf(me.userID)).toHaveLength(0);
  });

  it('a racer banned by the operators cannot buy cash or bundles', async () => {
    const me = await hub.player('hb');
    await hub.setUser(me.userID, { racingBanned: true });
    for (const body of [{ SKU: 'cash-50k' }, { SKU: 'bundle-2', bundleID: 2 }]) {
      const res = await hub.create(me, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json()).toMatchObject({ status: 'FAIL', code: 'RECIPIENT_BANNED' });
    }
    expect(await hub.sessionsOf(me.userID)).toHaveLength(0);
  });

  it('nobody but a logged-in buyer opens a cash-hub checkout', async () => {
    const res = await hub.call(null, '/payments/create-session', {
      username: 'x',
      SKU: 'cash-50k',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe('FAIL');
  });
});
