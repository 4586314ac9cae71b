// Lights and paint decals for the generated cars. Decals are drawn inside the body's clip path, so
// a stripe can be sketched as a plain band and still never spill past the silhouette. Decals use
// white, greys and shades of the paint red, which the game's hue shift keeps in step with the body.
import { line, n, path, pt, pts, rounded } from './geom.mjs';

const WHITE = '#ffffff';
const DARK = '#2b2d31';

export const LIGHTS = {
  head: {
    wedge: ({ geo }) => {
      const { x, y } = geo.head;
      return path(
        `M${pt(x - 13, y - 2)} L${pt(x - 1, y + 0.5)} L${pt(x - 1, y + 4)} L${pt(x - 11, y + 3)} Z`,
        { fill: '#fff4d2', stroke: '#c9b98f', 'stroke-width': 0.5 },
      );
    },
    slim: ({ geo }) => {
      const { x, y } = geo.head;
      return path(
        `M${pt(x - 16, y - 1)} L${pt(x, y + 0.6)} L${pt(x, y + 2.4)} L${pt(x - 14, y + 1.2)} Z`,
        { fill: '#fffbe8' },
      );
    },
    round: ({ geo }) => {
      const { x, y } = geo.head;
      return `<circle cx="${n(x - 3)}" cy="${n(y + 2.5)}" r="3.6" fill="#fff4d2" stroke="${DARK}" stroke-width="1"/><circle cx="${n(x - 4)}" cy="${n(y + 1.5)}" r="1.1" fill="${WHITE}"/>`;
    },
    twin: ({ geo }) => {
      const { x, y } = geo.head;
      return [x - 10, x - 3]
        .map(
          (cx) =>
            `<circle cx="${n(cx)}" cy="${n(y + 2.5)}" r="2.8" fill="#fff4d2" stroke="${DARK}" stroke-width="1"/>`,
        )
        .join('');
    },
    rect: ({ geo }) => {
      const { x, y } = geo.head;
      return path(`M${pt(x - 9, y)} h9 v5 h-9 Z`, {
        fill: '#fff4d2',
        stroke: DARK,
        'stroke-width': 0.8,
      });
    },
    bar: ({ geo }) => {
      const { x, y } = geo.head;
      return (
        path(`M${pt(x - 20, y)} L${pt(x, y + 0.8)} L${pt(x, y + 2.2)} L${pt(x - 20, y + 1.4)} Z`, {
          fill: '#e3f2fd',
        }) + path(`M${pt(x - 8, y + 3.6)} h8 v2.2 h-8 Z`, { fill: '#fff4d2' })
      );
    },
    popup: ({ geo }) => {
      const { x, y } = geo.head;
      return (
        path(`M${pt(x - 22, y - 4.5)} L${pt(x - 10, y - 3.5)}`, {
          fill: 'none',
          stroke: DARK,
          'stroke-width': 0.9,
          'stroke-linecap': 'round',
        }) + path(`M${pt(x - 6, y + 2)} h6 v2.2 h-6 Z`, { fill: '#fff4d2' })
      );
    },
    none: () => '',
  },
  tail: {
    block: ({ geo }) => {
      const { x, y } = geo.tail;
      return (
        path(`M${pt(x - 1, y)} h5.5 v8 h-5.5 Z`, { fill: '#5a1010' }) +
        path(`M${pt(x + 0.5, y + 1.2)} h3 v2 h-3 Z`, { fill: '#ff8a80', 'fill-opacity': 0.8 })
      );
    },
    slim: ({ geo }) => {
      const { x, y } = geo.tail;
      return path(
        `M${pt(x - 1, y)} L${pt(x + 14, y + 1)} L${pt(x + 14, y + 2.6)} L${pt(x - 1, y + 2.6)} Z`,
        { fill: '#5a1010' },
      );
    },
    round: ({ geo }) => {
      const { x, y } = geo.tail;
      return `<circle cx="${n(x + 2.5)}" cy="${n(y + 3)}" r="2.6" fill="#5a1010" stroke="${DARK}" stroke-width="0.8"/>`;
    },
    none: () => '',
  },
};

/** Seven-segment-ish stroke digits on a 1 x 1 box, for race numbers. */
const DIGITS = {
  0: [pts('0,0 1,0 1,1 0,1 0,0')],
  1: [pts('0.25,0.2 0.6,0 0.6,1')],
  2: [pts('0,0 1,0 1,0.5 0,0.5 0,1 1,1')],
  3: [pts('0,0 1,0 1,1 0,1'), pts('0.25,0.5 1,0.5')],
  4: [pts('0,0 0,0.55 1,0.55'), pts('0.8,0.2 0.8,1')],
  5: [pts('1,0 0,0 0,0.5 1,0.5 1,1 0,1')],
  6: [pts('1,0 0,0 0,1 1,1 1,0.5 0,0.5')],
  7: [pts('0,0 1,0 0.35,1')],
  8: [pts('0,0 1,0 1,1 0,1 0,0'), pts('0,0.5 1,0.5')],
  9: [pts('1,0.5 0,0.5 0,0 1,0 1,1 0,1')],
};

/** A white race-number roundel (or plate) centred on x, y. */
export function raceNumber(x, y, value, { r = 6.5, plate = false } = {}) {
  const digits = String(value).split('');
  const h = r * 1.05;
  const w = h * 0.55;
  const gap = w * 0.45;
  const total = digits.length * w + (digits.length - 1) * gap;
  const strokes = digits.flatMap((digit, i) =>
    DIGITS[digit].map((poly) =>
      line(poly.map(([u, v]) => [x - total / 2 + i * (w + gap) + u * w, y - h / 2 + v * h])),
    ),
  );
  const back = plate
    ? path(
        rounded(
          [
            [x - r * 1.3, y - r],
            [x + r * 1.3, y - r],
            [x + r * 1.3, y + r],
            [x - r * 1.3, y + r],
          ].map((p) => [...p, 2]),
        ),
        { fill: WHITE, stroke: DARK, 'stroke-width': 0.8 },
      )
    : `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${WHITE}" stroke="${DARK}" stroke-width="0.8"/>`;
  return (
    back +
    path(strokes.join(' '), {
      fill: 'none',
      stroke: DARK,
      'stroke-width': 1.5,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    })
  );
}

const star = (cx, cy, r) => {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    return pt(cx + rr * Math.cos(a), cy + rr * Math.sin(a));
  });
  return `M${pts.join(' L')} Z`;
};

/** Decals, each (ctx, opts) → markup drawn inside the body clip. y values default to the belt. */
export const STRIPES = {
  side: ({ geo }, { y = geo.belt + 9, h = 3.2, x0 = 0, x1 = 200 } = {}) =>
    path(
      `M${pt(x0, y)} H${n(x1)} v${n(h)} H${n(x0)} Z M${pt(x0, y + h + 1.4)} H${n(x1)} v0.9 H${n(x0)} Z`,
      { fill: WHITE, 'fill-opacity': 0.92 },
    ),
  twin: ({ geo }, { y = geo.belt + 6, h = 2.2, gap = 2 } = {}) =>
    path(`M0,${n(y)} H200 v${n(h)} H0 Z M0,${n(y + h + gap)} H200 v${n(h)} H0 Z`, {
      fill: WHITE,
      'fill-opacity': 0.92,
    }),
  slash: ({ geo }, { x = 90, w = 12, lean = 24 } = {}) =>
    path(
      `M${pt(x, geo.sill)} L${pt(x + lean, geo.belt)} L${pt(x + lean + w, geo.belt)} L${pt(x + w, geo.sill)} Z M${pt(x + w + 4, geo.sill)} L${pt(x + w + 4 + lean, geo.belt)} L${pt(x + w * 1.5 + 4 + lean, geo.belt)} L${pt(x + w * 1.5 + 4, geo.sill)} Z`,
      { fill: WHITE, 'fill-opacity': 0.92 },
    ),
  lowerDark: ({ geo }, { y = geo.sill - 6 } = {}) =>
    path(`M0,${n(y)} H200 V80 H0 Z`, { fill: DARK }),
  lowerShade: ({ geo }, { y = geo.sill - 9 } = {}) =>
    path(`M0,${n(y)} H200 V80 H0 Z`, { fill: '#b71c1c' }) +
    path(`M0,${n(y)} H200`, { stroke: WHITE, 'stroke-opacity': 0.5, 'stroke-width': 0.8 }),
  roofWhite: ({ geo }, { y = geo.belt } = {}) =>
    path(`M0,0 H200 V${n(y)} H0 Z`, { fill: '#eef0f2' }) +
    path(`M0,${n(y)} H200`, { stroke: '#b0b6bd', 'stroke-width': 0.8 }),
  topWhite: ({ geo }, { y = geo.belt + 8, amp = 0 } = {}) => {
    let edge = `M200,${n(y)} H0`;
    if (amp) {
      edge = `M0,${n(y)}`;
      for (let x = 0; x < 200; x += 20)
        edge += ` Q${pt(x + 5, y - amp)} ${pt(x + 10, y)} Q${pt(x + 15, y + amp)} ${pt(x + 20, y)}`;
    }
    return (
      path(`${edge} V0 H${amp ? 0 : 200} Z`, { fill: '#eef0f2' }) +
      path(edge, { fill: 'none', stroke: '#b0b6bd', 'stroke-width': 0.8 })
    );
  },
  spear: ({ geo }, { y = geo.belt + 10, x0 = 20, x1 = 170 } = {}) =>
    path(
      `M${pt(x0, y)} L${pt(x1 - 20, y - 1.2)} L${pt(x1, y + 0.6)} L${pt(x1 - 20, y + 1.4)} L${pt(x0, y + 1.6)} Z`,
      { fill: '#e9ecef', stroke: '#8f969e', 'stroke-width': 0.4 },
    ),
  sweep: ({ geo }, { x0 = 30, x1 = geo.xf - 10, y = geo.belt + 6, h = 9 } = {}) =>
    path(
      `M${pt(x1, y)} C${pt(x1 - 40, y + h * 0.2)} ${pt(x0 + 40, y + h)} ${pt(x0, y + h * 1.3)} C${pt(x0 + 50, y + h * 0.6)} ${pt(x1 - 50, y + h * 0.6)} ${pt(x1 + 4, y + h * 0.45)} Z`,
      { fill: WHITE, 'fill-opacity': 0.92 },
    ),
  confetti: ({ geo }, { seed = 7, count = 40, y0 = geo.belt + 2, y1 = geo.sill - 3 } = {}) => {
    const colours = [WHITE, '#ff8a80', '#b71c1c', '#eef0f2', '#ffcdd2'];
    let s = seed;
    const rand = () => (s = (s * 16807) % 2147483647) / 2147483647;
    return Array.from({ length: count }, () => {
      const [x, y, a] = [rand() * 200, y0 + rand() * (y1 - y0), Math.round(rand() * 180)];
      return `<rect x="${n(x)}" y="${n(y)}" width="3.2" height="1.6" rx="0.5" transform="rotate(${a} ${n(x + 1.6)} ${n(y + 0.8)})" fill="${colours[Math.floor(rand() * colours.length)]}"/>`;
    }).join('');
  },
  checker: ({ geo }, { y = geo.sill - 8, s = 3, x0 = 0, x1 = 200 } = {}) => {
    let d = '';
    for (let x = x0, i = 0; x < x1; x += s, i++)
      d += `M${pt(x, y + (i % 2) * s)} h${n(s)} v${n(s)} h${n(-s)} Z `;
    return (
      path(`M${pt(x0, y)} H${n(x1)} v${n(2 * s)} H${n(x0)} Z`, { fill: WHITE }) +
      path(d, { fill: DARK })
    );
  },
  dots: ({ geo }, { r = 2.2, step = 9, y0 = geo.belt + 4, y1 = geo.sill - 4 } = {}) => {
    let d = '';
    for (let y = y0, row = 0; y < y1; y += step * 0.8, row++)
      for (let x = (row % 2) * (step / 2); x < 200; x += step)
        d += `M${pt(x + r, y)} A${n(r)},${n(r)} 0 1 1 ${pt(x - r, y)} A${n(r)},${n(r)} 0 1 1 ${pt(x + r, y)} Z `;
    return path(d, { fill: WHITE, 'fill-opacity': 0.85 });
  },
  stars: ({ geo }, { at = [] } = {}) =>
    path(at.map(([x, y, r]) => star(x, y ?? geo.belt + 10, r ?? 4)).join(' '), {
      fill: WHITE,
      'fill-opacity': 0.95,
    }),
  wave: ({ geo }, { y = geo.belt + 9, amp = 2.4, h = 4 } = {}) => {
    let top = `M0,${n(y)}`;
    for (let x = 0; x < 200; x += 16)
      top += ` Q${pt(x + 4, y - amp)} ${pt(x + 8, y)} Q${pt(x + 12, y + amp)} ${pt(x + 16, y)}`;
    return path(`${top} V${n(y + h)} H0 Z`, { fill: WHITE, 'fill-opacity': 0.9 });
  },
  bolt: (_ctx, { x = 90, y = 46, s = 1 } = {}) => {
    const p = pts('0,0 14,-5 10,0 24,-2 6,7 10,2').map(([u, v]) => pt(x + u * s, y + v * s));
    return path(`M${p.join(' L')} Z`, {
      fill: WHITE,
      stroke: DARK,
      'stroke-width': 0.6,
      'stroke-linejoin': 'round',
    });
  },
  flames: ({ geo }, { x0 = 70, x1 = geo.xf, y = geo.belt + 4, h = 14 } = {}) => {
    // Tongues lick back from the nose: each is a quadratic hook along the band.
    const tongues = 5;
    const step = (x1 - x0) / tongues;
    let d = `M${pt(x1, y)}`;
    for (let i = 0; i < tongues; i++) {
      const tipX = x0 + i * step * 0.55;
      const yy = y + ((i + 0.5) * h) / tongues;
      d += ` Q${pt(tipX + step * 1.6, yy - h * 0.18)} ${pt(tipX, yy - h * 0.05)} Q${pt(tipX + step * 1.2, yy + h * 0.12)} ${pt(tipX + step * 1.8, yy + h * 0.16)}`;
    }
    d += ` L${pt(x1, y + h)} Z`;
    return path(d, {
      fill: '#ffb74d',
      stroke: '#fff3e0',
      'stroke-width': 1,
      'stroke-linejoin': 'round',
    });
  },
  bumpers: ({ geo }, { h = 7, w = 10, front = true, rear = true } = {}) =>
    path(
      [
        rear ? `M${pt(geo.xr - 2, geo.sill - h)} h${n(w)} V80 h${n(-w)} Z` : '',
        front ? `M${pt(geo.xf + 2 - w, geo.sill - h)} h${n(w)} V80 h${n(-w)} Z` : '',
      ].join(' '),
      { fill: DARK },
    ),
  skirt: ({ geo }, { h = 3.5 } = {}) => {
    const [a, b] = geo.wheels;
    return path(`M${pt(a.cx, geo.sill - h)} H${n(b.cx)} V80 H${n(a.cx)} Z`, { fill: DARK });
  },
  crease: ({ geo }, { y = geo.belt + 10 } = {}) =>
    path(`M0,${n(y)} H200`, { fill: 'none', stroke: '#8e1c1c', 'stroke-width': 0.8 }),
};
