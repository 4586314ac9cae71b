// SPEC §3 Ad unit and §9 Ads: the units a page can show, by slot, for each of the two ad sets.
// `unit` is the name an ad network knows the unit by; the control and floor-price sets differ
// only there (the network prices them differently), so sizes and layout never depend on the set.
import type { FeatureFlag } from '../featureFlags';

/**
 * Where a unit sits: the side rail, a leaderboard banner at the top, middle or bottom of a page,
 * the square that takes a banner's place on narrow screens, and the news column.
 */
export const AD_SLOTS = ['side', 'top', 'mid', 'bottom', 'square', 'news'] as const;
export type AdSlot = (typeof AD_SLOTS)[number];

/** SPEC §9: 1 in 20 visitors get the control set, the rest the floor-price set. */
export const AD_SETS = ['control', 'floor-price'] as const;
export type AdSet = (typeof AD_SETS)[number];

/** SPEC §3 Ad unit. */
export interface AdUnit {
  id: string;
  width: number;
  height: number;
  /** The narrowest screen (CSS px) the unit fits on, page margins and its neighbours included. */
  minWidth: number;
  slot: AdSlot;
  unit: string;
}

/** SPEC §9 unlocks by games played: the side ad after 3, the leaderboard ad after 1. */
export const SIDE_AD_UNLOCK_GAMES = 3;
export const LEADERBOARD_AD_UNLOCK_GAMES = 1;

/** What a slot needs beyond the screen width: the flags it requires and the games it unlocks at. */
export interface AdSlotGate {
  flags: readonly FeatureFlag[];
  unlockGames: number;
}

export const AD_SLOT_GATES: Record<AdSlot, AdSlotGate> = {
  side: { flags: ['show_side_ad'], unlockGames: SIDE_AD_UNLOCK_GAMES },
  top: { flags: ['show_leaderboard_ad'], unlockGames: LEADERBOARD_AD_UNLOCK_GAMES },
  mid: { flags: ['show_leaderboard_ad'], unlockGames: LEADERBOARD_AD_UNLOCK_GAMES },
  bottom: { flags: ['show_leaderboard_ad'], unlockGames: LEADERBOARD_AD_UNLOCK_GAMES },
  square: { flags: [], unlockGames: 0 },
  news: { flags: [], unlockGames: 0 },
};

/**
 * The screen widths (SPEC §9): 300x600 from 1365 px and 160x600 from 1234 px beside the page;
 * the 970x90 banner needs the 970 px plus the page's 16 px margins and a scrollbar, and still fits
 * beside either side unit at their widths; the 336x280 square fits any phone from 368 px; the
 * news column's 300x600 sits beside the 760 px reading column.
 */
const LAYOUT: readonly Omit<AdUnit, 'unit'>[] = [
  { id: 'side-300x600', width: 300, height: 600, minWidth: 1365, slot: 'side' },
  { id: 'side-160x600', width: 160, height: 600, minWidth: 1234, slot: 'side' },
  { id: 'top-970x90', width: 970, height: 90, minWidth: 1024, slot: 'top' },
  { id: 'mid-970x90', width: 970, height: 90, minWidth: 1024, slot: 'mid' },
  { id: 'bottom-970x90', width: 970, height: 90, minWidth: 1024, slot: 'bottom' },
  { id: 'square-336x280', width: 336, height: 280, minWidth: 368, slot: 'square' },
  { id: 'news-300x600', width: 300, height: 600, minWidth: 1120, slot: 'news' },
];

function unitsOf(set: AdSet): AdUnit[] {
  const prefix = set === 'control' ? 'nitro_control' : 'nitro_floor';
  return LAYOUT.map((unit) => ({ ...unit, unit: `${prefix}_${unit.id.replace('-', '_')}` }));
}

export const AD_UNITS: Record<AdSet, readonly AdUnit[]> = {
  control: unitsOf('control'),
  'floor-price': unitsOf('floor-price'),
};
