// The shop screen's pure rules: what a card offers, the countdown text, the ?date parameter and
// which dealerships show.
import { describe, expect, it } from 'vitest';

import type { DealershipView, ShopListing } from '../../../../src/domain/contracts/garage';
import { hashSeed, seededRng } from '../../../../src/domain/random';
import { DEALERSHIP_IDS } from '../../../../src/domain/shop/shopTypes';
import {
  dailyLockNote,
  buyState,
  formatCountdown,
  isOwned,
  longShopDate,
  ownershipKey,
  purchaseMessage,
  rarityOf,
  shopDateFromSearch,
  visibleDealerships,
} from '../../../../src/ui/pages/shop/shopDisplay';

function listing(overrides: Partial<ShopListing> = {}): ShopListing {
  return {
    id: 7,
    srlID: 100,
    type: 'car',
    price: 1000,
    salePrice: null,
    saleEnds: null,
    goldOnly: false,
    startStamp: null,
    expiration: null,
    name: 'Sprout',
    rarity: 'rare',
    src: '/assets/cars/sprout.svg',
    owned: false,
    equipped: false,
    effectivePrice: 1000,
    onSale: false,
    ...overrides,
  };
}

const rich = { money: 5000, level: 10, membership: 'basic' as const };

describe('buyState', () => {
  it('offers Buy when every check passes, counting the sale price', () => {
    expect(buyState(listing(), rich)).toEqual({ kind: 'buy' });
    const sale = listing({ price: 9000, effectivePrice: 4000, onSale: true });
    expect(buyState(sale, rich)).toEqual({ kind: 'buy' });
    expect(buyState(listing({ effectivePrice: 5000 }), rich)).toEqual({ kind: 'buy' });
  });

  it('says how much is missing when the cash falls short', () => {
    expect(buyState(listing({ effectivePrice: 5001 }), rich)).toEqual({
      kind: 'short',
      shortBy: 1,
    });
    expect(buyState(listing({ effectivePrice: 12_500 }), { ...rich, money: 0 })).toEqual({
      kind: 'short',
      shortBy: 12_500,
    });
  });

  it('checks owned, for sale, gold, level, money in that order', () => {
    const worst = listing({
      owned: true,
      purchasable: false,
      goldOnly: true,
      unlockLevel: 99,
      effectivePrice: 1e9,
    });
    expect(buyState(worst, rich).kind).toBe('owned');
    expect(buyState({ ...worst, owned: false }, rich).kind).toBe('not-for-sale');
    expect(buyState({ ...worst, owned: false, purchasable: true }, rich).kind).toBe('gold-only');
    const gold = { ...rich, membership: 'gold' as const };
    expect(buyState({ ...worst, owned: false, purchasable: true }, gold)).toEqual({
      kind: 'level-locked',
      unlockLevel: 99,
    });
    expect(
      buyState({ ...worst, owned: false, purchasable: true, unlockLevel: 10 }, gold).kind,
    ).toBe('short');
  });

  it('never calls a nitros pack owned', () => {
    const pack = listing({ type: 'nitros', owned: true, name: '5 Nitros' });
    expect(isOwned(pack)).toBe(false);
    expect(buyState(pack, rich)).toEqual({ kind: 'buy' });
  });
});

describe('dailyLockNote', () => {
  it('names the goal once, then how far along the racer is', () => {
    expect(dailyLockNote(14, 0)).toBe(
      'Finish 14 races to unlock a fresh set of deals every day. Start your engines!',
    );
    expect(dailyLockNote(14, 1)).toMatch(/every day\. 1 down, 13 to go!$/);
    expect(dailyLockNote(14, 13)).toMatch(/every day\. Just one more race!$/);
    expect(dailyLockNote(14, 1)).not.toMatch(/Only|14 more/);
  });
});

describe('formatCountdown', () => {
  it('writes hours, minutes and seconds with padded tails', () => {
    expect(formatCountdown(0)).toBe('0s');
    expect(formatCountdown(-5)).toBe('0s');
    expect(formatCountdown(9.9)).toBe('9s');
    expect(formatCountdown(69)).toBe('1m 09s');
    expect(formatCountdown(3600)).toBe('1h 00m 00s');
    expect(formatCountdown(86_399)).toBe('23h 59m 59s');
  });

  it('reads back as the same number of seconds for any value', () => {
    const rng = seededRng(hashSeed('countdown'));
    for (let i = 0; i < 500; i += 1) {
      const seconds = Math.floor(rng() * 200_000);
      const parts = /^(?:(\d+)h )?(?:(\d+)m )?(\d+)s$/.exec(formatCountdown(seconds));
      expect(parts).not.toBeNull();
      const [, h = '0', m = '0', s = '0'] = parts!;
      expect(Number(h) * 3600 + Number(m) * 60 + Number(s)).toBe(seconds);
    }
  });
});

describe('shopDateFromSearch and longShopDate', () => {
  it('takes a real YYYY-MM-DD day from the query and nothing else', () => {
    expect(shopDateFromSearch('date=2024-03-01')).toBe('2024-03-01');
    expect(shopDateFromSearch('?foo=1&date=2024-02-29')).toBe('2024-02-29');
    expect(shopDateFromSearch('date=2023-02-29')).toBeUndefined();
    expect(shopDateFromSearch('date=2024-3-1')).toBeUndefined();
    expect(shopDateFromSearch('date=')).toBeUndefined();
    expect(shopDateFromSearch('')).toBeUndefined();
  });

  it('names the UTC day in words', () => {
    expect(longShopDate('2024-03-01')).toBe('March 1, 2024');
    expect(longShopDate('1999-12-31')).toBe('December 31, 1999');
  });
});

describe('listing helpers', () => {
  it('keys ownership by type and id, not by listing', () => {
    expect(ownershipKey(listing({ srlID: 1 }))).toBe(ownershipKey(listing({ srlID: 2 })));
    expect(ownershipKey(listing({ type: 'trail' }))).not.toBe(ownershipKey(listing()));
  });

  it('words the success banner by what was bought', () => {
    expect(purchaseMessage(listing())).toBe('Sprout is parked in your garage!');
    expect(purchaseMessage(listing({ type: 'sticker', name: 'Bolt' }))).toBe(
      'Bolt is in your garage, ready to equip!',
    );
    expect(purchaseMessage(listing({ type: 'nitros', name: '5 Nitros' }))).toContain('5 Nitros');
  });

  it('colours known rarities and reads others as common', () => {
    expect(rarityOf(listing({ rarity: 'Legendary' }))).toBe('legendary');
    expect(rarityOf(listing({ rarity: 'mythic' }))).toBe('common');
  });

  it('hides only the cash hub, and only when paid offers are off', () => {
    const view = (dealershipID: number): DealershipView => ({
      dealershipID,
      assetKey: 'default',
      name: String(dealershipID),
      className: '',
      items: [],
    });
    const all = [view(1), view(DEALERSHIP_IDS.cash_hub), view(DEALERSHIP_IDS.merch_shop)];
    const ids = (list: DealershipView[]) => list.map((d) => d.dealershipID);
    expect(ids(visibleDealerships(all, { disabledClassSettings: [] }))).toEqual([1, -1, -2]);
    expect(ids(visibleDealerships(all, { disabledClassSettings: ['paid_offers'] }))).toEqual([
      1, -2,
    ]);
  });
});
