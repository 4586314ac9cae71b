// Payments (SPEC §7 Rewards, loot, payments) and the money ledger.
//
// A checkout session is created before the player pays; its sessionID is the provider's handle
// (the sandbox's own, or our id passed to Stripe as client_reference_id) and the invoice number is
// chosen up front so the provider can send the player back to /store/success#{invoice}. A session
// is fulfilled at most once: its row is locked while it is, and `payment_transactions.session_id`
// is unique as a backstop. Every change of a player's cash or gold (payments and every other
// feature that moves cash) is a row of `ledger`, written in the same transaction as the change.
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import type { SessionGoods } from '../../../domain/payments/sessionGoods';

// User ids are not declared as foreign keys (a cycle with ../schema, see reports.ts); the services
// write only ids of rows they just locked.
const stamp = (name: string) => bigint(name, { mode: 'number' });

export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: serial('id').primaryKey(),
    sessionID: varchar('session_id', { length: 64 }).notNull().unique(),
    invoiceNum: varchar('invoice_num', { length: 40 }).notNull().unique(),
    /** sandbox | stripe */
    provider: varchar('provider', { length: 16 }).notNull(),
    /** The provider's id for the session (Stripe's cs_...); null for the sandbox. */
    providerRef: varchar('provider_ref', { length: 255 }),
    buyerID: integer('buyer_id').notNull(),
    recipientID: integer('recipient_id').notNull(),
    sku: varchar('sku', { length: 40 }).notNull(),
    /**
     * What a cash-hub session grants, fixed when it was opened (a package's cash, a bundle's
     * items), so an operator's later change of the offer neither adds nor takes away; null for gold.
     */
    goods: jsonb('goods').$type<SessionGoods>(),
    /** Cents, fixed when the session was created. */
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('usd'),
    /** open | paid | declined */
    status: varchar('status', { length: 10 }).notNull().default('open'),
    createdStamp: stamp('created_stamp').notNull(),
    expiresStamp: stamp('expires_stamp').notNull(),
    completedStamp: stamp('completed_stamp'),
  },
  (t) => [
    index('payment_sessions_buyer_idx').on(t.buyerID, t.createdStamp),
    uniqueIndex('payment_sessions_provider_ref_idx')
      .on(t.providerRef)
      .where(sql`${t.providerRef} is not null`),
  ],
);

export type PaymentReward =
  | { type: 'gold'; term: 'monthly' | 'yearly' | 'lifetime'; goldUntil: number | null }
  | { type: 'money'; value: number }
  | { type: 'car'; carID: number; name: string }
  | { type: 'loot'; lootID: number; name: string };

/** A paid purchase: what the buyer paid and what the recipient was given. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    invoiceNum: varchar('invoice_num', { length: 40 }).primaryKey(),
    sessionID: varchar('session_id', { length: 64 }).notNull().unique(),
    buyerID: integer('buyer_id').notNull(),
    recipientID: integer('recipient_id').notNull(),
    sku: varchar('sku', { length: 40 }).notNull(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    rewards: jsonb('rewards').$type<PaymentReward[]>().notNull(),
    createdStamp: stamp('created_stamp').notNull(),
  },
  (t) => [index('payment_transactions_buyer_idx').on(t.buyerID, t.createdStamp)],
);

/**
 * One row per change of a player's cash or gold: `money_delta` is the change of users.money, so
 * a player's balance is the sum of their rows (ledger.test.ts proves it after a mixed run). The
 * kinds are LEDGER_KINDS of src/server/payments/ledger.ts.
 */
export const ledger = pgTable(
  'ledger',
  {
    id: serial('id').primaryKey(),
    userID: integer('user_id').notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    moneyDelta: bigint('money_delta', { mode: 'number' }).notNull(),
    /** The membership and goldUntil after the change, for gold changes; null otherwise. */
    membership: varchar('membership', { length: 8 }),
    goldUntil: stamp('gold_until'),
    /** Cents of real money paid, for payments. */
    amountCents: integer('amount_cents'),
    /** What caused it: an invoice number, a race id, a shop listing. */
    reference: varchar('reference', { length: 64 }),
    createdStamp: stamp('created_stamp').notNull(),
  },
  (t) => [index('ledger_user_idx').on(t.userID, t.id)],
);
