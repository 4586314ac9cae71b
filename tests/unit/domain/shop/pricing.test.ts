import { describe, expect, it } from 'vitest';

import {
  activeSalePrice,
  bundleDiscountPercent,
  cashSalePercentOff,
  effectivePrice,
} from '../../../../src/domain/shop/pricing';

const END = 1_700_000_000;

describe('activeSalePrice', () => {
  const item = { price: 1000, salePrice: 700, saleEnds: END };

  it('is active until the end stamp and over from it', () => {
    expect(activeSalePrice(item, END - 1)).toBe(700);
    expect(activeSalePrice(item, END)).toBeNull();
    expect(activeSalePrice(item, END + 1)).toBeNull();
  });

  it('needs a sale price above 0 and an end stamp', () => {
    expect(activeSalePrice({ ...item, salePrice: 0 }, END - 1)).toBeNull();
    expect(activeSalePrice({ ...item, salePrice: -5 }, END - 1)).toBeNull();
    expect(activeSalePrice({ ...item, salePrice: null }, END - 1)).toBeNull();
    expect(activeSalePrice({ ...item, saleEnds: null }, END - 1)).toBeNull();
    expect(activeSalePrice({ price: 5 }, 0)).toBeNull();
  });

  it('gives the effective price', () => {
    expect(effectivePrice(item, END - 1)).toBe(700);
    expect(effectivePrice(item, END)).toBe(1000);
  });
});

describe('bundleDiscountPercent', () => {
  it.each([
    [50, 100, 50],
    [80, 100, 20],
    [77, 100, 25],
    [78, 100, 20],
    [83, 100, 15],
    [999, 2999, 65],
    [100, 100, 0],
    [150, 100, 0],
    [10, 0, 0],
    [0, 100, 100],
  ])('%s of %s is %s%% off', (price, fullPrice, percent) => {
    expect(bundleDiscountPercent(price, fullPrice)).toBe(percent);
  });

  it('is always a step of 5', () => {
    for (let price = 0; price <= 1000; price += 7) {
      expect(bundleDiscountPercent(price, 1000) % 5).toBe(0);
    }
  });
});

describe('cashSalePercentOff', () => {
  it.each([
    [10, 7, 30],
    [10, 7.5, 30],
    [10, 7.4, 30],
    [10, 8.6, 10],
    [4.99, 3.99, 20],
    [10, 10, 0],
    [10, 12, 0],
  ])('%s on sale at %s is %s%% off', (price, salePrice, percent) => {
    expect(cashSalePercentOff(price, salePrice)).toBe(percent);
  });
});
