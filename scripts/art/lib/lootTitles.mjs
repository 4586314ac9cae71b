// Titles (160 x 40): the plaque or banner a title is shown on. The middle is left plain for the
// title text, which the game draws; the art only frames it.
import { svgDoc } from './lootKit.mjs';
import { BANNER_STYLES } from './lootTitleBanners.mjs';
import { PLAQUE_STYLES } from './lootTitlePlaques.mjs';

const STYLES = { ...BANNER_STYLES, ...PLAQUE_STYLES };

export function renderTitle(key, title, { style, colour = 'blue' }) {
  const make = STYLES[style];
  if (!make) throw new Error(`Unknown title style ${style}`);
  const { defs, body } = make(key, colour);
  return svgDoc({
    key,
    title,
    viewBox: '0 0 160 40',
    comment: 'Title plaque: the middle stays plain for the title text, which the game draws.',
    defs: defs.join('\n'),
    body,
  });
}

export const TITLES = [
  ['Rookie Racer', 'ribbon', 'blue', 'common', 1, 500],
  ['Keyboard Kid', 'chalkboard', null, 'common', 2, 1000],
  ['Sunday Driver', 'ticket', 'orange', 'common', 3, 1500],
  ['Speedy Fingers', 'scroll', null, 'common', 4, 2000],
  ['Steady Hands', 'plaque', 'bronze', 'common', 5, 2500],
  ['Chatterbox', 'bubble', 'teal', 'common', 6, 3000],
  ['Word Wizard', 'stars', 'purple', 'uncommon', 7, 5000],
  ['Pit Crew Pro', 'checkered', null, 'uncommon', 8, 5500],
  ['Cool Cruiser', 'frost', null, 'uncommon', 9, 6000],
  ['Key Master', 'plaque', 'silver', 'uncommon', 10, 6500],
  ['Sweet Racer', 'hearts', 'pink', 'uncommon', 11, 7000],
  ['Team Player', 'bunting', 'indigo', 'uncommon', 12, 7500],
  ['Pixel Pilot', 'pixel', 'green', 'rare', 14, 12000],
  ['Turbo Typist', 'flames', null, 'rare', 16, 14000],
  ['Comet Chaser', 'wings', 'blue', 'rare', 18, 16000],
  ['Accuracy Ace', 'laurel', 'silver', 'rare', 20, 18000],
  ['Night Racer', 'neon', 'pink', 'rare', 22, 20000],
  ['Checkered Champ', 'crown', 'red', 'epic', 26, 30000],
  ['Nitro Knight', 'lightning', 'indigo', 'epic', 30, 40000],
  ['Rainbow Racer', 'rainbow', null, 'epic', 1, 0, { earned: true }],
  ['Lap Legend', 'ornate', 'gold', 'legendary', 40, 75000],
  ['Grand Champion', 'laurel', 'gold', 'legendary', 1, 0, { earned: true }],
].map(([name, style, colour, rarity, unlockLevel, price, extra = {}]) => ({
  name,
  style,
  colour: colour ?? undefined,
  rarity,
  unlockLevel,
  price,
  ...extra,
}));
