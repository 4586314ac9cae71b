// Name tags (160 x 32): the plate a racer's name sits on above the car. Like titles, the middle is
// left plain; the game writes the name.
import { svgDoc } from './lootKit.mjs';
import { NAMETAG_STYLES } from './lootNametagStyles.mjs';

export function renderNametag(key, title, { style }) {
  const make = NAMETAG_STYLES[style];
  if (!make) throw new Error(`Unknown nametag style ${style}`);
  const { defs, body } = make(key);
  return svgDoc({
    key,
    title,
    viewBox: '0 0 160 32',
    comment: "Name tag: the middle stays plain for the racer's name, which the game draws.",
    defs: defs.join('\n'),
    body,
  });
}

export const NAMETAGS = [
  ['Classic Plate', 'classic', 'common', 1, 500],
  ['Chrome Plate', 'chrome', 'common', 3, 1500],
  ['License Plate', 'license', 'common', 5, 2500],
  ['Checker Tag', 'checker', 'uncommon', 7, 5000],
  ['Bubblegum Tag', 'bubblegum', 'uncommon', 9, 6000],
  ['Racing Stripe', 'stripe', 'uncommon', 11, 7000],
  ['Ribbon Tag', 'ribbon', 'uncommon', 13, 8000],
  ['Pixel Frame', 'pixel', 'rare', 15, 12000],
  ['Circuit Board', 'circuit', 'rare', 18, 15000],
  ['Ice Crystal', 'ice', 'rare', 1, 0, { earned: true }],
  ['Carbon Fiber', 'carbon', 'rare', 21, 18000],
  ['Starry Night', 'starry', 'epic', 25, 30000],
  ['Flame Tag', 'flames', 'epic', 30, 40000],
  ['Neon Glow', 'neon', 'legendary', 36, 60000],
  ['Gold Leaf', 'gold', 'legendary', 1, 0, { earned: true }],
].map(([name, style, rarity, unlockLevel, price, extra = {}]) => ({
  name,
  style,
  rarity,
  unlockLevel,
  price,
  ...extra,
}));
