// Attack (issue 15): the sandbox provider's signed callback as a scripted client sends it: a
// signature lifted from another checkout, a changed stamp, one from the future, a checkout past its
// hour, Pay, Decline and callbacks racing each other and the success page; and after all of it every
// balance is still the sum of its ledger rows.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { productBySku } from '../../../src/domain/payments/products';
import { ledger, paymentSessions, paymentTransactions } from '../../../src/server/db/schema';
import { ledgerSums } from '../../../src/server/payments/ledger';
import { SANDBOX_CALLBACK_WINDOW_SECONDS } from '../../../src/server/payments/sandboxProvider';
import { findUserById } from '../../../src/server/users/userRepo';
import { startTestServer, testDatabases, type TestServer } from '../harness';
import { paymentDriver, type Player } from '../paymentsHarness';

describe.each(testDatabases)('attack: sandbox callbacks on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const { player, startCheckout, press, transaction } = paymentDriver(() => server);
  const db = () => server.services.storage.db;
  const row = async (userID: number) => (await findUserById(db(), userID))!;
  const now = () => server.clock.nowSeconds();
  const players: Player[] = [];
  const buyer = async () => {
    const p = await player('cb');
    players.push(p);
    return p;
  };
  const callback = (body: unknown) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v2/payments/sandbox/callback',
      payload: body as object,
    });
  const sign = (sessionID: string, outcome: 'paid' | 'declined' = 'paid', stamp = now()) =>
    server.services.sandboxSigner.callback(sessionID, outcome, stamp);
  const grants = async (invoiceNum: string) =>
    (await db().select().from(ledger).where(eq(ledger.reference, invoiceNum))).length;

  it("refuses another checkout's signature, a moved stamp and one from the future", async () => {
    const victim = await buyer();
    const attacker = await buyer();
    const theirs = await startCheckout(victim, 'gold-lifetime');
    const mine = await startCheckout(attacker, 'gold-monthly');
    // A genuine signature for the attacker's cheap checkout, pasted onto the victim's lifetime one.
    const lifted = { ...sign(mine.sessionID), sessionID: theirs.sessionID };
    const moved = { ...sign(theirs.sessionID, 'paid', now() - 400), stamp: now() };
    const future = sign(theirs.sessionID, 'paid', now() + SANDBOX_CALLBACK_WINDOW_SECONDS + 1);
    const upper = {
      ...sign(theirs.sessionID),
      signature: sign(theirs.sessionID).signature.toUpperCase(),
    };
    for (const body of [lifted, moved, future]) {
      const res = await callback(body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 'FAIL', code: 'BAD_SIGNATURE' });
    }
    expect((await callback(upper)).statusCode).toBe(400);
    // A genuine callback for a checkout that does not exist.
    expect((await callback(sign('no-such-checkout'))).statusCode).toBe(404);
    for (const p of [victim, attacker]) {
      expect(await row(p.userID)).toMatchObject({ membership: 'basic', money: 0 });
    }
  });

  it('a checkout past its hour cannot be paid', async () => {
    const me = await buyer();
    const { sessionID, invoiceNum } = await startCheckout(me, 'gold-yearly');
    await db()
      .update(paymentSessions)
      .set({ expiresStamp: now() - 1 })
      .where(eq(paymentSessions.sessionID, sessionID));
    const page = await server.app.inject({ url: `/api/v2/payments/sandbox/checkout/${sessionID}` });
    expect(page.body).toContain('This checkout is closed');
    const paid = await press(sessionID, 'pay');
    expect(paid.body).toContain('This checkout is closed');
    expect(await row(me.userID)).toMatchObject({ membership: 'basic', money: 0 });
    expect(await grants(invoiceNum)).toBe(0);
    // And it is not handed out again: asking anew opens a fresh checkout.
    const next = await startCheckout(me, 'gold-yearly');
    expect(next.sessionID).not.toBe(sessionID);
  });

  it('Pay, Decline, callbacks and success-page reads racing end in one outcome', async () => {
    for (let round = 0; round < 3; round += 1) {
      const me = await buyer();
      const { sessionID, invoiceNum } = await startCheckout(me, 'gold-monthly');
      const answers = await Promise.all([
        press(sessionID, 'pay'),
        callback(sign(sessionID)),
        press(sessionID, 'decline'),
        callback(sign(sessionID, 'declined')),
        press(sessionID, 'pay'),
        callback(sign(sessionID)),
        transaction(me, invoiceNum),
        transaction(me, invoiceNum),
      ]);
      for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
      const status = (await server.services.payments.session(sessionID))!.status;
      const after = await row(me.userID);
      const txs = await db()
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.invoiceNum, invoiceNum));
      if (status === 'paid') {
        expect(after.money).toBe(productBySku('gold-monthly')!.cashReward);
        expect(after.membership).toBe('gold');
        expect(txs).toHaveLength(1);
        expect(await grants(invoiceNum)).toBe(1);
      } else {
        expect(status).toBe('declined');
        expect(after).toMatchObject({ membership: 'basic', money: 0 });
        expect(txs).toHaveLength(0);
        expect(await grants(invoiceNum)).toBe(0);
      }
      // Whatever won, a late genuine callback of the other outcome changes nothing.
      await callback(sign(sessionID, status === 'paid' ? 'declined' : 'paid'));
      expect((await server.services.payments.session(sessionID))!.status).toBe(status);
      expect((await row(me.userID)).money).toBe(after.money);
    }
  });

  it('after all of the above every balance is the sum of its ledger rows', async () => {
    const sums = await ledgerSums(db());
    expect(players.length).toBeGreaterThan(4);
    for (const p of players) {
      expect(sums.get(p.userID) ?? 0, p.username).toBe((await row(p.userID)).money);
    }
  });
});
