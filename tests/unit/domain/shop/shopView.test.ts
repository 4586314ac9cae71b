import { describe, expect, it } from 'vitest';

import { shopBadgeCount } from '../../../../src/domain/shop/badge';
import { DEALERSHIP_ASSET_KEYS, DEALERSHIP_IDS } from '../../../../src/domain/shop/shopTypes';
import type { ShopItem } from '../../../../src/domain/shop/shopTypes';
import { shopItemsView } from '../../../../src/domain/shop/shopView';
import { catalogue as loot, decoratedRacer, NOW } from '../garage/userFixtures';

const catalogue = {
  cars: new Map([
    [1, { carID: 1, name: 'Sprout' }],
    [2, { carID: 2, name: 'Doodlebug' }],
    [5, { carID: 5, name: 'Meridian' }],
  ]),
  loot,
};

function listing(overrides: Partial<ShopItem>): ShopItem {
  return {
    id: 5,
    srlID: 900,
    type: 'car',
    price: 18_000,
    salePrice: null,
    saleEnds: null,
    goldOnly: false,
    startStamp: null,
    expiration: null,
    ...overrides,
  };
}

describe('shopItemsView', () => {
  it('names items and flags owned and equipped from the racer cars and loot', () => {
    const warn: string[] = [];
    const views = shopItemsView(
      [
        listing({ id: 1, srlID: 1 }),
        listing({ id: 2, srlID: 2 }),
        listing({ id: 5, srlID: 3, goldOnly: true }),
        listing({ id: 20, srlID: 4, type: 'trail', price: 500 }),
        listing({ id: 21, srlID: 5, type: 'trail', price: 500 }),
        listing({ id: 0, srlID: 6, type: 'nitros', price: 300, quantity: 5 }),
      ],
      catalogue,
      decoratedRacer(),
      NOW,
      (message) => warn.push(message),
    );
    expect(views.map((view) => [view.name, view.owned, view.equipped, view.goldOnly])).toEqual([
      ['Sprout', true, true, false],
      ['Doodlebug', true, false, false],
      ['Meridian', false, false, true],
      ['Smoke', true, true, false],
      ['Sparks', true, false, false],
      ['5 Nitros', false, false, false],
    ]);
    expect(warn).toEqual([]);
  });

  it('skips items missing from the catalogue (or of another type there) with a warning', () => {
    const warn: string[] = [];
    const views = shopItemsView(
      [
        listing({ id: 77, srlID: 11 }),
        listing({ id: 20, srlID: 12, type: 'sticker' }),
        listing({ id: 2, srlID: 13 }),
      ],
      catalogue,
      decoratedRacer(),
      NOW,
      (message) => warn.push(message),
    );
    expect(views.map((view) => view.srlID)).toEqual([13]);
    expect(warn).toHaveLength(2);
    expect(warn[0]).toContain('11');
  });

  it('prices with the active sale and hides listings outside their window', () => {
    const views = shopItemsView(
      [
        listing({ srlID: 1, salePrice: 9_000, saleEnds: NOW + 10 }),
        listing({ srlID: 2, salePrice: 9_000, saleEnds: NOW }),
        listing({ srlID: 3, startStamp: NOW + 1 }),
        listing({ srlID: 4, expiration: NOW }),
        listing({ srlID: 5, startStamp: NOW, expiration: NOW + 1 }),
      ],
      catalogue,
      decoratedRacer(),
      NOW,
      () => undefined,
    );
    expect(views.map((view) => [view.srlID, view.effectivePrice, view.onSale])).toEqual([
      [1, 9_000, true],
      [2, 18_000, false],
      [5, 18_000, false],
    ]);
  });
});

describe('shopBadgeCount', () => {
  it('counts releases newer than the last login plus 1 for a bundle', () => {
    expect(shopBadgeCount([100, 200, 300], 150, false)).toBe(2);
    expect(shopBadgeCount([100, 200, 300], 150, true)).toBe(3);
    expect(shopBadgeCount([], 150, true)).toBe(1);
    expect(shopBadgeCount([150], 150, false)).toBe(0);
  });
});

describe('dealership constants', () => {
  it('match SPEC §9 and §3', () => {
    expect(DEALERSHIP_IDS).toEqual({ merch_shop: -2, cash_hub: -1 });
    expect(DEALERSHIP_ASSET_KEYS).toEqual(['default', 'season_shop', 'cash_shop', 'merch_shop']);
  });
});
