// SPEC §9 gold sales as data: the XMaxx window, the products a running sale reprices (and only
// then), what checkout would charge, and "active while the cheapest upgrade's saleEnds is future".
import { describe, expect, it } from 'vitest';

import {
  goldProductAt,
  goldProductsAt,
  goldSaleActive,
  goldSaleAt,
  goldSaleSchema,
  salePriceOf,
  XMAXX_SALE,
  type GoldSale,
} from '../../../../src/domain/payments/goldSales';
import { chargedPrice, productBySku } from '../../../../src/domain/payments/products';

const DEC_10_2022 = Date.UTC(2022, 11, 10, 12) / 1000;
const yearly = productBySku('gold-yearly')!;

describe('the XMaxx sale (SPEC §9)', () => {
  it('runs from December 5 to the end of December 31, 2022, 30% off one year of gold', () => {
    expect(XMAXX_SALE).toMatchObject({ name: 'XMaxx Sale', percentOff: 30 });
    expect(new Date(XMAXX_SALE.startStamp * 1000).toISOString()).toBe('2022-12-05T00:00:00.000Z');
    expect(goldSaleAt([XMAXX_SALE], XMAXX_SALE.startStamp - 1)).toBeNull();
    expect(goldSaleAt([XMAXX_SALE], XMAXX_SALE.startStamp)).toBe(XMAXX_SALE);
    expect(goldSaleAt([XMAXX_SALE], Date.UTC(2022, 11, 31, 23, 59) / 1000)).toBe(XMAXX_SALE);
    expect(goldSaleAt([XMAXX_SALE], Date.UTC(2023, 0, 1) / 1000)).toBeNull();
  });

  it('reprices only the SKUs it names, and only while it runs', () => {
    const during = goldProductsAt([XMAXX_SALE], DEC_10_2022);
    const onSale = during.filter((p) => p.salePrice !== null).map((p) => p.SKU);
    expect(onSale.sort()).toEqual(['gold-gift-yearly', 'gold-yearly']);
    const sold = goldProductAt([XMAXX_SALE], 'gold-yearly', DEC_10_2022)!;
    expect(sold.salePrice).toBe(2_799);
    expect(sold.saleEnds).toBe(XMAXX_SALE.endStamp);
    expect(chargedPrice(sold, DEC_10_2022)).toBe(2_799);
    const after = goldProductAt([XMAXX_SALE], 'gold-yearly', XMAXX_SALE.endStamp)!;
    expect(after.salePrice).toBeNull();
    expect(chargedPrice(after, XMAXX_SALE.endStamp)).toBe(yearly.price);
  });

  it('rounds a sale price down to a whole cent', () => {
    expect(salePriceOf(499, 30)).toBe(349);
    expect(salePriceOf(9_999, 15)).toBe(8_499);
  });

  it('refuses a sale that ends before it starts or takes off nothing', () => {
    const bad = { ...XMAXX_SALE, endStamp: XMAXX_SALE.startStamp };
    expect(goldSaleSchema.safeParse(bad).success).toBe(false);
    expect(goldSaleSchema.safeParse({ ...XMAXX_SALE, percentOff: 0 }).success).toBe(false);
  });
});

describe('goldSaleActive (SPEC §9)', () => {
  it("is active while the cheapest sale upgrade's saleEnds is in the future", () => {
    const products = goldProductsAt([XMAXX_SALE], DEC_10_2022);
    expect(goldSaleActive(products, DEC_10_2022)).toBe(true);
    expect(goldSaleActive(products, XMAXX_SALE.endStamp)).toBe(false);
    expect(goldSaleActive(goldProductsAt([XMAXX_SALE], XMAXX_SALE.endStamp + 1), DEC_10_2022)).toBe(
      false,
    );
  });

  it('reads the cheapest upgrade on sale, not a gift', () => {
    const giftOnly: GoldSale = { ...XMAXX_SALE, SKUs: ['gold-gift-yearly'] };
    expect(goldSaleActive(goldProductsAt([giftOnly], DEC_10_2022), DEC_10_2022)).toBe(false);
    // Two upgrades on sale ending apart: the cheaper one decides.
    const early: GoldSale = { ...XMAXX_SALE, name: 'Month', SKUs: ['gold-monthly'] };
    const products = goldProductsAt([early], DEC_10_2022).map((p) =>
      p.SKU === 'gold-lifetime' ? { ...p, salePrice: 5_000, saleEnds: DEC_10_2022 + 999_999 } : p,
    );
    expect(goldSaleActive(products, XMAXX_SALE.endStamp + 1)).toBe(false);
  });
});
