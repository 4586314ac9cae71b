// Gold products as data (SPEC §3 Product) and the SPEC §8 payment failure alert.
import { describe, expect, it } from 'vitest';

import { paymentFailureAlert } from '../../../../src/domain/payments/paymentMessages';
import {
  chargedPrice,
  formatCents,
  GOLD_PRODUCTS,
  productBySku,
  productsOfKind,
} from '../../../../src/domain/payments/products';

describe('gold products', () => {
  it('sells monthly, yearly and lifetime, for yourself and as a gift', () => {
    expect(productsOfKind('upgrade').map((p) => p.term)).toEqual(['monthly', 'yearly', 'lifetime']);
    expect(productsOfKind('gift').map((p) => p.SKU)).toEqual([
      'gold-gift-monthly',
      'gold-gift-yearly',
      'gold-gift-lifetime',
    ]);
    expect(new Set(GOLD_PRODUCTS.map((p) => p.SKU)).size).toBe(GOLD_PRODUCTS.length);
    for (const p of GOLD_PRODUCTS) expect(Number.isInteger(p.price)).toBe(true);
  });

  it('charges the sale price only while the sale runs', () => {
    const yearly = productBySku('gold-yearly')!;
    const sale = { ...yearly, salePrice: 2_999, saleEnds: 1_000 };
    expect(chargedPrice(sale, 999)).toBe(2_999);
    expect(chargedPrice(sale, 1_000)).toBe(yearly.price);
    expect(chargedPrice(yearly, 0)).toBe(yearly.price);
  });

  it('writes cents as dollars', () => {
    expect(formatCents(3_999)).toBe('$39.99');
    expect(formatCents(100_000)).toBe('$1,000.00');
  });
});

describe('payment failure alert', () => {
  it("is the server's message, or the fallback, then the advice", () => {
    const advice = ' Please try again later, or contact support if this continues!';
    expect(paymentFailureAlert('Card declined.')).toBe(`Card declined.${advice}`);
    expect(paymentFailureAlert(null)).toBe(`Uh oh, there was an error.${advice}`);
    expect(paymentFailureAlert('  ')).toBe(`Uh oh, there was an error.${advice}`);
  });
});
