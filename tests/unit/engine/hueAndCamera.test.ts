import { describe, expect, it } from 'vitest';

import {
  CAMERA_LAG_MS,
  cameraTarget,
  FOCUS_AT,
  followCamera,
  shakeOffset,
} from '../../../src/engine/race/camera';
import {
  CAR_PAINT,
  carAccentColor,
  hueMatrix,
  hueShift,
  lighten,
  normalizeHue,
} from '../../../src/engine/race/hue';

const channels = (c: number) => [(c >> 16) & 0xff, (c >> 8) & 0xff, c & 0xff] as const;

describe('hue', () => {
  it('normalises any angle into 0..360', () => {
    expect(normalizeHue(370)).toBe(10);
    expect(normalizeHue(-90)).toBe(270);
    expect(normalizeHue(Number.NaN)).toBe(0);
  });

  it('is the identity at 0 and 360 degrees', () => {
    expect(hueShift(CAR_PAINT, 0)).toBe(CAR_PAINT);
    expect(hueShift(CAR_PAINT, 360)).toBe(CAR_PAINT);
    const m = hueMatrix(0);
    expect(m.map((v) => Math.round(v * 1e9) / 1e9)).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 1]);
  });

  it("matches Pixi's ColorMatrixFilter.hue matrix at 90 degrees", () => {
    // Pixi: a00 = cos + (1 - cos) / 3; a01 = (1 - cos) / 3 - sqrt(1/3) sin; a02 = ... + sqrt(1/3) sin.
    const m = hueMatrix(90);
    const s = Math.sqrt(1 / 3);
    expect(m[0]).toBeCloseTo(1 / 3, 9);
    expect(m[1]).toBeCloseTo(1 / 3 - s, 9);
    expect(m[2]).toBeCloseTo(1 / 3 + s, 9);
  });

  it('keeps greys grey (tyres and glass do not change colour)', () => {
    for (const angle of [45, 120, 240]) expect(hueShift(0x808080, angle)).toBe(0x808080);
  });

  it('turns the red paint green at 120 and blue at 240', () => {
    const [r1, g1, b1] = channels(hueShift(CAR_PAINT, 120));
    expect(g1).toBeGreaterThan(r1);
    expect(g1).toBeGreaterThan(b1);
    const [r2, g2, b2] = channels(carAccentColor(240));
    expect(b2).toBeGreaterThan(r2);
    expect(b2).toBeGreaterThan(g2);
  });

  it('lightens toward white', () => {
    expect(lighten(0x000000, 1)).toBe(0xffffff);
    expect(lighten(0x204060, 0)).toBe(0x204060);
  });
});

describe('camera', () => {
  it('puts the followed car at FOCUS_AT of the view', () => {
    expect(cameraTarget(1000, 800, 2000)).toBeCloseTo(1000 - 800 * FOCUS_AT, 6);
  });

  it('never shows past either end of the world', () => {
    expect(cameraTarget(50, 800, 2000)).toBe(0);
    expect(cameraTarget(1990, 800, 2000)).toBe(1200);
    expect(cameraTarget(500, 800, 600)).toBe(0);
  });

  it('follows with a lag that does not depend on frame rate', () => {
    let fast = 0;
    for (let i = 0; i < 60; i += 1) fast = followCamera(fast, 100, 1000 / 60);
    let slow = 0;
    for (let i = 0; i < 15; i += 1) slow = followCamera(slow, 100, 1000 / 15);
    expect(fast).toBeCloseTo(slow, 6);
    expect(fast).toBeCloseTo(100 * (1 - Math.exp(-1000 / CAMERA_LAG_MS)), 6);
  });

  it('shakes only while strength remains, within its strength', () => {
    expect(shakeOffset(0, 123, 0)).toBe(0);
    for (let t = 0; t < 500; t += 7) expect(Math.abs(shakeOffset(4, t, 0))).toBeLessThanOrEqual(4);
  });
});
