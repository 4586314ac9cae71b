// Gold sales (SPEC §9 "Sale 'XMaxx Sale', 12-05-2022 to 12-31-2022, up to 30% off, one year of
// gold; sale active while the cheapest upgrade's saleEnds is future"). A sale is operator data: a
// name, a window and a percentage off some SKUs. While it runs, those products carry a salePrice
// and saleEnds (SPEC §3 Product), which is what checkout charges (chargedPrice) and what the sale
// modal reads. Pure: `now` (epoch seconds) is passed in.
import { z } from '../zodMini';
import { GOLD_PRODUCTS, type GoldProduct, type ProductKind } from './products';

export const goldSaleSchema = z
  .strictObject({
    name: z.string().check(z.minLength(1), z.maxLength(40)),
    /** Epoch seconds; the sale runs from the start (inclusive) to the end (exclusive). */
    startStamp: z.number().check(z.int(), z.gte(0)),
    endStamp: z.number().check(z.int(), z.positive()),
    /** Whole percent off the SKUs' prices. */
    percentOff: z.number().check(z.int(), z.gte(1), z.lte(90)),
    SKUs: z.array(z.string()).check(z.minLength(1)),
  })
  .check(z.refine((sale) => sale.endStamp > sale.startStamp, 'a sale must end after it starts'));
export type GoldSale = z.infer<typeof goldSaleSchema>;

const utcDay = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / 1000;

/** SPEC §9: one year of gold (for yourself or a friend) 30% off, December 5 to 31, 2022. */
export const XMAXX_SALE: GoldSale = goldSaleSchema.parse({
  name: 'XMaxx Sale',
  startStamp: utcDay(2022, 12, 5),
  endStamp: utcDay(2023, 1, 1),
  percentOff: 30,
  SKUs: ['gold-yearly', 'gold-gift-yearly'],
});

/**
 * The sales operators have defined, oldest first. To run one, add an entry (name, window,
 * percentOff, SKUs) and release; docs/payments.md "Gold sales" says how.
 */
export const GOLD_SALES: readonly GoldSale[] = [XMAXX_SALE];

/** The sale running at `now`, if any (the latest-starting one when windows overlap). */
export function goldSaleAt(sales: readonly GoldSale[], now: number): GoldSale | null {
  const running = sales.filter((s) => s.startStamp <= now && now < s.endStamp);
  return running.sort((a, b) => b.startStamp - a.startStamp)[0] ?? null;
}

/** The sale price in cents, rounded down to a whole cent. */
export function salePriceOf(price: number, percentOff: number): number {
  return Math.floor((price * (100 - percentOff)) / 100);
}

/** The products as sold at `now`: those a running sale names carry its price and end. */
export function goldProductsAt(
  sales: readonly GoldSale[],
  now: number,
  products: readonly GoldProduct[] = GOLD_PRODUCTS,
): GoldProduct[] {
  const sale = goldSaleAt(sales, now);
  return products.map((p) =>
    sale && sale.SKUs.includes(p.SKU)
      ? { ...p, salePrice: salePriceOf(p.price, sale.percentOff), saleEnds: sale.endStamp }
      : p,
  );
}

/** One product as sold at `now`. */
export function goldProductAt(
  sales: readonly GoldSale[],
  SKU: string,
  now: number,
): GoldProduct | undefined {
  return goldProductsAt(sales, now).find((p) => p.SKU === SKU);
}

export function goldProductsOfKindAt(
  sales: readonly GoldSale[],
  type: ProductKind,
  now: number,
): GoldProduct[] {
  return goldProductsAt(sales, now).filter((p) => p.type === type);
}

/**
 * SPEC §9: the sale is active while the cheapest upgrade's saleEnds is in the future. "Cheapest
 * upgrade" is read among the upgrades that carry a sale at all (an upgrade with no sale price
 * has no saleEnds to compare), by the price the sale charges.
 */
export function goldSaleActive(products: readonly GoldProduct[], now: number): boolean {
  const onSale = products
    .filter((p) => p.type === 'upgrade' && p.salePrice !== null && p.saleEnds !== null)
    .sort((a, b) => a.salePrice! - b.salePrice!);
  const cheapest = onSale[0];
  return cheapest !== undefined && cheapest.saleEnds! > now;
}
