// The odd-shaped everyday cars: bubble car, pumpkin coach, kart, dune buggy and the lifted
// monster truck. Each returns the same geometry shape as threeBox, with the parts that are not
// body paint (frames, drivers, engines) as ready-made markup layers. The racers are in
// carBodiesRacing.mjs and share the helmet and tube helpers below.
import { custom, threeBox } from './carBodies.mjs';
import { circle, line, n, path, pt, pts, rounded } from './geom.mjs';

export const TUBE = '#5c6169';
export const DARK = '#2b2d31';
export const CHROME = { fill: '#d5d9de', stroke: '#7b828a', 'stroke-width': 0.6 };
export const tube = (points, width = 2.2, color = TUBE) =>
  path(line(points), {
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });

export function helmet(x, y, r = 6) {
  return (
    circle(x, y, r, { fill: '#f4f5f7', stroke: '#8f969e', 'stroke-width': 0.6 }) +
    path(
      `M${pt(x + r * 0.05, y - r * 0.5)} L${pt(x + r * 0.95, y - r * 0.5)} C${pt(x + r * 1.05, y - r * 0.1)} ${pt(x + r, y + r * 0.2)} ${pt(x + r * 0.8, y + r * 0.3)} L${pt(x + r * 0.05, y + r * 0.2)} Z`,
      { fill: '#23262b' },
    ) +
    path(
      `M${pt(x - r * 0.85, y - r * 0.5)} C${pt(x - r * 0.6, y - r * 0.85)} ${pt(x - r * 0.3, y - r * 0.93)} ${pt(x, y - r * 0.93)}`,
      { fill: 'none', stroke: '#ffffff', 'stroke-width': 1, 'stroke-linecap': 'round' },
    )
  );
}

export function bubble() {
  return custom({
    body: pts('46,64,3 34,52,10 38,28,16 66,12,18 108,11,18 138,26,14 154,46,8 156,60,4 150,64,3'),
    cabin: pts('56,40 62,22 92,15 116,17 134,40'),
    frame: [3, 3, 3, 3, 0.4],
    pillars: [{ x: 100, w: 4 }],
    glassR: 5,
    wheels: [
      { cx: 60, r: 9.5 },
      { cx: 136, r: 9.5 },
    ],
    sill: 64,
    belt: 40,
    roof: 15,
    anchors: {
      tail: [36, 44],
      deck: [40, 40],
      roofRear: [70, 12],
      roofFront: [106, 12],
      cowl: [136, 40],
      nose: [154, 46],
    },
    head: { x: 156, y: 44 },
    tail: { x: 35, y: 44 },
    highlights: [pts('46,24 66,14.6,8 106,14,8 128,22'), pts('40,46 150,48')],
  });
}

export function pumpkin() {
  const ribs = [74, 100, 126]
    .map((x) =>
      line([
        [x + (x - 100) * 0.05, 9.5],
        [x + (x - 100) * 0.35, 34, 20],
        [x + (x - 100) * 0.05, 58],
      ]),
    )
    .join(' ');
  return custom({
    body: pts('52,60,4 42,44,14 50,20,16 74,9,12 100,7,10 126,9,12 150,20,16 158,44,14 148,60,4'),
    cabin: pts('86,40 86,25 93,18 107,18 114,25 114,40'),
    frame: 0,
    glassR: 3,
    wheels: [
      { cx: 58, r: 15, noArch: true },
      { cx: 144, r: 13, noArch: true },
    ],
    sill: 60,
    belt: 40,
    roof: 18,
    under: [path(rounded(pts('36,62,2 36,58,2 168,58,2 168,62,2')), { fill: DARK })],
    over: [
      path(ribs, {
        fill: 'none',
        stroke: '#8e1c1c',
        'stroke-width': 1.1,
        'stroke-linecap': 'round',
      }),
    ],
    anchors: {
      tail: [44, 40],
      deck: [44, 40],
      roofRear: [92, 8],
      roofFront: [108, 8],
      cowl: [150, 40],
      nose: [156, 44],
    },
    head: { x: 160, y: 40 },
    tail: { x: 42, y: 42 },
    highlights: [pts('56,20 74,12,8 100,10.2,8 126,12,8 144,20')],
  });
}

export function kart() {
  const driverBody = path(
    rounded(pts('70,53,2 74,36,5 86,33,4 104,42,3 118,44,2 118,48,1 100,49,2 96,53,1')),
    { fill: '#e53935', stroke: '#8e1c1c', 'stroke-width': 0.8, 'stroke-linejoin': 'round' },
  );
  return custom({
    body: pts('24,64,2 24,57,3 60,55,3 124,54,6 160,54,6 180,59,3 180,64,2'),
    wheels: [
      { cx: 44, r: 8, noArch: true },
      { cx: 152, r: 7.5, noArch: true },
    ],
    sill: 64,
    belt: 55,
    roof: 40,
    under: [
      path(rounded(pts('60,56,2 58,34,4 66,34,3 72,56,1')), { fill: '#3a3e44' }),
      path(rounded(pts('36,56,1 36,45,2 56,45,2 56,56,1')), CHROME),
      tube(pts('118,46 126,54'), 1.6, DARK),
      tube(pts('122,40 116,50'), 2, DARK),
      tube(pts('14,52 14,64 28,64'), 2),
    ],
    over: [driverBody, helmet(84, 26, 8), tube(pts('176,64 190,64 190,56'), 2)],
    anchors: {
      tail: [24, 57],
      deck: [60, 55],
      roofRear: [70, 40],
      roofFront: [100, 40],
      cowl: [124, 54],
      nose: [160, 54],
    },
    head: { x: 182, y: 56 },
    tail: { x: 24, y: 57 },
    highlights: [pts('30,58 160,57')],
  });
}

export function buggy() {
  return custom({
    body: pts('34,60,3 30,48,4 66,45,4 100,46,3 132,46,4 166,47,8 178,53,3 176,60,3'),
    wheels: [
      { cx: 52, r: 14, archGrow: 3 },
      { cx: 152, r: 12.5, archGrow: 3 },
    ],
    sill: 60,
    belt: 46,
    roof: 16,
    under: [
      helmet(92, 34, 7),
      path(rounded(pts('20,56,2 20,42,2 36,42,2 36,56,2')), CHROME),
      path(`M${pt(22, 46)} H${n(34)} M${pt(22, 49)} H${n(34)} M${pt(22, 52)} H${n(34)}`, {
        stroke: '#8f969e',
        'stroke-width': 0.7,
      }),
      tube(pts('22,44 14,38'), 2.4, '#8f969e'),
    ],
    over: [
      tube(pts('66,46 74,16,3 112,15,3 132,46'), 2.6),
      tube(pts('74,17 90,46'), 2),
      tube(pts('40,46 66,32'), 2),
      tube(pts('172,58 182,58 182,50'), 2.2, DARK),
    ],
    anchors: {
      tail: [30, 48],
      deck: [30, 46],
      roofRear: [74, 16],
      roofFront: [112, 16],
      cowl: [132, 46],
      nose: [166, 47],
    },
    head: { x: 178, y: 47 },
    tail: { x: 30, y: 48 },
    highlights: [pts('36,49 100,48.8 164,49.5')],
  });
}

export function monster(numbers, options) {
  const geo = threeBox(numbers, options);
  const shocks = geo.wheels.map(({ cx, cy }) => {
    const zig = Array.from(
      { length: 5 },
      (_, i) =>
        `L${pt(cx - 7 + (i % 2 ? 3 : -1) + i * 1.2, geo.sill + 2 + i * ((cy - geo.sill - 4) / 5))}`,
    ).join(' ');
    return path(`M${pt(cx - 8, geo.sill)} ${zig} L${pt(cx, cy)}`, {
      fill: 'none',
      stroke: '#8f969e',
      'stroke-width': 1.6,
      'stroke-linejoin': 'round',
    });
  });
  return {
    ...geo,
    wheels: geo.wheels.map((w) => ({ ...w, noArch: true })),
    under: [
      path(
        rounded([
          [geo.xr + 14, geo.sill - 2, 1],
          [geo.xf - 14, geo.sill - 2, 1],
          [geo.xf - 14, geo.sill + 5, 1],
          [geo.xr + 14, geo.sill + 5, 1],
        ]),
        { fill: DARK },
      ),
      ...shocks,
    ],
  };
}
