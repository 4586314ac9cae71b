// SPEC §7 payments: products, create-session, transaction/{id}; the sandbox provider's checkout
// page and signed callback; Stripe's webhook. See docs/payments.md.
import type { FastifyInstance } from 'fastify';

import { paymentEndpoints as api } from '../../domain/contracts/paymentEndpoints';
import { AppError, badRequest, notFound } from '../http/errors';
import { route } from '../http/route';
import { ok, requireAuth } from '../http/session';
import { checkoutClosedPage, checkoutPage } from '../payments/checkoutPage';
import { CASH_HUB_PATH } from '../payments/provider';
import { handleStripeEvent } from '../payments/stripeEvents';
import { verifyStripeEvent } from '../payments/stripeProvider';

export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const { payments, sandboxSigner, stripe, clock, config } = app.services;
  const siteUrl = app.site.id === 'math' ? config.mathUrl : config.typingUrl;

  route(app, api.products, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    return ok(await payments.products(user.userID, body));
  });

  route(app, api.createSession, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    return ok(await payments.createSession(user.userID, body, siteUrl));
  });

  route(app, api.transaction, async ({ params, body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    return ok(await payments.transaction(user.userID, body.userID, params.id));
  });

  route(app, api.sandboxCheckout, async ({ params }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
    const found = await payments.payableSandboxSession(params.sessionID);
    if (!found) throw notFound('There is no such checkout.');
    const page = found.open
      ? checkoutPage({
          sessionID: found.session.sessionID,
          productName: found.productName,
          amount: found.session.amount,
          recipient: found.recipient && (found.recipient.displayName || found.recipient.username),
          gift: found.gift,
        })
      : checkoutClosedPage(found.session.goods !== null);
    return reply.type('text/html; charset=utf-8').send(page);
  });

  route(app, api.sandboxCallback, async ({ body }) => {
    if (!sandboxSigner.verify(body, clock.nowSeconds())) {
      throw new AppError(401, 'BAD_SIGNATURE', 'That callback is not signed by the provider.');
    }
    const session = await payments.session(body.sessionID);
    if (!session || session.provider !== 'sandbox') throw notFound('There is no such checkout.');
    if (body.outcome === 'declined') {
      await payments.decline(body.sessionID);
      return ok({ received: true, invoiceNum: null });
    }
    const done = await payments.fulfil(body.sessionID);
    if (!done) throw new AppError(409, 'SESSION_CLOSED', 'That checkout was declined.');
    return ok({ received: true, invoiceNum: done.invoiceNum });
  });

  // The checkout page's form posts form-encoded fields: a parser for this route only.
  await app.register(async (scoped) => {
    scoped.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    /**
     * The checkout's Pay / Decline: the sandbox completes the session as a provider would and
     * notifies us through the signed callback route, then sends the player back to the store.
     */
    route(scoped, api.sandboxPay, async ({ params, body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      const found = await payments.payableSandboxSession(params.sessionID);
      if (!found) throw notFound('There is no such checkout.');
      if (!found.open) {
        return reply
          .type('text/html; charset=utf-8')
          .send(checkoutClosedPage(found.session.goods !== null));
      }
      const outcome = body.outcome === 'pay' ? 'paid' : 'declined';
      const callback = sandboxSigner.callback(params.sessionID, outcome, clock.nowSeconds());
      const answer = await app.inject({
        method: 'POST',
        url: '/api/v2/payments/sandbox/callback',
        payload: callback,
      });
      // A cash-hub order goes back to the shop's cash hub, gold to the gold store.
      const back = (why: string) => (found.session.goods ? CASH_HUB_PATH : `/store/gold#${why}`);
      if (answer.statusCode !== 200) return reply.redirect(back('payment-failed'), 303);
      return reply.redirect(
        outcome === 'paid' ? `/store/success#${found.session.invoiceNum}` : back('declined'),
        303,
      );
    });
  });

  await app.register(async (scoped) => {
    // Stripe signs the exact bytes it sent: the webhook reads them unparsed.
    scoped.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );

    route(scoped, api.stripeWebhook, async (_input, request) => {
      if (!stripe) throw notFound('Stripe is not configured on this server.');
      const signature = request.headers['stripe-signature'];
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
        throw badRequest('A Stripe event and its signature are required.');
      }
      const event = verifyStripeEvent(
        stripe.client,
        stripe.webhookSecret,
        request.body,
        signature,
        clock.now(),
      );
      if (!event) throw new AppError(400, 'BAD_SIGNATURE', 'That event is not signed by Stripe.');
      return ok(await handleStripeEvent(payments, event));
    });
  });
}
