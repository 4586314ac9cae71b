// Drivers for the cash hub tests: the shop as a player reads it, and a cash-hub checkout paid
// through the sandbox, on top of the payment drivers.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';

import { ledger, paymentSessions, users } from '../../src/server/db/schema';
import { findUserById } from '../../src/server/users/userRepo';
import type { TestServer } from './harness';
import { paymentDriver, type Player } from './paymentsHarness';

export function cashHubDriver(server: () => TestServer) {
  const payments = paymentDriver(server);
  const db = () => server().services.storage.db;

  const shop = async (token: string | null) => {
    const res = await server().app.inject({
      url: '/api/v2/shop',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results;
  };

  const create = (buyer: Player, body: Record<string, unknown>) =>
    payments.call(buyer.token, '/payments/create-session', { username: buyer.username, ...body });

  /** Opens a checkout for `body` and presses Pay; the invoice. */
  async function buy(buyer: Player, body: Record<string, unknown>) {
    const res = await create(buyer, body);
    expect(res.statusCode, res.body).toBe(200);
    const { sessionID, invoiceNum } = res.json().results;
    const paid = await payments.press(sessionID, 'pay');
    expect(paid.headers.location).toBe(`/store/success#${invoiceNum}`);
    return { sessionID: sessionID as string, invoiceNum: invoiceNum as string };
  }

  const row = async (userID: number) => (await findUserById(db(), userID))!;
  const ledgerOf = (userID: number, kind: string) =>
    db()
      .select()
      .from(ledger)
      .where(and(eq(ledger.userID, userID), eq(ledger.kind, kind)));
  const sessionsOf = (userID: number) =>
    db().select().from(paymentSessions).where(eq(paymentSessions.buyerID, userID));
  const setUser = (userID: number, values: Partial<typeof users.$inferInsert>) =>
    db().update(users).set(values).where(eq(users.userID, userID));

  return { ...payments, shop, create, buy, row, ledgerOf, sessionsOf, setUser, db };
}
