// SPEC §1, §4, §6, §9 gold rules with time passed in: lifetime, the renewal prompt's three windows
// and their edges, the locked-feature pass, the server-computed day counts and the gold upgrade.
import { describe, expect, it } from 'vitest';

import {
  applyGoldUpgrade,
  daysSinceGoldExpired,
  effectiveMembership,
  goldExpirationDays,
  goldPassesLock,
  goldRenewalPrompt,
  isGold,
  isLifetimeGold,
  memberDays,
} from '../../../../src/domain/payments/goldRules';
import { productBySku } from '../../../../src/domain/payments/products';
import { DAY_SECONDS } from '../../../../src/domain/time';

const NOW = 1_800_000_000;
const days = (n: number) => n * DAY_SECONDS;
const gold = (goldUntil: number | null, extra = {}) => ({
  membership: 'gold',
  goldUntil,
  goldExpired: false,
  lastLogin: NOW - days(1),
  ...extra,
});
const basic = { membership: 'basic', goldUntil: null, goldExpired: false, lastLogin: NOW };

describe('isGold and isLifetimeGold', () => {
  it('lifetime gold is gold with no goldUntil and not expired', () => {
    expect(isLifetimeGold(gold(null))).toBe(true);
    expect(isLifetimeGold(gold(NOW + days(10)))).toBe(false);
    expect(isLifetimeGold(gold(null, { goldExpired: true }))).toBe(false);
    expect(isLifetimeGold(basic)).toBe(false);
  });

  it('gold lapses the second goldUntil is reached, even before the row says so', () => {
    expect(isGold(gold(NOW + 1), NOW)).toBe(true);
    expect(isGold(gold(NOW), NOW)).toBe(false);
    expect(effectiveMembership(gold(NOW - 1), NOW)).toBe('basic');
    expect(effectiveMembership(gold(null), NOW)).toBe('gold');
    expect(isGold(basic, NOW)).toBe(false);
  });
});

describe('goldRenewalPrompt', () => {
  it('prompts when gold ends within 60 days, not at 61', () => {
    expect(goldRenewalPrompt(gold(NOW + days(60)), NOW)).toBe(true);
    expect(goldRenewalPrompt(gold(NOW + days(60) + 1), NOW)).toBe(false);
    expect(goldRenewalPrompt(gold(NOW + days(1)), NOW)).toBe(true);
  });

  it('prompts when gold expired less than 90 days ago', () => {
    const lastLogin = NOW; // logged in since: only the 90-day window applies
    expect(goldRenewalPrompt(gold(NOW - days(89), { lastLogin }), NOW)).toBe(true);
    expect(goldRenewalPrompt(gold(NOW - days(90), { lastLogin }), NOW)).toBe(false);
  });

  it('prompts when gold expired after the last login, however long ago', () => {
    const expired = gold(NOW - days(400), { lastLogin: NOW - days(500) });
    expect(goldRenewalPrompt(expired, NOW)).toBe(true);
    expect(goldRenewalPrompt({ ...expired, lastLogin: NOW - days(300) }, NOW)).toBe(false);
  });

  it('never prompts lifetime or never-gold players', () => {
    expect(goldRenewalPrompt(gold(null), NOW)).toBe(false);
    expect(goldRenewalPrompt(basic, NOW)).toBe(false);
  });
});

describe('goldPassesLock', () => {
  it("passes every locked feature except names containing 'notify'", () => {
    expect(goldPassesLock(gold(null), 'season-rewards', NOW)).toBe(true);
    expect(goldPassesLock(gold(null), 'notify-friends', NOW)).toBe(false);
    expect(goldPassesLock(gold(null), 'race-notify', NOW)).toBe(false);
    expect(goldPassesLock(basic, 'season-rewards', NOW)).toBe(false);
    expect(goldPassesLock(gold(NOW - 1), 'season-rewards', NOW)).toBe(false);
  });
});

describe('day counts', () => {
  it('memberDays counts whole days since the account was made', () => {
    expect(memberDays(NOW - days(2) - 5, NOW)).toBe(2);
    expect(memberDays(NOW + 100, NOW)).toBe(0);
  });

  it('goldExpirationDays rounds up; null for lifetime and basic', () => {
    expect(goldExpirationDays(gold(NOW + days(1) + 1), NOW)).toBe(2);
    expect(goldExpirationDays(gold(null), NOW)).toBeNull();
    expect(goldExpirationDays(basic, NOW)).toBeNull();
  });

  it('daysSinceGoldExpired once the gold has run out', () => {
    expect(daysSinceGoldExpired(gold(NOW - days(3) - 10), NOW)).toBe(3);
    expect(daysSinceGoldExpired(gold(NOW + 10), NOW)).toBeNull();
  });
});

describe('applyGoldUpgrade', () => {
  const yearly = productBySku('gold-yearly')!;
  const lifetime = productBySku('gold-lifetime')!;

  it('sets gold and adds the cash reward', () => {
    const up = applyGoldUpgrade({ ...basic, money: 100 }, yearly, NOW);
    expect(up).toEqual({
      membership: 'gold',
      goldUntil: NOW + days(365),
      goldExpired: false,
      money: 100 + yearly.cashReward,
    });
  });

  it('extends gold that is still running, and restarts gold that lapsed', () => {
    const running = applyGoldUpgrade({ ...gold(NOW + days(10)), money: 0 }, yearly, NOW);
    expect('goldUntil' in running && running.goldUntil).toBe(NOW + days(375));
    const lapsed = applyGoldUpgrade({ ...gold(NOW - days(10)), money: 0 }, yearly, NOW);
    expect('goldUntil' in lapsed && lapsed.goldUntil).toBe(NOW + days(365));
  });

  it('lifetime clears goldUntil; a lifetime member cannot buy more', () => {
    const up = applyGoldUpgrade({ ...gold(NOW + days(5)), money: 0 }, lifetime, NOW);
    expect('goldUntil' in up && up.goldUntil).toBeNull();
    expect(applyGoldUpgrade({ ...gold(null), money: 0 }, yearly, NOW)).toEqual({
      rejected: 'already-lifetime',
    });
  });
});
