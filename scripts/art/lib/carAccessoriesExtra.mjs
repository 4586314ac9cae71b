// The fun extras and the people: race numbers, the ice-cream awning and cone, the taxi sign, snow,
// drivers, seats and screens for open cars, and free-form paint shapes and lines for one-offs.
// Layers work as in carAccessories.mjs.
import { BODY_PARTS, box, DARK, stroked } from './carAccessories.mjs';
import { helmet } from './carBodiesOdd.mjs';
import { raceNumber } from './carParts.mjs';
import { circle, n, path, pt, rounded } from './geom.mjs';

export const EXTRA_PARTS = {
  number: {
    layer: 'over',
    draw: (_ctx, { x, y, value, r = 6.5, plate = false }) => raceNumber(x, y, value, { r, plate }),
  },
  awning: {
    layer: 'trim',
    draw: ({ geo }, { x0, x1, y = geo.roof + 2, drop = 6 }) => {
      const stripes = [];
      const w = (x1 - x0) / 8;
      for (let i = 0; i < 8; i++) {
        const a = x0 + i * w;
        stripes.push(
          path(`M${pt(a, y)} h${n(w)} l1.5,${n(drop)} q${n(-w / 2 - 0.75)},3 ${n(-w - 0.75)},0 Z`, {
            fill: i % 2 ? '#ffffff' : '#e53935',
            stroke: '#b0b6bd',
            'stroke-width': 0.4,
          }),
        );
      }
      return (
        stripes.join('') +
        path(`M${pt(x0 - 1, y - 1.2)} H${n(x1 + 1)} v1.6 H${n(x0 - 1)} Z`, { fill: DARK })
      );
    },
  },
  cone: {
    layer: 'under',
    draw: (
      { geo },
      { x = (geo.anchors.roofRear[0] + geo.anchors.roofFront[0]) / 2, scale = 1 },
    ) => {
      const y = geo.anchors.roofFront[1] + 1;
      return (
        `<g transform="translate(${n(x)} ${n(y)}) scale(${scale}) translate(${n(-x)} ${n(-y)})">` +
        path(`M${pt(x - 5, y - 9)} L${pt(x + 5, y - 9)} L${pt(x, y + 1)} Z`, {
          fill: '#e8dcc8',
          stroke: '#a1887f',
          'stroke-width': 0.6,
        }) +
        stroked(
          `M${pt(x - 3, y - 7)} L${pt(x + 2, y - 3)} M${pt(x + 3, y - 7)} L${pt(x - 2, y - 3)}`,
          '#bcaaa4',
          0.5,
        ) +
        path(
          `M${pt(x - 6, y - 9)} C${pt(x - 8, y - 13)} ${pt(x - 3, y - 14)} ${pt(x - 2, y - 14)} C${pt(x - 3, y - 18)} ${pt(x + 3, y - 19)} ${pt(x + 1, y - 22)} C${pt(x + 6, y - 19)} ${pt(x + 6, y - 16)} ${pt(x + 4, y - 14)} C${pt(x + 8, y - 13)} ${pt(x + 8, y - 10)} ${pt(x + 6, y - 9)} Z`,
          { fill: '#ffffff', stroke: '#b0b6bd', 'stroke-width': 0.6 },
        ) +
        circle(x + 1, y - 15.5, 1.2, { fill: '#e53935' }) +
        '</g>'
      );
    },
  },
  sign: {
    layer: 'under',
    draw: ({ geo }) => {
      const x = (geo.anchors.roofRear[0] + geo.anchors.roofFront[0]) / 2;
      const y = geo.anchors.roofFront[1];
      let checks = '';
      for (let i = 0; i < 9; i++)
        checks += `M${pt(x - 9 + i * 2, y - 4.2 + (i % 2) * 1.6)} h2 v1.6 h-2 Z `;
      return (
        path(box(x - 10, y - 7.5, 20, 7, 2), {
          fill: '#f5f5f5',
          stroke: '#8f969e',
          'stroke-width': 0.6,
        }) +
        path(checks, { fill: DARK }) +
        path(`M${pt(x - 7, y - 0.8)} h14 v1.5 h-14 Z`, { fill: DARK })
      );
    },
  },
  snow: {
    layer: 'over',
    draw: ({ geo }) => {
      const [x0, y] = geo.anchors.roofRear;
      const [x1] = geo.anchors.roofFront;
      // A lumpy cap of snow on the roof with a few drips over the edge.
      const bumps = 5;
      const w = (x1 - x0 + 6) / bumps;
      let d = `M${pt(x0 - 3, y + 2)}`;
      for (let i = 0; i < bumps; i++) d += ` q${n(w / 2)},${n(-7 - (i % 2) * 2)} ${n(w)},0`;
      d += ` q1,2.5 -1.5,3 q-2,0 -2.5,-1.5 q-1,3 -3.5,2.5 q-2,-0.5 -1.5,-2 L${pt(x0 + 8, y + 2.5)} q-1,3 -3,2.5 q-2,-0.5 -2,-2.2 Z`;
      return path(d, { fill: '#ffffff', stroke: '#cfd8dc', 'stroke-width': 0.6 });
    },
  },
  driver: {
    layer: 'under',
    draw: (_ctx, { x, y, r = 5.5 }) => helmet(x, y, r),
  },
  rollbar: {
    layer: 'under',
    draw: (_ctx, { x, y, h = 10 }) =>
      stroked(
        `M${pt(x, y)} L${pt(x + 1.5, y - h)} C${pt(x + 2, y - h - 2)} ${pt(x + 6, y - h - 2)} ${pt(x + 7, y - h)} L${pt(x + 9, y)}`,
        '#5c6169',
        2.2,
      ),
  },
  windscreen: {
    layer: 'under',
    draw: ({ key }, { x, y, h = 9, lean = 6 }) =>
      path(
        `M${pt(x, y)} L${pt(x - lean, y - h)} L${pt(x - lean + 2, y - h - 0.5)} L${pt(x + 3, y)} Z`,
        {
          fill: `url(#${key}-glass)`,
          stroke: '#1a1c1f',
          'stroke-width': 0.7,
          'stroke-linejoin': 'round',
        },
      ),
  },
  seat: {
    layer: 'under',
    draw: (_ctx, { x, y, h = 9 }) =>
      path(
        rounded([
          [x, y, 1],
          [x + 1, y - h, 3],
          [x + 6, y - h, 2],
          [x + 5, y, 0],
        ]),
        { fill: '#3a3e44' },
      ),
  },
  wheelSteer: {
    layer: 'under',
    draw: (_ctx, { x, y }) =>
      stroked(
        `M${pt(x, y + 6)} L${pt(x + 3, y)} M${pt(x - 1, y - 2.5)} L${pt(x + 6, y + 2.5)}`,
        '#2b2d31',
        1.6,
      ),
  },
  stem: {
    layer: 'under',
    draw: ({ geo }) => {
      const [x0, y] = geo.anchors.roofRear;
      const x = (x0 + geo.anchors.roofFront[0]) / 2;
      return (
        stroked(
          `M${pt(x, y + 2)} C${pt(x - 1, y - 3)} ${pt(x + 1, y - 6)} ${pt(x + 4, y - 7)}`,
          '#5d4a3f',
          3,
        ) + stroked(`M${pt(x + 4, y - 7)} c3,-1 6,1 4,3 c-1.5,1.5 -4,0 -2.5,-1.5`, '#6d8b5e', 1.1)
      );
    },
  },
  line: {
    layer: 'trim',
    draw: ({ trim }, { d, width = 0.8, color }) => stroked(d, color ?? trim, width),
  },
  shape: {
    layer: 'over',
    draw: ({ paint }, { d, fill = 'paint', stroke = '#8e1c1c', layer: _layer, ...rest }) =>
      path(d, {
        fill: fill === 'paint' ? paint : fill,
        stroke,
        'stroke-width': 0.8,
        'stroke-linejoin': 'round',
        ...rest,
      }),
  },
};

export const ACCESSORIES = { ...BODY_PARTS, ...EXTRA_PARTS };
