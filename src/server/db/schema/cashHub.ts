// The cash hub's offers (SPEC §3 Cash package, Bundle; docs/garage-and-shop.md): seeded from
// src/server/seed/data/cashPackages.json and bundles.json, and operators may change or add rows.
// The rules read them through cashPackageSchema / bundleSchema (src/domain/shop), so a malformed
// row is skipped and reported rather than sold.
import { bigint, boolean, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';

import type { BundleEntry } from '../../../domain/shop/bundles';

const stamp = (name: string) => bigint(name, { mode: 'number' });

export const cashPackages = pgTable('cash_packages', {
  SKU: varchar('sku', { length: 40 }).primaryKey(),
  /** Cents. */
  price: integer('price').notNull(),
  salePrice: integer('sale_price'),
  saleEnds: stamp('sale_ends'),
  cashReward: integer('cash_reward').notNull(),
});

export const bundles = pgTable('bundles', {
  bundleID: integer('bundle_id').primaryKey(),
  /** one-time | repeatable */
  type: varchar('type', { length: 16 }).notNull(),
  name: varchar('name', { length: 60 }).notNull(),
  description: text('description').notNull().default(''),
  /** Cents. */
  price: integer('price').notNull(),
  fullPrice: integer('full_price').notNull(),
  themeHexCode: varchar('theme_hex_code', { length: 7 }).notNull(),
  startStamp: stamp('start_stamp'),
  expiration: stamp('expiration'),
  withGold: boolean('with_gold').notNull().default(false),
  /** [{ carID } | { lootID } | { money }] */
  loot: jsonb('loot').$type<BundleEntry[]>().notNull(),
});
