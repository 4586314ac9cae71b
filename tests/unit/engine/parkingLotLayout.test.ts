import { describe, expect, it } from 'vitest';

import { seededRng } from '../../../src/domain/random';
import {
  bayAt,
  floorCorners,
  lampSpots,
  layoutLot,
  lotColumns,
  SLOTS_PER_PAGE,
  type LotLayout,
} from '../../../src/engine/parkingLot/layout';
import { CAR_ASPECT } from '../../../src/engine/race/layout';

const SIZES: [number, number][] = [
  [960, 540],
  [1280, 420],
  [390, 700],
  [360, 640],
  [768, 1024],
  [600, 400],
  [200, 150],
];

function randomSizes(count: number): [number, number][] {
  const rng = seededRng(99);
  return Array.from({ length: count }, () => [
    Math.round(160 + rng() * 1800),
    Math.round(140 + rng() * 1200),
  ]);
}

const inside = (l: LotLayout, x: number, y: number) =>
  x >= 0 && y >= 0 && x <= l.width && y <= l.height;

/** Every painted floor corner lies on the asphalt, not on the kerb or the grass. */
function pointsInLot(l: LotLayout): boolean {
  return l.bays.every((bay) => {
    const pts = floorCorners(l, bay);
    for (let i = 0; i < pts.length; i += 2) {
      const x = pts[i]!;
      const y = pts[i + 1]!;
      if (x < l.lot.x || x > l.lot.x + l.lot.w || y < l.lot.y || y > l.lot.y + l.lot.h)
        return false;
    }
    return true;
  });
}

describe('lotColumns', () => {
  it('lays a wide view out 5 x 3 and a phone 3 x 5', () => {
    expect(lotColumns(960, 540)).toBe(5);
    expect(lotColumns(1280, 420)).toBe(5);
    expect(lotColumns(390, 700)).toBe(3);
    expect(lotColumns(360, 640)).toBe(3);
  });

  it('picks the shape that gives the bigger cars', () => {
    for (const [w, h] of randomSizes(200)) {
      const chosen = layoutLot(w, h);
      const other = layoutLot(w, h, chosen.columns === 5 ? 3 : 5);
      // Five columns win ties (within 5%): the wide lot reads better when sizes are close.
      if (chosen.columns === 3) expect(chosen.carHeight).toBeGreaterThan(other.carHeight);
      else expect(chosen.carHeight * 1.05).toBeGreaterThanOrEqual(other.carHeight);
    }
  });
});

describe('layoutLot', () => {
  it('has one bay per slot on the page, in reading order', () => {
    for (const [w, h] of SIZES) {
      const l = layoutLot(w, h);
      expect(l.bays).toHaveLength(SLOTS_PER_PAGE);
      expect(l.columns * l.rows).toBe(SLOTS_PER_PAGE);
      l.bays.forEach((bay, i) => {
        expect(bay.index).toBe(i);
        expect(bay.row * l.columns + bay.column).toBe(i);
        if (bay.column > 0) expect(bay.cell.x).toBeGreaterThan(l.bays[i - 1]!.cell.x);
        if (bay.row > 0) expect(bay.cell.y).toBeGreaterThan(l.bays[i - l.columns]!.cell.y);
      });
    }
  });

  it('keeps every bay, floor and car inside the view', () => {
    // Collected, then asserted once: thousands of expect() calls are slow on a busy machine.
    const problems: string[] = [];
    const check = (ok: boolean, what: string) => {
      if (!ok) problems.push(what);
    };
    for (const [w, h] of [...SIZES, ...randomSizes(150)]) {
      const l = layoutLot(w, h);
      const at = `${w}x${h}`;
      for (const bay of l.bays) {
        const pts = floorCorners(l, bay);
        for (let i = 0; i < pts.length; i += 2) {
          check(inside(l, pts[i]!, pts[i + 1]!), `${at} floor ${bay.index}`);
        }
        check(
          inside(l, bay.carX - l.carWidth / 2, bay.carY - l.carHeight),
          `${at} car ${bay.index}`,
        );
        check(inside(l, bay.carX + l.carWidth / 2, bay.carY), `${at} car ${bay.index}`);
        // The car stands inside its own cell, on its painted floor.
        check(bay.carY - l.carHeight >= bay.cell.y - 1e-6, `${at} roof ${bay.index}`);
        check(bay.carY < bay.floorBottom && bay.carY > bay.floorTop, `${at} ground ${bay.index}`);
        check(bay.carX - l.carWidth / 2 > bay.floorLeft, `${at} left ${bay.index}`);
        check(bay.carX + l.carWidth / 2 < bay.floorRight + l.slant, `${at} right ${bay.index}`);
      }
      check(l.grid.y >= l.lot.y, `${at} grid below verge`);
      check(l.lot.y + l.lot.h <= h, `${at} lot in view`);
      check(pointsInLot(l), `${at} floors on the asphalt`);
    }
    expect(problems).toEqual([]);
  });

  it('draws cars at the art aspect ratio, never wider than their bay', () => {
    for (const [w, h] of randomSizes(100)) {
      const l = layoutLot(w, h);
      expect(l.carWidth / l.carHeight).toBeCloseTo(CAR_ASPECT, 6);
      expect(l.carWidth).toBeLessThan(l.cellWidth);
    }
  });

  it('tiles the grid with cells that do not overlap', () => {
    const l = layoutLot(960, 540);
    const area = l.bays.reduce((sum, b) => sum + b.cell.w * b.cell.h, 0);
    expect(area).toBeCloseTo(l.grid.w * l.grid.h, 3);
    for (const a of l.bays) {
      for (const b of l.bays) {
        if (a === b) continue;
        const apart =
          a.cell.x + a.cell.w <= b.cell.x + 1e-6 ||
          b.cell.x + b.cell.w <= a.cell.x + 1e-6 ||
          a.cell.y + a.cell.h <= b.cell.y + 1e-6 ||
          b.cell.y + b.cell.h <= a.cell.y + 1e-6;
        expect(apart).toBe(true);
      }
    }
  });

  it('survives degenerate sizes', () => {
    for (const [w, h] of [
      [0, 0],
      [-5, 10],
      [1, 1],
    ]) {
      const l = layoutLot(w!, h!);
      expect(l.bays).toHaveLength(SLOTS_PER_PAGE);
      expect(Number.isFinite(l.carWidth)).toBe(true);
    }
  });

  it('puts a lamp per ~240 px on the back kerb, at least two', () => {
    expect(lampSpots(layoutLot(960, 540))).toHaveLength(4);
    expect(lampSpots(layoutLot(390, 700))).toHaveLength(2);
    for (const lamp of lampSpots(layoutLot(960, 540))) {
      expect(lamp.headY).toBeLessThan(lamp.baseY);
      expect(lamp.headY).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('bayAt', () => {
  it('finds the bay whose cell holds the point', () => {
    for (const [w, h] of SIZES) {
      const l = layoutLot(w, h);
      for (const bay of l.bays) {
        const { x, y, w: cw, h: ch } = bay.cell;
        expect(bayAt(l, x + cw / 2, y + ch / 2)).toBe(bay.index);
        expect(bayAt(l, x + 0.01, y + 0.01)).toBe(bay.index);
        expect(bayAt(l, x + cw - 0.01, y + ch - 0.01)).toBe(bay.index);
        // The car itself is part of its bay: pressing on its roof picks it.
        expect(bayAt(l, bay.carX, bay.carY - l.carHeight * 0.9)).toBe(bay.index);
      }
    }
  });

  it('is null off the grid: verge, kerb, sides and outside the view', () => {
    const l = layoutLot(960, 540);
    expect(bayAt(l, l.width / 2, l.vergeHeight / 2)).toBeNull();
    expect(bayAt(l, l.grid.x - 1, l.grid.y + 10)).toBeNull();
    expect(bayAt(l, l.grid.x + l.grid.w, l.grid.y + 10)).toBeNull();
    expect(bayAt(l, l.grid.x + 10, l.grid.y + l.grid.h)).toBeNull();
    expect(bayAt(l, -20, -20)).toBeNull();
    expect(bayAt(l, Number.NaN, 100)).toBeNull();
  });

  it('agrees with the cells for random points', () => {
    const rng = seededRng(7);
    const misses: string[] = [];
    for (const [w, h] of randomSizes(20)) {
      const l = layoutLot(w, h);
      for (let i = 0; i < 200; i += 1) {
        const x = rng() * w;
        const y = rng() * h;
        const owner = l.bays.find(
          (b) =>
            x >= b.cell.x && x < b.cell.x + b.cell.w && y >= b.cell.y && y < b.cell.y + b.cell.h,
        );
        if (bayAt(l, x, y) !== (owner?.index ?? null)) misses.push(`${w}x${h} ${x},${y}`);
      }
    }
    expect(misses).toEqual([]);
  });
});

describe('floorCorners', () => {
  it('is a parallelogram leaning right as it goes back, and shrinks when inset', () => {
    const l = layoutLot(960, 540);
    const bay = l.bays[7]!;
    const [fl, fb, bl, bt, br, , fr] = floorCorners(l, bay);
    expect(bl! - fl!).toBeCloseTo(l.slant, 6);
    expect(bt).toBeCloseTo(bay.floorTop, 6);
    expect(fb).toBeCloseTo(bay.floorBottom, 6);
    expect(br! - bl!).toBeCloseTo(fr! - fl!, 6);
    const inset = floorCorners(l, bay, 3);
    expect(inset[0]!).toBeGreaterThan(fl!);
    expect(inset[1]!).toBeLessThan(fb!);
    expect(inset[6]!).toBeLessThan(fr!);
  });
});
