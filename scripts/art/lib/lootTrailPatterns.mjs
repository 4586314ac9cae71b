// Trail patterns, part one (120 x 24), plus the helpers both pattern files use: the scatter that
// biases items toward the car end and the soft glow band behind them.
import { circle, n, path, pt, rng } from './geom.mjs';
import { heartPath, RAINBOW, sparklePath, starPath } from './lootKit.mjs';

export const W = 120;
export const MID = 12;

/** Scatter helper: count items with x biased toward the car end, size growing with x. */
export function scatter(seed, count, draw) {
  const rand = rng(seed);
  return Array.from({ length: count }, (_, i) => {
    const x = 4 + Math.sqrt((i + rand()) / count) * (W - 10);
    const y = MID + (rand() - 0.5) * 11 * (0.45 + (x / W) * 0.55);
    return draw(x, y, 0.45 + (x / W) * 0.5, rand, i);
  }).join('');
}

export const band = (h = 8) =>
  `<rect x="0" y="${n(MID - h / 2)}" width="${W}" height="${h}" rx="${n(h / 2)}" fill="url(#KEY-band)"/>`;

export const TRAIL_PATTERNS = {
  sparkles: {
    band: [
      [0, '#fff3b0', 0],
      [1, '#ffe082', 0.6],
    ],
    draw: () =>
      scatter(3, 16, (x, y, s, r, i) =>
        path(sparklePath(x, y, 4.5 * s + r() * 2), {
          fill: i % 3 ? '#ffd54f' : '#ffffff',
          stroke: '#f9a825',
          'stroke-width': 0.5,
        }),
      ),
  },
  bubbles: {
    band: [
      [0, '#b3e5fc', 0],
      [1, '#81d4fa', 0.35],
    ],
    draw: () =>
      scatter(
        5,
        16,
        (x, y, s, r) =>
          circle(x, y, 2.5 * s + r() * 2.2, {
            fill: '#e1f5fe',
            'fill-opacity': 0.5,
            stroke: '#29b6f6',
            'stroke-width': 0.9,
          }) + circle(x - 1, y - 1.2, 0.8 * s, { fill: '#ffffff' }),
      ),
  },
  rainbow: {
    draw: () =>
      RAINBOW.map(
        (c, i) =>
          `<path d="M0,${n(MID - 0.4)} C40,${n(MID - 0.4)} 80,${n(2 + i * 3.3)} ${W},${n(2 + i * 3.3)} V${n(5.3 + i * 3.3)} C80,${n(5.3 + i * 3.3)} 40,${n(MID + 0.4)} 0,${n(MID + 0.4)} Z" fill="${c}"/>`,
      ).join(''),
  },
  smoke: {
    draw: () =>
      scatter(7, 20, (x, y, s, r) =>
        circle(x, MID + (y - MID) * 0.5, 3.5 + (1 - x / W) * 5 + r() * 2, {
          fill: ['#eceff1', '#cfd8dc', '#b0bec5'][Math.floor(r() * 3)],
          'fill-opacity': 0.85,
        }),
      ),
  },
  hearts: {
    band: [
      [0, '#f8bbd0', 0],
      [1, '#f48fb1', 0.45],
    ],
    draw: () =>
      scatter(9, 12, (x, y, s, r, i) =>
        path(heartPath(x, y, 3.4 * s + r() * 1.5), {
          fill: i % 2 ? '#f06292' : '#ef5350',
          stroke: '#ad1457',
          'stroke-width': 0.5,
        }),
      ),
  },
  pixels: {
    draw: () => {
      const rand = rng(11);
      let out = '';
      for (let x = 0; x < W; x += 4)
        for (let y = 0; y < 24; y += 4) {
          const keep = rand() < (x / W) * 0.9 * (1 - Math.abs(y + 2 - MID) / 14);
          if (keep)
            out += `<rect x="${x}" y="${y}" width="4" height="4" fill="${['#42a5f5', '#26c6da', '#ab47bc', '#5c6bc0'][Math.floor(rand() * 4)]}"/>`;
        }
      return out;
    },
  },
  lightning: {
    band: [
      [0, '#fff59d', 0],
      [1, '#fff59d', 0.5],
    ],
    draw: () => {
      const pts = [[0, MID]];
      for (let x = 10; x <= W; x += 10)
        pts.push([x, MID + (pts.length % 2 ? -7 : 7) * (0.4 + x / W / 1.5)]);
      const d = `M${pts.map((p) => pt(...p)).join(' L')}`;
      return (
        path(d, {
          fill: 'none',
          stroke: '#fff176',
          'stroke-width': 5,
          'stroke-opacity': 0.5,
          'stroke-linejoin': 'round',
        }) +
        path(d, {
          fill: 'none',
          stroke: '#ffd54f',
          'stroke-width': 2.4,
          'stroke-linejoin': 'round',
        }) +
        path(d, {
          fill: 'none',
          stroke: '#ffffff',
          'stroke-width': 0.9,
          'stroke-linejoin': 'round',
        })
      );
    },
  },
  confetti: {
    draw: () =>
      scatter(
        13,
        30,
        (x, y, s, r) =>
          `<rect x="${n(x)}" y="${n(y)}" width="${n(4 * s)}" height="${n(2 * s)}" rx="0.5" fill="${[...RAINBOW, '#f06292'][Math.floor(r() * 7)]}" transform="rotate(${Math.round(r() * 180)} ${n(x)} ${n(y)})"/>`,
      ),
  },
  notes: {
    band: [
      [0, '#e1bee7', 0],
      [1, '#ce93d8', 0.4],
    ],
    draw: () =>
      scatter(17, 9, (x, y, s, r, i) => {
        const k = 0.7 * s + 0.2;
        return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(k)})" fill="${i % 2 ? '#8e24aa' : '#5c6bc0'}"><ellipse cx="-3" cy="4" rx="3" ry="2.2" transform="rotate(-20 -3 4)"/><path d="M-0.4,4 V-8 L5,-6 V-3.5 L0.9,-5 V4 Z"/></g>`;
      }),
  },
  stars: {
    band: [
      [0, '#fff59d', 0],
      [1, '#ffe082', 0.5],
    ],
    draw: () =>
      scatter(19, 12, (x, y, s, r) =>
        path(starPath(x, y, 4 * s + r() * 1.5), {
          fill: '#ffd54f',
          stroke: '#ff8f00',
          'stroke-width': 0.6,
          'stroke-linejoin': 'round',
        }),
      ),
  },
  fire: {
    draw: () => {
      const tongue = (h, c) => {
        let d = `M${W},${n(MID - h)}`;
        for (let x = W; x > 0; x -= 12)
          d += ` Q${pt(x - 4, MID - h * (x / W) - 4)} ${pt(x - 12, MID - h * ((x - 12) / W))}`;
        d += ` L0,${MID}`;
        for (let x = 0; x < W; x += 12)
          d += ` Q${pt(x + 8, MID + h * ((x + 12) / W) + 4)} ${pt(x + 12, MID + h * ((x + 12) / W))}`;
        return path(`${d} Z`, { fill: c });
      };
      return tongue(10, '#ef6c00') + tongue(7, '#ffa726') + tongue(3.5, '#ffe082');
    },
  },
  snow: {
    band: [
      [0, '#e3f2fd', 0],
      [1, '#bbdefb', 0.6],
    ],
    draw: () =>
      scatter(23, 14, (x, y, s, r, i) =>
        i % 3
          ? circle(x, y, 1.4 * s + 0.4, { fill: '#ffffff', stroke: '#90caf9', 'stroke-width': 0.4 })
          : path(
              Array.from({ length: 3 }, (_, k) => {
                const a = (k * Math.PI) / 3;
                const l = 4.5 * s;
                return `M${pt(x - l * Math.cos(a), y - l * Math.sin(a))} L${pt(x + l * Math.cos(a), y + l * Math.sin(a))}`;
              }).join(' '),
              { stroke: '#64b5f6', 'stroke-width': 1.1, 'stroke-linecap': 'round' },
            ),
      ),
  },
};
