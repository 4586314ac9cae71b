// SPEC §7 Rewards, loot, payments: the Nitro Gold products, a checkout session with the card
// payment provider, and the paid transaction with its rewards. The sandbox checkout (the default
// provider) and the providers' callbacks are served here too: a real page on this server, and the
// signed notifications that complete a payment (src/server/payments, docs/payments.md).
import { PRODUCT_KINDS } from '../payments/products';
import { z } from '../zodMini';
import { defineContract } from './contract';
import { text } from './text';

const username = text().check(z.trim(), z.minLength(1), z.maxLength(40));
/** A row id as the database stores it (a 32-bit integer column): a larger one is a 400, not a 5xx. */
const rowID = () => z.int().check(z.positive(), z.lte(2_147_483_647));
const id = (max: number) => text().check(z.minLength(1), z.maxLength(max), z.regex(/^[\w-]+$/));

export const productsBody = z.strictObject({
  /** Whom the gold is for: yourself for an upgrade, a friend's username for a gift. */
  username,
  type: z._default(z.enum(PRODUCT_KINDS), 'upgrade'),
});
export type ProductsBody = z.infer<typeof productsBody>;

export const createSessionBody = z.strictObject({
  username,
  SKU: id(40),
  // SPEC §7 sends these for cash bundles, which are sold elsewhere; gold refuses a set one.
  userBundleID: z.optional(z.nullable(rowID())),
  purchaseMethod: z.optional(z.nullable(text().check(z.maxLength(20)))),
  bundleID: z.optional(z.nullable(rowID())),
  bundleType: z.optional(z.nullable(text().check(z.maxLength(20)))),
});
export type CreateSessionBody = z.infer<typeof createSessionBody>;

export const transactionParams = z.strictObject({ id: id(40) });
export const transactionBody = z.strictObject({
  userID: z.int().check(z.positive(), z.lte(2_147_483_647)),
});

export const sandboxSessionParams = z.strictObject({ sessionID: id(64) });
export const sandboxPayBody = z.strictObject({ outcome: z.enum(['pay', 'decline']) });

/** What the sandbox "provider" posts back, signed with the HMAC secret (PAYMENTS_SANDBOX_SECRET). */
export const sandboxCallbackBody = z.strictObject({
  sessionID: id(64),
  outcome: z.enum(['paid', 'declined']),
  stamp: z.int().check(z.positive()),
  signature: text().check(z.regex(/^[0-9a-f]{64}$/)),
});
export type SandboxCallbackBody = z.infer<typeof sandboxCallbackBody>;

export const paymentEndpoints = {
  products: defineContract({
    method: 'POST',
    path: '/payments/products',
    auth: 'required',
    body: productsBody,
    response: () => import('./paymentResponses').then((r) => r.products),
  }),
  createSession: defineContract({
    method: 'POST',
    path: '/payments/create-session',
    auth: 'required',
    body: createSessionBody,
    response: () => import('./paymentResponses').then((r) => r.createSession),
  }),
  /** A paid purchase by its invoice number; only its buyer may read it. */
  transaction: defineContract({
    method: 'POST',
    path: '/payments/transaction/:id',
    auth: 'required',
    params: transactionParams,
    body: transactionBody,
    response: () => import('./paymentResponses').then((r) => r.transaction),
  }),
  /** The sandbox provider's checkout page (HTML, outside the envelope). */
  sandboxCheckout: defineContract({
    method: 'GET',
    path: '/payments/sandbox/checkout/:sessionID',
    auth: 'none',
    params: sandboxSessionParams,
    response: null,
  }),
  /** The checkout page's Pay / Decline form (form-encoded); answers with a redirect. */
  sandboxPay: defineContract({
    method: 'POST',
    path: '/payments/sandbox/checkout/:sessionID',
    auth: 'none',
    params: sandboxSessionParams,
    body: sandboxPayBody,
    response: null,
  }),
  /** The sandbox provider's signed notification that a session was paid or declined. */
  sandboxCallback: defineContract({
    method: 'POST',
    path: '/payments/sandbox/callback',
    auth: 'none',
    body: sandboxCallbackBody,
    response: () => import('./paymentResponses').then((r) => r.callback),
  }),
  /** Stripe's webhook: the raw body, checked with the Stripe-Signature header. */
  stripeWebhook: defineContract({
    method: 'POST',
    path: '/payments/stripe/webhook',
    auth: 'none',
    response: () => import('./paymentResponses').then((r) => r.callback),
  }),
};
