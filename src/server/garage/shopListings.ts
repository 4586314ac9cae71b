// The shop's listings, built from the seeded catalogue when the server starts: the car dealership
// sells every purchasable car, the Season Showroom all loot for sale, and the daily shop rotates
// the everyday loot (with nitro packs, and one deal a day) by date. Listing ids (srlID) are derived from what they sell, so they
// stay stable across restarts and processes without a table of their own.
import type { Car, LootItem } from '../../domain/catalogue';
import { isEventRunning } from '../../domain/events/specialEvent';
import { hashSeed, seededRng } from '../../domain/random';
import { dailyShopItems, shopDateYmd } from '../../domain/shop/dailyItems';
import {
  EVENT_DEALERSHIP_ID,
  eventCarListings,
  type ListedEvent,
} from '../../domain/shop/eventListings';
import { NITRO_PACKS } from '../../domain/shop/nitroPacks';
import type { DealershipAssetKey, ShopItem } from '../../domain/shop/shopTypes';
import { DAY_SECONDS, startOfDaySeconds } from '../../domain/time';

export const DAILY_ITEM_COUNT = 6;
/** The daily deal: one of the day's items at this discount, until the day ends. */
const DAILY_DEAL_PERCENT = 25;

const CAR_LISTING = 100_000;
const LOOT_LISTING = 200_000;
const NITRO_PACK_LISTING = 300_000;

/** Seconds from `nowSeconds` until the daily items change (at midnight UTC). */
export const secondsToRotation = (nowSeconds: number) =>
  startOfDaySeconds(nowSeconds) + DAY_SECONDS - nowSeconds;

export interface DealershipListing {
  dealershipID: number;
  assetKey: DealershipAssetKey;
  name: string;
  className: string;
  items: ShopItem[];
}

const listing = (over: Partial<ShopItem> & Pick<ShopItem, 'id' | 'srlID' | 'type' | 'price'>) =>
  ({
    salePrice: null,
    saleEnds: null,
    goldOnly: false,
    startStamp: null,
    expiration: null,
    ...over,
  }) satisfies ShopItem;

const carListing = (car: Car): ShopItem =>
  listing({
    id: car.carID,
    srlID: CAR_LISTING + car.carID,
    type: 'car',
    price: car.price,
    unlockLevel: car.unlockLevel,
    purchasable: car.purchasable,
    // Legendary cars are the gold members' own (SPEC §1: "an exclusive car").
    goldOnly: car.options.rarity === 'legendary' && car.unlockLevel >= 50,
    category: car.options.rarity === 'legendary' ? 'featured' : undefined,
    shortDescription: car.brand,
  });

const lootListing = (item: LootItem): ShopItem =>
  listing({
    id: item.lootID,
    srlID: LOOT_LISTING + item.lootID,
    type: item.type,
    price: item.price,
    unlockLevel: item.unlockLevel,
    purchasable: item.purchasable,
  });

/** Loot too rare for the daily picks: the Season Showroom alone sells it. */
const SHOWROOM_ONLY_RARITIES = new Set(['epic', 'legendary']);

export interface ShopListings {
  dealerships: DealershipListing[];
  /** Everything the daily shop can draw from. */
  dailyPool: ShopItem[];
  /** The daily items on show on the UTC day of `nowSeconds`, the day's deal applied. */
  dailyFor(nowSeconds: number): ShopItem[];
  /** A dealership listing by its srlID. */
  dealershipItem(srlID: number): ShopItem | undefined;
}

export function buildShopListings(cars: readonly Car[], loot: readonly LootItem[]): ShopListings {
  const forSale = (item: { purchasable: boolean; price: number }) =>
    item.purchasable && item.price > 0;
  const dealerships: DealershipListing[] = [
    {
      dealershipID: 1,
      assetKey: 'default',
      name: 'Nitro Motors',
      className: 'dealership-default',
      // Cheapest first: a player looks for the next car they can afford.
      items: cars
        .filter(forSale)
        .sort((a, b) => a.price - b.price || a.carID - b.carID)
        .map(carListing),
    },
    {
      dealershipID: 2,
      assetKey: 'season_shop',
      name: 'Season Showroom',
      className: 'dealership-season',
      // Every piece of loot for sale, from what a new racer can wear to the rarest.
      items: loot
        .filter(forSale)
        .sort((a, b) => a.unlockLevel - b.unlockLevel || a.price - b.price || a.lootID - b.lootID)
        .map(lootListing),
    },
  ];
  const dailyPool: ShopItem[] = [
    // The daily picks draw from the everyday loot (the showroom's rarest stay there) and nitros.
    ...loot
      .filter((item) => forSale(item) && !SHOWROOM_ONLY_RARITIES.has(item.rarity))
      .map(lootListing),
    ...NITRO_PACKS.map((pack) =>
      listing({
        id: NITRO_PACK_LISTING + pack.quantity,
        srlID: NITRO_PACK_LISTING + pack.quantity,
        type: 'nitros',
        price: pack.price,
        quantity: pack.quantity,
      }),
    ),
  ];
  const byListing = new Map<number, ShopItem>();
  for (const dealership of dealerships)
    for (const item of dealership.items) byListing.set(item.srlID, item);

  return {
    dealerships,
    dailyPool,
    dealershipItem: (srlID) => byListing.get(srlID),
    dailyFor(nowSeconds) {
      const day = shopDateYmd(nowSeconds);
      const dayStart = startOfDaySeconds(nowSeconds);
      const picks = dailyShopItems(
        dailyPool.map((item) => ({ ...item, id: item.srlID, itemID: item.id })),
        day,
        DAILY_ITEM_COUNT,
      );
      const deal = Math.floor(seededRng(hashSeed(`daily-deal:${day}`))() * picks.length);
      return picks.map(({ itemID, ...item }, index) => ({
        ...item,
        id: itemID,
        startStamp: dayStart,
        expiration: dayStart + DAY_SECONDS,
        ...(index === deal
          ? {
              salePrice: Math.round((item.price * (100 - DAILY_DEAL_PERCENT)) / 100),
              saleEnds: dayStart + DAY_SECONDS,
            }
          : {}),
      }));
    },
  };
}

/**
 * The Event Showroom: the cars of every event running at `nowSeconds` (SPEC §3 Special event),
 * each listed for its event's window. Null while no event runs, so the shop shows no empty tab.
 */
export function eventDealership(
  events: readonly ListedEvent[],
  nowSeconds: number,
): DealershipListing | null {
  const items = events
    .filter((event) => isEventRunning(event, nowSeconds))
    .flatMap(eventCarListings);
  if (items.length === 0) return null;
  return {
    dealershipID: EVENT_DEALERSHIP_ID,
    assetKey: 'default',
    name: 'Event Showroom',
    className: 'dealership-event',
    items,
  };
}
