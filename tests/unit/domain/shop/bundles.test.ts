import { describe, expect, it } from 'vitest';

import {
  bundleOffer,
  bundleRejection,
  bundlesOnShow,
  cashBundleItems,
  grantBundleItems,
  type BundleCatalogue,
  type CashBundle,
} from '../../../../src/domain/shop/bundles';
import { defaultUser } from '../../../../src/domain/user';

const NOW = 1_800_000_000;
const catalogue: BundleCatalogue = {
  car: (id) => ({ 7: { name: 'Thunderclap', price: 40_000 }, 8: { name: 'Gift', price: 0 } })[id],
  loot: (id) => (id === 2012 ? { name: 'Music Trail', price: 12_000, type: 'trail' } : undefined),
};
const bundle = (over: Partial<CashBundle> = {}): CashBundle => ({
  bundleID: 1,
  type: 'one-time',
  name: 'Starter',
  description: '',
  price: 499,
  fullPrice: 999,
  themeHexCode: '#123456',
  startStamp: null,
  expiration: null,
  withGold: false,
  loot: [{ carID: 7 }, { lootID: 2012 }, { money: 50_000 }],
  ...over,
});

describe('cashBundleItems (SPEC §5: items lacking a cash value dropped)', () => {
  it('keeps priced cars and loot and positive money, each with its cash value', () => {
    expect(cashBundleItems(bundle().loot, catalogue)).toEqual([
      { type: 'car', carID: 7, name: 'Thunderclap', value: 40_000 },
      { type: 'loot', lootID: 2012, lootType: 'trail', name: 'Music Trail', value: 12_000 },
      { type: 'money', value: 50_000 },
    ]);
  });

  it('drops unknown cars and loot, unpriced cars, and money of 0 or less', () => {
    const items = cashBundleItems(
      [{ carID: 999 }, { carID: 8 }, { lootID: 1 }, { money: 0 }, { money: -5 }, { money: 10 }],
      catalogue,
    );
    expect(items).toEqual([{ type: 'money', value: 10 }]);
  });
});

describe('bundleRejection', () => {
  const items = cashBundleItems(bundle().loot, catalogue);
  it('sells within the window, a one-time bundle once', () => {
    expect(bundleRejection(bundle(), items, 0, NOW)).toBeNull();
    expect(bundleRejection(bundle(), items, 1, NOW)).toBe('already-bought');
    expect(bundleRejection(bundle({ type: 'repeatable' }), items, 3, NOW)).toBeNull();
  });

  it('refuses outside the window (expiration exclusive) and an empty bundle', () => {
    expect(bundleRejection(bundle({ expiration: NOW }), items, 0, NOW)).toBe('expired');
    expect(bundleRejection(bundle({ expiration: NOW + 1 }), items, 0, NOW)).toBeNull();
    expect(bundleRejection(bundle({ startStamp: NOW + 1 }), items, 0, NOW)).toBe('not-started');
    expect(bundleRejection(bundle(), [], 0, NOW)).toBe('empty');
  });
});

describe('bundleOffer', () => {
  it('rounds the discount to steps of 5 and names its SKU', () => {
    const offer = bundleOffer(bundle({ price: 1234, fullPrice: 2999 }), catalogue, 0, NOW);
    expect(offer.discountPercent).toBe(60);
    expect(offer.SKU).toBe('bundle-1');
    expect(offer.rejection).toBeNull();
  });
});

describe('bundlesOnShow', () => {
  it('shows started, unexpired bundles, the one ending first first', () => {
    const shown = bundlesOnShow(
      [
        bundle({ bundleID: 1, expiration: null }),
        bundle({ bundleID: 2, expiration: NOW + 10 }),
        bundle({ bundleID: 3, expiration: NOW }),
        bundle({ bundleID: 4, startStamp: NOW + 1 }),
      ],
      NOW,
    );
    expect(shown.map((b) => b.bundleID)).toEqual([2, 1]);
  });
});

describe('grantBundleItems', () => {
  it('parks the car, adds loot not owned and the cash; owned things stay as they are', () => {
    const items = cashBundleItems(bundle().loot, catalogue);
    const user = { ...defaultUser(), money: 5 };
    const once = grantBundleItems(user, items, NOW);
    expect(once.money).toBe(50_005);
    expect(once.cars.filter(([id]) => id === 7)).toHaveLength(1);
    expect(once.garage).toContain('7');
    expect(once.loot.filter((l) => l.lootID === 2012)).toHaveLength(1);
    const twice = grantBundleItems(once, items, NOW);
    expect(twice.cars.filter(([id]) => id === 7)).toHaveLength(1);
    expect(twice.loot.filter((l) => l.lootID === 2012)).toHaveLength(1);
    expect(twice.money).toBe(100_005);
  });
});
