// What the shop screen says about a listing and its day, as pure functions of the listing and the
// racer, so the rules are tested without rendering.
import { CAR_RARITIES, type CarRarity } from '../../../domain/catalogue';
import type { DealershipView, ShopListing } from '../../../domain/contracts/garage';
import { cashHubVisible } from '../../../domain/shop/cashHub';
import { parseYmd } from '../../../domain/shop/dailyItems';
import { DEALERSHIP_IDS } from '../../../domain/shop/shopTypes';
import type { User } from '../../../domain/user';

export type Buyer = Pick<User, 'money' | 'level' | 'membership'>;

/** Where a listing is bought: the dealership route or the daily shop route (SPEC §7). */
export type ListingSource = 'dealership' | 'daily';

/** What a card offers in place of (or with) its Buy button. */
export type BuyState =
  | { kind: 'owned' }
  | { kind: 'not-for-sale' }
  | { kind: 'gold-only' }
  | { kind: 'level-locked'; unlockLevel: number }
  | { kind: 'short'; shortBy: number }
  | { kind: 'buy' };

/** A nitros pack is used up in races, so buying one never makes it "owned". */
export function isOwned(listing: Pick<ShopListing, 'owned' | 'type'>): boolean {
  return listing.owned && listing.type !== 'nitros';
}

/**
 * The first reason the racer cannot buy, in the order the server checks (domain checkPurchase):
 * owned, for sale, gold, level, money. The server stays the judge; this only greys the button.
 */
export function buyState(listing: ShopListing, buyer: Buyer): BuyState {
  if (isOwned(listing)) return { kind: 'owned' };
  if (listing.purchasable === false) return { kind: 'not-for-sale' };
  if (listing.goldOnly && buyer.membership !== 'gold') return { kind: 'gold-only' };
  const unlockLevel = listing.unlockLevel ?? 1;
  if (buyer.level < unlockLevel) return { kind: 'level-locked', unlockLevel };
  if (buyer.money < listing.effectivePrice) {
    return { kind: 'short', shortBy: listing.effectivePrice - buyer.money };
  }
  return { kind: 'buy' };
}

/** One key per thing owned, so a car bought at a dealership also reads owned in today's picks. */
export function ownershipKey(listing: Pick<ShopListing, 'type' | 'id'>): string {
  return `${listing.type}:${listing.id}`;
}

/** The line the success banner shows after a purchase. */
export function purchaseMessage(listing: Pick<ShopListing, 'type' | 'name'>): string {
  if (listing.type === 'car') return `${listing.name} is parked in your garage!`;
  if (listing.type === 'nitros') return `${listing.name} added to your stash. Boost away!`;
  return `${listing.name} is in your garage, ready to equip!`;
}

/** "3h 04m 09s", "4m 09s", "9s"; days are folded into hours (a rotation is at most a day). */
/**
 * What the locked picks say about the races still needed. "Only 13 races to go" read oddly after
 * one race, and repeating the total ("Finish 14 races… 14 more races…") said nothing new: so the
 * total once, then how far along the racer is.
 */
export function dailyLockNote(unlocksAt: number, racesPlayed: number): string {
  const toGo = Math.max(0, unlocksAt - racesPlayed);
  const goal = `Finish ${unlocksAt} races to unlock a fresh set of deals every day.`;
  if (racesPlayed <= 0) return `${goal} Start your engines!`;
  if (toGo === 1) return `${goal} Just one more race!`;
  return `${goal} ${racesPlayed} down, ${toGo} to go!`;
}

export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const secs = seconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  if (hours > 0) return `${hours}h ${pad(minutes)}m ${pad(secs)}s`;
  if (minutes > 0) return `${minutes}m ${pad(secs)}s`;
  return `${secs}s`;
}

/**
 * The `date` of the page's query string ('date=2024-03-01', with or without '?') when it names a
 * real calendar day; anything else is ignored, so the shop falls back to today.
 */
export function shopDateFromSearch(search: string): string | undefined {
  const value = new URLSearchParams(search).get('date');
  if (value === null || parseYmd(value) === null) return undefined;
  return value;
}

const LONG_UTC = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "March 1, 2024" for '2024-03-01'; the shop's days are UTC days, whatever the device's zone. */
export function longShopDate(ymd: string): string {
  const seconds = parseYmd(ymd);
  return seconds === null ? ymd : LONG_UTC.format(new Date(seconds * 1000));
}

/** SPEC §5: the cash hub hides when a teacher switched off paid offers (the server too). */
export function visibleDealerships(
  dealerships: readonly DealershipView[],
  user: Pick<User, 'disabledClassSettings'>,
): DealershipView[] {
  return dealerships.filter(
    (dealership) => cashHubVisible(user) || dealership.dealershipID !== DEALERSHIP_IDS.cash_hub,
  );
}

/** The rarity the chip is coloured by; unknown values read as common. */
export function rarityOf(listing: Pick<ShopListing, 'rarity'>): CarRarity {
  const rarity = listing.rarity.toLowerCase();
  return CAR_RARITIES.find((known) => known === rarity) ?? 'common';
}
