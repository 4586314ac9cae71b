// What a verified Stripe event does. A completed, paid Checkout Session fulfils ours (named by
// client_reference_id, and only when Stripe's session id, amount and currency are the ones we
// stored); an expired or failed one closes it. Anything else is acknowledged and ignored, and a
// repeated event is harmless because fulfilment grants a session once.
import type Stripe from 'stripe';

import type { PaymentService } from './paymentService';

export async function handleStripeEvent(
  payments: PaymentService,
  event: Stripe.Event,
): Promise<{ received: boolean; invoiceNum: string | null }> {
  const ignored = { received: true, invoiceNum: null };
  // The signature proves who sent the bytes, not their shape: an odd one is ignored, never a 5xx.
  const type: unknown = (event as Partial<Stripe.Event> | null)?.type;
  if (typeof type !== 'string' || !type.startsWith('checkout.session.')) return ignored;
  const checkout = (event.data as Partial<Stripe.Event.Data> | undefined)?.object as
    Stripe.Checkout.Session | undefined;
  const sessionID: unknown = checkout?.client_reference_id;
  if (!checkout || typeof sessionID !== 'string' || !sessionID) return ignored;
  const ours = await payments.session(sessionID);
  if (!ours || ours.provider !== 'stripe' || ours.providerRef !== checkout.id) return ignored;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const paid =
        checkout.payment_status === 'paid' &&
        checkout.amount_total === ours.amount &&
        checkout.currency === ours.currency;
      if (!paid) return ignored;
      const done = await payments.fulfil(sessionID);
      return { received: true, invoiceNum: done?.invoiceNum ?? null };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      await payments.decline(sessionID);
      return ignored;
    default:
      return ignored;
  }
}
