// Stripe Checkout through the official `stripe` package: a Checkout Session per purchase (our
// session id as client_reference_id), and a webhook whose events are verified with the package's
// own signature check (stripe.webhooks.constructEvent) before anything is fulfilled.
import Stripe from 'stripe';

import { CASH_HUB_PATH, cancelPath, successPath, type PaymentProvider } from './provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API host (stripe-mock, tests): http(s)://host:port. */
  apiUrl?: string;
}

/** Stripe's own default tolerance for a signed event's age. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

export function createStripeClient(settings: StripeSettings): Stripe {
  if (!settings.apiUrl) return new Stripe(settings.secretKey);
  const url = new URL(settings.apiUrl);
  return new Stripe(settings.secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  });
}

export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckout(request) {
      const { sessionID, invoiceNum, product, amount, currency, siteUrl, expiresStamp } = request;
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: sessionID,
        // Stripe would otherwise take payment for 24 hours, long after our session has expired.
        expires_at: expiresStamp,
        metadata: { sessionID, invoiceNum, SKU: product.SKU },
        line_items: [
          {
            quantity: 1,
            price_data: { currency, unit_amount: amount, product_data: { name: product.name } },
          },
        ],
        success_url: `${siteUrl}${successPath(invoiceNum)}`,
        cancel_url: `${siteUrl}${product.SKU.startsWith('gold-') ? cancelPath : CASH_HUB_PATH}`,
      });
      if (!session.url) throw new Error('Stripe returned a session without a checkout URL');
      return { url: session.url, providerRef: session.id };
    },
    async resumeCheckout({ providerRef }) {
      if (!providerRef) return null;
      const session = await stripe.checkout.sessions.retrieve(providerRef);
      return session.status === 'open' ? session.url : null;
    },
  };
}

/** A verified event, or null when the signature (or its age) does not hold. */
export function verifyStripeEvent(
  stripe: Stripe,
  webhookSecret: string,
  payload: Buffer | string,
  signature: string,
  /** Epoch milliseconds (what the package's receivedAt takes). */
  nowMs: number,
): Stripe.Event | null {
  try {
    return stripe.webhooks.constructEvent(
      payload,
      signature,
      webhookSecret,
      STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      nowMs,
    );
  } catch {
    return null;
  }
}
