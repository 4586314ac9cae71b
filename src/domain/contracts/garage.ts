// REST contracts of the garage, loot, shop and rewards (SPEC §7 "Rewards, loot, payments"). Bodies
// are strict: an unknown field is a client bug worth hearing about, not something to ignore.

import type { Car, LootItem } from '../catalogue';
import type { GarageReward } from '../rewards/grant';
import type { BundleOffer } from '../shop/bundles';
import type { CashPackageOffer } from '../shop/cashPackages';
import type { Dealership, ShopItem } from '../shop/shopTypes';
import type { User } from '../user';
import { z } from '../zodMini';
import { oneLineText } from './text';

/** Longest garage the server accepts in one arrange call (20 pages). */
export const MAX_GARAGE_SLOTS = 300;

export const arrangeCarsBody = z.strictObject({
  garage: z
    .array(z.string().check(z.maxLength(12), oneLineText))
    .check(z.minLength(1), z.maxLength(MAX_GARAGE_SLOTS)),
});
export type ArrangeCarsBody = z.infer<typeof arrangeCarsBody>;

const hueAngle = z.int().check(z.gte(0), z.lte(359));

export const equipEntrySchema = z.strictObject({
  id: z.optional(z.nullable(z.int().check(z.nonnegative()))),
  ids: z.optional(z.array(z.int().check(z.positive())).check(z.maxLength(12))),
  type: z.enum(['car', 'sticker', 'trail', 'title', 'nametag', 'nitro']),
  hueAngle: z.optional(hueAngle),
});

/** SPEC §7: the equip body is a list of entries. */
export const equipBody = z.array(equipEntrySchema).check(z.minLength(1), z.maxLength(12));
export type EquipBody = z.infer<typeof equipBody>;

export const sellCarBody = z.strictObject({ carID: z.int().check(z.positive()) });
export type SellCarBody = z.infer<typeof sellCarBody>;

/** SPEC §7: {password, accountType, debug}; none is needed by this server, all are tolerated. */
export const buyBody = z.strictObject({
  password: z.optional(z.string().check(z.maxLength(200), oneLineText)),
  accountType: z.optional(z.string().check(z.maxLength(20), oneLineText)),
  debug: z.optional(z.boolean()),
  /** Paint for a car bought from a dealership; the car's default red when absent. */
  hueAngle: z.optional(hueAngle),
});
export type BuyBody = z.infer<typeof buyBody>;

/** A listing as the shop screen shows it: the item, its catalogue entry and the player's flags. */
export interface ShopListing extends ShopItem {
  name: string;
  rarity: string;
  /** Art of the car or loot item (an /assets/ path). */
  src: string;
  owned: boolean;
  equipped: boolean;
  effectivePrice: number;
  onSale: boolean;
}

export interface DealershipView extends Omit<Dealership, 'items'> {
  items: ShopListing[];
}

/** GET /api/v2/shop?date=YYYY-MM-DD */
export interface ShopResults {
  /** The reference day the daily items were chosen for. */
  date: string;
  /** Seconds until the daily items change (from the reference time). */
  rotatesIn: number;
  dealerships: DealershipView[];
  daily: ShopListing[];
  /** Daily items unlock after this many races (SPEC §9). */
  dailyUnlocksAt: number;
  /**
   * The cash hub's offers (dealership -1, its tab among `dealerships`); null, and no tab, where
   * paid offers are switched off (SPEC §5).
   */
  cashHub: CashHubOffers | null;
  /** Where the merch dealership (-2) links; null, and no tab, when no store is configured. */
  merchUrl: string | null;
}

/** SPEC §3 cash packages (sorted by cashReward) and bundles, as the cash hub shows them. */
export interface CashHubOffers {
  packages: CashPackageOffer[];
  bundles: BundleOffer[];
}

/** POST .../buy: SPEC §7 response {type, id}, plus the player after the purchase. */
export interface BuyResults {
  type: ShopItem['type'];
  id: number;
  user: User;
}

/**
 * GET (or POST) /api/v2/rewards/daily: the claimed reward and the player after it. Asking again
 * while its countdown runs answers the same reward with `repeated` and grants nothing.
 */
export interface DailyRewardResults {
  reward: GarageReward;
  user: User;
  repeated: boolean;
}

/** GET /api/v2/loot: the loot catalogue (cars are GET /api/v2/cars). */
export interface LootCatalogueResults {
  loot: LootItem[];
}

export type { Car, GarageReward, LootItem };
