// Attack: a racer banned by the operators cannot be given gold (paymentsCheckout.test.ts), nor buy
// from the cash hub (cashHub.test.ts); a script that skips the store tries the door left: buying
// gold for their own account, which would hand them the same perks (cash sending, double race
// cash). Passes only while the attack is refused and opens nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { paymentSessions, users } from '../../../src/server/db/schema';
import { startTestServer, testDatabases, type TestServer } from '../harness';
import { paymentDriver } from '../paymentsHarness';

describe.each(testDatabases)('attack: gold for a banned racer on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const { call, player } = paymentDriver(() => server);
  const db = () => server.services.storage.db;

  it('a banned racer cannot buy Nitro Gold for their own account', async () => {
    const banned = await player('gbs');
    await db().update(users).set({ racingBanned: true }).where(eq(users.userID, banned.userID));
    for (const SKU of ['gold-monthly', 'gold-yearly', 'gold-lifetime']) {
      const res = await call(banned.token, '/payments/create-session', {
        username: banned.username,
        SKU,
      });
      expect(res.statusCode, SKU).toBe(403);
      expect(res.json()).toMatchObject({ status: 'FAIL', code: 'RECIPIENT_BANNED' });
    }
    const sessions = await db()
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.buyerID, banned.userID));
    expect(sessions).toHaveLength(0);
    // A racer in good standing still can.
    const fine = await player('gbf');
    const ok = await call(fine.token, '/payments/create-session', {
      username: fine.username,
      SKU: 'gold-monthly',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
