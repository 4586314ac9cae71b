// One interface for card payment providers (docs/payments.md). A provider turns a checkout
// session of ours into a page where the player pays, and later tells us, by a signed message
// (the sandbox's HMAC callback, Stripe's webhook), that the session was paid or declined.
import type { CheckoutProduct } from '../../domain/payments/products';

export interface CheckoutRequest {
  /** Our session id: the provider hands it back in its notification. */
  sessionID: string;
  invoiceNum: string;
  product: CheckoutProduct;
  /** Cents. */
  amount: number;
  currency: string;
  /** Epoch seconds our session stops being payable: the provider's page closes then too. */
  expiresStamp: number;
  /** The site the player buys on (its public base URL), for the return addresses. */
  siteUrl: string;
}

export interface CheckoutSession {
  /** Where the browser goes to pay. */
  url: string;
  /** The provider's own id for the session, when it has one. */
  providerRef: string | null;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Where to pay a session created earlier; null when the provider no longer takes payment on it. */
  resumeCheckout(session: {
    sessionID: string;
    providerRef: string | null;
  }): Promise<string | null>;
}

export const successPath = (invoiceNum: string) => `/store/success#${invoiceNum}`;
export const cancelPath = '/store/gold#cancelled';
/** The shop opened on its cash hub (ShopPage reads the hash). */
export const CASH_HUB_PATH = '/shop#cash-hub';
