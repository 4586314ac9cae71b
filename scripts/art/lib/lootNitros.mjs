// Nitros (64 x 64): the boost burst that fires from the exhaust. The car faces right, so the burst
// sits at the right and streams out to the left. Layered flames, bursts, rings and plumes, each
// in its own colours over a soft glow.
import { circle, ellipse, path, pt, pts } from './geom.mjs';
import {
  ink,
  PALETTE,
  polygonPath,
  RAINBOW,
  rGradient,
  sparklePath,
  starPath,
  svgDoc,
} from './lootKit.mjs';

const FLAME =
  'M58,19 C46,17 36,11 24,15 C30,18 31,21 26,23 C18,25 11,27 4,32 C11,37 18,39 26,41 C31,43 30,46 24,49 C36,53 46,47 58,45 C62,40 62,24 58,19 Z';
const layer = (d, k, fill, extra = {}) =>
  path(d, { fill, transform: `translate(58 32) scale(${k}) translate(-58 -32)`, ...extra });
const glow = (key) => ellipse(40, 32, 26, 20, { fill: `url(#${key}-glow)` });

/** Spiky burst polygon centred on cx, cy. */
function burst(cx, cy, r, ri, spikes, seed = 1) {
  const pts = [];
  for (let i = 0; i < spikes * 2; i++) {
    const a = (i / (spikes * 2)) * Math.PI * 2;
    const rr = i % 2 ? ri : r * (0.8 + 0.2 * Math.abs(Math.sin(i * seed)));
    pts.push(pt(cx + rr * Math.cos(a), cy + rr * Math.sin(a)));
  }
  return `M${pts.join(' L')} Z`;
}

const STYLES = {
  flame: (key, [outer, mid, inner]) => [
    glow(key),
    path(FLAME, { fill: outer, ...ink(1.6) }),
    layer(FLAME, 0.74, mid),
    layer(FLAME, 0.46, inner),
    layer(FLAME, 0.22, '#ffffff'),
  ],
  rainbow: (key) => [
    glow(key),
    path(FLAME, { fill: RAINBOW[5], ...ink(1.6) }),
    ...RAINBOW.slice(0, 5)
      .reverse()
      .map((c, i) => layer(FLAME, 0.86 - i * 0.15, c)),
    layer(FLAME, 0.1, '#ffffff'),
  ],
  burst: (key, [outer, mid, inner]) => [
    glow(key),
    path(burst(38, 32, 24, 12, 12, 3), { fill: outer, ...ink(1.5) }),
    path(burst(38, 32, 16, 9, 10, 5), { fill: mid }),
    circle(38, 32, 7, { fill: inner }),
    circle(38, 32, 3.4, { fill: '#ffffff' }),
  ],
  star: (key, [outer, mid, inner]) => [
    glow(key),
    path(burst(40, 32, 22, 13, 16, 2), { fill: outer, ...ink(1.2) }),
    path(starPath(40, 32, 15, 7), { fill: mid, ...ink(1.4) }),
    path(starPath(40, 32, 7, 3.2), { fill: inner }),
    path(sparklePath(16, 18, 4), { fill: mid }),
    path(sparklePath(14, 46, 3), { fill: mid }),
  ],
  bolt: (key, [outer, mid]) => [
    glow(key),
    path(burst(46, 32, 16, 9, 8, 4), { fill: outer, ...ink(1.2) }),
    path('M52,10 L30,30 L40,32 L10,54 L44,36 L34,34 L56,12 Z', { fill: mid, ...ink(1.5) }),
    path('M50,14 L34,29', { stroke: '#ffffff', 'stroke-width': 1.4, 'stroke-linecap': 'round' }),
  ],
  rings: (key, [outer, mid, inner]) => [
    glow(key),
    ...pts('14,13,0.5 26,11,0.75 38,9,1').map(([cx, ry, o]) =>
      ellipse(cx, 32, ry * 0.45, ry * 1.6, {
        fill: 'none',
        stroke: mid,
        'stroke-width': 3,
        'stroke-opacity': o,
      }),
    ),
    layer(FLAME, 0.5, outer, ink(1.4)),
    layer(FLAME, 0.3, inner),
  ],
  comet: (key, [outer, mid, inner]) => [
    glow(key),
    path('M50,22 C36,20 20,22 4,30 C20,30 24,32 10,36 C26,40 36,44 50,42 Z', {
      fill: outer,
      'fill-opacity': 0.55,
    }),
    path('M50,25 C38,24 26,27 12,32 C26,35 38,39 50,39 Z', { fill: mid, 'fill-opacity': 0.85 }),
    circle(50, 32, 9.5, { fill: inner, ...ink(1.5) }),
    circle(47, 29, 3, { fill: '#ffffff', 'fill-opacity': 0.8 }),
  ],
  plume: (key, [outer, mid, inner]) => [
    glow(key),
    path('M60,22 C44,22 20,26 4,32 C20,38 44,42 60,42 Z', { fill: outer, ...ink(1.4) }),
    path('M60,26 C46,26 28,29 14,32 C28,35 46,38 60,38 Z', { fill: mid }),
    ...[52, 40, 29].map((x, i) =>
      path(polygonPath(x, 32, 4.4 - i, 4, 0), {
        fill: inner,
        transform: `translate(${x} 32) scale(1.6 1) translate(${-x} -32)`,
      }),
    ),
  ],
  smoke: (key, [outer, mid]) => [
    glow(key),
    ...pts('16,30,9 26,24,8 28,38,8.5 38,31,9 10,38,6').map(([x, y, r]) =>
      circle(x, y, r, { fill: '#eceff1', ...ink(1.3) }),
    ),
    ...pts('14,28,4 36,28,4').map(([x, y, r]) => circle(x, y, r, { fill: '#ffffff' })),
    layer(FLAME, 0.42, outer, ink(1.2)),
    layer(FLAME, 0.24, mid),
  ],
  sparkles: (key, [outer, mid]) => [
    glow(key),
    layer(FLAME, 0.8, outer, ink(1.4)),
    layer(FLAME, 0.5, mid),
    layer(FLAME, 0.25, '#ffffff'),
    ...pts('14,18,5 10,44,4 28,52,3 30,12,3.5').map(([x, y, r]) =>
      path(sparklePath(x, y, r), { fill: '#ffffff', stroke: mid, 'stroke-width': 0.8 }),
    ),
  ],
};

const COLOURS = {
  blue: ['#1e88e5', '#4fc3f7', '#b3e5fc', '#4fc3f7'],
  red: ['#e53935', '#ff9800', '#ffee58', '#ff7043'],
  green: ['#43a047', '#aeea00', '#f4ff81', '#aeea00'],
  pink: ['#ec407a', '#f48fb1', '#fce4ec', '#f48fb1'],
  purple: ['#7b1fa2', '#e040fb', '#f3e5f5', '#e040fb'],
  ice: ['#4dd0e1', '#b2ebf2', '#ffffff', '#80deea'],
  gold: [PALETTE.gold[2], PALETTE.gold[1], PALETTE.gold[0], '#ffca28'],
  yellow: ['#fbc02d', '#fff176', '#ffffff', '#fff176'],
  teal: ['#00897b', '#64ffda', '#e0f2f1', '#64ffda'],
  grey: ['#ff7043', '#ffcc80', '#ffffff', '#b0bec5'],
  rainbow: ['#ab47bc', '#42a5f5', '#ffd54f', '#f48fb1'],
};

export function renderNitro(key, title, { style, colour }) {
  const make = STYLES[style];
  if (!make) throw new Error(`Unknown nitro style ${style}`);
  const colours = COLOURS[colour];
  const defs = [
    rGradient(`${key}-glow`, [
      [0, colours[3], 0.55],
      [1, colours[3], 0],
    ]),
  ];
  return svgDoc({
    key,
    title,
    viewBox: '0 0 64 64',
    comment: 'Nitro burst: fires from the exhaust at the right and streams out to the left.',
    defs: defs.join('\n'),
    body: make(key, colours),
  });
}

export const NITROS = [
  ['Blue Blast', 'flame', 'blue', 'common', 1, 500],
  ['Red Roar', 'flame', 'red', 'common', 2, 1000],
  ['Toxic Green', 'flame', 'green', 'common', 4, 2000],
  ['Pink Pop', 'flame', 'pink', 'uncommon', 6, 4500],
  ['Smoke Screen', 'smoke', 'grey', 'uncommon', 8, 5500],
  ['Ice Storm', 'sparkles', 'ice', 'uncommon', 10, 6500],
  ['Purple Plasma', 'rings', 'purple', 'rare', 13, 11000],
  ['Golden Burst', 'burst', 'gold', 'rare', 16, 14000],
  ['Thunder Jolt', 'bolt', 'yellow', 'rare', 19, 17000],
  ['Star Burst', 'star', 'pink', 'rare', 22, 20000],
  ['Comet Tail', 'comet', 'teal', 'epic', 26, 30000],
  ['Rocket Plume', 'plume', 'red', 'epic', 30, 38000],
  ['Sunflare', 'burst', 'red', 'epic', 1, 0, { earned: true }],
  ['Rainbow Rush', 'rainbow', 'rainbow', 'legendary', 38, 70000],
  ['Supernova', 'star', 'purple', 'legendary', 1, 0, { earned: true }],
].map(([name, style, colour, rarity, unlockLevel, price, extra = {}]) => ({
  name,
  style,
  colour,
  rarity,
  unlockLevel,
  price,
  ...extra,
}));
