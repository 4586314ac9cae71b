// Trail patterns, part two (120 x 24): leaves, ribbons, waves, grids, prints, petals, candy,
// glitter, neon, clouds and a twister.
import { circle, n, path, pt } from './geom.mjs';
import { polygonPath } from './lootKit.mjs';
import { MID, scatter, W } from './lootTrailPatterns.mjs';

export const MORE_TRAIL_PATTERNS = {
  leaves: {
    draw: () =>
      scatter(
        29,
        12,
        (x, y, s, r, i) =>
          `<path d="M-5,0 C-3,-4 3,-4 5,0 C3,4 -3,4 -5,0 Z M-5,0 H5" fill="${['#66bb6a', '#9ccc65', '#ffa726'][i % 3]}" stroke="#2e7d32" stroke-width="0.6" transform="translate(${n(x)} ${n(y)}) rotate(${Math.round(r() * 360)}) scale(${n(s)})"/>`,
      ),
  },
  zigzag: {
    draw: () => {
      let d = `M0,${MID}`;
      for (let x = 0; x < W; x += 8)
        d += ` L${pt(x + 4, MID - 6 * (0.3 + x / W))} L${pt(x + 8, MID + 6 * (0.3 + x / W))}`;
      return (
        path(d, {
          fill: 'none',
          stroke: '#f06292',
          'stroke-width': 3.2,
          'stroke-linejoin': 'round',
        }) +
        path(d, { fill: 'none', stroke: '#f8bbd0', 'stroke-width': 1, 'stroke-linejoin': 'round' })
      );
    },
  },
  comet: {
    draw: () =>
      Array.from({ length: 14 }, (_, i) => {
        const x = 6 + i * 8.4;
        return circle(x, MID, 0.6 + (x / W) * 4.2, { fill: i % 2 ? '#ffca28' : '#ff7043' });
      }).join('') +
      circle(W - 6, MID, 5.5, { fill: '#fff3e0', stroke: '#ff7043', 'stroke-width': 1 }),
  },
  waves: {
    draw: () => {
      let d = `M0,${MID + 2}`;
      for (let x = 0; x < W; x += 20)
        d += ` C${pt(x + 6, MID - 8)} ${pt(x + 14, MID - 8)} ${pt(x + 14, MID - 2)} C${pt(x + 14, MID + 2)} ${pt(x + 10, MID + 2)} ${pt(x + 20, MID + 2)}`;
      return (
        path(`${d} V24 H0 Z`, { fill: '#4fc3f7', 'fill-opacity': 0.9 }) +
        path(d, { fill: 'none', stroke: '#ffffff', 'stroke-width': 1.4 }) +
        path(`M0,${MID + 6} H${W}`, { stroke: '#0288d1', 'stroke-width': 3, 'stroke-opacity': 0.5 })
      );
    },
  },
  hexes: {
    draw: () => {
      let out = '';
      for (let x = 6, i = 0; x < W; x += 9, i++)
        for (const dy of [-5, 5]) {
          if ((i + dy) % 3 === 0 && x < 50) continue;
          out += path(polygonPath(x + (dy > 0 ? 4.5 : 0), MID + dy, 4.2, 6, 0), {
            fill: '#26c6da',
            'fill-opacity': 0.15 + (x / W) * 0.35,
            stroke: '#00acc1',
            'stroke-width': 0.8,
          });
        }
      return out;
    },
  },
  paws: {
    draw: () =>
      Array.from({ length: 7 }, (_, i) => {
        const x = 10 + i * 16;
        const y = MID + (i % 2 ? 4.5 : -4.5);
        return `<g transform="translate(${x} ${y}) rotate(90) scale(${n(0.5 + (x / W) * 0.5)})" fill="#8d6e63"><ellipse cx="0" cy="2" rx="4" ry="3.4"/><circle cx="-4.2" cy="-2.6" r="1.7"/><circle cx="-1.5" cy="-5" r="1.7"/><circle cx="1.5" cy="-5" r="1.7"/><circle cx="4.2" cy="-2.6" r="1.7"/></g>`;
      }).join(''),
  },
  petals: {
    draw: () =>
      scatter(
        31,
        14,
        (x, y, s, r, i) =>
          `<path d="M0,-4 C3,-3 3,2 0,4 C-3,2 -3,-3 0,-4 Z" fill="${i % 2 ? '#f8bbd0' : '#f48fb1'}" stroke="#ec407a" stroke-width="0.5" transform="translate(${n(x)} ${n(y)}) rotate(${Math.round(r() * 360)}) scale(${n(s)})"/>`,
      ),
  },
  candy: {
    draw: () => {
      let stripes = '';
      for (let x = -8; x < W; x += 8)
        stripes += `M${x},${MID + 5} L${x + 4},${MID - 5} L${x + 8},${MID - 5} L${x + 4},${MID + 5} Z `;
      return (
        `<rect x="0" y="${MID - 5}" width="${W}" height="10" rx="5" fill="#ffffff" stroke="#e0e0e0" stroke-width="0.6"/>` +
        path(stripes, { fill: '#ef5350', 'clip-path': 'url(#KEY-candyclip)' })
      );
    },
    defs: (key) =>
      `    <clipPath id="${key}-candyclip"><rect x="0" y="${MID - 5}" width="${W}" height="10" rx="5"/></clipPath>`,
  },
  glitter: {
    draw: () =>
      scatter(37, 60, (x, y, s, r, i) =>
        circle(x, y, 0.5 + r() * 1.2 * s, {
          fill: ['#ffd54f', '#ffffff', '#cfd8dc', '#ffca28'][i % 4],
        }),
      ),
    band: [
      [0, '#fff8e1', 0],
      [1, '#ffecb3', 0.5],
    ],
  },
  neon: {
    draw: () =>
      [
        ['#18ffff', -5],
        ['#ff4081', 0],
        ['#eeff41', 5],
      ]
        .map(
          ([c, dy]) =>
            path(`M0,${MID + dy} C40,${MID + dy} 80,${MID + dy * 1.3} ${W},${MID + dy * 1.3}`, {
              fill: 'none',
              stroke: c,
              'stroke-width': 4,
              'stroke-opacity': 0.3,
              'stroke-linecap': 'round',
            }) +
            path(`M0,${MID + dy} C40,${MID + dy} 80,${MID + dy * 1.3} ${W},${MID + dy * 1.3}`, {
              fill: 'none',
              stroke: c,
              'stroke-width': 1.5,
              'stroke-linecap': 'round',
            }),
        )
        .join(''),
  },
  clouds: {
    draw: () =>
      scatter(
        41,
        10,
        (x, y, s) =>
          `<g transform="translate(${n(x)} ${n(MID + 1 + (y - MID) * 0.3)}) scale(${n(s * 1.1)})" fill="#ffffff" stroke="#b0bec5" stroke-width="0.7"><path d="M-8,4 C-12,4 -12,-2 -7,-2 C-7,-7 0,-8 2,-4 C4,-7 10,-6 9,-1 C13,-1 13,4 9,4 Z"/></g>`,
      ),
  },
  twister: {
    draw: () => {
      const wave = (phase) => {
        let d = '';
        for (let x = 0; x <= W; x += 2)
          d += `${x ? ' L' : 'M'}${pt(x, MID + Math.sin(x / 7 + phase) * (2 + (x / W) * 6))}`;
        return d;
      };
      return (
        path(wave(0), {
          fill: 'none',
          stroke: '#7e57c2',
          'stroke-width': 2.4,
          'stroke-linecap': 'round',
        }) +
        path(wave(Math.PI), {
          fill: 'none',
          stroke: '#26c6da',
          'stroke-width': 2.4,
          'stroke-linecap': 'round',
        })
      );
    },
  },
};
