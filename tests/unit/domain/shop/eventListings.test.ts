import { describe, expect, it } from 'vitest';

import type { SpecialEvent } from '../../../../src/domain/events/specialEvent';
import {
  decodeEventListing,
  eventCarListings,
  eventListingID,
} from '../../../../src/domain/shop/eventListings';
import { checkPurchase } from '../../../../src/domain/shop/purchase';

const START = 1_800_000_000;
const END = START + 86_400;
const frost: SpecialEvent = {
  eventID: 7,
  name: 'Frost Festival',
  description: '',
  startStamp: START,
  endStamp: END,
  cars: [
    { carID: 49, price: 120_000 },
    { carID: 52, price: 45_000 },
  ],
  bonus: { moneyPercent: 25, experiencePercent: 25 },
};

const buyer = { cars: [], loot: [], money: 200_000, level: 1, membership: 'basic' as const };

describe('event listing ids', () => {
  it('round-trip the event and the car', () => {
    expect(decodeEventListing(eventListingID(7, 49))).toEqual({ eventID: 7, carID: 49 });
    expect(decodeEventListing(eventListingID(2_000_000, 999))).toEqual({
      eventID: 2_000_000,
      carID: 999,
    });
    expect(eventListingID(2_000_000, 999)).toBeLessThanOrEqual(2_147_483_647);
  });

  it('are not confused with the other dealerships’ ids', () => {
    for (const srlID of [100_049, 200_010, 300_005, 1_000_000, 1_000_500, -1, 0, 1.5]) {
      expect(decodeEventListing(srlID)).toBeNull();
    }
  });
});

describe('eventCarListings', () => {
  const listings = eventCarListings(frost);

  it('sells each car for the event’s price, in the event’s window', () => {
    expect(listings.map((l) => [l.id, l.price, l.startStamp, l.expiration])).toEqual([
      [49, 120_000, START, END],
      [52, 45_000, START, END],
    ]);
  });

  it('can be bought only while the event runs', () => {
    const car = listings[0]!;
    expect(checkPurchase(buyer, car, START - 1)).toEqual({ ok: false, reason: 'not-started' });
    expect(checkPurchase(buyer, car, START)).toEqual({ ok: true, price: 120_000 });
    expect(checkPurchase(buyer, car, END - 1)).toEqual({ ok: true, price: 120_000 });
    expect(checkPurchase(buyer, car, END)).toEqual({ ok: false, reason: 'expired' });
  });
});
