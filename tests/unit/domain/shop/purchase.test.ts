import { describe, expect, it } from 'vitest';

import { applyPurchase, checkPurchase } from '../../../../src/domain/shop/purchase';
import type { ShopItem } from '../../../../src/domain/shop/shopTypes';
import { NOW, racer } from '../garage/userFixtures';

function listing(overrides: Partial<ShopItem>): ShopItem {
  return {
    id: 5,
    srlID: 900,
    type: 'car',
    price: 8_000,
    salePrice: null,
    saleEnds: null,
    goldOnly: false,
    startStamp: null,
    expiration: null,
    unlockLevel: 9,
    ...overrides,
  };
}

describe('checkPurchase', () => {
  it('accepts an affordable listing at its effective price', () => {
    expect(checkPurchase(racer(), listing({}), NOW)).toEqual({ ok: true, price: 8_000 });
    const onSale = listing({ price: 20_000, salePrice: 6_000, saleEnds: NOW + 60 });
    expect(checkPurchase(racer(), onSale, NOW)).toEqual({ ok: true, price: 6_000 });
  });

  it.each<[string, Partial<ShopItem>, Parameters<typeof racer>[0], string]>([
    ['too expensive', { price: 10_001 }, {}, 'not-enough-money'],
    ['sale over', { price: 20_000, salePrice: 6_000, saleEnds: NOW }, {}, 'not-enough-money'],
    ['level', { unlockLevel: 11 }, {}, 'level-too-low'],
    ['gold', { goldOnly: true }, {}, 'gold-only'],
    ['owned car', { id: 2 }, {}, 'already-owned'],
    [
      'owned loot',
      { id: 20, type: 'trail' },
      { loot: [{ lootID: 20, type: 'trail', equipped: 0, createdStamp: 0 }] },
      'already-owned',
    ],
    ['not purchasable', { purchasable: false }, {}, 'not-for-sale'],
    ['negative price', { price: -1 }, {}, 'not-for-sale'],
    ['expired', { expiration: NOW }, {}, 'expired'],
    ['not started', { startStamp: NOW + 1 }, {}, 'not-started'],
  ])('refuses: %s', (_name, item, user, reason) => {
    expect(checkPurchase(racer(user), listing(item), NOW)).toEqual({ ok: false, reason });
  });

  it('lets gold members buy gold-only items and racers at the exact level and price', () => {
    const item = listing({ goldOnly: true, unlockLevel: 10, price: 10_000 });
    expect(checkPurchase(racer({ membership: 'gold' }), item, NOW)).toEqual({
      ok: true,
      price: 10_000,
    });
  });

  it('lets a sold car be bought again', () => {
    expect(checkPurchase(racer(), listing({ id: 3 }), NOW).ok).toBe(true);
  });
});

describe('applyPurchase', () => {
  it('charges and hands over a car in the first free garage slot', () => {
    const result = applyPurchase(racer(), listing({}), NOW, 45);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.user.money).toBe(2_000);
    expect(result.user.cars.at(-1)).toEqual([5, 'owned', 45, NOW]);
    expect(result.user.garage[2]).toBe('5');
    expect(result.user.totalCars).toBe(3);
  });

  it('buys a sold car back into the first free slot', () => {
    const result = applyPurchase(racer(), listing({ id: 3 }), NOW);
    expect(result.ok && result.user.garage.indexOf('3')).toBe(2);
    expect(result.ok && result.user.cars.filter(([id]) => id === 3)).toEqual([
      [3, 'owned', 0, NOW],
    ]);
  });

  it('adds loot unequipped with its created stamp', () => {
    const result = applyPurchase(racer(), listing({ id: 21, type: 'trail', price: 500 }), NOW);
    expect(result.ok && result.user.loot).toEqual([
      { lootID: 21, type: 'trail', equipped: 0, createdStamp: NOW },
    ]);
    expect(result.ok && result.user.money).toBe(9_500);
  });

  it('adds nitros as a count and may be bought again', () => {
    const pack = listing({ id: 0, type: 'nitros', price: 300, quantity: 5, unlockLevel: 1 });
    const first = applyPurchase(racer({ nitros: 2 }), pack, NOW);
    expect(first.ok && first.user.nitros).toBe(7);
    const second = first.ok ? applyPurchase(first.user, pack, NOW) : first;
    expect(second.ok && [second.user.nitros, second.user.money]).toEqual([12, 9_400]);
  });

  it('refuses without changing the racer, and spends down to exactly zero at most', () => {
    const poor = racer({ money: 7_999 });
    expect(applyPurchase(poor, listing({}), NOW)).toEqual({
      ok: false,
      reason: 'not-enough-money',
    });
    expect(poor.money).toBe(7_999);
    const exact = applyPurchase(racer({ money: 8_000 }), listing({}), NOW);
    expect(exact.ok && exact.user.money).toBe(0);
  });

  it('never leaves money negative over any sequence of purchases', () => {
    let user = racer({ money: 25_000, level: 50 });
    for (let i = 0; i < 40; i += 1) {
      const result = applyPurchase(
        user,
        listing({ id: 0, type: 'nitros', price: 777 + i * 13, unlockLevel: 1 }),
        NOW,
      );
      if (result.ok) user = result.user;
      expect(user.money).toBeGreaterThanOrEqual(0);
    }
    expect(user.money).toBeLessThan(777);
  });
});
