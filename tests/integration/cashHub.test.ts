// The cash hub (SPEC §3 Cash package and Bundle, §7 create-session, §9 dealerships -1 and -2)
// against the real server and database: what the shop lists, and cash packages and bundles bought
// through the sandbox checkout, credited once with a ledger row and shown on the success page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DAY_SECONDS } from '../../src/domain/time';
import { cashHubDriver } from './cashHubHarness';
import { startTestServer, testDatabases, type TestServer } from './harness';

describe.each(testDatabases)('the cash hub on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const hub = cashHubDriver(() => server);
  const now = () => server.clock.nowSeconds();
  const ids = (shop: { dealerships: { dealershipID: number }[] }) =>
    shop.dealerships.map((d) => d.dealershipID);

  it('lists the cash hub as dealership -1, packages by cashReward ascending, no merch tab', async () => {
    const me = await hub.player('hub');
    const shop = await hub.shop(me.token);
    expect(ids(shop)).toContain(-1);
    expect(ids(shop)).not.toContain(-2);
    expect(shop.merchUrl).toBeNull();
    const rewards = shop.cashHub.packages.map((p: { cashReward: number }) => p.cashReward);
    expect(rewards.length).toBeGreaterThan(1);
    expect(rewards).toEqual([...rewards].sort((a, b) => a - b));
    const starter = shop.cashHub.bundles.find((b: { bundleID: number }) => b.bundleID === 1);
    expect(starter).toMatchObject({ SKU: 'bundle-1', type: 'one-time', rejection: null });
    expect(starter.discountPercent % 5).toBe(0);
    expect(starter.items.map((i: { type: string }) => i.type)).toEqual(['car', 'loot', 'money']);
  });

  it('hides the hub, and refuses its checkouts, where paid offers are switched off', async () => {
    const me = await hub.player('hubc');
    await hub.setUser(me.userID, { disabledClassSettings: ['paid_offers'] });
    const shop = await hub.shop(me.token);
    expect(ids(shop)).not.toContain(-1);
    expect(shop.cashHub).toBeNull();
    const res = await hub.create(me, { SKU: 'cash-150k' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 'FAIL', code: 'PAID_OFFERS_DISABLED' });
    expect(await hub.sessionsOf(me.userID)).toHaveLength(0);
  });

  it('a cash package adds its cash once, with a ledger row and the invoice', async () => {
    const me = await hub.player('hubp');
    const before = await hub.row(me.userID);
    const { sessionID, invoiceNum } = await hub.buy(me, { SKU: 'cash-150k' });
    const page = await server.app.inject({ url: `/api/v2/payments/sandbox/checkout/${sessionID}` });
    expect(page.body).toContain('This checkout is closed');
    expect(page.body).toContain('Back to the cash hub');
    const after = await hub.row(me.userID);
    expect(after.money - before.money).toBe(150_000);
    expect(after.purchaseCounts.cash).toBe(1);
    const rows = await hub.ledgerOf(me.userID, 'cash-purchase');
    expect(rows).toMatchObject([{ moneyDelta: 150_000, amountCents: 499, reference: invoiceNum }]);
    const res = await hub.transaction(me, invoiceNum);
    expect(res.statusCode).toBe(200);
    expect(res.json().results.transaction).toMatchObject({
      SKU: 'cash-150k',
      name: '$150,000 Cash',
      amount: 499,
      rewards: [{ type: 'money', value: 150_000 }],
    });
  });

  it('a one-time bundle gives its car, loot and cash once, then reads as owned', async () => {
    const me = await hub.player('hubb');
    const { invoiceNum } = await hub.buy(me, {
      SKU: 'bundle-1',
      bundleID: 1,
      bundleType: 'one-time',
    });
    const after = await hub.row(me.userID);
    expect(after.cars.some(([id, status]) => id === 7 && status === 'owned')).toBe(true);
    expect(after.loot.some((l) => l.lootID === 2012)).toBe(true);
    expect(after.money).toBe(50_000);
    expect(after.purchaseCounts.bundle).toBe(1);
    expect(await hub.ledgerOf(me.userID, 'bundle-purchase')).toMatchObject([
      { moneyDelta: 50_000, amountCents: 499, reference: invoiceNum },
    ]);
    const rewards = (await hub.transaction(me, invoiceNum)).json().results.transaction.rewards;
    expect(rewards).toEqual([
      { type: 'car', carID: 7, name: expect.any(String) },
      { type: 'loot', lootID: 2012, name: expect.any(String) },
      { type: 'money', value: 50_000 },
    ]);
    const shop = await hub.shop(me.token);
    const starter = shop.cashHub.bundles.find((b: { bundleID: number }) => b.bundleID === 1);
    expect(starter.rejection).toBe('already-bought');
  });

  it('Decline sends the player back to the cash hub with nothing credited', async () => {
    const me = await hub.player('hubd');
    const { sessionID } = (await hub.create(me, { SKU: 'cash-50k' })).json().results;
    const declined = await hub.press(sessionID, 'decline');
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe('/shop#cash-hub');
    expect((await hub.row(me.userID)).money).toBe(0);
    expect(await hub.ledgerOf(me.userID, 'cash-purchase')).toHaveLength(0);
  });

  it('a withGold bundle adds a month of Nitro Gold with its items', async () => {
    const me = await hub.player('hubg');
    await hub.buy(me, { SKU: 'bundle-2', bundleID: 2 });
    const after = await hub.row(me.userID);
    expect(after.membership).toBe('gold');
    expect(after.goldUntil).toBe(now() + 30 * DAY_SECONDS);
    expect(after.cars.some(([id]) => id === 10)).toBe(true);
    expect(after.money).toBe(250_000);
  });

  it('lists the merch dealership -2 when a merch store is configured', async () => {
    const merch = await startTestServer(database, {
      MERCH_STORE_URL: 'https://merch.example.com/',
    });
    try {
      const res = await merch.app.inject({ url: '/api/v2/shop' });
      const shop = res.json().results;
      expect(ids(shop)).toEqual(expect.arrayContaining([-1, -2]));
      expect(shop.merchUrl).toBe('https://merch.example.com/');
    } finally {
      await merch.close();
    }
    const bad = await startTestServer(database, { MERCH_STORE_URL: 'javascript:alert(1)' });
    try {
      const shop = (await bad.app.inject({ url: '/api/v2/shop' })).json().results;
      expect(ids(shop)).not.toContain(-2);
      expect(shop.merchUrl).toBeNull();
    } finally {
      await bad.close();
    }
  });
});
