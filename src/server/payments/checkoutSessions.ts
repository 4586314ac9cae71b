// Opening a checkout session (SPEC §7 create-session) once the buyer, recipient and product are
// known. The buyer's row is locked while the session is chosen, so one player's requests take turns:
// a burst cannot slip past the hourly limit between its count and its insert, and the same
// checkout asked for twice (a double click, a second tab) is the same open session, never a second
// charge for the same gold. The provider is called after that transaction commits, so no row lock
// waits on the network.
import { randomBytes } from 'node:crypto';

import { and, count, desc, eq, gt, isNotNull, or } from 'drizzle-orm';

import type { Clock } from '../../domain/clock';
import { chargedPrice, type CheckoutProduct } from '../../domain/payments/products';
import type { SessionGoods } from '../../domain/payments/sessionGoods';
import type { Db } from '../db/client';
import { paymentSessions } from '../db/schema';
import { AppError, tooMany } from '../http/errors';
import { lockUser } from '../users/userRepo';
import type { PaymentProvider } from './provider';

/** How long a checkout stays payable. */
export const SESSION_TTL_SECONDS = 3600;
/** Checkout sessions one player may open in an hour (each is a row and, with Stripe, an API call). */
export const SESSIONS_PER_HOUR = 20;
/** An open checkout is handed out again only with this long left to pay it. */
export const SESSION_REUSE_MIN_SECONDS = 600;

const CURRENCY = 'usd';

/**
 * How long an open checkout must still run to be handed out again. A one-time bundle's is handed
 * out to its last second: a second checkout beside it could be paid too, and would grant nothing.
 */
const reuseMinSeconds = (order: CheckoutOrder) =>
  order.goods?.kind === 'bundle' && order.goods.oneTime ? 0 : SESSION_REUSE_MIN_SECONDS;

export interface CheckoutOrder {
  buyerID: number;
  recipientID: number;
  product: CheckoutProduct;
  /** What a cash-hub checkout grants, fixed now; null for gold (granted by its SKU). */
  goods?: SessionGoods | null;
  siteUrl: string;
}

export interface OpenedCheckout {
  sessionID: string;
  url: string;
  invoiceNum: string;
}

type SessionRow = typeof paymentSessions.$inferSelect;

const providerDown = () =>
  new AppError(503, 'PROVIDER_UNAVAILABLE', 'The payment provider could not be reached.');

export function createCheckoutOpener(deps: { db: Db; clock: Clock; provider: PaymentProvider }) {
  const { db, clock, provider } = deps;

  /** The open session for the same order (when `reuse`), else a new row within the hourly limit. */
  async function choose(order: CheckoutOrder, amount: number, reuse: boolean, now: number) {
    return db.transaction(async (tx): Promise<{ row: SessionRow; fresh: boolean }> => {
      await lockUser(tx, order.buyerID);
      if (reuse) {
        const [open] = await tx
          .select()
          .from(paymentSessions)
          .where(
            and(
              eq(paymentSessions.buyerID, order.buyerID),
              eq(paymentSessions.recipientID, order.recipientID),
              eq(paymentSessions.sku, order.product.SKU),
              eq(paymentSessions.amount, amount),
              eq(paymentSessions.provider, provider.name),
              eq(paymentSessions.status, 'open'),
              gt(paymentSessions.expiresStamp, now + reuseMinSeconds(order)),
              // A Stripe session still being created elsewhere has no page to send the player to.
              or(eq(paymentSessions.provider, 'sandbox'), isNotNull(paymentSessions.providerRef)),
            ),
          )
          .orderBy(desc(paymentSessions.id))
          .limit(1);
        if (open) return { row: open, fresh: false };
      }
      const [recent] = await tx
        .select({ n: count() })
        .from(paymentSessions)
        .where(
          and(
            eq(paymentSessions.buyerID, order.buyerID),
            gt(paymentSessions.createdStamp, now - 3600),
          ),
        );
      if ((recent?.n ?? 0) >= SESSIONS_PER_HOUR) {
        throw tooMany('Too many checkouts started. Please wait a while before trying again.');
      }
      const [row] = await tx
        .insert(paymentSessions)
        .values({
          sessionID: randomBytes(24).toString('base64url'),
          invoiceNum: `NR-${randomBytes(8).toString('hex').toUpperCase()}`,
          provider: provider.name,
          buyerID: order.buyerID,
          recipientID: order.recipientID,
          sku: order.product.SKU,
          goods: order.goods ?? null,
          amount,
          currency: CURRENCY,
          createdStamp: now,
          expiresStamp: now + SESSION_TTL_SECONDS,
        })
        .returning();
      return { row: row!, fresh: true };
    });
  }

  async function startAtProvider(order: CheckoutOrder, row: SessionRow): Promise<string> {
    let checkout;
    try {
      checkout = await provider.createCheckout({
        sessionID: row.sessionID,
        invoiceNum: row.invoiceNum,
        product: order.product,
        amount: row.amount,
        currency: row.currency,
        siteUrl: order.siteUrl,
        expiresStamp: row.expiresStamp,
      });
    } catch {
      await db
        .update(paymentSessions)
        .set({ status: 'declined', completedStamp: clock.nowSeconds() })
        .where(eq(paymentSessions.sessionID, row.sessionID));
      throw providerDown();
    }
    if (checkout.providerRef) {
      await db
        .update(paymentSessions)
        .set({ providerRef: checkout.providerRef })
        .where(eq(paymentSessions.sessionID, row.sessionID));
    }
    return checkout.url;
  }

  return async function openCheckout(order: CheckoutOrder): Promise<OpenedCheckout> {
    const now = clock.nowSeconds();
    const amount = chargedPrice(order.product, now);
    const chosen = await choose(order, amount, true, now);
    if (!chosen.fresh) {
      const url = await provider
        .resumeCheckout({ sessionID: chosen.row.sessionID, providerRef: chosen.row.providerRef })
        .catch(() => {
          throw providerDown();
        });
      if (url) return { sessionID: chosen.row.sessionID, url, invoiceNum: chosen.row.invoiceNum };
    }
    // The provider no longer takes payment on the one we found: a new checkout.
    const { row } = chosen.fresh ? chosen : await choose(order, amount, false, now);
    const url = await startAtProvider(order, row);
    return { sessionID: row.sessionID, url, invoiceNum: row.invoiceNum };
  };
}
