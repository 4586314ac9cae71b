// The money ledger (db/schema/payments.ts `ledger`): one row per change of a player's cash or gold,
// written by the caller inside the transaction that makes the change, so the ledger and the
// balance cannot disagree after a crash or a rollback.
import { sql } from 'drizzle-orm';

import type { Db, Tx } from '../db/client';
import { ledger } from '../db/schema';

/**
 * What moved the money. Every writer of users.money records one of these in its transaction, so
 * a player's balance is the sum of their rows (docs/payments.md "The ledger").
 */
export const LEDGER_KINDS = [
  /** The cash a new account starts with (NEW_PLAYER_MONEY). */
  'opening-balance',
  'gold-purchase',
  'gold-gift',
  'gift-sent',
  /** Race cash, and a guest's qualifying race claimed by the account. */
  'race',
  /** Buying and selling cars and loot. */
  'shop',
  /** The cash hub (docs/payments.md): a cash package, a bundle. */
  'cash-purchase',
  'bundle-purchase',
  'daily-reward',
  /** Achievement rewards (claimed, or instantly claimed by a check). */
  'achievement',
  /** A season reward track tier claimed. */
  'season-reward',
  'extra-level',
  'cash-sent',
  'cash-received',
  'team-founding',
  /** Set by the TEST_HOOKS routes only (never reachable in production). */
  'test-adjustment',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerEntry {
  userID: number;
  kind: LedgerKind;
  moneyDelta: number;
  membership?: string | null;
  goldUntil?: number | null;
  amountCents?: number | null;
  reference?: string | null;
}

export async function recordLedger(tx: Tx, entry: LedgerEntry, now: number): Promise<void> {
  await tx.insert(ledger).values({
    userID: entry.userID,
    kind: entry.kind,
    moneyDelta: entry.moneyDelta,
    membership: entry.membership ?? null,
    goldUntil: entry.goldUntil ?? null,
    amountCents: entry.amountCents ?? null,
    reference: entry.reference?.slice(0, 64) ?? null,
    createdStamp: now,
  });
}

/** Records a cash move when there is one (a race that paid nothing writes no row). */
export async function recordMoneyChange(
  tx: Tx,
  userID: number,
  kind: LedgerKind,
  before: number,
  after: number,
  reference: string,
  now: number,
): Promise<void> {
  if (after === before) return;
  await recordLedger(tx, { userID, kind, moneyDelta: after - before, reference }, now);
}

/** Each player's ledger sum (for the balance check of ledger.test.ts and operators). */
export async function ledgerSums(db: Db | Tx): Promise<Map<number, number>> {
  const rows = await db
    .select({ userID: ledger.userID, total: sql<string>`sum(${ledger.moneyDelta})` })
    .from(ledger)
    .groupBy(ledger.userID);
  return new Map(rows.map((r) => [r.userID, Number(r.total)]));
}
