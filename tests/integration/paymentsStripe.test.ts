// The Stripe provider (docs/payments.md) against the real server and database, with Stripe's API
// played by a local HTTP server (STRIPE_API_URL) and webhook events signed with the stripe
// package's own test-header helper: a valid event fulfils once, a bad signature, a stale one and
// an event naming another session are refused or ignored, and a replayed event grants nothing more.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { productBySku } from '../../src/domain/payments/products';
import { findUserById } from '../../src/server/users/userRepo';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { paymentDriver } from './paymentsHarness';
import { startStripeApi, type StripeApi } from './stripeApi';

const WEBHOOK_SECRET = 'whsec_test_nitro';
const stripe = new Stripe('sk_test_nitro');

describe.each(testDatabases)('Nitro Gold payments (Stripe) on $name', (database) => {
  let server: TestServer;
  let api: StripeApi;
  beforeAll(async () => {
    api = await startStripeApi('sk_test_nitro');
    server = await startTestServer(database, {
      STRIPE_SECRET_KEY: 'sk_test_nitro',
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

  const { player, startCheckout } = paymentDriver(() => server);
  const money = async (userID: number) =>
    (await findUserById(server.services.storage.db, userID))!.money;

  let eventCount = 0;
  function completedEvent(
    session: { sessionID: string; providerRef: string; amount: number },
    extra: Record<string, unknown> = {},
  ) {
    eventCount += 1;
    return JSON.stringify({
      id: `evt_test_${eventCount}`,
      object: 'event',
      type: 'checkout.session.completed',
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

  const deliver = (payload: string, header: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v2/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
  const sign = (payload: string, timestamp = server.clock.nowSeconds(), secret = WEBHOOK_SECRET) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

  async function openCheckout() {
    const buyer = await player('stripe');
    const started = await startCheckout(buyer, 'gold-yearly');
    const stored = (await server.services.payments.session(started.sessionID))!;
    return { buyer, started, session: { ...stored, providerRef: stored.providerRef! } };
  }

  it('creates a Checkout Session at the server price and sends the player to it', async () => {
    const { started, session } = await openCheckout();
    expect(started.url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/);
    expect(session).toMatchObject({ provider: 'stripe', status: 'open' });
    expect(session.providerRef).toMatch(/^cs_test_/);
    const form = api.forms.at(-1)!;
    expect(form.get('client_reference_id')).toBe(started.sessionID);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe(
      String(productBySku('gold-yearly')!.price),
    );
    expect(form.get('success_url')).toContain(`/store/success#${started.invoiceNum}`);
  });

  it('a valid event fulfils once; the same event replayed grants nothing more', async () => {
    const { buyer, started, session } = await openCheckout();
    const payload = completedEvent(session);
    const first = await deliver(payload, sign(payload));
    expect(first.statusCode).toBe(200);
    expect(first.json().results).toEqual({ received: true, invoiceNum: started.invoiceNum });
    const reward = productBySku('gold-yearly')!.cashReward;
    expect(await money(buyer.userID)).toBe(reward);
    const replay = await deliver(payload, sign(payload));
    expect(replay.statusCode).toBe(200);
    expect(await money(buyer.userID)).toBe(reward);
    expect((await findUserById(server.services.storage.db, buyer.userID))!.membership).toBe('gold');
  });

  it('refuses a bad signature, another secret, a stale event and a missing header', async () => {
    const { buyer, session } = await openCheckout();
    const payload = completedEvent(session);
    const tampered = payload.replace('"paid"', '"paid" ');
    expect((await deliver(tampered, sign(payload))).statusCode).toBe(400);
    expect((await deliver(payload, sign(payload, undefined, 'whsec_other'))).statusCode).toBe(400);
    const stale = await deliver(payload, sign(payload, server.clock.nowSeconds() - 301));
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ status: 'FAIL', code: 'BAD_SIGNATURE' });
    const bare = await server.app.inject({
      method: 'POST',
      url: '/api/v2/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(bare.statusCode).toBe(400);
    expect(await money(buyer.userID)).toBe(0);
  });

  it('ignores signed events that do not match the stored session', async () => {
    const { buyer, session } = await openCheckout();
    const cases = [
      completedEvent(session, { amount_total: 1 }),
      completedEvent(session, { payment_status: 'unpaid' }),
      completedEvent({ ...session, providerRef: 'cs_test_someone_else' }),
      completedEvent(session, { currency: 'eur' }),
    ];
    for (const payload of cases) {
      const res = await deliver(payload, sign(payload));
      expect(res.statusCode).toBe(200);
      expect(res.json().results.invoiceNum).toBeNull();
    }
    expect(await money(buyer.userID)).toBe(0);
  });

  it('an expired Checkout Session closes ours', async () => {
    const { session } = await openCheckout();
    const payload = completedEvent(session).replace(
      'checkout.session.completed',
      'checkout.session.expired',
    );
    expect((await deliver(payload, sign(payload))).statusCode).toBe(200);
    expect((await server.services.payments.session(session.sessionID))!.status).toBe('declined');
  });
});
