// What a cash-hub checkout grants (a cash package's cash, a bundle's items and gold), fixed when the
// session is opened and stored with it, so the player gets what the hub showed them when they paid.
import type { BundleItem } from '../shop/bundles';

export type SessionGoods =
  | { kind: 'cash'; name: string; cashReward: number }
  | {
      kind: 'bundle';
      bundleID: number;
      /** A one-time bundle is granted to a player once, whatever else they paid. */
      oneTime: boolean;
      name: string;
      items: BundleItem[];
      withGold: boolean;
    };
