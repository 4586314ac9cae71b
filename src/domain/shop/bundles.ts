// Cash bundles (SPEC §3 "Bundle: bundleID, userBundleID, type, assetKey, price, fullPrice, name,
// description, modalImage, shopImage, themeHexCode, expiration, withGold, loot"): a set of cars,
// loot and cash sold for real money in the cash hub. They are data (the `bundles` table, seeded
// from src/server/seed/data/bundles.json). Prices are US cents, stamps seconds, time passed in.
import { produce } from 'immer';

import { buyCar } from '../garage/cars';
import type { LootType, User } from '../user';
import { z } from '../zodMini';
import { bundleDiscountPercent } from './pricing';

/** 'one-time': each player may buy it once; 'repeatable': as often as they like while it runs. */
export const BUNDLE_TYPES = ['one-time', 'repeatable'] as const;
export type BundleType = (typeof BUNDLE_TYPES)[number];

/** Days of Nitro Gold a `withGold` bundle adds (as the one-month gold product does). */
export const BUNDLE_GOLD_DAYS = 30;

const entry = z.union([
  z.strictObject({ carID: z.int().check(z.positive()) }),
  z.strictObject({ lootID: z.int().check(z.positive()) }),
  z.strictObject({ money: z.int() }),
]);
export type BundleEntry = z.infer<typeof entry>;

export const bundleSchema = z.strictObject({
  bundleID: z.int().check(z.positive(), z.lte(1_000_000)),
  type: z.enum(BUNDLE_TYPES),
  name: z.string().check(z.minLength(1), z.maxLength(60)),
  description: z.string().check(z.maxLength(300)),
  /** Cents the player pays. */
  price: z.int().check(z.positive(), z.lte(100_000)),
  /** Cents the contents would cost apart: the "N% off" is measured against it. */
  fullPrice: z.int().check(z.positive(), z.lte(1_000_000)),
  themeHexCode: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
  startStamp: z.nullable(z.int()),
  expiration: z.nullable(z.int()),
  withGold: z.boolean(),
  loot: z.array(entry).check(z.maxLength(20)),
});
export type CashBundle = z.infer<typeof bundleSchema>;

export const bundleSku = (bundleID: number) => `bundle-${bundleID}`;

/** One thing in a bundle, with the in-game cash value it is shown and counted by. */
export type BundleItem =
  | { type: 'money'; value: number }
  | { type: 'car'; carID: number; name: string; value: number }
  | { type: 'loot'; lootID: number; lootType: LootType; name: string; value: number };

/** What the catalogue knows of a car or a piece of loot: its name and shop price. */
export interface BundleCatalogue {
  car(carID: number): { name: string; price: number } | undefined;
  loot(lootID: number): { name: string; price: number; type: LootType } | undefined;
}

/**
 * SPEC §5 "Cash bundle items lacking a cash value dropped": an entry counts only with a positive
 * cash value: an amount of money, or a car or piece of loot the catalogue prices. An entry naming
 * nothing the catalogue knows, or money of 0 or less, is neither shown nor granted.
 */
export function cashBundleItems(
  loot: readonly BundleEntry[],
  catalogue: BundleCatalogue,
): BundleItem[] {
  const items: BundleItem[] = [];
  for (const e of loot) {
    if ('money' in e) {
      if (e.money > 0) items.push({ type: 'money', value: e.money });
    } else if ('carID' in e) {
      const car = catalogue.car(e.carID);
      if (car && car.price > 0)
        items.push({ type: 'car', carID: e.carID, name: car.name, value: car.price });
    } else {
      const piece = catalogue.loot(e.lootID);
      if (piece && piece.price > 0)
        items.push({
          type: 'loot',
          lootID: e.lootID,
          lootType: piece.type,
          name: piece.name,
          value: piece.price,
        });
    }
  }
  return items;
}

export type BundleRejection = 'not-started' | 'expired' | 'already-bought' | 'empty';

/**
 * Whether a player may buy the bundle at `nowSeconds`: within its window (start inclusive,
 * expiration exclusive), not a one-time bundle they bought before, and with something in it.
 */
export function bundleRejection(
  bundle: Pick<CashBundle, 'type' | 'startStamp' | 'expiration'>,
  items: readonly BundleItem[],
  timesBought: number,
  nowSeconds: number,
): BundleRejection | null {
  if (bundle.startStamp !== null && nowSeconds < bundle.startStamp) return 'not-started';
  if (bundle.expiration !== null && nowSeconds >= bundle.expiration) return 'expired';
  if (bundle.type === 'one-time' && timesBought > 0) return 'already-bought';
  if (items.length === 0) return 'empty';
  return null;
}

/** A bundle as the hub shows it. */
export interface BundleOffer extends Omit<CashBundle, 'loot' | 'startStamp'> {
  SKU: string;
  items: BundleItem[];
  /** "N% off" the full price, in steps of 5 (SPEC §9). */
  discountPercent: number;
  /** Null while the player may buy it; otherwise why not. */
  rejection: BundleRejection | null;
}

export function bundleOffer(
  bundle: CashBundle,
  catalogue: BundleCatalogue,
  timesBought: number,
  nowSeconds: number,
): BundleOffer {
  const { loot, startStamp: _start, ...rest } = bundle;
  const items = cashBundleItems(loot, catalogue);
  return {
    ...rest,
    SKU: bundleSku(bundle.bundleID),
    items,
    discountPercent: bundleDiscountPercent(bundle.price, bundle.fullPrice),
    rejection: bundleRejection(bundle, items, timesBought, nowSeconds),
  };
}

/** Bundles on show at `nowSeconds` (started, not expired), the one ending first first. */
export function bundlesOnShow<T extends Pick<CashBundle, 'startStamp' | 'expiration' | 'bundleID'>>(
  bundles: readonly T[],
  nowSeconds: number,
): T[] {
  return bundles
    .filter((b) => (b.startStamp === null || nowSeconds >= b.startStamp) && !isOver(b, nowSeconds))
    .sort(
      (a, b) => (a.expiration ?? Infinity) - (b.expiration ?? Infinity) || a.bundleID - b.bundleID,
    );
}

const isOver = (b: Pick<CashBundle, 'expiration'>, now: number) =>
  b.expiration !== null && now >= b.expiration;

/**
 * Hands a bundle's items to the player: the cash added, cars parked (one already owned stays as
 * it is), loot not yet owned added. Gold (`withGold`) is granted by the gold rules, not here.
 */
export function grantBundleItems(user: User, items: readonly BundleItem[], nowSeconds: number) {
  let next = user;
  for (const item of items) {
    if (item.type === 'car') next = buyCar(next, item.carID, 0, nowSeconds);
    else
      next = produce(next, (draft) => {
        if (item.type === 'money') draft.money += item.value;
        else if (!draft.loot.some((owned) => owned.lootID === item.lootID))
          draft.loot.push({
            lootID: item.lootID,
            type: item.lootType,
            equipped: 0,
            createdStamp: nowSeconds,
          });
      });
  }
  return next;
}
