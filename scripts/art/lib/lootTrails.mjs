// Trails (120 x 24): a horizontal streak drawn behind the car. The right end sits at the car, so
// every pattern fades out toward the left through one shared mask.
import { hGradient, svgDoc } from './lootKit.mjs';
import { band, TRAIL_PATTERNS, W } from './lootTrailPatterns.mjs';
import { MORE_TRAIL_PATTERNS } from './lootTrailPatternsMore.mjs';

const PATTERNS = { ...TRAIL_PATTERNS, ...MORE_TRAIL_PATTERNS };

export function renderTrail(key, title, { pattern }) {
  const spec = PATTERNS[pattern];
  if (!spec) throw new Error(`Unknown trail pattern ${pattern}`);
  const defs = [
    hGradient(`${key}-fadeGrad`, [
      [0, '#ffffff', 0],
      [0.55, '#ffffff', 0.8],
      [1, '#ffffff', 1],
    ]),
    `    <mask id="${key}-fade" maskUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="24"><rect width="${W}" height="24" fill="url(#${key}-fadeGrad)"/></mask>`,
    spec.band ? hGradient(`${key}-band`, spec.band) : '',
    spec.defs?.(key) ?? '',
  ].filter(Boolean);
  const body = `${spec.band ? band() : ''}${spec.draw()}`.replaceAll('#KEY-', `#${key}-`);
  return svgDoc({
    key,
    title,
    viewBox: `0 0 ${W} 24`,
    comment: 'Trail: the car is at the right end; the pattern fades out to the left.',
    defs: defs.join('\n'),
    body: [`<g mask="url(#${key}-fade)">${body}</g>`],
  });
}

export const TRAILS = [
  ['Sparkle Trail', 'sparkles', 'common', 2, 1500],
  ['Bubble Trail', 'bubbles', 'common', 3, 2000],
  ['Puff of Smoke', 'smoke', 'common', 1, 1000],
  ['Comet Dots', 'comet', 'common', 4, 2500],
  ['Zigzag Ribbon', 'zigzag', 'common', 5, 3000],
  ['Heart Trail', 'hearts', 'uncommon', 6, 5000],
  ['Leaf Trail', 'leaves', 'uncommon', 7, 5500],
  ['Star Trail', 'stars', 'uncommon', 8, 6000],
  ['Petal Trail', 'petals', 'uncommon', 9, 6500],
  ['Candy Cane', 'candy', 'uncommon', 10, 7000],
  ['Paw Prints', 'paws', 'uncommon', 11, 7500],
  ['Music Trail', 'notes', 'rare', 13, 12000],
  ['Pixel Trail', 'pixels', 'rare', 15, 14000],
  ['Ocean Wave', 'waves', 'rare', 17, 16000],
  ['Cloud Hopper', 'clouds', 'rare', 18, 17000],
  ['Hex Grid', 'hexes', 'rare', 20, 19000],
  ['Confetti Trail', 'confetti', 'epic', 22, 28000],
  ['Snow Flurry', 'snow', 'epic', 1, 0, { earned: true }],
  ['Twister', 'twister', 'epic', 25, 32000],
  ['Glitter Trail', 'glitter', 'epic', 28, 38000],
  ['Lightning Trail', 'lightning', 'legendary', 32, 60000],
  ['Fire Trail', 'fire', 'legendary', 38, 75000],
  ['Neon Lights', 'neon', 'legendary', 44, 90000],
  ['Rainbow Streak', 'rainbow', 'legendary', 1, 0, { earned: true }],
].map(([name, pattern, rarity, unlockLevel, price, extra = {}]) => ({
  name,
  pattern,
  rarity,
  unlockLevel,
  price,
  ...extra,
}));
