// What the shop shows for each listing (SPEC §4, §5): names from the catalogue, owned and equipped
// from the racer's cars and loot, and the price to pay at the reference time.
import { ownsCar } from '../garage/cars';
import type { LootCatalogue } from '../garage/lootTypes';
import type { User } from '../user';
import { activeSalePrice } from './pricing';
import type { ShopItem } from './shopTypes';

export interface ShopCatalogue {
  cars: ReadonlyMap<number, { carID: number; name: string }>;
  loot: LootCatalogue;
}

export interface ShopItemView extends ShopItem {
  name: string;
  owned: boolean;
  equipped: boolean;
  /** The price to pay now: the active sale price or the list price. */
  effectivePrice: number;
  onSale: boolean;
}

/** Whether the listing is on show at the reference time (start inclusive, expiration exclusive). */
export function isListed(item: ShopItem, nowSeconds: number): boolean {
  if (item.startStamp !== null && nowSeconds < item.startStamp) return false;
  if (item.expiration !== null && nowSeconds >= item.expiration) return false;
  return true;
}

function nameOf(item: ShopItem, catalogue: ShopCatalogue): string | null {
  if (item.type === 'nitros') return `${item.quantity ?? 1} Nitros`;
  if (item.type === 'car') return catalogue.cars.get(item.id)?.name ?? null;
  const loot = catalogue.loot.get(item.id);
  return loot && loot.type === item.type ? loot.name : null;
}

function ownership(item: ShopItem, user: Pick<User, 'cars' | 'loot' | 'carID'>) {
  if (item.type === 'nitros') return { owned: false, equipped: false };
  if (item.type === 'car')
    return { owned: ownsCar(user, item.id), equipped: user.carID === item.id };
  const loot = user.loot.find((owned) => owned.lootID === item.id && owned.type === item.type);
  return { owned: loot !== undefined, equipped: (loot?.equipped ?? 0) > 0 };
}

/**
 * Listings on show at `nowSeconds` (the /shop?date reference time), in the order given. A listing
 * whose car or loot is missing from the catalogue is skipped with a warning (SPEC §5).
 */
export function shopItemsView(
  items: readonly ShopItem[],
  catalogue: ShopCatalogue,
  user: Pick<User, 'cars' | 'loot' | 'carID'>,
  nowSeconds: number,
  warn: (message: string) => void,
): ShopItemView[] {
  const views: ShopItemView[] = [];
  for (const item of items) {
    if (!isListed(item, nowSeconds)) continue;
    const name = nameOf(item, catalogue);
    if (name === null) {
      warn(`Shop item ${item.srlID} (${item.type} ${item.id}) is not in the catalogue; skipped.`);
      continue;
    }
    const sale = activeSalePrice(item, nowSeconds);
    views.push({
      ...item,
      name,
      ...ownership(item, user),
      effectivePrice: sale ?? item.price,
      onSale: sale !== null,
    });
  }
  return views;
}
