// Cash packages (SPEC §3 "Cash package: SKU, price, salePrice, saleEnds, cashReward"): in-game cash
// sold for real money in the cash hub (dealership -1). They are data (the cash_packages table,
// seeded from src/server/seed/data/cashPackages.json), so operators change prices and sales
// without a release. Prices are US cents; stamps are seconds; the time is passed in.
import { z } from '../zodMini';
import { activeSalePrice, cashSalePercentOff } from './pricing';

/** Every cash-package SKU starts so, which keeps them apart from gold and bundle SKUs. */
export const CASH_SKU_PREFIX = 'cash-';

export const cashPackageSchema = z.strictObject({
  SKU: z.string().check(z.regex(/^cash-[a-z0-9-]{1,30}$/)),
  /** Cents. */
  price: z.int().check(z.positive(), z.lte(100_000)),
  salePrice: z.nullable(z.int().check(z.positive(), z.lte(100_000))),
  saleEnds: z.nullable(z.int().check(z.positive())),
  /** In-game cash the package adds. */
  cashReward: z.int().check(z.positive(), z.lte(1_000_000_000)),
});
export type CashPackage = z.infer<typeof cashPackageSchema>;

export const isCashSku = (SKU: string) => SKU.startsWith(CASH_SKU_PREFIX);

/** SPEC §9 "cash packages sorted by cashReward ascending by default" (SKU breaks ties). */
export function sortCashPackages(packages: readonly CashPackage[]): CashPackage[] {
  return [...packages].sort((a, b) => a.cashReward - b.cashReward || a.SKU.localeCompare(b.SKU));
}

/** A package as the hub shows it at `nowSeconds`. */
export interface CashPackageOffer extends CashPackage {
  name: string;
  onSale: boolean;
  /** "N% off" of a running sale, in steps of 10 (SPEC §9); 0 without one. */
  percentOff: number;
  /** Cents to pay now. */
  chargedPrice: number;
}

/** "$250,000 Cash": what the checkout and the invoice call a package. */
export const cashPackageName = (cashReward: number) =>
  `$${cashReward.toLocaleString('en-US')} Cash`;

export function cashPackageOffer(pkg: CashPackage, nowSeconds: number): CashPackageOffer {
  const sale = activeSalePrice(pkg, nowSeconds);
  return {
    ...pkg,
    name: cashPackageName(pkg.cashReward),
    onSale: sale !== null && sale < pkg.price,
    percentOff: sale !== null ? cashSalePercentOff(pkg.price, sale) : 0,
    chargedPrice: sale ?? pkg.price,
  };
}

/** The hub's packages at `nowSeconds`, in the SPEC's default order. */
export function cashPackageOffers(
  packages: readonly CashPackage[],
  nowSeconds: number,
): CashPackageOffer[] {
  return sortCashPackages(packages).map((pkg) => cashPackageOffer(pkg, nowSeconds));
}
