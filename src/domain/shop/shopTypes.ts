// Dealerships, shop items and bundles (SPEC §3) as the shop rules read them. Stamps are Unix
// seconds; a null stamp means "no such limit".
import type { LootType } from '../user';

/** The two dealerships with fixed ids (SPEC §9); the others are numbered by the server. */
export const DEALERSHIP_IDS = { merch_shop: -2, cash_hub: -1 } as const;

export const DEALERSHIP_ASSET_KEYS = ['default', 'season_shop', 'cash_shop', 'merch_shop'] as const;
export type DealershipAssetKey = (typeof DEALERSHIP_ASSET_KEYS)[number];

/**
 * 'car' and the loot types name what `id` points at (a carID or a lootID). 'nitros' is a pack of
 * the consumable nitros used in races (`quantity` of them), unlike 'nitro', the cosmetic loot.
 */
export type ShopItemType = 'car' | LootType | 'nitros';

export interface ShopItem {
  /** carID for a car, lootID for loot, unused (0) for a nitros pack. */
  id: number;
  /** The listing id used by POST /api/v2/loot/shop/{srlID}/buy. */
  srlID: number;
  type: ShopItemType;
  price: number;
  salePrice: number | null;
  saleEnds: number | null;
  goldOnly: boolean;
  startStamp: number | null;
  expiration: number | null;
  category?: string;
  shortDescription?: string;
  longDescription?: string;
  /** Level needed to buy (cars carry their unlockLevel here); 1 when absent. */
  unlockLevel?: number;
  /** False for listings shown but not sold (e.g. a showcase car); true when absent. */
  purchasable?: boolean;
  /** Nitros in a 'nitros' pack; 1 when absent. */
  quantity?: number;
}

export interface Dealership {
  dealershipID: number;
  assetKey: DealershipAssetKey;
  name: string;
  className: string;
  items: ShopItem[];
}

export type BundleLoot = { carID: number } | { lootID: number } | { money: number };

export interface Bundle {
  bundleID: number;
  userBundleID: number;
  type: string;
  assetKey: string;
  price: number;
  fullPrice: number;
  name: string;
  description: string;
  modalImage: string;
  shopImage: string;
  themeHexCode: string;
  expiration: number | null;
  withGold: boolean;
  loot: BundleLoot[];
}
