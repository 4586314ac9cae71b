// Stickers (64 x 64): either a die-cut icon (white sticker border and a soft drop, made by an SVG
// morphology filter) or an icon on a badge shape in one of the palette colours.
import { path } from './geom.mjs';
import { ICON_DEFS, SPEED_ICONS } from './lootIcons.mjs';
import { FUN_ICONS } from './lootIconsFun.mjs';
import { circlePath, ink, PALETTE, polygonPath, sealPath, svgDoc, vGradient } from './lootKit.mjs';

const ICONS = { ...SPEED_ICONS, ...FUN_ICONS };

const SHAPES = {
  circle: circlePath(32, 32, 27),
  square: 'M14,6 H50 Q58,6 58,14 V50 Q58,58 50,58 H14 Q6,58 6,50 V14 Q6,6 14,6 Z',
  shield: 'M32,4 L56,11 V30 C56,44 46,54 32,60 C18,54 8,44 8,30 V11 Z',
  hexagon: polygonPath(32, 32, 28.5, 6, -90),
  seal: sealPath(32, 32, 28.5, 14, 0.07),
  diamond: polygonPath(32, 32, 29.5, 4, -90),
};

const dieCutFilter = (
  key,
) => `    <filter id="${key}-cut" filterUnits="userSpaceOnUse" x="0" y="0" width="64" height="64">
      <feMorphology in="SourceAlpha" operator="dilate" radius="3.6" result="edge"/>
      <feOffset in="edge" dy="1.4" result="drop"/>
      <feFlood flood-color="#000000" flood-opacity="0.22"/><feComposite in2="drop" operator="in" result="shadow"/>
      <feFlood flood-color="#b0bec5"/><feComposite in2="edge" operator="in" result="rim"/>
      <feMorphology in="SourceAlpha" operator="dilate" radius="2.8" result="grow"/>
      <feFlood flood-color="#ffffff"/><feComposite in2="grow" operator="in" result="border"/>
      <feMerge><feMergeNode in="shadow"/><feMergeNode in="rim"/><feMergeNode in="border"/><feMergeNode in="SourceGraphic"/></feMerge>
    </filter>`;

const scaled = (markup, k) =>
  `<g transform="translate(32 32) scale(${k}) translate(-32 -32)">${markup}</g>`;

export function renderSticker(key, title, { icon, shape, colour, scale }) {
  const draw = ICONS[icon];
  if (!draw) throw new Error(`Unknown sticker icon ${icon}`);
  const glyph = draw().replaceAll('#KEY-', `#${key}-`);
  const iconDefs = ICON_DEFS[icon]?.(key) ?? '';
  if (!shape) {
    return svgDoc({
      key,
      title,
      viewBox: '0 0 64 64',
      comment: 'Die-cut sticker: the white border is a morphology filter around the icon.',
      defs: [dieCutFilter(key), iconDefs].filter(Boolean).join('\n'),
      body: [`<g filter="url(#${key}-cut)">${scaled(glyph, scale ?? 0.8)}</g>`],
    });
  }
  const [light, base, dark] = PALETTE[colour];
  const d = SHAPES[shape];
  return svgDoc({
    key,
    title,
    viewBox: '0 0 64 64',
    comment: 'Badge sticker: an icon on a coloured shape with a white sticker border.',
    defs: [
      vGradient(`${key}-fill`, [
        [0, light],
        [0.45, base],
        [1, dark],
      ]),
      `    <clipPath id="${key}-clip"><path d="${d}"/></clipPath>`,
      iconDefs,
    ]
      .filter(Boolean)
      .join('\n'),
    body: [
      path(d, {
        fill: '#000000',
        'fill-opacity': 0.2,
        stroke: '#000000',
        'stroke-opacity': 0.2,
        'stroke-width': 5,
        'stroke-linejoin': 'round',
        transform: 'translate(0 1.5) scale(0.97) translate(1 1)',
      }),
      path(d, {
        fill: '#ffffff',
        stroke: '#ffffff',
        'stroke-width': 5,
        'stroke-linejoin': 'round',
      }),
      path(d, { fill: `url(#${key}-fill)`, ...ink(1.4) }),
      `<g clip-path="url(#${key}-clip)"><ellipse cx="22" cy="14" rx="26" ry="12" fill="#ffffff" fill-opacity="0.22"/></g>`,
      scaled(glyph, scale ?? 0.7),
    ],
  });
}

/** name, icon, optional badge shape + colour, rarity, unlock level, price, extra options. */
export const STICKERS = [
  ['Gold Star', 'star', 'circle', 'blue', 'common', 1, 500],
  ['Lightning Bolt', 'bolt', null, null, 'common', 1, 750],
  ['Hot Streak', 'flame', null, null, 'common', 2, 1000],
  ['Big Heart', 'heart', null, null, 'common', 2, 1000],
  ['Smiley', 'smiley', null, null, 'common', 1, 500],
  ['Paw Print', 'paw', 'circle', 'teal', 'common', 3, 1200],
  ['Rainbow', 'rainbow', 'square', 'blue', 'common', 3, 1500],
  ['Sunshine', 'sun', null, null, 'common', 4, 1500],
  ['Four Leaf', 'clover', 'circle', 'yellow', 'common', 4, 1800],
  ['Tune Up', 'wrench', 'hexagon', 'orange', 'common', 5, 2000],
  ['Home Row', 'keycap', null, null, 'common', 5, 2000],
  ['Pizza Party', 'pizza', null, null, 'common', 6, 2500],
  ['Sprinkle Donut', 'donut', null, null, 'common', 6, 2500],
  ['Double Scoop', 'icecream', 'circle', 'pink', 'common', 7, 3000],
  ['Sharp Pencil', 'pencil', 'square', 'teal', 'common', 7, 3000],
  ['Team Spirit', 'pennant', 'shield', 'yellow', 'common', 1, 1500, { requires: 'team' }],
  ['Friendly Wave', 'wave', 'circle', 'green', 'common', 1, 1000, { requires: 'friend-requests' }],
  ['Lucky Seven', 'seven', 'seal', 'red', 'uncommon', 8, 4000],
  ['Checkered Flag', 'flag', 'circle', 'slate', 'uncommon', 8, 4500],
  ['Speedometer', 'speedometer', null, null, 'uncommon', 9, 5000],
  ['Full Moon Night', 'moon', 'circle', 'indigo', 'uncommon', 10, 5500],
  ['Little Leaf', 'leaf', 'hexagon', 'yellow', 'uncommon', 10, 5500],
  ['Snowflake', 'snowflake', 'hexagon', 'indigo', 'uncommon', 11, 6000],
  ['Toadstool', 'mushroom', null, null, 'uncommon', 11, 6000],
  ['Turbo Snail', 'snail', 'circle', 'blue', 'uncommon', 12, 6500],
  ['Roll the Dice', 'dice', 'square', 'green', 'uncommon', 12, 7000],
  ['Bright Idea', 'bulb', 'circle', 'purple', 'uncommon', 13, 7500],
  ['Bullseye', 'target', null, null, 'uncommon', 14, 8000],
  ['Cool Cat', 'cat', null, null, 'rare', 15, 10000],
  ['Friendly Ghost', 'ghost', 'circle', 'purple', 'rare', 16, 12000],
  ['Music Maker', 'music', 'seal', 'yellow', 'rare', 17, 12000],
  ['Steering Wheel', 'steering', 'circle', 'silver', 'rare', 18, 14000],
  ['Cloud Nine', 'cloud', 'square', 'blue', 'rare', 19, 15000],
  ['Little Robot', 'robot', null, null, 'rare', 20, 16000],
  ['Ringed Planet', 'planet', 'circle', 'indigo', 'rare', 22, 18000],
  ['Space Buddy', 'alien', null, null, 'epic', 24, 25000],
  ['Blast Off', 'rocket', 'shield', 'indigo', 'epic', 26, 30000],
  ['Sparkle Gem', 'gem', null, null, 'epic', 28, 35000],
  ['Winged Star', 'wings', 'diamond', 'blue', 'epic', 1, 0, { earned: true }],
  ['Number One', 'one', null, null, 'legendary', 35, 60000],
  ['Royal Crown', 'crown', 'seal', 'purple', 'legendary', 40, 80000],
  ['Champion Cup', 'trophy', 'shield', 'red', 'legendary', 45, 100000],
  ['Medal of Speed', 'medal', 'circle', 'teal', 'epic', 1, 0, { earned: true }],
].map(([name, icon, shape, colour, rarity, unlockLevel, price, extra = {}]) => ({
  name,
  icon,
  shape,
  colour,
  rarity,
  unlockLevel,
  price,
  ...extra,
}));
