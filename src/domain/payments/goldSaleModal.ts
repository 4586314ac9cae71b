// When the gold sale modal "Unlock Nitro Gold" shows, and which of its forms (SPEC §2 overlays,
// §4 "next showing stored as 17:00 today, or end of day if past 17:00", §5 show rules, §6 the
// renewal prompt, §9 "repeats daily after 17:00"). Pure: the time, the player's UTC offset and
// what this browser stored about earlier showings are passed in.
import { DAY_SECONDS, startOfDaySeconds } from '../time';
import { goldRenewalPrompt, isGold, isLifetimeGold, type GoldState } from './goldRules';
import type { GoldSale } from './goldSales';

/** SPEC §4/§9: the modal comes back at 17:00 local time. */
export const GOLD_SALE_MODAL_HOUR = 17;

export interface GoldSaleViewer extends GoldState {
  loggedIn: boolean;
  memberDays: number;
  /** Epoch seconds of the previous login. */
  lastLogin: number;
}

/** What the browser remembers of earlier showings. */
export interface GoldSaleMemory {
  /** Epoch seconds from which the modal may show again; null when it never showed. */
  nextShow: number | null;
  /** Names of the limited-time sales this player has seen. */
  seenSales: string[];
}

export const NO_GOLD_SALE_MEMORY: GoldSaleMemory = { nextShow: null, seenSales: [] };

/**
 * SPEC §4: the next showing is 17:00 today (local time), or the end of today when 17:00 has
 * passed. `tzOffsetMinutes` is the offset east of UTC.
 */
export function nextGoldSaleShowing(now: number, tzOffsetMinutes: number): number {
  const dayStart = startOfDaySeconds(now, tzOffsetMinutes);
  const fivePm = dayStart + GOLD_SALE_MODAL_HOUR * 3600;
  return now < fivePm ? fivePm : dayStart + DAY_SECONDS;
}

const nextShowPassed = (memory: GoldSaleMemory, now: number) =>
  memory.nextShow === null || now >= memory.nextShow;

/** SPEC §5 gold sale modal: memberDays over 2, non-gold, stored next-show time passed. */
export function goldSaleModalShown(
  user: GoldSaleViewer,
  memory: GoldSaleMemory,
  now: number,
): boolean {
  return user.loggedIn && user.memberDays > 2 && !isGold(user, now) && nextShowPassed(memory, now);
}

/**
 * SPEC §5 limited-time sale: within the sale window; gold members only if their last login was
 * not after the sale started and they have not seen it; others with memberDays at least 2 and
 * the next-show time passed.
 */
export function limitedTimeSaleShown(
  user: GoldSaleViewer,
  sale: GoldSale | null,
  memory: GoldSaleMemory,
  now: number,
): boolean {
  if (!user.loggedIn || !sale || now < sale.startStamp || now >= sale.endStamp) return false;
  if (isGold(user, now)) {
    return user.lastLogin <= sale.startStamp && !memory.seenSales.includes(sale.name);
  }
  return user.memberDays >= 2 && nextShowPassed(memory, now);
}

/**
 * SPEC §6 renewal prompt, as a showing of the modal: a gold member whose gold ends within 60
 * days, shown on the same daily schedule as the upgrade form (memberDays over 2, next-show passed).
 */
export function goldRenewalModalShown(
  user: GoldSaleViewer,
  memory: GoldSaleMemory,
  now: number,
): boolean {
  return (
    user.loggedIn &&
    user.memberDays > 2 &&
    isGold(user, now) &&
    goldRenewalPrompt(user, now) &&
    nextShowPassed(memory, now)
  );
}

export type GoldSaleModalForm = 'sale' | 'renewal' | 'upgrade';

/** Which form shows now, if any: a running sale first, then the renewal prompt, then the upgrade. */
export function goldSaleModalForm(
  user: GoldSaleViewer,
  sale: GoldSale | null,
  saleActive: boolean,
  memory: GoldSaleMemory,
  now: number,
): GoldSaleModalForm | null {
  if (saleActive && limitedTimeSaleShown(user, sale, memory, now)) return 'sale';
  if (goldRenewalModalShown(user, memory, now)) return 'renewal';
  if (goldSaleModalShown(user, memory, now)) return 'upgrade';
  return null;
}

/** What the browser stores once the modal has shown. */
export function rememberGoldSaleShowing(
  memory: GoldSaleMemory,
  form: GoldSaleModalForm,
  sale: GoldSale | null,
  now: number,
  tzOffsetMinutes: number,
): GoldSaleMemory {
  const seenSales =
    form === 'sale' && sale && !memory.seenSales.includes(sale.name)
      ? [...memory.seenSales, sale.name].slice(-20)
      : memory.seenSales;
  return { nextShow: nextGoldSaleShowing(now, tzOffsetMinutes), seenSales };
}

export interface GoldSaleAction {
  label: 'Get Gold for a Friend' | 'Renew Your Membership' | 'Upgrade to Gold!';
  href: '/friends' | '/store/gold';
}

/**
 * SPEC §2: 'Get Gold for a Friend' (to /friends) for lifetime gold, 'Renew Your Membership' for
 * gold (and gold that lapsed within the renewal prompt's windows), 'Upgrade to Gold!' (to
 * /store/gold) for everyone else.
 */
export function goldSaleAction(
  user: GoldState & { lastLogin: number },
  now: number,
): GoldSaleAction {
  if (isLifetimeGold(user)) return { label: 'Get Gold for a Friend', href: '/friends' };
  if (isGold(user, now) || goldRenewalPrompt(user, now)) {
    return { label: 'Renew Your Membership', href: '/store/gold' };
  }
  return { label: 'Upgrade to Gold!', href: '/store/gold' };
}
