// The sandbox provider's checkout page: a real page, written by the server, with the order and
// two buttons that post back to it. No script (the site's CSP allows none inline); every value
// shown is escaped.
import { formatCents } from '../../domain/payments/products';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const head = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/assets/pages/standalone.css"><link rel="stylesheet" href="/assets/pages/checkout.css"></head>`;

export interface CheckoutPageOrder {
  sessionID: string;
  productName: string;
  amount: number;
  recipient: string | null;
  gift: boolean;
}

export function checkoutPage(order: CheckoutPageOrder): string {
  const action = `/api/v2/payments/sandbox/checkout/${encodeURIComponent(order.sessionID)}`;
  const forWhom =
    order.gift && order.recipient ? `<dt>For</dt><dd>${escapeHtml(order.recipient)}</dd>` : '';
  return `${head('Sandbox checkout')}<body><main>
<span class="sandbox-tag">Sandbox checkout</span>
<h1>Pay for your order</h1>
<p>This is the test payment provider: no card is charged. Pay completes the order, Decline cancels it.</p>
<dl><dt>Item</dt><dd>${escapeHtml(order.productName)}</dd>${forWhom}<dt>Total</dt><dd>${formatCents(order.amount)}</dd></dl>
<form method="post" action="${action}" class="actions">
<button type="submit" name="outcome" value="pay">Pay ${formatCents(order.amount)}</button>
<button type="submit" name="outcome" value="decline" class="decline">Decline</button>
</form></main></body></html>`;
}

/** Where a closed checkout sends the player back to: the gold store, or the shop's cash hub. */
export function checkoutClosedPage(cashHub = false): string {
  const [action, store] = cashHub ? ['/shop', 'cash hub'] : ['/store/gold', 'gold store'];
  return `${head('Checkout closed')}<body><main><h1>This checkout is closed</h1>
<p>It was already paid, declined, or it expired. Start a new purchase from the ${store}.</p>
<form method="get" action="${action}"><button type="submit">Back to the ${store}</button></form>
</main></body></html>`;
}
