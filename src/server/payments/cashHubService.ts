// The cash hub (SPEC §3 Cash package, Bundle; §9 dealership -1): what it offers a player, and which
// checkout a create-session body asks for (SPEC §7: a SKU buys a cash package, a bundleID a
// bundle). Every price, reward and item comes from the stored offer; the body only names it.
import type { Clock } from '../../domain/clock';
import type { CreateSessionBody } from '../../domain/contracts/paymentEndpoints';
import type { CheckoutProduct } from '../../domain/payments/products';
import type { SessionGoods } from '../../domain/payments/sessionGoods';
import {
  bundleOffer,
  bundleRejection,
  bundlesOnShow,
  bundleSku,
  cashBundleItems,
  type BundleCatalogue,
  type BundleOffer,
  type BundleRejection,
} from '../../domain/shop/bundles';
import { cashHubVisible } from '../../domain/shop/cashHub';
import {
  cashPackageName,
  cashPackageOffers,
  isCashSku,
  type CashPackageOffer,
} from '../../domain/shop/cashPackages';
import type { Db } from '../db/client';
import type { GarageCatalogue } from '../garage/garageService';
import { AppError, badRequest, forbidden, notFound } from '../http/errors';
import type { UserRow } from '../users/userRepo';
import {
  bundlesGrantedTo,
  bundleTimesGranted,
  findBundle,
  findCashPackage,
  listBundles,
  listCashPackages,
} from './cashHubStore';

export interface CashHubView {
  packages: CashPackageOffer[];
  bundles: BundleOffer[];
}

export interface CashHubCheckout {
  product: CheckoutProduct;
  goods: SessionGoods;
}

const BUNDLE_REFUSALS: Record<BundleRejection, () => AppError> = {
  'not-started': () => notFound('That bundle is not on sale yet.'),
  expired: () => new AppError(410, 'BUNDLE_EXPIRED', 'That bundle is no longer on sale.'),
  'already-bought': () =>
    new AppError(409, 'BUNDLE_ALREADY_BOUGHT', 'You already own that bundle: it is one per racer.'),
  empty: () => notFound('That bundle is not on sale.'),
};

export function createCashHub(deps: {
  db: Db;
  clock: Clock;
  catalogue: Pick<GarageCatalogue, 'cars' | 'loot'>;
  warn: (message: string) => void;
}) {
  const { db, clock, warn } = deps;
  const cars = new Map(deps.catalogue.cars.map((c) => [c.carID, c]));
  const loot = new Map(deps.catalogue.loot.map((l) => [l.lootID, l]));
  const catalogue: BundleCatalogue = {
    car: (carID) => cars.get(carID),
    loot: (lootID) => loot.get(lootID),
  };

  /** A cash-hub order comes from the buyer, for the buyer, where paid offers are allowed. */
  function checkBuyer(buyer: UserRow, username: string) {
    if (username.trim().toLowerCase() !== buyer.username.toLowerCase()) {
      throw forbidden('Cash hub purchases are for your own account.');
    }
    if (!cashHubVisible(buyer)) {
      throw forbidden('Paid offers are switched off for your class.', 'PAID_OFFERS_DISABLED');
    }
    // Cash would hand a cheater what the operators took racing away from.
    if (buyer.racingBanned) {
      throw forbidden(
        'Racers banned by the operators cannot buy from the cash hub.',
        'RECIPIENT_BANNED',
      );
    }
  }

  async function bundleCheckout(buyer: UserRow, body: CreateSessionBody): Promise<CashHubCheckout> {
    const bundleID = body.bundleID!;
    if (body.SKU !== bundleSku(bundleID)) throw badRequest('That SKU is not the bundle asked for.');
    const bundle = await findBundle(db, bundleID, warn);
    if (!bundle) throw notFound('That bundle is not on sale.');
    if (body.bundleType != null && body.bundleType !== bundle.type) {
      throw badRequest('That bundle type is not the bundle’s own.');
    }
    const items = cashBundleItems(bundle.loot, catalogue);
    const times = await bundleTimesGranted(db, buyer.userID, bundleID);
    const rejection = bundleRejection(bundle, items, times, clock.nowSeconds());
    if (rejection) throw BUNDLE_REFUSALS[rejection]();
    return {
      product: {
        SKU: bundleSku(bundleID),
        name: bundle.name,
        price: bundle.price,
        salePrice: null,
        saleEnds: null,
      },
      goods: {
        kind: 'bundle',
        bundleID,
        oneTime: bundle.type === 'one-time',
        name: bundle.name,
        items,
        withGold: bundle.withGold,
      },
    };
  }

  return {
    /** The hub as `user` sees it at `nowSeconds`; null where paid offers are switched off. */
    async view(
      user: Pick<UserRow, 'userID' | 'disabledClassSettings'> | null,
      nowSeconds: number,
    ): Promise<CashHubView | null> {
      if (user && !cashHubVisible(user)) return null;
      const granted = user ? await bundlesGrantedTo(db, user.userID) : new Map<string, number>();
      const bundles = bundlesOnShow(await listBundles(db, warn), nowSeconds)
        .map((b) => bundleOffer(b, catalogue, granted.get(bundleSku(b.bundleID)) ?? 0, nowSeconds))
        .filter((b) => b.items.length > 0);
      return { packages: cashPackageOffers(await listCashPackages(db, warn), nowSeconds), bundles };
    },

    /**
     * The cash-hub checkout a create-session body asks for, or null when it asks for gold. A body
     * that mixes the two (a bundle id with a gold SKU) is refused.
     */
    async checkoutFor(buyer: UserRow, body: CreateSessionBody): Promise<CashHubCheckout | null> {
      const bundle = body.bundleID != null;
      if (!bundle && body.bundleType != null) throw badRequest('A bundle type needs a bundleID.');
      if (body.userBundleID != null) throw badRequest('userBundleID is chosen by the server.');
      if (!bundle && !isCashSku(body.SKU)) return null;
      checkBuyer(buyer, body.username);
      if (bundle) return bundleCheckout(buyer, body);
      const pkg = await findCashPackage(db, body.SKU, warn);
      if (!pkg) throw notFound('That cash package is not for sale.');
      const name = cashPackageName(pkg.cashReward);
      return {
        product: { ...pkg, name },
        goods: { kind: 'cash', name, cashReward: pkg.cashReward },
      };
    },
  };
}

export type CashHub = ReturnType<typeof createCashHub>;
