// Attack on the gold sale (issue 15): a scripted client that skips the store cannot name its own
// price. create-session refuses a body carrying price, salePrice or saleEnds (strict contract, the
// SPEC §8 FAIL format, nothing stored), and outside a sale window the checkout is stored at the
// catalogue price whatever the client read or sends; products never show a lapsed sale's price.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GOLD_SALES } from '../../../src/domain/payments/goldSales';
import { productBySku } from '../../../src/domain/payments/products';
import { paymentSessions } from '../../../src/server/db/schema';
import { startTestServer, testDatabases, type TestServer } from '../harness';
import { paymentDriver } from '../paymentsHarness';

describe.each(testDatabases)('attack: forged gold sale prices on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const { call, player } = paymentDriver(() => server);

  it('refuses client-sent prices and charges the catalogue price outside a sale', async () => {
    // The run's clock is past every defined sale (the XMaxx Sale ended in 2022).
    const now = server.clock.nowSeconds();
    expect(GOLD_SALES.every((sale) => sale.endStamp <= now)).toBe(true);
    const me = await player('forge');
    for (const forged of [{ price: 1 }, { salePrice: 1 }, { saleEnds: now + 999, salePrice: 1 }]) {
      const res = await call(me.token, '/payments/create-session', {
        username: me.username,
        SKU: 'gold-yearly',
        ...forged,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('FAIL');
    }
    const db = server.services.storage.db;
    expect(
      await db.select().from(paymentSessions).where(eq(paymentSessions.buyerID, me.userID)),
    ).toHaveLength(0);

    const products = await call(me.token, '/payments/products', {
      username: me.username,
      type: 'upgrade',
    });
    expect(products.statusCode).toBe(200);
    const listed = products.json().results.products as { salePrice: number | null }[];
    expect(listed.every((p) => p.salePrice === null)).toBe(true);

    const opened = await call(me.token, '/payments/create-session', {
      username: me.username,
      SKU: 'gold-yearly',
    });
    expect(opened.statusCode).toBe(200);
    const [session] = await db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.buyerID, me.userID));
    expect(session!.amount).toBe(productBySku('gold-yearly')!.price);
  });
});
