import { describe, expect, it } from 'vitest';

import { cashHubVisible, merchStoreUrl } from '../../../../src/domain/shop/cashHub';
import {
  cashPackageOffer,
  cashPackageOffers,
  cashPackageSchema,
  sortCashPackages,
  type CashPackage,
} from '../../../../src/domain/shop/cashPackages';

const NOW = 1_800_000_000;
const pkg = (SKU: string, cashReward: number, over: Partial<CashPackage> = {}): CashPackage => ({
  SKU,
  price: 999,
  salePrice: null,
  saleEnds: null,
  cashReward,
  ...over,
});

describe('sortCashPackages (SPEC §9: by cashReward ascending)', () => {
  it('orders by cash reward, SKU breaking ties, without touching the input', () => {
    const input = [pkg('cash-c', 300), pkg('cash-b', 100), pkg('cash-z', 200), pkg('cash-a', 200)];
    const sorted = sortCashPackages(input);
    expect(sorted.map((p) => p.SKU)).toEqual(['cash-b', 'cash-a', 'cash-z', 'cash-c']);
    expect(input[0]!.SKU).toBe('cash-c');
  });
});

describe('cashPackageOffer', () => {
  it('charges the sale price while the sale runs, with percentOff in steps of 10', () => {
    const offer = cashPackageOffer(pkg('cash-x', 100, { salePrice: 666, saleEnds: NOW + 1 }), NOW);
    expect(offer).toMatchObject({ onSale: true, chargedPrice: 666, percentOff: 30 });
    expect(offer.name).toBe('$100 Cash');
  });

  it('charges the list price once the sale has ended, or without one', () => {
    const ended = cashPackageOffer(pkg('cash-x', 100, { salePrice: 500, saleEnds: NOW }), NOW);
    expect(ended).toMatchObject({ onSale: false, chargedPrice: 999, percentOff: 0 });
    expect(cashPackageOffer(pkg('cash-x', 100), NOW).chargedPrice).toBe(999);
  });

  it('lists offers in the SPEC order', () => {
    const offers = cashPackageOffers([pkg('cash-b', 5), pkg('cash-a', 1)], NOW);
    expect(offers.map((o) => o.cashReward)).toEqual([1, 5]);
  });
});

describe('cashPackageSchema', () => {
  it('refuses rows an operator got wrong', () => {
    expect(cashPackageSchema.safeParse(pkg('cash-ok', 1)).success).toBe(true);
    expect(cashPackageSchema.safeParse(pkg('gold-yearly', 1)).success).toBe(false);
    expect(cashPackageSchema.safeParse(pkg('cash-x', 0)).success).toBe(false);
    expect(cashPackageSchema.safeParse(pkg('cash-x', 1, { price: -5 })).success).toBe(false);
  });
});

describe('cashHubVisible (SPEC §5: hidden when paid_offers is disabled)', () => {
  it('hides the hub only for the paid_offers setting', () => {
    expect(cashHubVisible({ disabledClassSettings: [] })).toBe(true);
    expect(cashHubVisible({ disabledClassSettings: ['class_page'] })).toBe(true);
    expect(cashHubVisible({ disabledClassSettings: ['paid_offers'] })).toBe(false);
  });
});

describe('merchStoreUrl', () => {
  it('links only a web address', () => {
    expect(merchStoreUrl(undefined)).toBeNull();
    expect(merchStoreUrl('https://shop.example.com')).toBe('https://shop.example.com/');
    expect(merchStoreUrl('javascript:alert(1)')).toBeNull();
    expect(merchStoreUrl('not a url')).toBeNull();
  });
});
