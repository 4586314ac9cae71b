// Sticker icons, drawn on a 64 x 64 box centred on 32, 32 and about 36 units across, in the
// cartoon style of the set: flat colour, a light top, dark-slate outlines. This file holds the
// speed and sky icons and the shared helpers; lootIconsFun.mjs holds critters, food and things.
import { circle, ellipse, path, pt, pts } from './geom.mjs';
import { circlePath, heartPath, ink, INK, PALETTE, RAINBOW, starPath, WHITE } from './lootKit.mjs';

export const [Y, O, R, G, B, P, PK, S] = [
  PALETTE.yellow,
  PALETTE.orange,
  PALETTE.red,
  PALETTE.green,
  PALETTE.blue,
  PALETTE.purple,
  PALETTE.pink,
  PALETTE.silver,
];
export const fillInk = (d, fill, w = 1.6) => path(d, { fill, ...ink(w) });
export const eye = (x, y, r = 2.2) =>
  circle(x, y, r, { fill: INK }) + circle(x + r * 0.35, y - r * 0.4, r * 0.35, { fill: WHITE });

export const SPEED_ICONS = {
  star: () =>
    fillInk(starPath(32, 33, 17, 7.5), Y[1]) + path(starPath(30, 30, 6, 2.6), { fill: Y[0] }),
  bolt: () =>
    fillInk('M37,9 L18,36 L30,36 L25,55 L46,26 L34,26 L40,9 Z', Y[1]) +
    path('M36,12 L24,31 L29,31', {
      fill: 'none',
      stroke: Y[0],
      'stroke-width': 1.6,
      'stroke-linecap': 'round',
    }),
  flame: () =>
    fillInk(
      'M32,8 C42,18 48,26 46,38 C45,48 39,54 32,54 C24,54 18,48 18,39 C18,31 23,27 25,20 C28,26 30,28 32,29 C33,22 30,15 32,8 Z',
      O[1],
    ) +
    path(
      'M32,28 C37,34 40,38 39,44 C38,49 35,51 32,51 C28,51 25,48 25,44 C25,39 28,38 29,34 C30,37 31,37 32,37 C33,34 31,31 32,28 Z',
      { fill: Y[1] },
    ),
  heart: () =>
    fillInk(heartPath(32, 31, 21), PK[1]) +
    path('M19,23 C20,19 24,17 27,19', {
      fill: 'none',
      stroke: WHITE,
      'stroke-width': 2.4,
      'stroke-linecap': 'round',
      'stroke-opacity': 0.8,
    }),
  crown: () =>
    fillInk('M15,44 L12,20 L23,30 L32,14 L41,30 L52,20 L49,44 Z', Y[1]) +
    fillInk('M15,44 H49 V50 H15 Z', O[1], 1.4) +
    circle(32, 34, 3, { fill: R[1], ...ink(1.2) }) +
    circle(22, 37, 2.2, { fill: B[1], ...ink(1) }) +
    circle(42, 37, 2.2, { fill: G[1], ...ink(1) }) +
    [12, 32, 52]
      .map((x, i) => circle(x, [20, 14, 20][i], 2.4, { fill: Y[0], ...ink(1.2) }))
      .join(''),
  rocket: () =>
    fillInk('M20,40 L12,48 L16,36 Z M44,40 L52,48 L48,36 Z', R[1]) +
    fillInk('M32,50 C26,44 24,28 32,10 C40,28 38,44 32,50 Z', S[0]) +
    circle(32, 28, 4, { fill: B[0], ...ink(1.4) }) +
    fillInk('M28,50 Q32,62 36,50 Z', O[1], 1.2) +
    path('M32,10 C35,16 37,20 37.5,24 L26.5,24 C27,20 29,16 32,10 Z', { fill: R[1], ...ink(1.4) }),
  flag: () => {
    let squares = '';
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 5; c++)
        if ((r + c) % 2 === 0)
          squares += `M${pt(20 + c * 5.6, 14 + r * 5.5 + Math.sin(c) * 1.2)} h5.6 v5.5 h-5.6 Z `;
    return (
      path('M18,12 V56', { stroke: INK, 'stroke-width': 3, 'stroke-linecap': 'round' }) +
      fillInk('M20,13 Q34,9 48,14 L48,36 Q34,31 20,36 Z', WHITE) +
      path(squares, { fill: INK, 'clip-path': 'url(#KEY-flagclip)' })
    );
  },
  trophy: () =>
    path('M20,18 C10,18 11,32 22,32 M44,18 C54,18 53,32 42,32', {
      fill: 'none',
      stroke: INK,
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }) +
    path('M20,18 C10,18 11,32 22,32 M44,18 C54,18 53,32 42,32', {
      fill: 'none',
      stroke: Y[1],
      'stroke-width': 2.4,
      'stroke-linecap': 'round',
    }) +
    fillInk('M19,12 H45 C45,30 40,38 32,39 C24,38 19,30 19,12 Z', Y[1]) +
    fillInk('M29,39 H35 V45 H29 Z', O[1], 1.2) +
    fillInk('M22,45 H42 V52 H22 Z', O[2]) +
    path('M24,16 C24,26 26,31 29,34', {
      fill: 'none',
      stroke: Y[0],
      'stroke-width': 2,
      'stroke-linecap': 'round',
    }),
  one: () =>
    fillInk(
      'M23,38 L16,58 L22,55 L26,60 L31,42 Z M41,38 L48,58 L42,55 L38,60 L33,42 Z',
      B[1],
      1.3,
    ) +
    fillInk(circlePath(32, 28, 17), Y[1]) +
    fillInk('M28.5,20 L34,17 H36.5 V36 H40 V39.5 H27.5 V36 H31.5 V22.5 L28.5,24 Z', WHITE, 1.3),
  seven: () =>
    fillInk('M18,14 H46 V21 L33,52 H23 L36,22 H18 Z', WHITE, 1.8) +
    path('M21,17 H43', { stroke: PALETTE.slate[0], 'stroke-width': 1.2 }),
  wrench: () =>
    path('M22,46 L40,26', { stroke: INK, 'stroke-width': 9, 'stroke-linecap': 'round' }) +
    path('M22,46 L40,26', { stroke: S[1], 'stroke-width': 6, 'stroke-linecap': 'round' }) +
    fillInk('M36,14 A10,10 0 1 0 50,28 L44,28 L40,24 L40,18 Z', S[1]) +
    circle(22, 46, 1.6, { fill: INK }),
  paw: () =>
    fillInk(
      'M32,30 C40,30 46,38 44,45 C42,51 36,48 32,48 C28,48 22,51 20,45 C18,38 24,30 32,30 Z',
      B[0],
    ) +
    pts('19,27,4.2 27,19,4.6 37,19,4.6 45,27,4.2')
      .map(([x, y, r]) => fillInk(circlePath(x, y, r), B[0], 1.4))
      .join(''),
  smiley: () =>
    fillInk(circlePath(32, 32, 19), Y[1]) +
    eye(25, 27, 2.6) +
    eye(39, 27, 2.6) +
    path('M22,36 Q32,47 42,36', { fill: 'none', ...ink(2.2) }) +
    ellipse(20, 36, 3, 2, { fill: PK[0] }) +
    ellipse(44, 36, 3, 2, { fill: PK[0] }),
  rainbow: () =>
    RAINBOW.map((c, i) =>
      path(`M${10 + i * 2.6},44 A${22 - i * 2.6},${22 - i * 2.6} 0 0 1 ${54 - i * 2.6},44`, {
        fill: 'none',
        stroke: c,
        'stroke-width': 2.8,
      }),
    ).join('') +
    pts('12,45 52,45')
      .map(([x, y]) =>
        fillInk(
          `M${x - 7},${y + 3} a3.5,3.5 0 0 1 2,-6 a4.5,4.5 0 0 1 8,-1 a3.5,3.5 0 0 1 4,7 Z`,
          WHITE,
          1.3,
        ),
      )
      .join(''),
  sun: () =>
    fillInk(
      Array.from({ length: 10 }, (_, i) => {
        const a = (i * 36 * Math.PI) / 180;
        const tip = [32 + 22 * Math.cos(a), 32 + 22 * Math.sin(a)];
        const l = [32 + 14 * Math.cos(a - 0.22), 32 + 14 * Math.sin(a - 0.22)];
        const r = [32 + 14 * Math.cos(a + 0.22), 32 + 14 * Math.sin(a + 0.22)];
        return `M${pt(...l)} L${pt(...tip)} L${pt(...r)} Z`;
      }).join(' '),
      O[1],
      1.3,
    ) +
    fillInk(circlePath(32, 32, 13), Y[1]) +
    eye(27.5, 30, 1.8) +
    eye(36.5, 30, 1.8) +
    path('M27,35.5 Q32,40 37,35.5', { fill: 'none', ...ink(1.6) }),
  moon: () =>
    fillInk('M38,12 A20,20 0 1 0 52,40 A16,16 0 1 1 38,12 Z', Y[1]) +
    path(starPath(44, 18, 4, 1.8), { fill: WHITE }) +
    path(starPath(50, 28, 2.6, 1.2), { fill: WHITE }) +
    circle(26, 38, 2, { fill: Y[2], 'fill-opacity': 0.5 }) +
    circle(22, 28, 1.4, { fill: Y[2], 'fill-opacity': 0.5 }),
  planet: () =>
    path('M10,38 C8,32 56,22 54,28', {
      fill: 'none',
      stroke: INK,
      'stroke-width': 4.6,
      'stroke-linecap': 'round',
    }) +
    path('M10,38 C8,32 56,22 54,28', {
      fill: 'none',
      stroke: O[0],
      'stroke-width': 2.4,
      'stroke-linecap': 'round',
    }) +
    fillInk(circlePath(32, 32, 14), P[1]) +
    path('M20,28 Q32,24 44,27 M19,35 Q32,31 45,34', {
      fill: 'none',
      stroke: P[0],
      'stroke-width': 1.6,
    }) +
    path('M54,28 C56,34 14,46 10,38', {
      fill: 'none',
      stroke: INK,
      'stroke-width': 4.6,
      'stroke-linecap': 'round',
    }) +
    path('M54,28 C56,34 14,46 10,38', {
      fill: 'none',
      stroke: O[0],
      'stroke-width': 2.4,
      'stroke-linecap': 'round',
    }),
  steering: () =>
    circle(32, 32, 17, { fill: 'none', stroke: INK, 'stroke-width': 7.5 }) +
    circle(32, 32, 17, { fill: 'none', stroke: PALETTE.slate[1], 'stroke-width': 4.6 }) +
    path('M17,30 Q32,25 47,30 M32,36 V48', {
      fill: 'none',
      stroke: INK,
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }) +
    path('M17,30 Q32,25 47,30 M32,36 V48', {
      fill: 'none',
      stroke: PALETTE.slate[1],
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }) +
    fillInk(circlePath(32, 31, 6), R[1]) +
    path(starPath(32, 31, 3.4, 1.5), { fill: WHITE }),
  speedometer: () =>
    fillInk('M10,42 A22,22 0 0 1 54,42 Z', PALETTE.slate[2]) +
    path('M14,42 A18,18 0 0 1 50,42', { fill: 'none', stroke: '#eceff1', 'stroke-width': 3 }) +
    path('M41,27 A18,18 0 0 1 50,42', { fill: 'none', stroke: R[1], 'stroke-width': 3 }) +
    Array.from({ length: 7 }, (_, i) => {
      const a = Math.PI + (i * Math.PI) / 6;
      return `<path d="M${pt(32 + 12 * Math.cos(a), 42 + 12 * Math.sin(a))} L${pt(32 + 14.5 * Math.cos(a), 42 + 14.5 * Math.sin(a))}" stroke="${WHITE}" stroke-width="1.4" stroke-linecap="round"/>`;
    }).join('') +
    path('M32,42 L45,30', { stroke: O[1], 'stroke-width': 2.6, 'stroke-linecap': 'round' }) +
    circle(32, 42, 3.2, { fill: WHITE, ...ink(1.2) }),
  music: () =>
    fillInk('M24,20 L46,14 L46,20 L24,26 Z', INK, 1) +
    path('M25,22 V44 M45,16 V39', { stroke: INK, 'stroke-width': 3 }) +
    fillInk('M17,45 a7,5 -20 1 0 14,-3 a7,5 -20 1 0 -14,3 Z', P[1]) +
    fillInk('M37,40 a7,5 -20 1 0 14,-3 a7,5 -20 1 0 -14,3 Z', P[1]),
  keycap: () =>
    fillInk('M14,18 Q14,12 20,12 H44 Q50,12 50,18 V46 Q50,52 44,52 H20 Q14,52 14,46 Z', S[1]) +
    fillInk('M19,17 Q19,15 21,15 H43 Q45,15 45,17 V40 Q45,43 42,43 H22 Q19,43 19,40 Z', S[0], 1.2) +
    path('M25.5,38 L32,20 L38.5,38 M28,31.5 H36', { fill: 'none', ...ink(2.6) }),
};

/** The flag icon needs a clip of its own waving cloth. */
export const ICON_DEFS = {
  flag: (key) =>
    `    <clipPath id="${key}-flagclip"><path d="M20,13 Q34,9 48,14 L48,36 Q34,31 20,36 Z"/></clipPath>`,
};
