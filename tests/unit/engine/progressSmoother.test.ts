import { describe, expect, it } from 'vitest';

import {
  createProgressTrack,
  MAX_LEAD_MS,
  reportProgress,
  stepTrack,
  type ProgressTrack,
} from '../../../src/engine/race/progressSmoother';

const FRAME = 1000 / 60;

/**
 * A racer typing at `rate` progress/ms, reported every `gap` ms (with optional jitter in arrival),
 * rendered at `frame` ms. Returns the shown progress per frame and the true progress per frame.
 */
function simulate(opts: {
  rate: number;
  durationMs: number;
  gap?: number;
  frame?: number;
  jitter?: (n: number) => number;
  track?: ProgressTrack;
}) {
  const { rate, durationMs, gap = 100, frame = FRAME, jitter = () => 0 } = opts;
  const track = opts.track ?? createProgressTrack();
  const shown: number[] = [];
  const truth: number[] = [];
  let next = 0;
  let n = 0;
  for (let now = 0; now <= durationMs; now += frame) {
    while (now >= next + jitter(n)) {
      const at = next;
      reportProgress(track, Math.min(1, rate * at), at, now);
      next += gap;
      n += 1;
    }
    shown.push(stepTrack(track, frame, now));
    truth.push(Math.min(1, rate * now));
  }
  return { shown, truth, track };
}

describe('progress smoothing (10 Hz reports, 60 Hz frames)', () => {
  it('GIVEN steady typing WHEN rendered THEN the car never moves backwards', () => {
    const { shown } = simulate({ rate: 1 / 30_000, durationMs: 10_000 });
    for (let i = 1; i < shown.length; i += 1)
      expect(shown[i]!).toBeGreaterThanOrEqual(shown[i - 1]!);
  });

  it('moves every frame by nearly the same step (no 10 Hz stutter)', () => {
    const { shown } = simulate({ rate: 1 / 30_000, durationMs: 10_000 });
    const steps = shown.slice(120).map((v, i) => v - shown[119 + i]!);
    const mean = steps.reduce((a, b) => a + b, 0) / steps.length;
    expect(mean).toBeCloseTo(FRAME / 30_000, 6);
    // A raw 10 Hz update would give steps of 0 and 6x the mean; smoothed steps stay close.
    for (const step of steps) {
      expect(step).toBeGreaterThan(mean * 0.6);
      expect(step).toBeLessThan(mean * 1.4);
    }
  });

  it('stays smooth when reports arrive with network jitter', () => {
    const jitter = (n: number) => 35 * Math.sin(n * 2.3);
    const { shown } = simulate({ rate: 1 / 30_000, durationMs: 10_000, jitter });
    const steps = shown.slice(120).map((v, i) => v - shown[119 + i]!);
    const mean = steps.reduce((a, b) => a + b, 0) / steps.length;
    for (const step of steps) {
      expect(step).toBeGreaterThanOrEqual(0);
      expect(step).toBeLessThan(mean * 2.2);
    }
  });

  it('keeps up with the racer: never more than a few frames of travel behind', () => {
    const rate = 1 / 30_000;
    const { shown, truth } = simulate({ rate, durationMs: 10_000 });
    for (let i = 60; i < shown.length; i += 1) {
      expect(Math.abs(shown[i]! - truth[i]!)).toBeLessThan(rate * 260);
    }
  });

  it('does not depend on the frame rate', () => {
    const at120 = simulate({ rate: 1 / 20_000, durationMs: 5_000, frame: 1000 / 120 }).shown.at(
      -1,
    )!;
    const at30 = simulate({ rate: 1 / 20_000, durationMs: 5_000, frame: 1000 / 30 }).shown.at(-1)!;
    expect(Math.abs(at120 - at30)).toBeLessThan(0.003);
  });

  it('never crosses the finish line before the racer has finished', () => {
    const track = createProgressTrack();
    let now = 0;
    for (let at = 0; at <= 2000; at += 100, now += 100) reportProgress(track, at / 2010, at, now);
    for (let i = 0; i < 120; i += 1) {
      now += FRAME;
      expect(stepTrack(track, FRAME, now)).toBeLessThan(1);
    }
    reportProgress(track, 1, 2100, now);
    for (let i = 0; i < 120; i += 1) {
      now += FRAME;
      stepTrack(track, FRAME, now);
    }
    expect(track.shown).toBe(1);
  });

  it('extrapolates at most MAX_LEAD_MS past the last report', () => {
    const rate = 1 / 10_000;
    const track = createProgressTrack();
    reportProgress(track, 0.1, 1000, 0);
    reportProgress(track, 0.11, 1100, 100);
    let now = 100;
    for (let i = 0; i < 300; i += 1) {
      now += FRAME;
      stepTrack(track, FRAME, now);
    }
    expect(track.shown).toBeLessThanOrEqual(0.11 + rate * MAX_LEAD_MS + 1e-9);
  });

  it('jumps back on a new race instead of driving backwards across the track', () => {
    const { track } = simulate({ rate: 1 / 5_000, durationMs: 6_000 });
    expect(track.shown).toBe(1);
    reportProgress(track, 0, 1_000_000, 7_000);
    expect(track.shown).toBe(0);
    expect(stepTrack(track, FRAME, 7_016)).toBe(0);
  });

  it('reports a speed for trails that matches the racer while moving and decays when stopped', () => {
    const rate = 1 / 30_000;
    const { track } = simulate({ rate, durationMs: 5_000 });
    expect(track.speed).toBeGreaterThan(rate * 0.9);
    expect(track.speed).toBeLessThan(rate * 1.1);
    let now = 5_000;
    for (let i = 0; i < 120; i += 1) {
      now += FRAME;
      stepTrack(track, FRAME, now);
    }
    expect(track.speed).toBeLessThan(rate * 0.05);
  });
});
