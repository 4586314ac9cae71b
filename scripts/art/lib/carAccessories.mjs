// Bolt-on parts: wings, spoilers, scoops, racks, lamps, bars, pipes and trim (the fun extras are in
// carAccessoriesExtra.mjs). Each has a layer that says where it sits in the drawing order (see carRender.mjs):
// under = behind the body, body = on the paint, trim = over the glass, over = before the wheels,
// top = in front of everything. Positions default to the body's anchors; opts can move them.
import { circle, n, path, pt, rounded } from './geom.mjs';

export const DARK = '#2b2d31';
export const CHROME = { fill: '#d5d9de', stroke: '#7b828a', 'stroke-width': 0.6 };
export const stroked = (d, stroke, width, extra = {}) =>
  path(d, {
    fill: 'none',
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });
export const box = (x, y, w, h, r = 1) =>
  rounded([
    [x, y, r],
    [x + w, y, r],
    [x + w, y + h, r],
    [x, y + h, r],
  ]);

/** Bodywork and working parts. */
export const BODY_PARTS = {
  wing: {
    layer: 'over',
    draw: (
      { geo, paint },
      {
        x = geo.anchors.deck[0] + 2,
        y = geo.anchors.deck[1],
        lift = 9,
        w = 26,
        paintPlane = false,
      },
    ) =>
      path(
        `M${pt(x + 6, y)} L${pt(x + 8, y - lift)} M${pt(x + w - 8, y)} L${pt(x + w - 6, y - lift)}`,
        { stroke: DARK, 'stroke-width': 2.2, 'stroke-linecap': 'round' },
      ) +
      path(
        rounded([
          [x - 2, y - lift - 3.5, 1.5],
          [x + w, y - lift - 2, 1.5],
          [x + w - 1, y - lift + 0.5, 1],
          [x - 1, y - lift + 0.5, 1],
        ]),
        { fill: paintPlane ? paint : DARK, stroke: '#1a1c1f', 'stroke-width': 0.6 },
      ) +
      path(
        `M${pt(x - 3, y - lift - 5)} L${pt(x - 1, y - lift - 5)} L${pt(x - 1, y - lift + 1.5)} L${pt(x - 3, y - lift + 1.5)} Z`,
        { fill: DARK },
      ),
  },
  ducktail: {
    layer: 'body',
    draw: ({ geo, paint, trim }, { h = 3.5 }) => {
      const [x, y] = geo.anchors.deck;
      return path(
        `M${pt(x - 6, y + 0.5)} L${pt(x - 5, y - h)} L${pt(x + 10, y - 0.5)} L${pt(x + 12, y + 0.5)} Z`,
        { fill: paint, stroke: trim, 'stroke-width': 0.8, 'stroke-linejoin': 'round' },
      );
    },
  },
  roofSpoiler: {
    layer: 'over',
    draw: ({ geo, paint, trim }, { len = 10 }) => {
      const [x, y] = geo.anchors.roofRear;
      return path(
        rounded([
          [x + 6, y - 0.6, 1],
          [x - len, y - 2.2, 1],
          [x - len + 1, y + 1.5, 1],
          [x + 2, y + 2.2, 1],
        ]),
        { fill: paint, stroke: trim, 'stroke-width': 0.8 },
      );
    },
  },
  scoop: {
    layer: 'body',
    draw: (
      { geo, paint, trim },
      { x = (geo.anchors.cowl[0] + geo.anchors.nose[0]) / 2, w = 18, h = 4 },
    ) => {
      const y =
        geo.anchors.cowl[1] +
        ((geo.anchors.nose[1] - geo.anchors.cowl[1]) * (x - geo.anchors.cowl[0])) /
          (geo.anchors.nose[0] - geo.anchors.cowl[0]);
      return (
        path(
          rounded([
            [x - w / 2, y + 0.8, 2],
            [x - w / 2 + 3, y - h, 2],
            [x + w / 2 - 2, y - h + 0.5, 1],
            [x + w / 2, y + 0.8, 0],
          ]),
          { fill: paint, stroke: trim, 'stroke-width': 0.8 },
        ) + path(`M${pt(x + w / 2 - 4.5, y - h + 1.2)} l3,0.2 l1,3 l-4,0 Z`, { fill: DARK })
      );
    },
  },
  blower: {
    layer: 'under',
    draw: ({ geo }, { x = geo.anchors.cowl[0] + 8, w = 16, h = 10 }) => {
      const y = geo.anchors.cowl[1];
      return (
        path(box(x, y - h + 3, w, h - 2, 1.5), CHROME) +
        stroked(
          Array.from(
            { length: 4 },
            (_, i) => `M${pt(x + 2, y - h + 5 + i * 2)} H${n(x + w - 2)}`,
          ).join(' '),
          '#8f969e',
          0.6,
        ) +
        path(box(x + 2, y - h - 1.5, w - 4, 4.5, 1), { fill: DARK })
      );
    },
  },
  rack: {
    layer: 'over',
    draw: (
      { geo },
      {
        x0 = geo.anchors.roofRear[0] + 2,
        x1 = geo.anchors.roofFront[0] - 2,
        y = geo.anchors.roofFront[1],
      },
    ) =>
      path(
        `M${pt(x0, y - 3.5)} H${n(x1)} v1.6 H${n(x0)} Z ${[x0 + 2, (x0 + x1) / 2, x1 - 2].map((x) => `M${pt(x - 0.8, y - 2)} h1.6 v2.4 h-1.6 Z`).join(' ')}`,
        { fill: DARK },
      ),
  },
  lightPod: {
    layer: 'over',
    draw: ({ geo }, { x = geo.anchors.roofFront[0] - 24, count = 4 }) => {
      const y = geo.anchors.roofFront[1] - 4;
      let out = path(`M${pt(x, y + 2.5)} h${count * 6} v1.6 h${-count * 6} Z`, { fill: DARK });
      for (let i = 0; i < count; i++)
        out += circle(x + 3 + i * 6, y, 2.6, {
          fill: '#fff4d2',
          stroke: DARK,
          'stroke-width': 0.9,
        });
      return out;
    },
  },
  bullbar: {
    layer: 'top',
    draw: ({ geo }, { y = geo.sill - 14, h = 14 }) => {
      const x = geo.xf;
      return (
        stroked(
          `M${pt(x - 4, y)} L${pt(x + 1.5, y)} Q${pt(x + 4, y)} ${pt(x + 4, y + 3)} L${pt(x + 4, y + h)} L${pt(x - 3, y + h)}`,
          '#5c6169',
          2.4,
        ) + stroked(`M${pt(x + 4, y + h * 0.45)} L${pt(x - 3, y + h * 0.45)}`, '#5c6169', 1.6)
      );
    },
  },
  bed: {
    layer: 'trim',
    draw: ({ geo, trim }, { posts = 0 }) => {
      const [x0, y] = geo.anchors.tail;
      const x1 = geo.anchors.roofRear[0];
      let d = `M${pt(x0 + 2.5, y + 1.6)} H${n(x1 - 2.5)}`;
      for (let i = 1; i <= posts; i++)
        d += ` M${pt(x0 + ((x1 - x0) * i) / (posts + 1), y + 2)} V${n(geo.sill - 6)}`;
      return (
        stroked(`M${pt(x0 + 2.5, y + 1.6)} H${n(x1 - 2.5)}`, DARK, 1.6) +
        stroked(`${d} M${pt(x0 + 3.5, y + 3)} V${n(geo.sill - 4)}`, trim, 0.8)
      );
    },
  },
  hatch: {
    layer: 'trim',
    draw: ({ key }, { x0, x1, y0, y1 }) =>
      path(
        rounded([
          [x0, y0, 2],
          [x1, y0, 2],
          [x1, y1, 1],
          [x0, y1, 1],
        ]),
        { fill: `url(#${key}-glass)`, stroke: '#1a1c1f', 'stroke-width': 0.6 },
      ) +
      path(box(x0 - 2, y1 - 0.5, x1 - x0 + 4, 2.4, 0.8), {
        fill: '#d5d9de',
        stroke: '#7b828a',
        'stroke-width': 0.5,
      }) +
      path(`M${pt(x0 + 6, y1 - 0.5)} l2,-4 h4 l2,4 Z`, { fill: '#eef0f2' }),
  },
  snorkel: {
    layer: 'trim',
    draw: ({ geo }) => {
      const [cx, cy] = geo.anchors.cowl;
      const [rx, ry] = geo.anchors.roofFront;
      const x = cx + 5;
      const top = ry - 3;
      return (
        stroked(`M${pt(x, cy + 9)} L${pt(x, cy)} L${pt(x + (rx - cx) * 0.9, top)}`, DARK, 2.6) +
        path(box(x + (rx - cx) * 0.9 - 2, top - 2.5, 6, 4, 1.2), { fill: DARK })
      );
    },
  },
  spare: {
    layer: 'under',
    draw: ({ geo }, { y = (geo.anchors.tail[1] + geo.sill) / 2 - 2, r = 9 }) =>
      path(box(geo.xr - 5, y - r, 6, r * 2, 2.5), { fill: '#1c1d20' }) +
      path(box(geo.xr - 5.5, y - r * 0.55, 3, r * 1.1, 1), { fill: '#5c6169' }),
  },
  exhaust: {
    layer: 'over',
    draw: ({ geo }, { twin = false }) => {
      const y = geo.sill - 2.5;
      const tip = (yy) => path(box(geo.xr - 4, yy - 1.3, 8, 2.6, 1.2), CHROME);
      return tip(y) + (twin ? tip(y - 3.2) : '');
    },
  },
  sidepipe: {
    layer: 'over',
    draw: ({ geo }) => {
      const [a, b] = geo.wheels;
      const y = geo.sill - 1;
      return path(box(a.cx + a.r + 3, y - 1.8, b.cx - a.cx - a.r - b.r - 8, 3.6, 1.8), CHROME);
    },
  },
  mudflaps: {
    layer: 'over',
    draw: ({ geo }) =>
      path(
        geo.wheels
          .map(
            (w) =>
              `M${pt(w.cx - w.r - 4, geo.sill - 4)} h5 v${n(w.cy + w.r - geo.sill + 2)} h-4 q-1,0 -1,-1 Z`,
          )
          .join(' '),
        { fill: DARK },
      ),
  },
  antenna: {
    layer: 'under',
    draw: ({ geo }, { x = geo.anchors.roofRear[0] + 6 }) =>
      stroked(
        `M${pt(x, geo.anchors.roofRear[1] + 1)} L${pt(x - 8, geo.anchors.roofRear[1] - 10)}`,
        '#45494f',
        0.7,
      ),
  },
  mirror: {
    layer: 'trim',
    draw: ({ geo, paint, trim }) => {
      const x = geo.cabin ? Math.max(...geo.cabin.map((p) => p[0])) - 4 : geo.anchors.cowl[0];
      const y = geo.belt;
      return path(
        `M${pt(x - 1, y)} L${pt(x, y - 2.5)} C${pt(x + 1, y - 4)} ${pt(x + 6, y - 4)} ${pt(x + 6.5, y - 2.5)} C${pt(x + 7, y - 0.5)} ${pt(x + 5, y)} ${pt(x + 3, y)} Z`,
        { fill: paint, stroke: trim, 'stroke-width': 0.7 },
      );
    },
  },
  vents: {
    layer: 'trim',
    draw: ({ geo }, { x = geo.wheels[1].cx - geo.wheels[1].r - 12, y = geo.belt + 6, count = 3 }) =>
      path(
        Array.from(
          { length: count },
          (_, i) => `M${pt(x + i * 3, y + 1.5 * i)} l8,0 l-1.5,1.6 l-8,0 Z`,
        ).join(' '),
        { fill: DARK },
      ),
  },
  intake: {
    layer: 'trim',
    draw: (
      { geo },
      { x = geo.wheels[0].cx + geo.wheels[0].r + 4, y = geo.belt + 3, w = 22, h = 10 },
    ) =>
      path(
        `M${pt(x, y + h)} C${pt(x + 2, y + 3)} ${pt(x + w * 0.5, y)} ${pt(x + w, y)} L${pt(x + w - 4, y + h * 0.5)} C${pt(x + w * 0.5, y + h * 0.6)} ${pt(x + 6, y + h * 0.8)} ${pt(x + 3, y + h)} Z`,
        { fill: '#141518' },
      ) +
      stroked(
        `M${pt(x + 6, y + h * 0.8)} L${pt(x + 9, y + h * 0.3)} M${pt(x + 11, y + h * 0.62)} L${pt(x + 14, y + h * 0.15)}`,
        '#45494f',
        0.8,
      ),
  },
};
