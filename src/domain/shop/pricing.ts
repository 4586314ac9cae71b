// Prices in the shop (SPEC §4, §9): sale prices, bundle and cash-sale discounts.

/** Anything with a sale: shop items, cash packages, gold products. Stamps in seconds. */
export interface Priced {
  price: number;
  salePrice?: number | null;
  saleEnds?: number | null;
}

/**
 * SPEC §4: a sale price is active only while its end has not passed (the end second itself is
 * over) and the sale price is above 0. No end stamp means no sale.
 */
export function activeSalePrice(item: Priced, nowSeconds: number): number | null {
  const { salePrice, saleEnds } = item;
  if (salePrice === null || salePrice === undefined || !(salePrice > 0)) return null;
  if (saleEnds === null || saleEnds === undefined || nowSeconds >= saleEnds) return null;
  return salePrice;
}

/** What the racer pays now: the active sale price, else the list price. */
export function effectivePrice(item: Priced, nowSeconds: number): number {
  return activeSalePrice(item, nowSeconds) ?? item.price;
}

function percentOff(price: number, fullPrice: number): number {
  if (!(fullPrice > 0) || !(price >= 0) || price >= fullPrice) return 0;
  return (1 - price / fullPrice) * 100;
}

/** A bundle's "N% off" against its full price, to the nearest step of 5 (SPEC §9). */
export function bundleDiscountPercent(price: number, fullPrice: number): number {
  return Math.round(percentOff(price, fullPrice) / 5) * 5;
}

/** A cash package's "N% off" for its sale price, to the nearest step of 10 (SPEC §9). */
export function cashSalePercentOff(price: number, salePrice: number): number {
  return Math.round(percentOff(salePrice, price) / 10) * 10;
}
