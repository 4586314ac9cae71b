import { describe, expect, it } from 'vitest';

import {
  AD_REFRESH_MS,
  adSetFor,
  adSlotUnlocked,
  adsShown,
  adUnitForScreen,
  visitorAdSeed,
  type AdUnlocks,
} from '../../../../src/domain/ads/adShowRules';
import {
  AD_UNITS,
  LEADERBOARD_AD_UNLOCK_GAMES,
  SIDE_AD_UNLOCK_GAMES,
  type AdSlot,
} from '../../../../src/domain/ads/adUnits';
import { FEATURE_FLAGS, type FeatureFlag } from '../../../../src/domain/featureFlags';

const units = AD_UNITS['floor-price'];
const veteran: AdUnlocks = { racesPlayed: 50, allowedFlags: FEATURE_FLAGS };
const pick = (slots: AdSlot[], width: number, unlocks: AdUnlocks = veteran) =>
  adUnitForScreen(units, slots, width, unlocks)?.id ?? null;

describe('SPEC §9 side ad by screen width (largest minimum width that fits)', () => {
  it.each([
    [1920, 'side-300x600'],
    [1365, 'side-300x600'],
    [1364, 'side-160x600'],
    [1280, 'side-160x600'],
    [1234, 'side-160x600'],
    [1233, null],
    [390, null],
  ])('at %i px: %s', (width, id) => {
    expect(pick(['side'], width)).toBe(id);
  });
});

describe('banners, the square and the news column', () => {
  it.each([
    [1440, 'bottom-970x90'],
    [1024, 'bottom-970x90'],
    [1023, 'square-336x280'],
    [390, 'square-336x280'],
    [368, 'square-336x280'],
    [367, null],
  ])('a bottom placement with the square fallback at %i px: %s', (width, id) => {
    expect(pick(['bottom', 'square'], width)).toBe(id);
  });

  it('the top banner has no fallback: none below 1024 px', () => {
    expect(pick(['top'], 1024)).toBe('top-970x90');
    expect(pick(['top'], 1023)).toBeNull();
  });

  it.each([
    [1120, 'news-300x600'],
    [1119, 'square-336x280'],
  ])('the news column at %i px: %s', (width, id) => {
    expect(pick(['news', 'square'], width)).toBe(id);
  });

  it('a slot never offered is never chosen', () => {
    expect(pick(['mid'], 1920)).toBe('mid-970x90');
    expect(pick([], 1920)).toBeNull();
  });
});

describe('SPEC §9 unlocks by games played', () => {
  it.each([
    [SIDE_AD_UNLOCK_GAMES - 1, false],
    [SIDE_AD_UNLOCK_GAMES, true],
  ])('the side ad after %i games: %s', (racesPlayed, shown) => {
    expect(SIDE_AD_UNLOCK_GAMES).toBe(3);
    expect(adSlotUnlocked('side', { racesPlayed, allowedFlags: FEATURE_FLAGS })).toBe(shown);
  });

  it.each([
    [LEADERBOARD_AD_UNLOCK_GAMES - 1, false],
    [LEADERBOARD_AD_UNLOCK_GAMES, true],
  ])('the leaderboard ad after %i games: %s', (racesPlayed, shown) => {
    expect(LEADERBOARD_AD_UNLOCK_GAMES).toBe(1);
    for (const slot of ['top', 'mid', 'bottom'] as const)
      expect(adSlotUnlocked(slot, { racesPlayed, allowedFlags: FEATURE_FLAGS })).toBe(shown);
  });

  it('a locked banner leaves its placement to the square; a locked side ad leaves nothing', () => {
    const newcomer = { racesPlayed: 0, allowedFlags: FEATURE_FLAGS };
    expect(pick(['bottom', 'square'], 1440, newcomer)).toBe('square-336x280');
    expect(pick(['side'], 1440, { racesPlayed: 2, allowedFlags: FEATURE_FLAGS })).toBeNull();
  });
});

describe('SPEC §5 feature flags: all required must be allowed', () => {
  const without = (flag: FeatureFlag) => FEATURE_FLAGS.filter((f) => f !== flag);

  it('show_side_ad withheld: no side ad, banners still show', () => {
    const unlocks = { racesPlayed: 50, allowedFlags: without('show_side_ad') };
    expect(pick(['side'], 1920, unlocks)).toBeNull();
    expect(pick(['top'], 1920, unlocks)).toBe('top-970x90');
  });

  it('show_leaderboard_ad withheld: banners give way to the square, side ad stays', () => {
    const unlocks = { racesPlayed: 50, allowedFlags: without('show_leaderboard_ad') };
    expect(pick(['bottom', 'square'], 1920, unlocks)).toBe('square-336x280');
    expect(pick(['top'], 1920, unlocks)).toBeNull();
    expect(pick(['side'], 1920, unlocks)).toBe('side-300x600');
  });

  it('other flags do not matter to ads', () => {
    const unlocks = { racesPlayed: 50, allowedFlags: ['show_side_ad', 'show_leaderboard_ad'] };
    expect(pick(['side'], 1920, unlocks as AdUnlocks)).toBe('side-300x600');
    expect(pick(['side'], 1920, { racesPlayed: 50, allowedFlags: [] })).toBeNull();
  });
});

describe('SPEC §1, §9: who sees ads and where', () => {
  const basic = { adsEnabled: true, gold: false };

  it.each(['/garage', '/news', '/news/7', '/leaderboards', '/', '/racer/sam'])(
    'a basic player on %s',
    (path) => {
      expect(adsShown(basic, path)).toBe(true);
    },
  );

  it.each(['/race', '/play', '/race/', '/race/friendly', '/play/friendly'])(
    'never on the race page %s',
    (path) => {
      expect(adsShown(basic, path)).toBe(false);
    },
  );

  it('never for gold members, never when the operator switched ads off', () => {
    expect(adsShown({ adsEnabled: true, gold: true }, '/garage')).toBe(false);
    expect(adsShown({ adsEnabled: false, gold: false }, '/garage')).toBe(false);
  });

  it('refreshes every 30 s', () => {
    expect(AD_REFRESH_MS).toBe(30_000);
  });
});

describe('SPEC §9 control / floor-price split, seeded per visitor', () => {
  it('seeds divisible by 20 get the control set, the rest floor-price', () => {
    expect(adSetFor(0)).toBe('control');
    expect(adSetFor(20)).toBe('control');
    expect(adSetFor(4_294_967_280)).toBe('control');
    expect(adSetFor(1)).toBe('floor-price');
    expect(adSetFor(19)).toBe('floor-price');
    expect(adSetFor(21)).toBe('floor-price');
  });

  it('a visitor keeps their set; about 1 in 20 visitors get the control set', () => {
    expect(adSetFor(visitorAdSeed('guest:abc'))).toBe(adSetFor(visitorAdSeed('guest:abc')));
    let control = 0;
    const visitors = 20_000;
    for (let i = 0; i < visitors; i += 1)
      if (adSetFor(visitorAdSeed(`user:${i}`)) === 'control') control += 1;
    expect(control / visitors).toBeGreaterThan(0.04);
    expect(control / visitors).toBeLessThan(0.06);
  });

  it('the sets differ in their network unit names only', () => {
    const control = AD_UNITS.control;
    expect(control.map((u) => [u.id, u.width, u.height, u.minWidth, u.slot])).toEqual(
      units.map((u) => [u.id, u.width, u.height, u.minWidth, u.slot]),
    );
    expect(new Set([...control, ...units].map((u) => u.unit)).size).toBe(control.length * 2);
  });
});
