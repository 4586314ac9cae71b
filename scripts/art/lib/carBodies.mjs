// Car silhouettes. A builder turns a handful of named measurements (bumper x, deck, roof, cowl,
// nose ...) into geometry the renderer decorates: the body outline, window panes, wheel and arch
// positions, light anchors and highlight lines. Ground is y = 74 in the 200 x 80 box.
import { clipX, inset, measures, xAtY } from './geom.mjs';

export const GROUND = 74;

/** Splits a cabin polygon into panes between pillars ({ x, w } centred bars). */
export function panes(cabin, pillars = []) {
  const xs = cabin.map((p) => p[0]);
  const bounds = [Math.min(...xs) - 1];
  for (const { x, w } of [...pillars].sort((a, b) => a.x - b.x)) bounds.push(x - w / 2, x + w / 2);
  bounds.push(Math.max(...xs) + 1);
  const out = [];
  for (let i = 0; i < bounds.length; i += 2) {
    const pane = clipX(cabin, bounds[i], bounds[i + 1]);
    if (pane.length >= 3) out.push(pane);
  }
  return out;
}

/** Standard wheels on the ground, with arches a little larger than the tyre. */
export function wheelsAt(rx, fx, r, rf = r) {
  return [
    { cx: rx, cy: GROUND - r, r },
    { cx: fx, cy: GROUND - rf, r: rf },
  ];
}

/**
 * The everyday car: hatchback, sedan, coupe, wagon, SUV, van, pickup and most sports cars are this
 * outline with different numbers. Clockwise from the rear bumper's foot: tail, deck, C-pillar,
 * roof, windscreen, cowl, bonnet, nose. `open` drops the cabin (roadsters).
 */
export function threeBox(numbers, options = {}) {
  const p = { ...measures(numbers), ...options };
  const q = {
    xr: 12,
    xf: 190,
    sill: 64,
    tailTop: 40,
    tailRun: 6,
    deck: 38,
    xc: 58,
    xrr: 70,
    roof: 18,
    xrf: 112,
    xa: 134,
    cowl: 38,
    noseX: 176,
    nose: 41,
    noseDrop: 4,
    belt: null,
    rx: 46,
    fx: 154,
    r: 12,
    rf: null,
    pillars: [],
    open: false,
    bulge: 0,
    rTail: 5,
    rDeck: 6,
    rC: 5,
    rRoofR: 8,
    rRoofF: 7,
    rCowl: 4,
    rNose: 6,
    rChin: 4,
    rFoot: 4,
    ...p,
  };
  const belt = q.belt ?? Math.max(q.cowl, q.deck);
  const body = [
    [q.xr, q.sill, q.rFoot],
    [q.xr, q.tailTop, q.rTail],
  ];
  if (q.tailRun > 0) body.push([q.xr + q.tailRun, q.deck, q.rDeck]);
  if (q.open) {
    body.push([q.xa, q.cowl, q.rCowl]);
  } else {
    if (q.xc > q.xr + q.tailRun + 1) body.push([q.xc, q.deck, q.rC]);
    body.push([q.xrr, q.roof, q.rRoofR]);
    if (q.bulge) body.push([(q.xrr + q.xrf) / 2, q.roof - q.bulge, 20]);
    body.push([q.xrf, q.roof, q.rRoofF], [q.xa, q.cowl, q.rCowl]);
  }
  body.push(
    [q.noseX, q.nose, q.rNose],
    [q.xf, q.nose + q.noseDrop, q.rChin],
    [q.xf, q.sill, q.rFoot],
  );

  let glass = [];
  let cabin = null;
  if (!q.open) {
    // glassRear/glassFront straighten a pillar (hatchbacks, vans) instead of following the body.
    const cFoot = [q.glassRear ?? xAtY([q.xc, q.deck], [q.xrr, q.roof], belt), belt];
    const aFoot = [q.glassFront ?? xAtY([q.xa, q.cowl], [q.xrf, q.roof], belt), belt];
    const top = q.bulge
      ? [
          [q.xrf, q.roof],
          [(q.xrr + q.xrf) / 2, q.roof - q.bulge * 0.6],
          [q.xrr, q.roof],
        ]
      : [
          [q.xrf, q.roof],
          [q.xrr, q.roof],
        ];
    const outline = [aFoot, ...top, cFoot];
    const by = outline.map((_, i) => (i === outline.length - 1 ? 0.4 : (q.frame ?? 2.6)));
    cabin = inset(outline, by);
    glass = panes(cabin, q.pillars);
  }
  const wheels = wheelsAt(q.rx, q.fx, q.r, q.rf ?? q.r);
  return {
    body,
    glass,
    cabin,
    wheels,
    sill: q.sill,
    belt,
    xr: q.xr,
    xf: q.xf,
    roof: q.open ? belt : q.roof,
    q,
    anchors: {
      tail: [q.xr, q.tailTop],
      deck: [q.xr + q.tailRun, q.deck],
      roofRear: [q.xrr, q.roof],
      roofFront: [q.xrf, q.roof],
      cowl: [q.xa, q.cowl],
      nose: [q.noseX, q.nose],
    },
    head: { x: q.xf, y: q.nose + q.noseDrop + 2 },
    // Tall tails (vans, wagons) carry their lamps at bumper height, not up by the roof.
    tail: { x: q.xr, y: q.tailY ?? (q.tailTop < belt - 6 ? belt + 3 : q.tailTop + 2) },
    highlights: [
      [
        [q.xr + 5, belt + 3.5],
        [q.xc + 10, belt + 3.2],
        [q.noseX - 6, Math.max(belt, q.nose) + 3.2],
      ],
      q.open
        ? null
        : [
            [q.xrr + 4, q.roof + 1.6],
            [q.xrf - 4, q.roof + 1.6],
          ],
      q.noseX - q.xa > 24
        ? [
            [q.xa + 6, q.cowl + 1.7],
            [q.noseX - 6, q.nose + 1.7],
          ]
        : null,
    ].filter(Boolean),
  };
}

/**
 * Geometry for silhouettes that are not a three-box car (bubble cars, karts, dragsters ...): the
 * builder gives the outline points and, optionally, a cabin outline whose inset becomes the glass.
 */
export function custom(o) {
  const wheels = o.wheels.map((w) => ({ cy: GROUND - w.r, ...w }));
  const cabin = o.cabin
    ? inset(o.cabin, o.frame ?? o.cabin.map((_, i) => (i === o.cabin.length - 1 ? 0.4 : 2.6)))
    : null;
  const xs = o.body.map((p) => p[0]);
  return {
    xr: Math.min(...xs),
    xf: Math.max(...xs),
    highlights: [],
    ...o,
    glass: cabin ? panes(cabin, o.pillars) : [],
    cabin,
    wheels,
  };
}
