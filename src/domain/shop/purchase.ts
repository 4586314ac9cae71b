// Buying from the shop or a dealership (SPEC §4, §7): checkPurchase says whether the racer may buy,
// applyPurchase makes the change. The server runs both; the client may run checkPurchase to grey
// out the button, and applies the same change after the server accepts.
import { produce } from 'immer';

import { buyCar, ownsCar } from '../garage/cars';
import type { LootType, User } from '../user';
import { effectivePrice } from './pricing';
import type { ShopItem } from './shopTypes';

export type PurchaseRejection =
  | 'not-enough-money'
  | 'level-too-low'
  | 'gold-only'
  | 'already-owned'
  | 'not-for-sale'
  | 'expired'
  | 'not-started';

export type PurchaseCheck = { ok: true; price: number } | { ok: false; reason: PurchaseRejection };

export type PurchaseResult =
  { ok: true; price: number; user: User } | { ok: false; reason: PurchaseRejection };

type Buyer = Pick<User, 'cars' | 'loot' | 'money' | 'level' | 'membership'>;

function alreadyOwned(user: Buyer, item: ShopItem): boolean {
  if (item.type === 'nitros') return false;
  if (item.type === 'car') return ownsCar(user, item.id);
  return user.loot.some((loot) => loot.lootID === item.id && loot.type === item.type);
}

/**
 * The first reason the racer cannot buy, checked from the listing outwards: for sale at all, in its
 * window, not owned, gold, level, money. Stamps in seconds.
 */
export function checkPurchase(user: Buyer, item: ShopItem, nowSeconds: number): PurchaseCheck {
  const price = effectivePrice(item, nowSeconds);
  if (item.purchasable === false || !Number.isFinite(price) || price < 0) {
    return { ok: false, reason: 'not-for-sale' };
  }
  if (item.startStamp !== null && nowSeconds < item.startStamp) {
    return { ok: false, reason: 'not-started' };
  }
  if (item.expiration !== null && nowSeconds >= item.expiration) {
    return { ok: false, reason: 'expired' };
  }
  if (alreadyOwned(user, item)) return { ok: false, reason: 'already-owned' };
  if (item.goldOnly && user.membership !== 'gold') return { ok: false, reason: 'gold-only' };
  if (user.level < (item.unlockLevel ?? 1)) return { ok: false, reason: 'level-too-low' };
  if (user.money < price) return { ok: false, reason: 'not-enough-money' };
  return { ok: true, price };
}

/**
 * Charges the racer and hands over the item: a car through buyCar (first free garage slot), loot
 * unequipped with its created stamp, a nitros pack as a count. Money never goes below zero.
 */
export function applyPurchase(
  user: User,
  item: ShopItem,
  nowSeconds: number,
  hueAngle = 0,
): PurchaseResult {
  const check = checkPurchase(user, item, nowSeconds);
  if (!check.ok) return check;
  const { price } = check;
  const owning = item.type === 'car' ? buyCar(user, item.id, hueAngle, nowSeconds) : user;
  const next = produce(owning, (draft) => {
    draft.money = Math.max(0, draft.money - price);
    if (item.type === 'nitros') {
      draft.nitros += Math.max(0, Math.floor(item.quantity ?? 1));
    } else if (item.type !== 'car') {
      const type: LootType = item.type;
      draft.loot.push({ lootID: item.id, type, equipped: 0, createdStamp: nowSeconds });
    }
  });
  return { ok: true, price, user: next };
}
