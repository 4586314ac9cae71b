import { describe, expect, it } from 'vitest';

import {
  approach,
  createGlide,
  easeInOutCubic,
  easeOutBack,
  glideTo,
  placeGlide,
  pulse,
  stepGlide,
} from '../../../src/engine/parkingLot/motion';
import {
  bayOfSlot,
  carKeys,
  clampPage,
  pageBays,
  pageCount,
  swapBays,
} from '../../../src/engine/parkingLot/pageBays';

describe('easing', () => {
  it('eases in and out between 0 and 1, monotonic', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.5)).toBeCloseTo(0.5, 10);
    let last = -1;
    for (let t = 0; t <= 1; t += 0.01) {
      const v = easeInOutCubic(t);
      expect(v).toBeGreaterThanOrEqual(last);
      last = v;
    }
    // Slow at both ends.
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1);
    expect(easeInOutCubic(0.9)).toBeGreaterThan(0.9);
  });

  it('easeOutBack overshoots before settling at 1', () => {
    const peak = Math.max(...Array.from({ length: 101 }, (_, i) => easeOutBack(i / 100)));
    expect(peak).toBeGreaterThan(1);
    expect(easeOutBack(1)).toBeCloseTo(1, 10);
  });

  it('pulse breathes 0 -> 1 -> 0 over its period', () => {
    expect(pulse(0, 1000)).toBeCloseTo(0, 10);
    expect(pulse(500, 1000)).toBeCloseTo(1, 10);
    expect(pulse(1000, 1000)).toBeCloseTo(0, 10);
    expect(pulse(2250, 1000)).toBeCloseTo(pulse(250, 1000), 10);
  });
});

describe('glide', () => {
  it('drives from where it is to the target over its duration', () => {
    const g = createGlide(0, 0);
    glideTo(g, 100, 50, 400);
    const xs: number[] = [];
    let moving = true;
    let frames = 0;
    while (moving && frames < 100) {
      moving = stepGlide(g, 16);
      xs.push(g.x);
      frames += 1;
    }
    expect(frames).toBe(Math.ceil(400 / 16));
    expect(g.x).toBe(100);
    expect(g.y).toBe(50);
    expect(xs[0]!).toBeGreaterThan(0);
    expect(xs[0]!).toBeLessThan(5); // eases out of the bay
    for (let i = 1; i < xs.length; i += 1) expect(xs[i]!).toBeGreaterThanOrEqual(xs[i - 1]!);
  });

  it('retargets from its current position without jumping', () => {
    const g = createGlide(0, 0);
    glideTo(g, 100, 0, 400);
    for (let i = 0; i < 10; i += 1) stepGlide(g, 20);
    const mid = g.x;
    glideTo(g, 0, 0, 400);
    expect(g.fromX).toBe(mid);
    stepGlide(g, 1);
    expect(Math.abs(g.x - mid)).toBeLessThan(1);
  });

  it('jumps at once with a zero duration (reduced motion) and after placeGlide', () => {
    const g = createGlide(0, 0);
    glideTo(g, 30, 40, 0);
    expect([g.x, g.y]).toEqual([30, 40]);
    expect(stepGlide(g, 16)).toBe(false);
    placeGlide(g, 7, 8);
    expect(stepGlide(g, 16)).toBe(false);
    expect([g.x, g.y]).toEqual([7, 8]);
  });

  it('approach halves the gap every half-life, independent of frame rate', () => {
    expect(approach(0, 1, 100, 100)).toBeCloseTo(0.5, 10);
    let a = 0;
    for (let i = 0; i < 10; i += 1) a = approach(a, 1, 10, 100);
    expect(a).toBeCloseTo(0.5, 10);
    expect(approach(0.9995, 1, 16, 50)).toBe(1);
    expect(approach(0.3, 1, 16, 0)).toBe(1);
  });
});

describe('page bays', () => {
  const car = (carID: number) => ({ carID, hueAngle: carID * 10, name: `Car ${carID}` });
  const garage = Array.from({ length: 30 }, (_, i) => (i % 4 === 3 ? null : car(i + 1)));

  it('shows 15 slots a page and pads past the end of the garage', () => {
    expect(pageBays(garage, 0).map((c) => c?.carID ?? null)).toEqual(
      garage.slice(0, 15).map((c) => c?.carID ?? null),
    );
    expect(pageBays(garage, 1)[1]?.carID).toBe(17);
    expect(pageBays(garage, 1)[0]).toBeNull();
    const short = pageBays(garage.slice(0, 20), 1);
    expect(short).toHaveLength(15);
    expect(short.slice(5).every((c) => c === null)).toBe(true);
  });

  it('counts and clamps pages', () => {
    expect(pageCount(30)).toBe(2);
    expect(pageCount(31)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(clampPage(5, 30)).toBe(1);
    expect(clampPage(-1, 30)).toBe(0);
    expect(clampPage(Number.NaN, 30)).toBe(0);
  });

  it('maps garage slots to bays of the shown page only', () => {
    expect(bayOfSlot(0, 0)).toBe(0);
    expect(bayOfSlot(14, 0)).toBe(14);
    expect(bayOfSlot(15, 0)).toBeNull();
    expect(bayOfSlot(17, 1)).toBe(2);
    expect(bayOfSlot(3, 1)).toBeNull();
  });

  it('keys cars by id, so a moved car keeps its key', () => {
    const bays = pageBays(garage, 0);
    const keys = carKeys(bays);
    const moved = carKeys(swapBays(bays, 0, 3));
    expect(moved[3]).toBe(keys[0]);
    expect(moved[0]).toBeNull();
    expect(keys.filter((k) => k !== null)).toHaveLength(new Set(keys.filter(Boolean)).size);
  });

  it('gives a duplicated car its own key', () => {
    expect(carKeys([car(5), null, car(5), car(6)])).toEqual(['5', null, '5#1', '6']);
  });

  it('swaps two bays, or moves onto an empty one, without touching the input', () => {
    const bays = [car(1), null, car(3)];
    expect(swapBays(bays, 0, 2).map((c) => c?.carID ?? null)).toEqual([3, null, 1]);
    expect(swapBays(bays, 0, 1).map((c) => c?.carID ?? null)).toEqual([null, 1, 3]);
    expect(swapBays(bays, 0, 9)).toEqual(bays);
    expect(bays.map((c) => c?.carID ?? null)).toEqual([1, null, 3]);
  });
});
