// SPEC §5 and §9 Ads: who sees ads, where, which unit a screen gets, and which ad set a visitor is
// in. Pure: the screen width, the path, the visitor's seed and games played are passed in.
import { featureFlagsAllowed, type FeatureFlag } from '../featureFlags';
import { isRaceTab } from '../nav/routes';
import { hashSeed } from '../random';
import { AD_SLOT_GATES, type AdSet, type AdSlot, type AdUnit } from './adUnits';

/** SPEC §9: a shown unit is refreshed every 30 s. */
export const AD_REFRESH_MS = 30_000;

/** SPEC §9: 1 in 20 visitors get the control set. */
export const CONTROL_SET_ONE_IN = 20;

/**
 * The visitor's ad set, from a seed that stays the same for the visitor (their user id or guest
 * id through `visitorAdSeed`): seeds divisible by 20 get the control set.
 */
export function adSetFor(seed: number): AdSet {
  return (seed >>> 0) % CONTROL_SET_ONE_IN === 0 ? 'control' : 'floor-price';
}

/** The seed of a visitor key ('user:12', 'guest:<uuid>'): the same key, the same set. */
export function visitorAdSeed(visitorKey: string): number {
  return hashSeed(`ads:${visitorKey}`);
}

export interface AdViewer {
  /** Operators can switch ads off for the whole installation. */
  adsEnabled: boolean;
  /** SPEC §1: gold removes ads (judged with goldRules.isGold, so lapsed gold sees them again). */
  gold: boolean;
}

/** SPEC §1: no ads when the operator switched them off, nor for gold members. */
export function adsShownTo(viewer: AdViewer): boolean {
  return viewer.adsEnabled && !viewer.gold;
}

/** SPEC §9: and none on the race page (/race, /play, friend races). */
export function adsShown(viewer: AdViewer, pathname: string): boolean {
  return adsShownTo(viewer) && !isRaceTab(pathname);
}

export interface AdUnlocks {
  /** Games played (User.racesPlayed). */
  racesPlayed: number;
  allowedFlags: ReadonlySet<FeatureFlag> | readonly FeatureFlag[];
}

/** SPEC §5 flags and §9 unlocks: the slot's flags are all allowed and its games are played. */
export function adSlotUnlocked(slot: AdSlot, unlocks: AdUnlocks): boolean {
  const gate = AD_SLOT_GATES[slot];
  return (
    unlocks.racesPlayed >= gate.unlockGames && featureFlagsAllowed(gate.flags, unlocks.allowedFlags)
  );
}

/**
 * SPEC §5: a unit shows only if a screen-width rule matches, the largest minimum width that fits.
 * A placement offers the units of its slots (a bottom banner falls back to the square); of those
 * unlocked, the one with the largest minWidth at most the screen's width, or null.
 */
export function adUnitForScreen(
  units: readonly AdUnit[],
  slots: readonly AdSlot[],
  screenWidth: number,
  unlocks: AdUnlocks,
): AdUnit | null {
  let best: AdUnit | null = null;
  for (const unit of units) {
    if (!slots.includes(unit.slot) || unit.minWidth > screenWidth) continue;
    if (!adSlotUnlocked(unit.slot, unlocks)) continue;
    if (!best || unit.minWidth > best.minWidth) best = unit;
  }
  return best;
}
