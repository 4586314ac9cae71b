// The racers with odd silhouettes: hot rod, dragster, land-speed streamliner and the open-wheel
// formula car. Same geometry shape as threeBox (see carBodies.mjs).
import { custom } from './carBodies.mjs';
import { CHROME, DARK, helmet, TUBE, tube } from './carBodiesOdd.mjs';
import { circle, path, pt, pts, rounded } from './geom.mjs';

export function hotrod() {
  return custom({
    body: pts('26,62,3 24,40,6 34,24,5 80,22,5 90,38,3 170,40,3 176,44,1 176,54,2 96,56,3 90,62,2'),
    cabin: pts('40,38 44,26 78,26 84,38'),
    frame: [1.5, 1.5, 1.5, 0.4],
    wheels: [
      { cx: 48, r: 14.5 },
      { cx: 158, r: 10.5, noArch: true },
    ],
    sill: 62,
    belt: 38,
    roof: 24,
    under: [tube(pts('96,60 170,60'), 3, DARK), tube(pts('152,52 166,62'), 1.6, TUBE)],
    over: [
      path(rounded(pts('170,37,1 180,37,1 180,58,1 170,58,1')), CHROME),
      path([0, 1, 2, 3].map((i) => `M${pt(172 + i * 2.2, 39.5)} V56`).join(' '), {
        stroke: '#7b828a',
        'stroke-width': 0.8,
      }),
      path(Array.from({ length: 6 }, (_, i) => `M${pt(112 + i * 8, 43)} h5`).join(' '), {
        stroke: '#8e1c1c',
        'stroke-width': 1,
        'stroke-linecap': 'round',
      }),
    ],
    top: [
      path(
        `M${pt(144, 61)} A14,14 0 0 1 ${pt(172, 61)} L${pt(170, 61)} A12,12 0 0 0 ${pt(146, 61)} Z`,
        { fill: 'url(#KEY-paint)', stroke: '#8e1c1c', 'stroke-width': 0.8 },
      ),
      tube(pts('166,36 166,30'), 1.6, '#8f969e'),
      circle(168, 28, 4, { fill: '#fff4d2', stroke: '#7b828a', 'stroke-width': 1.2 }),
    ],
    anchors: {
      tail: [24, 40],
      deck: [26, 40],
      roofRear: [36, 22],
      roofFront: [80, 22],
      cowl: [92, 38],
      nose: [170, 40],
    },
    head: { x: 0, y: 0 },
    tail: { x: 24, y: 40 },
    highlights: [pts('30,42 86,41'), pts('96,41.7 168,42.5'), pts('38,24.6 78,24.6')],
  });
}

export function dragster() {
  return custom({
    body: pts(
      '20,58,3 22,44,4 48,40,4 62,38,6 76,42,4 120,46,8 180,51,6 194,55,2 192,59,2 60,59,3',
    ),
    wheels: [
      { cx: 40, r: 16.5, archGrow: 2 },
      { cx: 176, r: 6.5, noArch: true },
    ],
    sill: 59,
    belt: 44,
    roof: 30,
    under: [
      helmet(66, 32, 6.5),
      tube(pts('56,40 60,24,3 72,24,3 78,42'), 2),
      path(rounded(pts('84,44,1 84,34,1 100,34,1 100,46,1')), CHROME),
      path(rounded(pts('86,35,1 86,29,1 98,29,1 98,35,1')), { fill: DARK }),
      tube(pts('22,62 2,66'), 1.6),
      circle(4, 70.5, 3, { fill: '#1c1d20' }),
      tube(pts('28,42 32,16'), 2, DARK),
      tube(pts('46,40 40,16'), 2, DARK),
    ],
    top: [
      path(rounded(pts('16,12,1.5 52,10,1.5 52,15,1 18,17,1')), {
        fill: 'url(#KEY-paint)',
        stroke: '#8e1c1c',
        'stroke-width': 0.8,
      }),
      path(`M${pt(14, 7)} h4 v13 h-4 Z M${pt(50, 6)} h4 v13 h-4 Z`, { fill: DARK }),
    ],
    anchors: {
      tail: [22, 44],
      deck: [30, 42],
      roofRear: [60, 30],
      roofFront: [76, 30],
      cowl: [80, 42],
      nose: [180, 51],
    },
    head: { x: 0, y: 0 },
    tail: { x: 20, y: 46 },
    highlights: [pts('28,44.5 60,41.5'), pts('80,45 178,53')],
  });
}

export function streamliner() {
  return custom({
    body: pts('8,54,4 12,40,12 50,30,22 110,28,24 168,40,16 196,54,5 192,62,3 14,62,4'),
    cabin: pts('116,32 124,24 140,25 156,34'),
    frame: [1.2, 1.2, 1.2, 0.2],
    glassR: 4,
    wheels: [
      { cx: 44, r: 10, archGrow: 1.5 },
      { cx: 160, r: 10, archGrow: 1.5 },
    ],
    sill: 62,
    belt: 34,
    roof: 24,
    under: [
      path(rounded(pts('12,40,2 18,6,4 34,8,4 48,32,2')), {
        fill: 'url(#KEY-paint)',
        stroke: '#8e1c1c',
        'stroke-width': 0.8,
        'stroke-linejoin': 'round',
      }),
    ],
    anchors: {
      tail: [10, 46],
      deck: [30, 34],
      roofRear: [118, 26],
      roofFront: [140, 24],
      cowl: [156, 34],
      nose: [180, 46],
    },
    head: { x: 196, y: 50 },
    tail: { x: 9, y: 46 },
    highlights: [pts('18,38 50,32.5,10 110,31,12 160,40 186,50')],
  });
}

export function formula() {
  return custom({
    body: pts(
      '14,56,2 16,44,3 40,42,3 60,44,3 76,36,6 98,36,3 110,42,4 150,50,6 186,56,3 188,60,2 60,60,3',
    ),
    wheels: [
      { cx: 38, r: 13.5, noArch: true, rim: 0.62 },
      { cx: 160, r: 12, noArch: true, rim: 0.62 },
    ],
    sill: 60,
    belt: 44,
    roof: 28,
    under: [
      helmet(96, 31, 6.5),
      path(`M${pt(4, 22)} h26 v3 h-26 Z M${pt(4, 27)} h24 v2.5 h-24 Z`, { fill: DARK }),
      path(`M${pt(2, 18)} h6 v24 h-6 Z`, { fill: DARK }),
      tube(pts('20,30 26,44'), 2, DARK),
    ],
    over: [
      path(rounded(pts('58,46,3 64,42,3 110,44,2 116,54,1 62,55,2')), {
        fill: '#c62828',
        stroke: '#8e1c1c',
        'stroke-width': 0.7,
      }),
      tube(pts('86,36 92,26,3 104,26,3 108,38'), 1.8, DARK),
      tube(pts('60,50 40,56'), 1.2, DARK),
      tube(pts('140,50 160,57'), 1.2, DARK),
    ],
    top: [
      path(
        `M${pt(174, 62)} L${pt(196, 62)} L${pt(196, 66)} L${pt(176, 66)} Z M${pt(190, 55)} h6 v12 h-6 Z`,
        { fill: DARK },
      ),
    ],
    anchors: {
      tail: [16, 44],
      deck: [40, 42],
      roofRear: [80, 36],
      roofFront: [98, 36],
      cowl: [110, 42],
      nose: [150, 50],
    },
    head: { x: 0, y: 0 },
    tail: { x: 15, y: 46 },
    highlights: [pts('20,45 58,45.5'), pts('112,45.5 150,52.5 182,57')],
  });
}

/** A lifted pickup on giant wheels: the frame and shocks show under the body. */
