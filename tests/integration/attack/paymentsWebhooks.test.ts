// Attack (issue 15): Stripe webhooks as an attacker would send them, each signed with the stripe
// package's own test-header helper: replayed, in parallel with the success page's reads, out of
// order, naming another player's session, at another price, for a sandbox session; a checkout that
// outlives ours; and the ledger still balancing after all of it.
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { productBySku } from '../../../src/domain/payments/products';
import {
  ledger,
  notifications,
  paymentSessions,
  paymentTransactions,
} from '../../../src/server/db/schema';
import { ledgerSums } from '../../../src/server/payments/ledger';
import { findUserById } from '../../../src/server/users/userRepo';
import { startTestServer, testDatabases, type TestServer } from '../harness';
import { paymentDriver, type Player } from '../paymentsHarness';
import { startStripeApi, type StripeApi } from '../stripeApi';

const WEBHOOK_SECRET = 'whsec_attack';
const stripe = new Stripe('sk_test_attack');

describe.each(testDatabases)('attack: Stripe webhooks on $name', (database) => {
  let server: TestServer;
  let api: StripeApi;
  beforeAll(async () => {
    api = await startStripeApi('sk_test_attack', 'cs_attack');
    server = await startTestServer(database, {
      STRIPE_SECRET_KEY: 'sk_test_attack',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: api.url,
    });
    // Stripe's checks of expires_at read the same clock as the server that sets it.
    api.now = () => server.clock.nowSeconds();
  });
  afterAll(async () => {
    await server?.close();
    await api?.close();
  });

  const { player, startCheckout, transaction } = paymentDriver(() => server);
  const db = () => server.services.storage.db;
  const row = async (userID: number) => (await findUserById(db(), userID))!;

  let events = 0;
  type Stored = { sessionID: string; providerRef: string; amount: number };
  function event(type: string, session: Stored, extra: Record<string, unknown> = {}) {
    events += 1;
    return JSON.stringify({
      id: `evt_attack_${events}`,
      object: 'event',
      type,
      data: {
        object: {
          id: session.providerRef,
          object: 'checkout.session',
          client_reference_id: session.sessionID,
          payment_status: 'paid',
          amount_total: session.amount,
          currency: 'usd',
          ...extra,
        },
      },
    });
  }
  const completed = (session: Stored, extra?: Record<string, unknown>) =>
    event('checkout.session.completed', session, extra);
  const deliver = (payload: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v2/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
          timestamp: server.clock.nowSeconds(),
        }),
      },
      payload,
    });

  const players: Player[] = [];
  async function checkout(SKU = 'gold-yearly', buyer?: Player, username?: string) {
    const who = buyer ?? (await player('wh'));
    players.push(who);
    const started = await startCheckout(who, SKU, username ?? who.username);
    const stored = (await server.services.payments.session(started.sessionID))!;
    return { buyer: who, started, stored: { ...stored, providerRef: stored.providerRef! } };
  }
  const grantsOf = async (invoiceNum: string) =>
    db().select().from(ledger).where(eq(ledger.reference, invoiceNum));

  it('a replayed event, delivered alongside success-page reads, grants exactly once', async () => {
    const { buyer, started, stored } = await checkout('gold-yearly');
    const payload = completed(stored);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => deliver(payload)),
      ...Array.from({ length: 4 }, () => transaction(buyer, started.invoiceNum)),
      deliver(event('checkout.session.async_payment_succeeded', stored)),
    ]);
    for (const a of answers) {
      expect([200, 409], a.body).toContain(a.statusCode);
      if (a.statusCode === 409) expect(a.json().code).toBe('PAYMENT_PENDING');
    }
    const yearly = productBySku('gold-yearly')!;
    const after = await row(buyer.userID);
    expect(after).toMatchObject({ membership: 'gold', money: yearly.cashReward });
    expect(after.purchaseCounts.gold).toBe(1);
    expect(await grantsOf(started.invoiceNum)).toHaveLength(1);
    const txs = await db()
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.invoiceNum, started.invoiceNum));
    expect(txs).toHaveLength(1);
    const notices = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userID, buyer.userID), eq(notifications.type, 'purchase')));
    expect(notices).toHaveLength(1);
  });

  it('out of order: an expiry after the payment keeps it paid; a failure before closes it', async () => {
    const paid = await checkout('gold-monthly');
    await deliver(completed(paid.stored));
    await deliver(event('checkout.session.expired', paid.stored));
    await deliver(event('checkout.session.async_payment_failed', paid.stored));
    expect((await server.services.payments.session(paid.stored.sessionID))!.status).toBe('paid');
    expect((await row(paid.buyer.userID)).membership).toBe('gold');

    const failed = await checkout('gold-monthly');
    await deliver(completed(failed.stored, { payment_status: 'unpaid' }));
    await deliver(event('checkout.session.async_payment_failed', failed.stored));
    const late = await deliver(event('checkout.session.async_payment_succeeded', failed.stored));
    expect(late.json().results.invoiceNum).toBeNull();
    expect((await row(failed.buyer.userID)).membership).toBe('basic');
  });

  it("an event naming another player's session, or a cheaper price, grants nobody", async () => {
    const victim = await checkout('gold-lifetime');
    const attacker = await checkout('gold-monthly');
    const cases = [
      // The attacker's own paid Stripe session, pointed at the victim's lifetime checkout.
      completed({ ...victim.stored, providerRef: attacker.stored.providerRef }),
      completed({ ...attacker.stored, sessionID: victim.stored.sessionID }),
      // The victim's checkout, at the price of the attacker's month.
      completed(victim.stored, { amount_total: attacker.stored.amount }),
      completed(victim.stored, { amount_total: victim.stored.amount * 100, currency: 'jpy' }),
      completed(victim.stored, { client_reference_id: null }),
    ];
    for (const payload of cases) {
      const res = await deliver(payload);
      expect(res.statusCode).toBe(200);
      expect(res.json().results.invoiceNum).toBeNull();
    }
    for (const who of [victim.buyer, attacker.buyer]) {
      expect(await row(who.userID)).toMatchObject({ membership: 'basic', money: 0 });
    }
  });

  it('a Stripe event cannot pay a sandbox session, nor the sandbox callback a Stripe one', async () => {
    const { buyer, stored } = await checkout('gold-monthly');
    await db()
      .update(paymentSessions)
      .set({ provider: 'sandbox' })
      .where(eq(paymentSessions.sessionID, stored.sessionID));
    expect((await deliver(completed(stored))).json().results.invoiceNum).toBeNull();
    const other = await checkout('gold-monthly');
    const signed = server.services.sandboxSigner.callback(
      other.stored.sessionID,
      'paid',
      server.clock.nowSeconds(),
    );
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v2/payments/sandbox/callback',
      payload: signed,
    });
    expect(res.statusCode).toBe(404);
    for (const who of [buyer, other.buyer]) {
      expect((await row(who.userID)).membership).toBe('basic');
    }
  });

  it('the same checkout asked for again is the same Stripe session while Stripe holds it open', async () => {
    const { buyer, started, stored } = await checkout('gold-yearly');
    expect(await startCheckout(buyer, 'gold-yearly')).toEqual(started);
    // Paid at Stripe, its webhook not here yet: a new checkout, not the closed page.
    api.created.get(stored.providerRef)!.status = 'complete';
    const next = await startCheckout(buyer, 'gold-yearly');
    expect(next.sessionID).not.toBe(started.sessionID);
    expect(next.url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\//);
  });

  it('a Stripe checkout stops taking payment when ours expires', async () => {
    const { stored } = await checkout('gold-monthly');
    const ours = (await server.services.payments.session(stored.sessionID))!;
    const form = api.created.get(stored.providerRef)!.form;
    expect(form.get('expires_at')).toBe(String(ours.expiresStamp));
  });

  it('malformed bodies, signed or not, get a 4xx FAIL envelope and change nothing', async () => {
    const { buyer } = await checkout('gold-monthly');
    const raw = (payload: string, headers: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v2/payments/stripe/webhook',
        headers,
        payload,
      });
    const signature = (payload: string) =>
      stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
        timestamp: server.clock.nowSeconds(),
      });
    const bodies = [
      '',
      'not json',
      '[]',
      'null',
      '{"type":5}',
      '{"type":"checkout.session.completed"}',
    ];
    const answers = [];
    for (const payload of bodies) {
      answers.push(await raw(payload, { 'content-type': 'application/json' }));
      answers.push(
        await raw(payload, { 'content-type': 'application/json', 'stripe-signature': 'v1=abc' }),
      );
      answers.push(await raw(payload, { 'content-type': 'text/plain', 'stripe-signature': 'x' }));
    }
    for (const a of answers) {
      expect(a.statusCode, a.body).toBeGreaterThanOrEqual(400);
      expect(a.statusCode, a.body).toBeLessThan(500);
      expect(a.json().status).toBe('FAIL');
    }
    // Signed by the webhook secret yet not a Checkout event Stripe would send: acknowledged, ignored.
    for (const payload of bodies.slice(2)) {
      const res = await raw(payload, {
        'content-type': 'application/json',
        'stripe-signature': signature(payload),
      });
      expect(res.statusCode, `${payload}: ${res.body}`).toBeLessThan(500);
    }
    expect(await row(buyer.userID)).toMatchObject({ membership: 'basic', money: 0 });
  });

  it('after all of the above every balance is the sum of its ledger rows', async () => {
    const sums = await ledgerSums(db());
    expect(players.length).toBeGreaterThan(5);
    for (const p of players) {
      expect(sums.get(p.userID) ?? 0, p.username).toBe((await row(p.userID)).money);
    }
    // One grant row per paid invoice, none for the rest.
    const paid = await db().select().from(paymentTransactions);
    const grants = await db().select().from(ledger);
    for (const t of paid) {
      expect(grants.filter((g) => g.reference === t.invoiceNum && g.moneyDelta > 0)).toHaveLength(
        1,
      );
    }
    expect(grants.filter((g) => g.moneyDelta > 0)).toHaveLength(paid.length);
  });
});
