import { describe, expect, it } from 'vitest';

import {
  dailyShopItems,
  parseShopDate,
  parseYmd,
  shopDateYmd,
} from '../../../../src/domain/shop/dailyItems';

const pool = Array.from({ length: 40 }, (_, i) => ({ id: i + 1 }));
const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('dailyShopItems', () => {
  it('is the same for the same date, whatever order the pool comes in', () => {
    const first = dailyShopItems(pool, '2024-03-01', 6);
    expect(dailyShopItems([...pool].reverse(), '2024-03-01', 6)).toEqual(first);
    expect(first).toHaveLength(6);
    expect(new Set(ids(first)).size).toBe(6);
  });

  it('changes across dates', () => {
    const days = Array.from({ length: 30 }, (_, d) =>
      ids(dailyShopItems(pool, `2024-04-${String(d + 1).padStart(2, '0')}`, 6)).join(','),
    );
    expect(new Set(days).size).toBeGreaterThan(25);
  });

  it('shows every item over time and each one roughly as often', () => {
    const counts = new Map<number, number>();
    for (let d = 0; d < 400; d += 1) {
      for (const item of dailyShopItems(pool, shopDateYmd(1_700_000_000 + d * 86_400), 5)) {
        counts.set(item.id, (counts.get(item.id) ?? 0) + 1);
      }
    }
    expect(counts.size).toBe(40);
    // 400 days x 5 slots / 40 items = 50 showings each on average.
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(25);
      expect(count).toBeLessThan(80);
    }
  });

  it('handles counts larger than the pool, zero and an empty pool', () => {
    expect(dailyShopItems(pool.slice(0, 3), '2024-03-01', 10)).toHaveLength(3);
    expect(dailyShopItems(pool, '2024-03-01', 0)).toEqual([]);
    expect(dailyShopItems([], '2024-03-01', 5)).toEqual([]);
  });

  it('does not reorder its input', () => {
    const input = [{ id: 3 }, { id: 1 }, { id: 2 }];
    dailyShopItems(input, '2024-03-01', 3);
    expect(ids(input)).toEqual([3, 1, 2]);
  });
});

describe('shop dates', () => {
  const now = 1_700_000_000; // 2023-11-14T22:13:20Z

  it('names the UTC day of a time', () => {
    expect(shopDateYmd(now)).toBe('2023-11-14');
    expect(shopDateYmd(1_699_920_000)).toBe('2023-11-14');
    expect(shopDateYmd(1_699_919_999)).toBe('2023-11-13');
  });

  it('parses real calendar days only', () => {
    expect(parseYmd('2024-03-01')).toBe(Date.UTC(2024, 2, 1) / 1000);
    expect(parseYmd('2024-02-29')).toBe(Date.UTC(2024, 1, 29) / 1000);
    expect(parseYmd('2023-02-29')).toBeNull();
    expect(parseYmd('2024-13-01')).toBeNull();
    expect(parseYmd('2024-3-1')).toBeNull();
  });

  it('takes the reference time from ?date=YYYY-MM-DD, else now', () => {
    const march = Date.UTC(2024, 2, 1) / 1000;
    expect(parseShopDate('?date=2024-03-01', now)).toBe(march);
    expect(parseShopDate('tab=cars&date=2024-03-01', now)).toBe(march);
    expect(parseShopDate('2024-03-01', now)).toBe(march);
    expect(parseShopDate('?date=2024-02-30', now)).toBe(now);
    expect(parseShopDate('?date=soon', now)).toBe(now);
    expect(parseShopDate('?tab=cars', now)).toBe(now);
    expect(parseShopDate('', now)).toBe(now);
    expect(parseShopDate(undefined, now)).toBe(now);
  });
});
