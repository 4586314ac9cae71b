// Title banners (160 x 40): ribbons, scrolls, tickets, bunting and other banner shapes, with the
// gradient helpers the plaques in lootTitlePlaques.mjs share.
import { circle, path, pts } from './geom.mjs';
import {
  flameRow,
  ink,
  INK,
  PALETTE,
  RAINBOW,
  roundRect,
  starPath,
  vGradient,
} from './lootKit.mjs';

export const fill = (key) => `url(#${key}-fill)`;
export const grad = (key, colour, id = 'fill') => {
  const [l, b, d] = PALETTE[colour];
  return vGradient(`${key}-${id}`, [
    [0, l],
    [0.5, b],
    [1, d],
  ]);
};

function ribbonBand(key, colour, { y0 = 8, y1 = 32 } = {}) {
  const dark = PALETTE[colour][2];
  return [
    path(
      `M4,${y0 + 6} H30 V${y1 + 6} H4 L12,${(y0 + y1) / 2 + 6} Z M156,${y0 + 6} H130 V${y1 + 6} H156 L148,${(y0 + y1) / 2 + 6} Z`,
      { fill: dark, ...ink(1.2) },
    ),
    path(`M22,${y1} L30,${y1 + 6} V${y1} Z M138,${y1} L130,${y1 + 6} V${y1} Z`, {
      fill: INK,
      'fill-opacity': 0.6,
    }),
    path(`M22,${y0} H138 V${y1} H22 Z`, { fill: fill(key), ...ink(1.4) }),
    path(`M24,${y0 + 2.5} H136`, {
      stroke: '#ffffff',
      'stroke-opacity': 0.55,
      'stroke-width': 1.4,
    }),
  ];
}

/** Each style: (key, colour) → { defs, body }. */
export const BANNER_STYLES = {
  ribbon: (key, c) => ({ defs: [grad(key, c)], body: ribbonBand(key, c) }),
  scroll: (key) => ({
    defs: [
      vGradient(`${key}-fill`, [
        [0, '#fff8e1'],
        [1, '#f3dfb5'],
      ]),
      vGradient(
        `${key}-roll`,
        [
          [0, '#f3dfb5'],
          [0.5, '#fff8e1'],
          [1, '#c9a86a'],
        ],
        1,
      ),
    ],
    body: [
      path('M18,7 H142 Q138,20 142,33 H18 Q22,20 18,7 Z', { fill: fill(key), ...ink(1.3) }),
      ...[14, 146].map((x) =>
        path(roundRect(x - 6, 3, 12, 34, 6), { fill: `url(#${key}-roll)`, ...ink(1.3) }),
      ),
      path('M30,28 Q60,25 80,28 T130,27', {
        fill: 'none',
        stroke: '#c9a86a',
        'stroke-width': 0.8,
        'stroke-opacity': 0.6,
      }),
    ],
  }),
  crown: (key, c) => ({
    defs: [grad(key, c)],
    body: [
      ...ribbonBand(key, c, { y0: 12, y1: 34 }),
      path('M70,13 L67,3 L74,8 L80,1 L86,8 L93,3 L90,13 Z', { fill: PALETTE.gold[1], ...ink(1.2) }),
      circle(80, 9, 1.5, { fill: PALETTE.red[1] }),
    ],
  }),
  flames: (key) => ({
    defs: [
      vGradient(`${key}-fill`, [
        [0, '#546e7a'],
        [1, '#263238'],
      ]),
      vGradient(`${key}-fire`, [
        [0, '#ffe082'],
        [0.5, '#ffa726'],
        [1, '#ef5350'],
      ]),
    ],
    body: [
      path(flameRow(10, 150, 34, 33, 6, 2), { fill: INK, ...ink(2.4) }),
      path(flameRow(10, 150, 34, 33, 6, 2), { fill: `url(#${key}-fire)` }),
      path(flameRow(20, 140, 34, 24, 5, 5), { fill: '#fff3b0' }),
      path(roundRect(16, 15, 128, 22, 6), { fill: fill(key), ...ink(1.4) }),
      path('M20,18 H140', { stroke: '#ffffff', 'stroke-opacity': 0.25, 'stroke-width': 1.2 }),
    ],
  }),
  stars: (key, c) => ({
    defs: [grad(key, c)],
    body: [
      ...ribbonBand(key, c),
      ...pts('14,12,6 146,12,6 8,30,3.5 152,30,3.5').map(([x, y, r]) =>
        path(starPath(x, y, r), { fill: PALETTE.gold[1], ...ink(1) }),
      ),
    ],
  }),
  checkered: (key) => {
    let checks = '';
    for (const x0 of [6, 134])
      for (let r = 0; r < 5; r++)
        for (let col = 0; col < 4; col++)
          if ((r + col) % 2 === 0) checks += `M${x0 + col * 5},${8 + r * 5} h5 v5 h-5 Z `;
    return {
      defs: [
        vGradient(`${key}-fill`, [
          [0, '#ffffff'],
          [1, '#eceff1'],
        ]),
      ],
      body: [
        path(roundRect(6, 8, 148, 25, 3), { fill: fill(key), ...ink(1.4) }),
        path(checks, { fill: INK }),
        path('M26,8 V33 M134,8 V33', { stroke: INK, 'stroke-width': 1.2 }),
      ],
    };
  },
  ticket: (key, c) => ({
    defs: [grad(key, c)],
    body: [
      path('M8,6 H152 V15 A5,5 0 0 0 152,25 V34 H8 V25 A5,5 0 0 0 8,15 Z', {
        fill: fill(key),
        ...ink(1.4),
      }),
      path('M30,8 V32 M130,8 V32', {
        stroke: '#ffffff',
        'stroke-width': 1.2,
        'stroke-dasharray': '2 2',
      }),
      path(starPath(19, 20, 4.5), { fill: '#ffffff' }),
      path(starPath(141, 20, 4.5), { fill: '#ffffff' }),
    ],
  }),
  bubble: (key, c) => ({
    defs: [grad(key, c)],
    body: [
      path(
        'M16,4 H144 Q154,4 154,14 V22 Q154,32 144,32 H40 L28,39 L30,32 H16 Q6,32 6,22 V14 Q6,4 16,4 Z',
        { fill: fill(key), ...ink(1.4) },
      ),
      circle(16, 12, 2, { fill: '#ffffff', 'fill-opacity': 0.7 }),
    ],
  }),
  bunting: (key, c) => {
    const flags = Array.from({ length: 9 }, (_, i) =>
      path(`M${12 + i * 16},3 h12 l-6,9 Z`, { fill: RAINBOW[i % 6], ...ink(0.8) }),
    ).join('');
    return {
      defs: [grad(key, c)],
      body: [
        path('M6,3 Q80,7 154,3', { fill: 'none', ...ink(1) }),
        path(roundRect(14, 14, 132, 23, 6), { fill: fill(key), ...ink(1.4) }),
        flags,
      ],
    };
  },
};
