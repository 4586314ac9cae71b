// The gold rules of SPEC §1, §4, §6 and §9 under the spec's own names. Pure: `now` (epoch seconds)
// is passed in. A membership with a goldUntil in the past has lapsed even before anything rewrites
// the stored row, so every rule reads the effective state through `isGold`.
import { DAY_SECONDS } from '../time';
import type { GoldProduct } from './products';

/** SPEC §9 "Gold windows 60 and 90 days". */
export const GOLD_RENEWAL_WINDOW_DAYS = 60;
export const GOLD_LAPSED_WINDOW_DAYS = 90;

export interface GoldState {
  membership: string;
  /** Epoch seconds the gold ends; null for lifetime (or never gold). */
  goldUntil: number | null;
  goldExpired: boolean;
}

/** Gold right now: a gold membership that has neither been marked expired nor run out. */
export function isGold(user: GoldState, now: number): boolean {
  if (user.membership !== 'gold' || user.goldExpired) return false;
  return user.goldUntil === null || user.goldUntil > now;
}

/** SPEC §6: lifetime gold is gold with no goldUntil and not expired. */
export function isLifetimeGold(user: GoldState): boolean {
  return user.membership === 'gold' && user.goldUntil === null && !user.goldExpired;
}

/** A gold membership that has ended (marked so, or its goldUntil passed). */
export function goldHasExpired(user: GoldState, now: number): boolean {
  if (user.goldExpired) return true;
  return user.membership === 'gold' && user.goldUntil !== null && user.goldUntil <= now;
}

/** SPEC §6: gold passes every locked-feature check except those whose name contains 'notify'. */
export function goldPassesLock(user: GoldState, featureName: string, now: number): boolean {
  return isGold(user, now) && !featureName.includes('notify');
}

/** Whole days since the account was created (SPEC §3 memberDays, computed by the server). */
export function memberDays(createdStamp: number, now: number): number {
  return Math.max(0, Math.floor((now - createdStamp) / DAY_SECONDS));
}

/** Days until current gold ends, rounded up; null when not gold or lifetime. */
export function goldExpirationDays(user: GoldState, now: number): number | null {
  if (!isGold(user, now) || user.goldUntil === null) return null;
  return Math.ceil((user.goldUntil - now) / DAY_SECONDS);
}

/** Whole days since gold ended; null when it has not. */
export function daysSinceGoldExpired(user: GoldState, now: number): number | null {
  if (!goldHasExpired(user, now) || user.goldUntil === null) return null;
  return Math.max(0, Math.floor((now - user.goldUntil) / DAY_SECONDS));
}

/**
 * SPEC §6 gold renewal prompt: gold ends within 60 days, expired less than 90 days ago, or expired
 * after the last login (the player has not been back since it ran out).
 */
export function goldRenewalPrompt(user: GoldState & { lastLogin: number }, now: number): boolean {
  if (user.goldUntil === null) return false;
  if (isGold(user, now)) return user.goldUntil - now <= GOLD_RENEWAL_WINDOW_DAYS * DAY_SECONDS;
  if (!goldHasExpired(user, now)) return false;
  const lapsed = now - user.goldUntil;
  return lapsed < GOLD_LAPSED_WINDOW_DAYS * DAY_SECONDS || user.goldUntil > user.lastLogin;
}

export type GoldUpgradeRejection = 'already-lifetime';

export interface GoldUpgrade {
  membership: 'gold';
  goldUntil: number | null;
  goldExpired: false;
  money: number;
}

/**
 * SPEC §4 gold upgrade: membership gold and the product's cash reward. A term adds its days to
 * gold still running (renewing early loses nothing), or starts now; lifetime clears goldUntil.
 * Lifetime members have nothing to buy.
 */
export function applyGoldUpgrade(
  user: GoldState & { money: number },
  product: Pick<GoldProduct, 'days' | 'cashReward'>,
  now: number,
): GoldUpgrade | { rejected: GoldUpgradeRejection } {
  if (isLifetimeGold(user)) return { rejected: 'already-lifetime' };
  const from = isGold(user, now) && user.goldUntil !== null ? user.goldUntil : now;
  return {
    membership: 'gold',
    goldUntil: product.days === null ? null : from + product.days * DAY_SECONDS,
    goldExpired: false,
    money: user.money + product.cashReward,
  };
}

/** The membership a rule should read: 'gold' only while gold runs. */
export function effectiveMembership(user: GoldState, now: number): 'gold' | 'basic' {
  return isGold(user, now) ? 'gold' : 'basic';
}
