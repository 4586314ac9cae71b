// Storage of the cash hub's offers: Drizzle queries only. Rows are read through the domain's
// schemas, so a row an operator got wrong is skipped and reported instead of being sold.
import { and, asc, count, eq, sql } from 'drizzle-orm';

import { bundleSchema, bundleSku, type CashBundle } from '../../domain/shop/bundles';
import { cashPackageSchema, type CashPackage } from '../../domain/shop/cashPackages';
import type { Db, Tx } from '../db/client';
import { bundles, cashPackages, paymentTransactions } from '../db/schema';

type Conn = Db | Tx;
type Warn = (message: string) => void;

function parsed<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: Error } },
  row: unknown,
  what: string,
  warn: Warn,
): T | null {
  const result = schema.safeParse(row);
  if (result.success) return result.data;
  warn(`${what} is malformed and is left out: ${result.error.message}`);
  return null;
}

export async function listCashPackages(db: Conn, warn: Warn): Promise<CashPackage[]> {
  const rows = await db.select().from(cashPackages).orderBy(asc(cashPackages.SKU));
  return rows.flatMap(
    (row) => parsed(cashPackageSchema, row, `Cash package ${row.SKU}`, warn) ?? [],
  );
}

export async function findCashPackage(
  db: Conn,
  SKU: string,
  warn: Warn,
): Promise<CashPackage | null> {
  const [row] = await db.select().from(cashPackages).where(eq(cashPackages.SKU, SKU));
  return row ? parsed(cashPackageSchema, row, `Cash package ${row.SKU}`, warn) : null;
}

export async function listBundles(db: Conn, warn: Warn): Promise<CashBundle[]> {
  const rows = await db.select().from(bundles).orderBy(asc(bundles.bundleID));
  return rows.flatMap((row) => parsed(bundleSchema, row, `Bundle ${row.bundleID}`, warn) ?? []);
}

export async function findBundle(
  db: Conn,
  bundleID: number,
  warn: Warn,
): Promise<CashBundle | null> {
  const [row] = await db.select().from(bundles).where(eq(bundles.bundleID, bundleID));
  return row ? parsed(bundleSchema, row, `Bundle ${row.bundleID}`, warn) : null;
}

/** How often `userID` was granted the bundle (a paid duplicate of a one-time bundle grants none). */
export async function bundleTimesGranted(
  db: Conn,
  userID: number,
  bundleID: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.recipientID, userID),
        eq(paymentTransactions.sku, bundleSku(bundleID)),
        sql`jsonb_array_length(${paymentTransactions.rewards}) > 0`,
      ),
    );
  return row?.n ?? 0;
}

/** Times granted per bundle for one player, for the hub's view. */
export async function bundlesGrantedTo(db: Conn, userID: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ sku: paymentTransactions.sku, n: count() })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.recipientID, userID),
        sql`${paymentTransactions.sku} like 'bundle-%'`,
        sql`jsonb_array_length(${paymentTransactions.rewards}) > 0`,
      ),
    )
    .groupBy(paymentTransactions.sku);
  return new Map(rows.map((r) => [r.sku, r.n]));
}
