// The cash hub (SPEC §9 "cash hub -1") and the merch dealership (-2) as the shop lists them, and
// SPEC §5 "the cash hub hides when paid_offers is disabled": a teacher may switch paid offers off
// for a class (User.disabledClassSettings), and then no real-money offer is shown or sold.
import type { User } from '../user';
import { DEALERSHIP_IDS, type Dealership } from './shopTypes';

/** A tab without listings of its own (its content travels beside the dealerships). */
type OfferTab = Omit<Dealership, 'items'> & { items: never[] };

export const PAID_OFFERS_SETTING = 'paid_offers';

export function cashHubVisible(user: Pick<User, 'disabledClassSettings'>): boolean {
  return !user.disabledClassSettings.includes(PAID_OFFERS_SETTING);
}

/** The tab of the cash hub; its offers travel beside the dealerships (ShopResults.cashHub). */
export const CASH_HUB_DEALERSHIP: OfferTab = {
  dealershipID: DEALERSHIP_IDS.cash_hub,
  assetKey: 'cash_shop',
  name: 'Cash Hub',
  className: 'dealership-cash',
  items: [],
};

/** The merch dealership links out to the configured store; no store configured, no tab. */
export const MERCH_DEALERSHIP: OfferTab = {
  dealershipID: DEALERSHIP_IDS.merch_shop,
  assetKey: 'merch_shop',
  name: 'Merch Shop',
  className: 'dealership-merch',
  items: [],
};

/** Only a web address is linked: anything else in MERCH_STORE_URL leaves the merch tab out. */
export function merchStoreUrl(configured: string | undefined): string | null {
  if (!configured) return null;
  try {
    const url = new URL(configured);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
