// Nitro Gold purchases (SPEC §7 payments, §4 gold upgrade). A checkout session is stored before the
// player pays, with the price fixed on the server (nothing the client sends is a price); the
// provider's signed notification fulfils it. Fulfilment locks the session row, so a notification
// delivered twice, or two delivered at once, grants once: the second finds the session paid and
// answers with the same invoice. The recipient's gold and cash, the buyer's purchase counts, the
// transaction, the ledger rows and the buyer's `purchase` notice are written in one transaction;
// the notice is pushed to the buyer's sockets after it commits.
import { and, eq } from 'drizzle-orm';

import type { Clock } from '../../domain/clock';
import type { CreateSessionBody, ProductsBody } from '../../domain/contracts/paymentEndpoints';
import type { TransactionView } from '../../domain/contracts/paymentResponses';
import type { Notification } from '../../domain/notifications/notification';
import { applyGoldUpgrade, isLifetimeGold } from '../../domain/payments/goldRules';
import { GOLD_SALES, goldProductAt, goldProductsOfKindAt } from '../../domain/payments/goldSales';
import { productBySku, type GoldProduct, type ProductKind } from '../../domain/payments/products';
import type { User } from '../../domain/user';
import type { Db, Tx } from '../db/client';
import { paymentSessions, paymentTransactions, type PaymentReward } from '../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../http/errors';
import { deliverNotifications, type NotificationPush } from '../notifications/deliver';
import { recordNotification } from '../notifications/notificationStore';
import {
  findUserById,
  findUserByUsername,
  lockUser,
  updateUser,
  type UserRow,
} from '../users/userRepo';
import { userView } from '../users/userView';
import { grantCashHubGoods } from './cashHubGrant';
import type { CashHub } from './cashHubService';
import { createCheckoutOpener } from './checkoutSessions';
import { recordLedger } from './ledger';
import type { PaymentProvider } from './provider';

type SessionRow = typeof paymentSessions.$inferSelect;

/** The friend's `gold-gift` notice: who gave it (SPEC §3 Notification data) and what. */
function giftNotice(buyer: UserRow, product: GoldProduct) {
  return {
    type: 'gold-gift',
    data: {
      from: buyer.displayName || buyer.username,
      userID: buyer.userID,
      username: buyer.username,
      displayName: buyer.displayName,
      term: product.term,
      name: product.name,
    },
  };
}

export interface PaymentServiceDeps {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  push: NotificationPush;
  /** Cash packages and bundles (SPEC §7: a SKU buys a package, a bundleID a bundle). */
  cashHub: CashHub;
}

const lifetimeAlready = (self: boolean) =>
  new AppError(
    409,
    'ALREADY_LIFETIME',
    self ? 'You already have lifetime Nitro Gold.' : 'That racer already has lifetime Nitro Gold.',
  );

export interface FulfilResult {
  invoiceNum: string;
  /** False when the session had already been fulfilled (a repeated notification). */
  granted: boolean;
}

export function createPaymentService(deps: PaymentServiceDeps) {
  const { db, clock, provider, push, cashHub } = deps;
  const openCheckout = createCheckoutOpener({ db, clock, provider });

  /** Whom gold is for: yourself (upgrade) or another racer (gift); never a banned one. */
  async function recipientFor(buyer: UserRow, username: string, kind: ProductKind) {
    const own = username.trim().toLowerCase() === buyer.username.toLowerCase();
    if (kind === 'upgrade' && !own) {
      throw forbidden('You can only buy Nitro Gold for your own account here.');
    }
    if (kind === 'gift' && own) {
      throw badRequest('Pick a friend to give Nitro Gold to: gifts are for other racers.');
    }
    const recipient = own ? buyer : await findUserByUsername(db, username);
    if (!recipient) throw notFound('There is no racer with that username.');
    // Gold, whoever pays, would hand a cheater the cash-sending and race perks taken from them.
    if (recipient.racingBanned) {
      const why = own ? 'Banned racers cannot buy Nitro Gold.' : 'That racer cannot receive gifts.';
      throw forbidden(why, 'RECIPIENT_BANNED');
    }
    return recipient;
  }

  async function buyerRow(userID: number): Promise<UserRow> {
    const row = await findUserById(db, userID);
    if (!row) throw notFound('That player does not exist.');
    return row;
  }

  const publicView = (row: UserRow) => ({
    userID: row.userID,
    username: row.username,
    displayName: row.displayName,
  });

  /** Grants a paid session once; null when there is no such session. */
  async function fulfil(sessionID: string): Promise<FulfilResult | null> {
    const notices: Notification[] = [];
    const giftNotices: Notification[] = [];
    const result = await db.transaction(
      async (tx): Promise<(FulfilResult & { buyerID: number; recipientID: number }) | null> => {
        const [session] = await tx
          .select()
          .from(paymentSessions)
          .where(eq(paymentSessions.sessionID, sessionID))
          .for('update');
        // A declined session stays closed: no later notification can pay it.
        if (!session || session.status === 'declined') return null;
        if (session.status === 'paid') {
          return {
            invoiceNum: session.invoiceNum,
            granted: false,
            buyerID: session.buyerID,
            recipientID: session.recipientID,
          };
        }
        const product = session.goods ? null : productBySku(session.sku);
        if (!session.goods && !product) throw new Error(`session ${session.id} has an unknown SKU`);
        const now = clock.nowSeconds();
        // Both players in ascending id order (crossing gifts cannot deadlock).
        const rows = new Map<number, UserRow>();
        for (const id of [...new Set([session.buyerID, session.recipientID])].sort(
          (a, b) => a - b,
        )) {
          const row = await lockUser(tx, id);
          if (row) rows.set(id, row);
        }
        const recipient = rows.get(session.recipientID);
        const buyer = rows.get(session.buyerID);
        if (!recipient || !buyer) throw new Error(`session ${session.id} names a missing player`);
        const rewards = product
          ? await grantGold(tx, session, product, recipient, now)
          : await grantCashHubGoods(tx, session, session.goods!, recipient, now);
        // Only the purchase fields: the recipient's (maybe the buyer's own) gold and cash stay.
        const counts = { ...buyer.purchaseCounts };
        if (session.goods) counts[session.goods.kind] += 1;
        else if (product?.type === 'gift') counts.gift += 1;
        else counts.gold += 1;
        await updateUser(tx, buyer.userID, {
          purchaseCounts: counts,
          lastPurchase: now,
          lastPurchaseUserID: product?.type === 'gift' ? recipient.userID : null,
        });
        if (product?.type === 'gift') {
          await recordLedger(
            tx,
            {
              userID: buyer.userID,
              kind: 'gift-sent',
              moneyDelta: 0,
              amountCents: session.amount,
              reference: session.invoiceNum,
            },
            now,
          );
          giftNotices.push(
            await recordNotification(tx, recipient.userID, giftNotice(buyer, product), now),
          );
        }
        await tx.insert(paymentTransactions).values({
          invoiceNum: session.invoiceNum,
          sessionID: session.sessionID,
          buyerID: session.buyerID,
          recipientID: session.recipientID,
          sku: session.sku,
          amount: session.amount,
          currency: session.currency,
          rewards,
          createdStamp: now,
        });
        await tx
          .update(paymentSessions)
          .set({ status: 'paid', completedStamp: now })
          .where(eq(paymentSessions.id, session.id));
        notices.push(
          await recordNotification(
            tx,
            buyer.userID,
            { type: 'purchase', data: { invoiceNum: session.invoiceNum } },
            now,
          ),
        );
        return {
          invoiceNum: session.invoiceNum,
          granted: true,
          buyerID: session.buyerID,
          recipientID: session.recipientID,
        };
      },
    );
    // The SPEC §7 `purchase` message (invoiceNum) to the buyer's sockets, once committed, and
    // the gift notice to the friend's.
    if (result?.granted) {
      deliverNotifications(push, result.buyerID, notices);
      deliverNotifications(push, result.recipientID, giftNotices);
    }
    return result && { invoiceNum: result.invoiceNum, granted: result.granted };
  }

  /** SPEC §4 gold upgrade on the locked recipient, with its ledger row; the rewards given. */
  async function grantGold(
    tx: Tx,
    session: SessionRow,
    product: GoldProduct,
    recipient: UserRow,
    now: number,
  ): Promise<PaymentReward[]> {
    const upgrade = applyGoldUpgrade(recipient, product, now);
    // Lifetime since the session was opened: the money was taken, so the cash reward still comes.
    const next =
      'rejected' in upgrade
        ? { money: recipient.money + product.cashReward }
        : {
            membership: upgrade.membership,
            goldUntil: upgrade.goldUntil,
            goldExpired: upgrade.goldExpired,
            money: upgrade.money,
          };
    const saved = await updateUser(tx, recipient.userID, next);
    await recordLedger(
      tx,
      {
        userID: recipient.userID,
        kind: product.type === 'gift' ? 'gold-gift' : 'gold-purchase',
        moneyDelta: next.money - recipient.money,
        membership: saved?.membership ?? 'gold',
        goldUntil: saved?.goldUntil ?? null,
        amountCents: product.type === 'gift' ? null : session.amount,
        reference: session.invoiceNum,
      },
      now,
    );
    return [
      { type: 'gold', term: product.term, goldUntil: saved?.goldUntil ?? null },
      { type: 'money', value: product.cashReward },
    ];
  }

  /** The name a purchase was sold under: the session's goods, else the gold product's. */
  async function productName(sessionID: string, sku: string): Promise<string> {
    const [row] = await db
      .select({ goods: paymentSessions.goods })
      .from(paymentSessions)
      .where(eq(paymentSessions.sessionID, sessionID));
    return row?.goods?.name ?? productBySku(sku)?.name ?? sku;
  }

  return {
    providerName: provider.name,

    /** SPEC §7 products: the gold products for yourself (upgrade) or for a friend (gift). */
    async products(userID: number, body: ProductsBody) {
      const buyer = await buyerRow(userID);
      const recipient = await recipientFor(buyer, body.username, body.type);
      const now = clock.nowSeconds();
      return {
        // A running gold sale's price and end ride on the products it names (goldSales.ts).
        products: goldProductsOfKindAt(GOLD_SALES, body.type, now),
        user: userView(buyer, now),
        recipient:
          body.type === 'gift'
            ? { ...publicView(recipient), lifetimeGold: isLifetimeGold(recipient) }
            : null,
      };
    },

    /** SPEC §7 create-session: a checkout session at the product's price, and where to pay. */
    async createSession(userID: number, body: CreateSessionBody, siteUrl: string) {
      const buyer = await buyerRow(userID);
      const hub = await cashHub.checkoutFor(buyer, body);
      if (hub) {
        return openCheckout({ buyerID: buyer.userID, recipientID: buyer.userID, ...hub, siteUrl });
      }
      const product = goldProductAt(GOLD_SALES, body.SKU, clock.nowSeconds());
      if (!product) throw notFound('That product is not for sale.');
      const recipient = await recipientFor(buyer, body.username, product.type);
      if (isLifetimeGold(recipient)) throw lifetimeAlready(recipient.userID === buyer.userID);
      return openCheckout({
        buyerID: buyer.userID,
        recipientID: recipient.userID,
        product,
        siteUrl,
      });
    },

    fulfil,

    /** The provider says the session was not paid: it is closed (a paid one stays paid). */
    async decline(sessionID: string): Promise<boolean> {
      const closed = await db
        .update(paymentSessions)
        .set({ status: 'declined', completedStamp: clock.nowSeconds() })
        .where(and(eq(paymentSessions.sessionID, sessionID), eq(paymentSessions.status, 'open')))
        .returning({ id: paymentSessions.id });
      return closed.length > 0;
    },

    async session(sessionID: string): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentSessions)
        .where(eq(paymentSessions.sessionID, sessionID));
      return row;
    },

    /** A session the sandbox checkout may still pay: ours, open and not expired. */
    async payableSandboxSession(sessionID: string) {
      const [row] = await db
        .select()
        .from(paymentSessions)
        .where(eq(paymentSessions.sessionID, sessionID));
      if (!row || row.provider !== 'sandbox') return null;
      const name = row.goods?.name ?? productBySku(row.sku)?.name;
      if (!name) return null;
      const recipient = await findUserById(db, row.recipientID);
      const open = row.status === 'open' && row.expiresStamp > clock.nowSeconds();
      const gift = row.recipientID !== row.buyerID;
      return {
        session: row,
        productName: name,
        gift,
        recipient: recipient ? publicView(recipient) : null,
        open,
      };
    },

    /** SPEC §7 transaction/{id}: the buyer's own paid purchase and its rewards. */
    async transaction(
      callerID: number,
      bodyUserID: number,
      invoiceNum: string,
    ): Promise<{ user: User; transaction: TransactionView }> {
      if (bodyUserID !== callerID) throw forbidden('That purchase is not yours.');
      const [row] = await db
        .select()
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.invoiceNum, invoiceNum),
            eq(paymentTransactions.buyerID, callerID),
          ),
        );
      if (!row) {
        const [pending] = await db
          .select({ status: paymentSessions.status })
          .from(paymentSessions)
          .where(
            and(eq(paymentSessions.invoiceNum, invoiceNum), eq(paymentSessions.buyerID, callerID)),
          );
        // Paid between the two reads, a purchase is pending too: asked again, it is there.
        if (pending?.status === 'open' || pending?.status === 'paid') {
          throw new AppError(409, 'PAYMENT_PENDING', 'Your payment is still being confirmed.');
        }
        if (pending?.status === 'declined') {
          throw new AppError(402, 'PAYMENT_DECLINED', 'That payment did not go through.');
        }
        throw notFound('There is no such purchase.');
      }
      const buyer = await buyerRow(callerID);
      const recipient =
        row.recipientID === callerID ? buyer : await findUserById(db, row.recipientID);
      const name = await productName(row.sessionID, row.sku);
      return {
        user: userView(buyer, clock.nowSeconds()),
        transaction: {
          invoiceNum: row.invoiceNum,
          SKU: row.sku,
          name,
          amount: row.amount,
          currency: row.currency,
          recipient: recipient
            ? publicView(recipient)
            : { userID: row.recipientID, username: '', displayName: '' },
          gift: row.recipientID !== row.buyerID,
          rewards: row.rewards,
          createdStamp: row.createdStamp,
        },
      };
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
