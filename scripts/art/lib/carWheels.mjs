// Wheel styles for the generated cars. Tyres, rims and hubs are neutral greys (the game's hue shift
// leaves them alone); only a sporty brake calliper borrows the paint's darker red.
import { arcPoint, circle, n, path, pt } from './geom.mjs';

const TYRE = '#1c1d20';
const SIDEWALL = '#34363b';
const RIM_BASE = '#2e3136';

/** A spoke as a tapered quad from radius r0 (width w0) to r1 (width w1) at angle deg. */
function spoke(cx, cy, deg, r0, r1, w0, w1) {
  const t = (deg * Math.PI) / 180;
  const [ux, uy] = [Math.cos(t), Math.sin(t)];
  const [vx, vy] = [-uy, ux];
  const p = (r, w) => pt(cx + ux * r + (vx * w) / 2, cy + uy * r + (vy * w) / 2);
  return `M${p(r0, w0)} L${p(r1, w1)} L${p(r1, -w1)} L${p(r0, -w0)} Z`;
}

const ring = (count, offset = -90) =>
  Array.from({ length: count }, (_, i) => offset + (360 * i) / count);

/** A curved blade from the hub out to the rim: turbine and concept wheels. */
function blade(cx, cy, deg, r0, r1) {
  const a = arcPoint(cx, cy, r0, deg);
  const b = arcPoint(cx, cy, r1, deg + 38);
  const c = arcPoint(cx, cy, r1, deg + 62);
  const mid = arcPoint(cx, cy, (r0 + r1) / 2, deg + 8);
  return `M${pt(...a)} Q${pt(...mid)} ${pt(...b)} L${pt(...c)} Q${pt(...arcPoint(cx, cy, (r0 + r1) / 2, deg + 36))} ${pt(...arcPoint(cx, cy, r0, deg + 24))} Z`;
}

function treads(cx, cy, R) {
  return ring(18, 0)
    .map((deg) => spoke(cx, cy, deg, R - 0.6, R + 1.4, 3.2, 2.6))
    .join(' ');
}

/**
 * Style → the rim face (drawn on the rim gradient). Each returns SVG markup for the face only;
 * the tyre, sidewall and hub around it are shared.
 */
const FACES = {
  star5: (cx, cy, r, rim) =>
    path(
      ring(5)
        .map((d) => spoke(cx, cy, d, r * 0.24, r * 0.95, r * 0.22, r * 0.4))
        .join(' '),
      { fill: rim },
    ),
  star10: (cx, cy, r, rim) =>
    path(
      ring(10)
        .map((d) => spoke(cx, cy, d, r * 0.22, r * 0.96, r * 0.16, r * 0.22))
        .join(' '),
      { fill: rim },
    ),
  split: (cx, cy, r, rim) =>
    path(
      ring(5)
        .flatMap((d) => [
          spoke(cx, cy, d - 9, r * 0.3, r * 0.96, r * 0.16, r * 0.16),
          spoke(cx, cy, d + 9, r * 0.3, r * 0.96, r * 0.16, r * 0.16),
        ])
        .join(' '),
      { fill: rim },
    ),
  mesh: (cx, cy, r, rim) =>
    path(
      [...ring(12), ...ring(12, -75)]
        .map((d, i) => spoke(cx, cy, d + (i < 12 ? 6 : -6), r * 0.25, r * 0.95, 0.7, 0.7))
        .join(' '),
      { fill: rim },
    ) + circle(cx, cy, r * 0.93, { fill: 'none', stroke: rim, 'stroke-width': 1.1 }),
  dish: (cx, cy, r, rim) =>
    circle(cx, cy, r * 0.96, { fill: rim }) +
    ring(5)
      .map((d) => circle(...arcPoint(cx, cy, r * 0.6, d), r * 0.17, { fill: RIM_BASE }))
      .join(''),
  hubcap: (cx, cy, r, rim) =>
    circle(cx, cy, r * 0.97, { fill: rim }) +
    circle(cx, cy, r * 0.72, { fill: 'none', stroke: '#9aa1a9', 'stroke-width': 0.7 }) +
    circle(cx, cy, r * 0.45, { fill: '#e9ecef', stroke: '#8f969e', 'stroke-width': 0.6 }),
  steelie: (cx, cy, r) =>
    circle(cx, cy, r * 0.97, { fill: '#5c6169' }) +
    circle(cx, cy, r * 0.55, { fill: '#6d737b', stroke: '#45494f', 'stroke-width': 0.6 }) +
    ring(8, -67.5)
      .map((d) => circle(...arcPoint(cx, cy, r * 0.76, d), r * 0.09, { fill: RIM_BASE }))
      .join(''),
  turbine: (cx, cy, r, rim) =>
    path(
      ring(8)
        .map((d) => blade(cx, cy, d, r * 0.25, r * 0.95))
        .join(' '),
      { fill: rim },
    ),
  beadlock: (cx, cy, r, rim) =>
    path(
      ring(6)
        .map((d) => spoke(cx, cy, d, r * 0.25, r * 0.8, r * 0.3, r * 0.34))
        .join(' '),
      { fill: rim },
    ) +
    circle(cx, cy, r * 0.88, { fill: 'none', stroke: '#9aa1a9', 'stroke-width': r * 0.18 }) +
    ring(12)
      .map((d) => circle(...arcPoint(cx, cy, r * 0.88, d), 0.45, { fill: '#3a3e44' }))
      .join(''),
  wire: (cx, cy, r, rim) =>
    path(
      ring(24)
        .map((d, i) => spoke(cx, cy, d + (i % 2 ? 4 : -4), r * 0.2, r * 0.95, 0.45, 0.45))
        .join(' '),
      { fill: rim },
    ) + circle(cx, cy, r * 0.95, { fill: 'none', stroke: rim, 'stroke-width': 0.9 }),
  aero: (cx, cy, r, rim) =>
    circle(cx, cy, r * 0.97, { fill: rim }) +
    circle(cx, cy, r * 0.82, { fill: 'none', stroke: '#6b7077', 'stroke-width': 0.8 }) +
    path(
      `M${pt(...arcPoint(cx, cy, r * 0.6, 200))} A${n(r * 0.6)},${n(r * 0.6)} 0 0 1 ${pt(...arcPoint(cx, cy, r * 0.6, 290))}`,
      {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-opacity': 0.6,
        'stroke-width': 1,
        'stroke-linecap': 'round',
      },
    ),
  kart: (cx, cy, r, rim) =>
    circle(cx, cy, r * 0.96, { fill: rim }) +
    ring(3)
      .map((d) => circle(...arcPoint(cx, cy, r * 0.55, d + 60), r * 0.2, { fill: RIM_BASE }))
      .join(''),
};

export const WHEEL_STYLES = Object.keys(FACES);

/**
 * One wheel. `rim` is the fraction of the radius the rim fills (bigger = lower-profile tyre),
 * `treaded` adds chunky off-road blocks, `whitewall` a classic white sidewall band, `calliper` a
 * brake calliper peeking through the spokes.
 */
export function wheel(
  key,
  { cx, cy, r, style = 'star5', rim = 0.64, treaded = false, whitewall = false, calliper = false },
) {
  const rimFill = `url(#${key}-rim)`;
  const rr = r * rim;
  const face = FACES[style];
  if (!face) throw new Error(`Unknown wheel style ${style}`);
  const parts = [
    treaded ? path(treads(cx, cy, r - 0.6), { fill: TYRE }) : '',
    circle(cx, cy, r, { fill: TYRE }),
    circle(cx, cy, r - 1.3, { fill: 'none', stroke: SIDEWALL, 'stroke-width': 0.9 }),
    whitewall
      ? circle(cx, cy, (r + rr) / 2, {
          fill: 'none',
          stroke: '#eef0f2',
          'stroke-width': (r - rr) * 0.45,
        })
      : '',
    circle(cx, cy, rr, { fill: rimFill }),
    circle(cx, cy, rr * 0.84, { fill: RIM_BASE }),
    calliper
      ? path(
          `M${pt(...arcPoint(cx, cy, rr * 0.78, 200))} A${n(rr * 0.78)},${n(rr * 0.78)} 0 0 1 ${pt(...arcPoint(cx, cy, rr * 0.78, 260))}`,
          {
            fill: 'none',
            stroke: '#c62828',
            'stroke-width': rr * 0.22,
            'stroke-linecap': 'round',
          },
        )
      : '',
    face(cx, cy, rr * 0.84, rimFill),
    circle(cx, cy, Math.max(1.4, rr * 0.26), {
      fill: '#d5d9de',
      stroke: '#666c74',
      'stroke-width': 0.6,
    }),
    path(
      `M${pt(...arcPoint(cx, cy, r * 0.87, 203))} A${n(r * 0.87)},${n(r * 0.87)} 0 0 1 ${pt(...arcPoint(cx, cy, r * 0.87, 263))}`,
      {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-opacity': 0.18,
        'stroke-width': 1.1,
        'stroke-linecap': 'round',
      },
    ),
  ];
  return `<g>${parts.join('')}</g>`;
}
