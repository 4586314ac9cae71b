// Title plaques (160 x 40): metal, laurel, winged, neon, chalkboard and other framed plates.
import { n, path, pt, pts } from './geom.mjs';
import {
  heartPath,
  ink,
  INK,
  PALETTE,
  RAINBOW,
  rivet,
  roundRect,
  sparklePath,
  vGradient,
} from './lootKit.mjs';
import { fill, grad } from './lootTitleBanners.mjs';

function plaqueBody(key, { inner = true, r = 8 } = {}) {
  return [
    path(roundRect(6, 5, 148, 31, r), {
      fill: '#000000',
      'fill-opacity': 0.18,
      transform: 'translate(0 1.5)',
    }),
    path(roundRect(6, 4, 148, 31, r), { fill: fill(key), ...ink(1.4) }),
    inner
      ? path(roundRect(12, 9, 136, 21, r - 3), {
          fill: `url(#${key}-inner)`,
          stroke: '#000000',
          'stroke-opacity': 0.15,
          'stroke-width': 1,
        })
      : '',
  ];
}

const laurel = (x, dir, colour) => {
  const leaves = [];
  for (let i = 0; i < 6; i++) {
    const t = i / 5;
    const cx = x + dir * (Math.sin(t * 2.6) * 7);
    const cy = 34 - t * 26;
    const rot = dir * (30 + t * 40);
    leaves.push(
      `<ellipse cx="${n(cx + dir * 3)}" cy="${n(cy)}" rx="4.2" ry="1.9" transform="rotate(${n(rot)} ${n(cx + dir * 3)} ${n(cy)})" fill="${PALETTE[colour][1]}" stroke="${PALETTE[colour][2]}" stroke-width="0.6"/>`,
    );
    leaves.push(
      `<ellipse cx="${n(cx - dir * 2)}" cy="${n(cy - 2)}" rx="4.2" ry="1.9" transform="rotate(${n(-rot)} ${n(cx - dir * 2)} ${n(cy - 2)})" fill="${PALETTE[colour][0]}" stroke="${PALETTE[colour][2]}" stroke-width="0.6"/>`,
    );
  }
  return leaves.join('');
};

/** Each style: (key, colour) → { defs, body }. */
export const PLAQUE_STYLES = {
  plaque: (key, c) => ({
    defs: [
      grad(key, c),
      vGradient(`${key}-inner`, [
        [0, PALETTE[c][1]],
        [1, PALETTE[c][0]],
      ]),
    ],
    body: [...plaqueBody(key), rivet(14, 19.5), rivet(146, 19.5)],
  }),
  laurel: (key, c) => ({
    defs: [
      grad(key, c),
      vGradient(`${key}-inner`, [
        [0, PALETTE[c][1]],
        [1, PALETTE[c][0]],
      ]),
    ],
    body: [...plaqueBody(key, { r: 16 }), laurel(14, 1, 'green'), laurel(146, -1, 'green')],
  }),
  wings: (key, c) => ({
    defs: [
      grad(key, c),
      vGradient(`${key}-inner`, [
        [0, PALETTE[c][1]],
        [1, PALETTE[c][0]],
      ]),
    ],
    body: [
      ...[1, -1].map((s) => {
        const x = (v) => n(80 + s * v);
        return path(
          `M${x(58)},12 C${x(70)},4 ${x(80)},4 ${x(78)},10 C${x(76)},14 ${x(72)},15 ${x(70)},16 C${x(78)},17 ${x(77)},22 ${x(70)},22 C${x(74)},26 ${x(70)},29 ${x(62)},28 Z`,
          { fill: '#ffffff', ...ink(1.2) },
        );
      }),
      path(roundRect(22, 6, 116, 28, 14), { fill: fill(key), ...ink(1.4) }),
      path(roundRect(27, 10, 106, 20, 10), { fill: `url(#${key}-inner)` }),
    ],
  }),
  neon: (key, c) => ({
    defs: [
      vGradient(`${key}-fill`, [
        [0, '#37474f'],
        [1, '#1c262b'],
      ]),
    ],
    body: [
      path(roundRect(6, 5, 148, 30, 8), {
        fill: fill(key),
        stroke: '#101619',
        'stroke-width': 1.2,
      }),
      path(roundRect(11, 9, 138, 22, 6), {
        fill: 'none',
        stroke: PALETTE[c][1],
        'stroke-width': 5,
        'stroke-opacity': 0.3,
      }),
      path(roundRect(11, 9, 138, 22, 6), {
        fill: 'none',
        stroke: PALETTE[c][0],
        'stroke-width': 1.6,
      }),
    ],
  }),
  chalkboard: (key) => ({
    defs: [
      vGradient(`${key}-fill`, [
        [0, '#4f7a5a'],
        [1, '#2f5238'],
      ]),
      vGradient(`${key}-wood`, [
        [0, '#d7b899'],
        [1, '#8d6e63'],
      ]),
    ],
    body: [
      path(roundRect(5, 4, 150, 32, 3), { fill: `url(#${key}-wood)`, ...ink(1.3) }),
      path(roundRect(11, 9, 138, 22, 1.5), { fill: fill(key) }),
      path('M18,26 Q30,24 40,27 M120,14 Q130,12 140,15', {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-opacity': 0.25,
        'stroke-width': 2,
        'stroke-linecap': 'round',
      }),
      path('M128,31 h12 v2 h-12 Z', { fill: '#ffffff', stroke: '#b0bec5', 'stroke-width': 0.4 }),
    ],
  }),
  lightning: (key, c) => ({
    defs: [
      grad(key, c),
      vGradient(`${key}-inner`, [
        [0, PALETTE[c][1]],
        [1, PALETTE[c][0]],
      ]),
    ],
    body: [
      ...plaqueBody(key, { r: 5 }),
      ...pts('18,1 142,-1').map(([x, s]) =>
        path(
          `M${x + 2 * s},7 L${x - 5 * s},21 L${x},21 L${x - 3 * s},33 L${x + 6 * s},17 L${x + s},17 L${x + 4 * s},7 Z`,
          { fill: PALETTE.yellow[1], ...ink(1) },
        ),
      ),
    ],
  }),
  ornate: (key, c) => ({
    defs: [
      grad(key, c),
      vGradient(`${key}-inner`, [
        [0, '#fffdf5'],
        [1, '#fff3c4'],
      ]),
    ],
    body: [
      ...plaqueBody(key, { r: 4 }),
      ...[
        [10, 8, 1, 1],
        [150, 8, -1, 1],
        [10, 31, 1, -1],
        [150, 31, -1, -1],
      ].map(([x, y, sx, sy]) =>
        path(
          `M${x},${y + sy * 6} C${x},${y} ${x + sx * 2},${y} ${x + sx * 8},${y} M${x + sx * 4},${y + sy * 4} a2,2 0 1 0 0.1,0`,
          { fill: 'none', stroke: PALETTE[c][2], 'stroke-width': 1.2, 'stroke-linecap': 'round' },
        ),
      ),
      path(sparklePath(80, 3.5, 3.5), { fill: '#ffffff', ...ink(0.8) }),
    ],
  }),
  pixel: (key, c) => {
    const d = 'M12,4 H148 V8 H152 V12 H156 V28 H152 V32 H148 V36 H12 V32 H8 V28 H4 V12 H8 V8 H12 Z';
    return {
      defs: [grad(key, c)],
      body: [
        path(d, { fill: fill(key), stroke: INK, 'stroke-width': 1.4 }),
        path('M12,8 H148 V12 H152 V28 H148 V32 H12 V28 H8 V12 H12 Z', {
          fill: 'none',
          stroke: '#ffffff',
          'stroke-opacity': 0.6,
          'stroke-width': 1,
        }),
        path('M14,10 h4 v4 h-4 Z M142,26 h4 v4 h-4 Z', { fill: '#ffffff', 'fill-opacity': 0.7 }),
      ],
    };
  },
  rainbow: (key) => ({
    defs: [
      vGradient(`${key}-fill`, [
        [0, '#ffffff'],
        [1, '#f1f3f5'],
      ]),
    ],
    body: [
      ...RAINBOW.map((col, i) =>
        path(roundRect(6 + i * 1.2, 4 + i * 1.2, 148 - i * 2.4, 32 - i * 2.4, 12 - i), {
          fill: col,
        }),
      ),
      path(roundRect(14, 11, 132, 18, 8), { fill: fill(key), ...ink(1) }),
    ],
  }),
  hearts: (key, c) => ({
    defs: [grad(key, c)],
    body: [
      path(roundRect(10, 6, 140, 28, 14), { fill: fill(key), ...ink(1.4) }),
      ...pts('20,20,7 140,20,7 30,10,3.5 130,10,3.5').map(([x, y, s]) =>
        path(heartPath(x, y, s), { fill: PALETTE.red[1], ...ink(0.9) }),
      ),
    ],
  }),
  frost: (key) => ({
    defs: [
      vGradient(`${key}-fill`, [
        [0, '#e3f2fd'],
        [1, '#90caf9'],
      ]),
    ],
    body: [
      path(roundRect(6, 4, 148, 24, 6), { fill: fill(key), ...ink(1.4) }),
      path(
        Array.from({ length: 11 }, (_, i) => {
          const x = 14 + i * 12.6;
          const h = 5 + ((i * 7) % 5) * 1.6;
          return `M${pt(x - 3, 27.5)} L${pt(x, 27.5 + h)} L${pt(x + 3, 27.5)} Z`;
        }).join(' '),
        { fill: '#e3f2fd', ...ink(1) },
      ),
      path(sparklePath(16, 12, 3), { fill: '#ffffff' }),
      path(sparklePath(144, 14, 2.5), { fill: '#ffffff' }),
    ],
  }),
};
