// Attack: the edges of the cash hub a scripted client can reach: bundle ids past the database's
// integer column or below one, and the shop's `date` query moving the hub to a day when a sale
// ran or an unreleased bundle was on. Each passes only while the attack fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bundles, cashPackages } from '../../../src/server/db/schema';
import { cashHubDriver } from '../cashHubHarness';
import { startTestServer, testDatabases, type TestServer } from '../harness';

describe.each(testDatabases)('attack: cash-hub body edges on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const hub = cashHubDriver(() => server);

  it('a bundle id past the integer column, or below one, is a 4xx FAIL, never a 5xx', async () => {
    const me = await hub.player('hx');
    const cases: Record<string, unknown>[] = [
      { SKU: 'bundle-2147483648', bundleID: 2_147_483_648 },
      { SKU: 'bundle-9007199254740991', bundleID: Number.MAX_SAFE_INTEGER },
      { SKU: 'bundle--2147483649', bundleID: -2_147_483_649 },
      { SKU: 'bundle--1', bundleID: -1 },
      { SKU: 'bundle-0', bundleID: 0 },
    ];
    for (const body of cases) {
      const res = await hub.create(me, body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(res.json().status).toBe('FAIL');
    }
    expect(await hub.sessionsOf(me.userID)).toHaveLength(0);
  });

  const DAY = 86_400;
  const ymd = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
  const shopOn = async (token: string, date: string) => {
    const res = await server.app.inject({
      url: `/api/v2/shop?date=${date}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results.cashHub;
  };

  it('the shop date never shows a real-money price or bundle the checkout would not honour', async () => {
    const now = server.clock.nowSeconds();
    const ended = {
      SKU: 'cash-ended',
      price: 999,
      salePrice: 99,
      saleEnds: now - DAY,
      cashReward: 5,
    };
    await hub
      .db()
      .insert(cashPackages)
      .values(ended)
      .onConflictDoUpdate({ target: cashPackages.SKU, set: ended });
    const unreleased = {
      bundleID: 900_101,
      type: 'repeatable',
      name: 'Next Year Pack',
      description: '',
      price: 299,
      fullPrice: 599,
      themeHexCode: '#445566',
      startStamp: now + 30 * DAY,
      expiration: null,
      withGold: false,
      loot: [{ money: 10_000 }],
    };
    await hub
      .db()
      .insert(bundles)
      .values(unreleased)
      .onConflictDoUpdate({ target: bundles.bundleID, set: unreleased });
    const me = await hub.player('hd');

    const past = await shopOn(me.token, ymd(now - 3 * DAY));
    const shown = past.packages.find((p: { SKU: string }) => p.SKU === ended.SKU);
    const opened = await hub.create(me, { SKU: ended.SKU });
    expect(opened.statusCode, opened.body).toBe(200);
    const stored = await server.services.payments.session(opened.json().results.sessionID);
    expect(shown.chargedPrice).toBe(stored!.amount);
    expect(shown.onSale).toBe(false);

    const future = await shopOn(me.token, ymd(now + 60 * DAY));
    expect(future.bundles.map((b: { bundleID: number }) => b.bundleID)).not.toContain(
      unreleased.bundleID,
    );
    const refused = await hub.create(me, { SKU: 'bundle-900101', bundleID: 900_101 });
    expect(refused.statusCode).toBe(404);
  });

  it('a one-time bundle opened again late in its checkout hour is the same checkout: one charge', async () => {
    const me = await hub.player('ht');
    const body = { SKU: 'bundle-1', bundleID: 1 };
    const first = (await hub.create(me, body)).json().results;
    // The second tab, late in the first checkout's hour, also both at once.
    server.clock.advance(3_100_000);
    const tabs = await Promise.all([hub.create(me, body), hub.create(me, body)]);
    for (const tab of tabs) expect(tab.json().results.sessionID).toBe(first.sessionID);
    expect(await hub.sessionsOf(me.userID)).toHaveLength(1);
    expect((await hub.press(first.sessionID, 'pay')).statusCode).toBe(303);
    const again = await hub.create(me, body);
    expect(again.json()).toMatchObject({ status: 'FAIL', code: 'BUNDLE_ALREADY_BOUGHT' });
    // Once that checkout has expired unpaid, a new one opens.
    const other = await hub.player('hu');
    const stale = (await hub.create(other, body)).json().results;
    server.clock.advance(3_700_000);
    const fresh = (await hub.create(other, body)).json().results;
    expect(fresh.sessionID).not.toBe(stale.sessionID);
  });
});
