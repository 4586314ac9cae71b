// Sticker icons, part two: critters, food and everyday things (same box and style as
// lootIcons.mjs, whose helpers and palette shortcuts these use).
import { circle, ellipse, path, pt, pts } from './geom.mjs';
import { B, eye, fillInk, G, O, P, PK, R, S, Y } from './lootIcons.mjs';
import { circlePath, heartPath, ink, INK, PALETTE, starPath, WHITE } from './lootKit.mjs';

export const FUN_ICONS = {
  gem: () =>
    fillInk('M20,16 H44 L54,28 L32,54 L10,28 Z', PALETTE.teal[1]) +
    path('M10,28 H54 M20,16 L26,28 L32,16 L38,28 L44,16 M26,28 L32,54 L38,28', {
      fill: 'none',
      ...ink(1.1),
    }) +
    path('M20,16 H32 L26,28 H10 Z', { fill: PALETTE.teal[0], 'fill-opacity': 0.8 }) +
    path('M14,27 L19,19', { stroke: WHITE, 'stroke-width': 1.6, 'stroke-linecap': 'round' }),
  wings: () =>
    [1, -1]
      .map((s) => {
        const x = (v) => 32 + s * v;
        return (
          fillInk(
            `M${x(6)},36 C${x(14)},20 ${x(24)},14 ${x(28)},16 C${x(29)},22 ${x(26)},24 ${x(24)},25 C${x(28)},27 ${x(27)},31 ${x(22)},31 C${x(24)},35 ${x(20)},38 ${x(15)},37 C${x(12)},40 ${x(8)},40 ${x(6)},36 Z`,
            WHITE,
            1.4,
          ) +
          path(`M${x(12)},33 C${x(16)},28 ${x(20)},24 ${x(25)},19`, {
            fill: 'none',
            stroke: S[1],
            'stroke-width': 1.2,
            'stroke-linecap': 'round',
          })
        );
      })
      .join('') +
    fillInk(circlePath(32, 36, 6), Y[1]) +
    path(starPath(32, 36, 3.6, 1.6), { fill: WHITE }),
  cat: () =>
    fillInk(
      'M14,22 L16,8 L27,17 Q32,15 37,17 L48,8 L50,22 Q54,30 52,38 Q48,52 32,52 Q16,52 12,38 Q10,30 14,22 Z',
      O[1],
    ) +
    path('M17,13 L18,20 L23,17 Z M47,13 L46,20 L41,17 Z', { fill: PK[0] }) +
    eye(24, 32, 2.8) +
    eye(40, 32, 2.8) +
    path('M30,39 L34,39 L32,41.5 Z', { fill: PK[2], ...ink(0.8) }) +
    path(
      'M32,41.5 Q30,45 27,43 M32,41.5 Q34,45 37,43 M10,38 L22,40 M10,44 L22,42 M54,38 L42,40 M54,44 L42,42',
      { fill: 'none', ...ink(1.1) },
    ),
  ghost: () =>
    fillInk(
      'M16,52 V30 C16,18 23,11 32,11 C41,11 48,18 48,30 V52 L43,48 L38,52 L32,48 L26,52 L21,48 Z',
      WHITE,
    ) +
    eye(26, 29, 2.8) +
    eye(38, 29, 2.8) +
    ellipse(22, 36, 2.6, 1.6, { fill: PK[0] }) +
    ellipse(42, 36, 2.6, 1.6, { fill: PK[0] }) +
    path('M29,37 Q32,40 35,37', { fill: 'none', ...ink(1.5) }),
  alien: () =>
    path('M24,16 L19,8 M40,16 L45,8', { stroke: INK, 'stroke-width': 1.6 }) +
    circle(19, 8, 2.4, { fill: PK[1], ...ink(1.1) }) +
    circle(45, 8, 2.4, { fill: PK[1], ...ink(1.1) }) +
    fillInk(
      'M32,13 C46,13 52,22 50,32 C48,44 38,54 32,54 C26,54 16,44 14,32 C12,22 18,13 32,13 Z',
      G[1],
    ) +
    fillInk('M19,30 C19,24 27,24 29,31 C29,37 20,37 19,30 Z', INK, 1) +
    fillInk('M45,30 C45,24 37,24 35,31 C35,37 44,37 45,30 Z', INK, 1) +
    circle(23, 28, 1.5, { fill: WHITE }) +
    circle(39, 28, 1.5, { fill: WHITE }) +
    path('M28,44 Q32,47 36,44', { fill: 'none', ...ink(1.5) }),
  robot: () =>
    path('M32,14 V8', { stroke: INK, 'stroke-width': 1.8 }) +
    circle(32, 7, 2.6, { fill: R[1], ...ink(1.2) }) +
    fillInk('M14,16 H50 Q54,16 54,20 V46 Q54,50 50,50 H14 Q10,50 10,46 V20 Q10,16 14,16 Z', S[1]) +
    fillInk('M17,22 H47 V38 H17 Z', PALETTE.slate[2], 1.2) +
    circle(25, 30, 4, { fill: PALETTE.teal[0] }) +
    circle(39, 30, 4, { fill: PALETTE.teal[0] }) +
    fillInk('M22,42 H42 V46 H22 Z', WHITE, 1.1) +
    path('M27,42 V46 M32,42 V46 M37,42 V46', { stroke: INK, 'stroke-width': 1 }) +
    fillInk('M6,26 H10 V38 H6 Z M54,26 H58 V38 H54 Z', O[1], 1.1),
  pizza: () =>
    fillInk('M32,56 L12,16 Q32,6 52,16 Z', Y[1]) +
    fillInk('M12,16 Q32,6 52,16 L50,21 Q32,12 14,21 Z', O[2], 1.4) +
    pts('30,25 40,30 26,36 33,45')
      .map(([x, y]) => circle(x, y, 3.4, { fill: R[1], ...ink(1.1) }))
      .join(''),
  donut: () =>
    fillInk('M32,12 A20,20 0 1 1 31.9,12 Z M32,26 A6,6 0 1 0 32.1,26 Z', O[0]) +
    fillInk(
      'M32,15 C40,15 48,20 49,28 C50,34 46,36 44,40 C42,44 38,41 34,44 C30,47 26,42 22,43 C17,44 15,38 15,32 C15,22 22,15 32,15 Z M32,26 A6,6 0 1 0 32.1,26 Z',
      PK[1],
      1.3,
    ) +
    pts('24,22,20 38,20,-30 44,30,60 22,36,-60 40,38,10 30,19,80')
      .map(
        ([x, y, a], i) =>
          `<rect x="${x - 2}" y="${y - 0.8}" width="4" height="1.6" rx="0.8" fill="${[Y[1], B[1], G[1], WHITE, P[1], Y[1]][i]}" transform="rotate(${a} ${x} ${y})"/>`,
      )
      .join(''),
  icecream: () =>
    fillInk('M22,34 L32,58 L42,34 Z', O[0]) +
    path('M25,40 L36,47 M28,36 L39,43 M39,38 L29,50 M35,36 L26,45', {
      stroke: O[2],
      'stroke-width': 1,
    }) +
    fillInk(circlePath(26, 30, 8), PK[1]) +
    fillInk(circlePath(38, 30, 8), G[0]) +
    fillInk(circlePath(32, 20, 9), '#fff8e1') +
    circle(32, 10, 2.6, { fill: R[1], ...ink(1.1) }),
  leaf: () =>
    fillInk('M14,50 C12,28 28,12 52,12 C52,36 38,52 14,50 Z', G[1]) +
    path('M14,50 C24,40 34,30 46,18 M24,40 L22,30 M30,34 L38,36 M34,29 L33,22', {
      fill: 'none',
      stroke: G[2],
      'stroke-width': 1.6,
      'stroke-linecap': 'round',
    }),
  snowflake: () => {
    const arms = Array.from({ length: 6 }, (_, i) => {
      const a = (i * 60 * Math.PI) / 180;
      const p = (r, off = 0) => pt(32 + r * Math.cos(a + off), 32 + r * Math.sin(a + off));
      return `M32,32 L${p(20)} M${p(12)} L${p(16, 0.35)} M${p(12)} L${p(16, -0.35)} M${p(6)} L${p(9, 0.5)} M${p(6)} L${p(9, -0.5)}`;
    }).join(' ');
    return (
      path(arms, { fill: 'none', stroke: INK, 'stroke-width': 5, 'stroke-linecap': 'round' }) +
      path(arms, { fill: 'none', stroke: B[0], 'stroke-width': 2.6, 'stroke-linecap': 'round' })
    );
  },
  mushroom: () =>
    fillInk('M25,34 H39 L41,52 Q32,56 23,52 Z', '#fff8e1') +
    fillInk('M10,36 C10,20 20,12 32,12 C44,12 54,20 54,36 Q32,40 10,36 Z', R[1]) +
    pts('22,24,4 36,20,3 44,29,3.2 30,31,2.4')
      .map(([x, y, r]) => circle(x, y, r, { fill: WHITE }))
      .join('') +
    circle(29, 45, 1.2, { fill: INK }) +
    circle(35, 45, 1.2, { fill: INK }),
  medal: () =>
    fillInk('M20,8 H30 L36,30 H26 Z', B[1], 1.3) +
    fillInk('M44,8 H34 L28,30 H38 Z', R[1], 1.3) +
    fillInk(circlePath(32, 40, 14), Y[1]) +
    circle(32, 40, 10, { fill: 'none', stroke: O[2], 'stroke-width': 1.2 }) +
    path(starPath(32, 40, 7, 3), { fill: WHITE, ...ink(1) }),
  cloud: () =>
    fillInk(
      'M16,44 C8,44 8,32 16,31 C15,22 27,18 31,25 C34,16 48,17 48,28 C56,28 57,44 48,44 Z',
      WHITE,
    ) +
    path('M18,41 C14,40 14,35 18,34', {
      fill: 'none',
      stroke: B[0],
      'stroke-width': 1.6,
      'stroke-linecap': 'round',
    }) +
    path(starPath(50, 14, 4, 1.6), { fill: Y[1], ...ink(1) }) +
    path(starPath(14, 18, 3, 1.3), { fill: Y[1], ...ink(1) }),
  snail: () =>
    path('M46,34 L50,24 M52,36 L58,28', {
      stroke: INK,
      'stroke-width': 1.6,
      'stroke-linecap': 'round',
    }) +
    circle(50, 23, 2.2, { fill: INK }) +
    circle(58, 27, 2.2, { fill: INK }) +
    fillInk(
      'M8,52 C10,46 16,46 20,47 H44 C48,47 48,42 46,36 C46,32 52,31 54,36 C57,44 54,52 46,52 Z',
      G[0],
      1.5,
    ) +
    fillInk(circlePath(30, 34, 14), O[1]) +
    path('M30,34 m0,-3 a3,3 0 1 1 -3,3 a6,6 0 0 1 6,-6 a9,9 0 0 1 9,9', {
      fill: 'none',
      ...ink(1.6),
    }) +
    circle(50, 44, 1.4, { fill: INK }) +
    path('M2,30 H10 M0,37 H8 M2,44 H8', {
      stroke: B[1],
      'stroke-width': 1.8,
      'stroke-linecap': 'round',
    }),
  dice: () =>
    fillInk('M30,24 L48,18 L56,34 L38,42 Z', R[1]) +
    circle(43, 30, 1.8, { fill: WHITE }) +
    fillInk('M10,22 Q10,18 14,18 H34 Q38,18 38,22 V42 Q38,46 34,46 H14 Q10,46 10,42 Z', WHITE) +
    pts('16,24 32,24 24,32 16,40 32,40')
      .map(([x, y]) => circle(x, y, 2.4, { fill: INK }))
      .join(''),
  clover: () =>
    path('M32,34 Q34,46 40,56', {
      fill: 'none',
      stroke: INK,
      'stroke-width': 4.4,
      'stroke-linecap': 'round',
    }) +
    path('M32,34 Q34,46 40,56', {
      fill: 'none',
      stroke: G[2],
      'stroke-width': 2,
      'stroke-linecap': 'round',
    }) +
    [0, 90, 180, 270]
      .map(
        (a) =>
          `<path d="${heartPath(32, 22, 10)}" fill="${G[1]}" stroke="${INK}" stroke-width="1.5" stroke-linejoin="round" transform="rotate(${a + 180} 32 31) translate(0 -2)"/>`,
      )
      .join('') +
    circle(32, 31, 2, { fill: G[0] }),
  pencil: () =>
    `<g transform="rotate(45 32 32)">${fillInk('M26,6 H38 V44 H26 Z', Y[1])}${fillInk('M26,6 H38 V12 H26 Z', PK[0], 1.4)}${fillInk('M26,12 H38 V15 H26 Z', S[1], 1.2)}${fillInk('M26,44 L32,56 L38,44 Z', O[0])}${path('M30,52 L32,56 L34,52 Z', { fill: INK })}${path('M32,15 V44', { stroke: Y[2], 'stroke-width': 1.2 })}</g>`,
  pennant: () =>
    path('M14,8 V58', { stroke: INK, 'stroke-width': 3.2, 'stroke-linecap': 'round' }) +
    circle(14, 7, 2.6, { fill: Y[1], ...ink(1.1) }) +
    fillInk('M16,12 L56,26 L16,40 Z', B[1]) +
    path('M16,33 L37,33 L16,40 Z', { fill: B[2], 'fill-opacity': 0.35 }) +
    path(starPath(24, 20, 3.6, 1.6), { fill: Y[1] }) +
    path(starPath(24, 31, 3.6, 1.6), { fill: Y[1] }) +
    path(starPath(35, 26, 3.6, 1.6), { fill: Y[1] }),
  wave: () =>
    `<g transform="rotate(-12 32 36)">${fillInk('M18,34 Q16,28 20,28 Q23,28 24,34 L24,20 Q24,16 27.5,16 Q31,16 31,20 L31,15 Q31,11 34.5,11 Q38,11 38,15 L38,18 Q38,14 41.5,14 Q45,14 45,18 L45,24 Q45,20 48,20 Q51,20 51,24 L51,40 Q51,54 36,54 Q24,54 20,44 Z', Y[0])}${path('M31,20 V34 M38,18 V34 M45,24 V34', { fill: 'none', stroke: O[1], 'stroke-width': 1.2, 'stroke-linecap': 'round' })}</g>` +
    path('M8,22 Q6,16 10,12 M12,26 Q9,19 14,14 M54,10 Q59,12 59,18', {
      fill: 'none',
      stroke: B[1],
      'stroke-width': 2,
      'stroke-linecap': 'round',
    }),
  bulb: () =>
    [0, 1, 2, 3, 4]
      .map((i) => {
        const a = ((-180 + i * 45) * Math.PI) / 180;
        return `<path d="M${pt(32 + 19 * Math.cos(a), 26 + 19 * Math.sin(a))} L${pt(32 + 24 * Math.cos(a), 26 + 24 * Math.sin(a))}" stroke="${Y[2]}" stroke-width="2.6" stroke-linecap="round"/>`;
      })
      .join('') +
    fillInk(
      'M32,10 C42,10 48,18 46,27 C45,33 39,36 39,42 H25 C25,36 19,33 18,27 C16,18 22,10 32,10 Z',
      Y[1],
    ) +
    fillInk('M25,42 H39 V50 Q32,54 25,50 Z', S[1], 1.4) +
    path('M25,46 H39', { stroke: INK, 'stroke-width': 1.1 }) +
    path('M28,40 V32 Q28,28 32,28 Q36,28 36,32 V40', {
      fill: 'none',
      stroke: O[2],
      'stroke-width': 1.6,
      'stroke-linecap': 'round',
    }) +
    path('M24,20 Q26,15 31,14', {
      fill: 'none',
      stroke: WHITE,
      'stroke-width': 2.2,
      'stroke-linecap': 'round',
    }),
  target: () =>
    fillInk(circlePath(30, 34, 20), WHITE) +
    circle(30, 34, 14, { fill: R[1] }) +
    circle(30, 34, 9, { fill: WHITE }) +
    circle(30, 34, 4.5, { fill: R[1] }) +
    path('M31,33 L52,12', { stroke: INK, 'stroke-width': 2.4, 'stroke-linecap': 'round' }) +
    fillInk('M52,12 L50,6 L56,4 L55,9 L60,10 L58,14 Z', B[1], 1.2),
};
