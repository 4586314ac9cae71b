import { describe, expect, it } from 'vitest';

import { abbreviateMoney, formatMoney } from '../../../../src/domain/shop/money';

describe('formatMoney', () => {
  it.each([
    [0, '$0'],
    [5, '$5'],
    [999, '$999'],
    [1000, '$1,000'],
    [12_345, '$12,345'],
    [1_234_567, '$1,234,567'],
    [3.5, '$3.50'],
    [1234.05, '$1,234.05'],
    [10.0, '$10'],
    [2.999, '$3'],
    [-2500, '-$2,500'],
    [Number.NaN, '$0'],
  ])('%s is %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });
});

describe('abbreviateMoney', () => {
  it.each([
    [0, '$0'],
    [999, '$999'],
    [1000, '$1K'],
    [1100, '$1.1K'],
    [1500, '$1.5K'],
    [1999, '$1.9K'],
    [12_345, '$12.3K'],
    [999_999, '$999.9K'],
    [1_000_000, '$1M'],
    [2_000_000, '$2M'],
    [3_250_000, '$3.2M'],
    [1_234_500_000, '$1,234.5M'],
    [-1500, '-$1.5K'],
  ])('%s is %s', (amount, text) => {
    expect(abbreviateMoney(amount)).toBe(text);
  });

  it('never reads more than the amount', () => {
    for (let amount = 1000; amount < 3_000_000; amount += 997) {
      const text = abbreviateMoney(amount);
      const match = /^\$([\d,.]+)([KM])$/.exec(text);
      expect(match).not.toBeNull();
      const shown = Number(match?.[1]?.replace(/,/g, '')) * (match?.[2] === 'K' ? 1e3 : 1e6);
      expect(shown).toBeLessThanOrEqual(amount);
      expect(amount - shown).toBeLessThan(match?.[2] === 'K' ? 100 : 100_000);
    }
  });
});
