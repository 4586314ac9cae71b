// Name tag styles (160 x 32): each is (key) → { defs, body } for one plate design.
import { circle, n, path, pt, pts, rng } from './geom.mjs';
import {
  ink,
  INK,
  PALETTE,
  rivet,
  roundRect,
  sparklePath,
  starPath,
  vGradient,
} from './lootKit.mjs';

const plate = (key, r = 7, id = 'fill') =>
  path(roundRect(4, 4, 152, 24, r), { fill: `url(#${key}-${id})`, ...ink(1.3) });
const shadow = (r = 7) =>
  path(roundRect(4, 5.5, 152, 24, r), { fill: '#000000', 'fill-opacity': 0.2 });
const shine = (y = 7) =>
  path(`M12,${y} H148`, {
    stroke: '#ffffff',
    'stroke-opacity': 0.5,
    'stroke-width': 1.3,
    'stroke-linecap': 'round',
  });

export const NAMETAG_STYLES = {
  classic: (key) => ({
    defs: [
      vGradient(`${key}-fill`, [
        [0, '#ffffff'],
        [1, '#eceff1'],
      ]),
    ],
    body: [
      shadow(),
      plate(key),
      path(roundRect(7, 7, 146, 18, 5), {
        fill: 'none',
        stroke: PALETTE.slate[0],
        'stroke-width': 1,
      }),
    ],
  }),
  chrome: (key) => ({
    defs: [
      vGradient(`${key}-fill`, [
        [0, '#fafafa'],
        [0.45, '#cfd8dc'],
        [0.5, '#b0bec5'],
        [1, '#eceff1'],
      ]),
    ],
    body: [shadow(4), plate(key, 4), rivet(11, 16, 2.2), rivet(149, 16, 2.2), shine()],
  }),
  license: (key) => ({
    defs: [
      vGradient(`${key}-fill`, [
        [0, '#ffffff'],
        [1, '#f1f3f5'],
      ]),
    ],
    body: [
      shadow(4),
      plate(key, 4),
      path('M5,5 H155 V10 H5 Z', { fill: PALETTE.blue[1] }),
      path(roundRect(7, 7, 146, 19, 2.5), { fill: 'none', stroke: INK, 'stroke-width': 0.8 }),
      circle(20, 8, 1.4, { fill: '#ffffff' }),
      circle(140, 8, 1.4, { fill: '#ffffff' }),
    ],
  }),
  stripe: (key) => ({
    defs: [
      vGradient(`${key}-fill`, [
        [0, '#546e7a'],
        [1, '#263238'],
      ]),
    ],
    body: [
      shadow(5),
      plate(key, 5),
      path('M14,5 L24,5 L16,27 L6,27 Z M28,5 L34,5 L26,27 L20,27 Z', { fill: PALETTE.red[1] }),
      path('M38,5 L41,5 L33,27 L30,27 Z', { fill: '#ffffff' }),
      shine(7.5),
    ],
  }),
  checker: (key) => {
    let checks = '';
    for (const x0 of [5, 139])
      for (let r = 0; r < 5; r++)
        for (let c = 0; c < 4; c++)
          if ((r + c) % 2 === 0) checks += `M${x0 + c * 4},${5 + r * 4.4} h4 v4.4 h-4 Z `;
    return {
      defs: [
        vGradient(`${key}-fill`, [
          [0, '#ffffff'],
          [1, '#eceff1'],
        ]),
      ],
      body: [shadow(3), plate(key, 3), path(checks, { fill: INK })],
    };
  },
  flames: (key) => ({
    defs: [
      vGradient(`${key}-fill`, [
        [0, '#37474f'],
        [1, '#1c262b'],
      ]),
      `    <linearGradient id="${key}-fire" gradientUnits="userSpaceOnUse" x1="4" y1="0" x2="60" y2="0"><stop offset="0" stop-color="#ef5350"/><stop offset="0.5" stop-color="#ffa726"/><stop offset="1" stop-color="#ffe082"/></linearGradient>`,
      `    <clipPath id="${key}-clip"><path d="${roundRect(4, 4, 152, 24, 6)}"/></clipPath>`,
    ],
    // Tongues of fire lick forward from the left end of the plate.
    body: [
      shadow(6),
      plate(key, 6),
      path(
        'M4,4 H30 C44,4 52,7 58,9 C48,10 40,11 34,12 C46,13 56,15 62,17 C50,18 42,19 34,20 C44,21 50,24 54,28 H4 Z',
        { fill: `url(#${key}-fire)`, 'clip-path': `url(#${key}-clip)` },
      ),
      path('M4,9 C16,9 24,10 30,12 C22,13 16,14 14,16 C22,17 28,19 32,22 C22,23 12,23 4,23 Z', {
        fill: '#fff3b0',
        'fill-opacity': 0.85,
        'clip-path': `url(#${key}-clip)`,
      }),
      path(roundRect(4, 4, 152, 24, 6), { fill: 'none', ...ink(1.3) }),
    ],
  }),
  neon: (key) => ({
    defs: [
      vGradient(`${key}-fill`, [
        [0, '#263238'],
        [1, '#101619'],
      ]),
    ],
    body: [
      plate(key, 12),
      path(roundRect(8, 8, 144, 16, 8), {
        fill: 'none',
        stroke: '#18ffff',
        'stroke-width': 4.5,
        'stroke-opacity': 0.3,
      }),
      path(roundRect(8, 8, 144, 16, 8), { fill: 'none', stroke: '#84ffff', 'stroke-width': 1.4 }),
    ],
  }),
  gold: (key) => ({
    defs: [
      vGradient(`${key}-fill`, [
        [0, PALETTE.gold[0]],
        [0.5, PALETTE.gold[1]],
        [1, PALETTE.gold[2]],
      ]),
      vGradient(`${key}-inner`, [
        [0, '#fffdf5'],
        [1, '#fff3c4'],
      ]),
    ],
    body: [
      shadow(5),
      plate(key, 5),
      path(roundRect(9, 8, 142, 16, 3), { fill: `url(#${key}-inner)` }),
      ...pts('9,1 151,-1').map(([x, s]) =>
        path(`M${x},10 q${4 * s},6 0,12 M${x + 5 * s},16 a1.6,1.6 0 1 0 0.1,0`, {
          fill: 'none',
          stroke: PALETTE.gold[2],
          'stroke-width': 1.1,
        }),
      ),
      path(sparklePath(150, 6, 3), { fill: '#ffffff' }),
    ],
  }),
  pixel: (key) => ({
    defs: [
      vGradient(`${key}-fill`, [
        [0, PALETTE.purple[0]],
        [1, PALETTE.purple[1]],
      ]),
    ],
    body: [
      path('M8,4 H152 V8 H156 V24 H152 V28 H8 V24 H4 V8 H8 Z', {
        fill: `url(#${key}-fill)`,
        stroke: INK,
        'stroke-width': 1.3,
      }),
      path('M8,8 h4 v4 h-4 Z M148,20 h4 v4 h-4 Z M12,8 h4 v4 h-4 Z', {
        fill: '#ffffff',
        'fill-opacity': 0.75,
      }),
    ],
  }),
  bubblegum: (key) => ({
    defs: [
      vGradient(`${key}-fill`, [
        [0, PALETTE.pink[0]],
        [1, PALETTE.pink[1]],
      ]),
    ],
    body: [
      shadow(12),
      plate(key, 12),
      ...pts('14,11,3 20,21,2 146,20,3 140,10,1.6').map(([x, y, r]) =>
        circle(x, y, r, {
          fill: '#ffffff',
          'fill-opacity': 0.6,
          stroke: '#ffffff',
          'stroke-width': 0.6,
        }),
      ),
      shine(7.5),
    ],
  }),
  starry: (key) => {
    const rand = rng(5);
    const stars = Array.from({ length: 14 }, () => {
      const x = 8 + rand() * 144;
      const edge = rand() < 0.5 ? 8 + rand() * 4 : 20 + rand() * 5;
      return path(rand() < 0.3 ? starPath(x, edge, 2.2) : sparklePath(x, edge, 1.4), {
        fill: '#fff59d',
      });
    });
    return {
      defs: [
        vGradient(`${key}-fill`, [
          [0, '#3949ab'],
          [1, '#1a237e'],
        ]),
      ],
      body: [shadow(7), plate(key), ...stars],
    };
  },
  circuit: (key) => ({
    defs: [
      vGradient(`${key}-fill`, [
        [0, '#43a047'],
        [1, '#1b5e20'],
      ]),
    ],
    body: [
      shadow(3),
      plate(key, 3),
      path(
        'M6,10 H18 L22,14 H30 M6,22 H14 L18,18 H26 M154,10 H142 L138,14 H130 M154,22 H146 L142,18 H134',
        { fill: 'none', stroke: '#ffd54f', 'stroke-width': 1 },
      ),
      ...pts('30,14 26,18 130,14 134,18').map(([x, y]) => circle(x, y, 1.5, { fill: '#ffd54f' })),
    ],
  }),
  ribbon: (key) => ({
    defs: [
      vGradient(`${key}-fill`, [
        [0, PALETTE.red[0]],
        [0.5, PALETTE.red[1]],
        [1, PALETTE.red[2]],
      ]),
    ],
    body: [
      path('M2,9 H20 V31 H2 L8,20 Z M158,9 H140 V31 H158 L152,20 Z', {
        fill: PALETTE.red[2],
        ...ink(1.1),
      }),
      path('M14,4 H146 V27 H14 Z', { fill: `url(#${key}-fill)`, ...ink(1.3) }),
      shine(6.5),
    ],
  }),
  ice: (key) => ({
    defs: [
      vGradient(`${key}-fill`, [
        [0, '#e1f5fe'],
        [1, '#81d4fa'],
      ]),
    ],
    body: [
      plate(key, 6),
      path(
        Array.from({ length: 13 }, (_, i) => {
          const x = 12 + i * 11.3;
          return `M${pt(x - 2.5, 27.5)} L${pt(x, 27.5 + 2 + (i % 3) * 1.2)} L${pt(x + 2.5, 27.5)} Z`;
        }).join(' '),
        { fill: '#e1f5fe', ...ink(0.8) },
      ),
      path(sparklePath(12, 11, 2.6), { fill: '#ffffff' }),
      path(sparklePath(149, 12, 2), { fill: '#ffffff' }),
    ],
  }),
  carbon: (key) => {
    let weave = '';
    for (let x = 4; x < 156; x += 4)
      for (let y = 4; y < 28; y += 4) if ((x + y) % 8 === 0) weave += `M${x},${y} h4 v4 h-4 Z `;
    return {
      defs: [
        vGradient(`${key}-fill`, [
          [0, '#37474f'],
          [1, '#212121'],
        ]),
        `    <clipPath id="${key}-clip"><path d="${roundRect(4, 4, 152, 24, 5)}"/></clipPath>`,
      ],
      body: [
        shadow(5),
        plate(key, 5),
        path(weave, { fill: '#ffffff', 'fill-opacity': 0.06, 'clip-path': `url(#${key}-clip)` }),
        path(`M4,${n(24)} H156`, {
          stroke: PALETTE.red[1],
          'stroke-width': 1.6,
          'clip-path': `url(#${key}-clip)`,
        }),
        shine(7),
      ],
    };
  },
};
