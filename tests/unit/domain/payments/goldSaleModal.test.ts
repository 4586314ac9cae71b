// SPEC §2, §4, §5, §6 and §9: when "Unlock Nitro Gold" shows and in which form, its next showing
// (17:00 today, or the end of the day once 17:00 has passed, in the player's own time zone) and
// the button each membership gets. Clock values and the UTC offset are passed in.
import { describe, expect, it } from 'vitest';

import {
  goldSaleAction,
  goldSaleModalForm,
  goldSaleModalShown,
  limitedTimeSaleShown,
  nextGoldSaleShowing,
  NO_GOLD_SALE_MEMORY,
  rememberGoldSaleShowing,
  type GoldSaleViewer,
} from '../../../../src/domain/payments/goldSaleModal';
import { XMAXX_SALE } from '../../../../src/domain/payments/goldSales';
import { DAY_SECONDS } from '../../../../src/domain/time';

const at = (iso: string) => Date.parse(iso) / 1000;
const NOW = at('2026-03-10T12:00:00Z');
const days = (n: number) => n * DAY_SECONDS;
const basic: GoldSaleViewer = {
  loggedIn: true,
  membership: 'basic',
  goldUntil: null,
  goldExpired: false,
  memberDays: 3,
  lastLogin: NOW - days(1),
};
const gold = (goldUntil: number | null, extra: Partial<GoldSaleViewer> = {}): GoldSaleViewer => ({
  ...basic,
  membership: 'gold',
  goldUntil,
  ...extra,
});
const fresh = NO_GOLD_SALE_MEMORY;

describe('nextGoldSaleShowing (SPEC §4)', () => {
  it('is 17:00 today before 17:00, and the end of the day after it', () => {
    expect(nextGoldSaleShowing(at('2026-03-10T09:30:00Z'), 0)).toBe(at('2026-03-10T17:00:00Z'));
    expect(nextGoldSaleShowing(at('2026-03-10T17:00:00Z'), 0)).toBe(at('2026-03-11T00:00:00Z'));
    expect(nextGoldSaleShowing(at('2026-03-10T23:59:59Z'), 0)).toBe(at('2026-03-11T00:00:00Z'));
  });

  it("counts in the player's time zone", () => {
    // 16:00 UTC is 11:00 in New York (UTC-5): 17:00 there is 22:00 UTC.
    expect(nextGoldSaleShowing(at('2026-03-10T16:00:00Z'), -300)).toBe(at('2026-03-10T22:00:00Z'));
    // 16:00 UTC is 18:00 in Athens (UTC+2): the end of that day is 22:00 UTC.
    expect(nextGoldSaleShowing(at('2026-03-10T16:00:00Z'), 120)).toBe(at('2026-03-10T22:00:00Z'));
  });
});

describe('goldSaleModalShown (SPEC §5)', () => {
  it('shows to a non-gold player of more than 2 days once the next showing has passed', () => {
    expect(goldSaleModalShown(basic, fresh, NOW)).toBe(true);
    expect(goldSaleModalShown({ ...basic, memberDays: 2 }, fresh, NOW)).toBe(false);
    expect(goldSaleModalShown({ ...basic, loggedIn: false }, fresh, NOW)).toBe(false);
    expect(goldSaleModalShown(gold(NOW + days(200)), fresh, NOW)).toBe(false);
    const shown = { nextShow: NOW + 1, seenSales: [] };
    expect(goldSaleModalShown(basic, shown, NOW)).toBe(false);
    expect(goldSaleModalShown(basic, shown, NOW + 1)).toBe(true);
  });

  it('counts lapsed gold as non-gold', () => {
    expect(goldSaleModalShown(gold(NOW - 10), fresh, NOW)).toBe(true);
  });
});

describe('limitedTimeSaleShown (SPEC §5)', () => {
  const inSale = at('2022-12-10T12:00:00Z');
  it('shows only within the sale window', () => {
    expect(limitedTimeSaleShown(basic, XMAXX_SALE, fresh, inSale)).toBe(true);
    expect(limitedTimeSaleShown(basic, XMAXX_SALE, fresh, XMAXX_SALE.startStamp - 1)).toBe(false);
    expect(limitedTimeSaleShown(basic, XMAXX_SALE, fresh, XMAXX_SALE.endStamp)).toBe(false);
    expect(limitedTimeSaleShown(basic, null, fresh, inSale)).toBe(false);
  });

  it('shows to others from 2 member days, once the next showing passed', () => {
    expect(limitedTimeSaleShown({ ...basic, memberDays: 2 }, XMAXX_SALE, fresh, inSale)).toBe(true);
    expect(limitedTimeSaleShown({ ...basic, memberDays: 1 }, XMAXX_SALE, fresh, inSale)).toBe(
      false,
    );
    const later = { nextShow: inSale + 60, seenSales: ['XMaxx Sale'] };
    expect(limitedTimeSaleShown(basic, XMAXX_SALE, later, inSale)).toBe(false);
    expect(limitedTimeSaleShown(basic, XMAXX_SALE, later, inSale + 60)).toBe(true);
  });

  it('shows to gold members whose last login was not after the start, and only once', () => {
    const member = gold(inSale + days(100), { lastLogin: XMAXX_SALE.startStamp });
    expect(limitedTimeSaleShown(member, XMAXX_SALE, fresh, inSale)).toBe(true);
    const back = { ...member, lastLogin: XMAXX_SALE.startStamp + 1 };
    expect(limitedTimeSaleShown(back, XMAXX_SALE, fresh, inSale)).toBe(false);
    const seen = { nextShow: null, seenSales: ['XMaxx Sale'] };
    expect(limitedTimeSaleShown(member, XMAXX_SALE, seen, inSale)).toBe(false);
  });
});

describe('goldSaleModalForm', () => {
  const inSale = at('2022-12-10T12:00:00Z');
  it('prefers a running, active sale, then the renewal prompt, then the upgrade', () => {
    expect(goldSaleModalForm(basic, XMAXX_SALE, true, fresh, inSale)).toBe('sale');
    // Within the window but the products carry no live sale: the plain upgrade.
    expect(goldSaleModalForm(basic, XMAXX_SALE, false, fresh, inSale)).toBe('upgrade');
    expect(goldSaleModalForm(gold(NOW + days(30)), null, false, fresh, NOW)).toBe('renewal');
    expect(goldSaleModalForm(gold(NOW + days(61)), null, false, fresh, NOW)).toBeNull();
    expect(goldSaleModalForm(gold(null), null, false, fresh, NOW)).toBeNull();
    expect(goldSaleModalForm(basic, null, false, fresh, NOW)).toBe('upgrade');
  });

  it('does not show again before the remembered next showing', () => {
    const memory = rememberGoldSaleShowing(fresh, 'upgrade', null, NOW, 0);
    expect(memory.nextShow).toBe(at('2026-03-10T17:00:00Z'));
    expect(goldSaleModalForm(basic, null, false, memory, NOW + 3600)).toBeNull();
    expect(goldSaleModalForm(basic, null, false, memory, at('2026-03-10T17:00:00Z'))).toBe(
      'upgrade',
    );
    const renewing = gold(NOW + days(10));
    expect(goldSaleModalForm(renewing, null, false, memory, NOW + 3600)).toBeNull();
  });

  it('remembers a sale it showed by name', () => {
    const memory = rememberGoldSaleShowing(fresh, 'sale', XMAXX_SALE, inSale, 0);
    expect(memory.seenSales).toEqual(['XMaxx Sale']);
    expect(rememberGoldSaleShowing(memory, 'sale', XMAXX_SALE, inSale, 0).seenSales).toEqual([
      'XMaxx Sale',
    ]);
  });
});

describe('goldSaleAction (SPEC §2)', () => {
  it('sends lifetime gold to /friends, gold to renew, and everyone else to upgrade', () => {
    expect(goldSaleAction(gold(null), NOW)).toEqual({
      label: 'Get Gold for a Friend',
      href: '/friends',
    });
    expect(goldSaleAction(gold(NOW + days(300)), NOW)).toEqual({
      label: 'Renew Your Membership',
      href: '/store/gold',
    });
    expect(goldSaleAction(gold(NOW - days(10)), NOW).label).toBe('Renew Your Membership');
    expect(goldSaleAction(gold(NOW - days(200)), NOW).label).toBe('Upgrade to Gold!');
    expect(goldSaleAction(basic, NOW)).toEqual({ label: 'Upgrade to Gold!', href: '/store/gold' });
  });
});
