// Easing and small animation state for the lot: cars gliding between bays, hover lift, the
// current car's pulse. Pure and allocation-free per frame (state objects are reused), tested in node.
export { easeOutBack } from '../race/effectCurves';

/** A car driving to another bay. */
export const GLIDE_MS = 460;
/** A dropped car going home, a little snappier with an overshoot. */
export const RETURN_MS = 360;
/** A car appearing in a bay (page change, new car). */
export const ARRIVE_MS = 320;
/** One breath of the current car's outline and the lamps. */
export const PULSE_MS = 1800;

export const clamp01 = (t: number) => (t <= 0 ? 0 : t >= 1 ? 1 : t);

export function easeInOutCubic(t: number): number {
  const x = clamp01(t);
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

export type Easing = (t: number) => number;

export interface Glide {
  fromX: number;
  fromY: number;
  toX: number;
  toY: number;
  elapsed: number;
  duration: number;
  ease: Easing;
  x: number;
  y: number;
}

export function createGlide(x = 0, y = 0): Glide {
  return {
    fromX: x,
    fromY: y,
    toX: x,
    toY: y,
    elapsed: 0,
    duration: 0,
    ease: easeInOutCubic,
    x,
    y,
  };
}

/** Starts gliding from where the glide is now to (x, y); a zero duration jumps there. */
export function glideTo(
  g: Glide,
  x: number,
  y: number,
  duration: number,
  ease: Easing = easeInOutCubic,
) {
  g.fromX = g.x;
  g.fromY = g.y;
  g.toX = x;
  g.toY = y;
  g.elapsed = 0;
  g.duration = Math.max(0, duration);
  g.ease = ease;
  if (g.duration === 0) {
    g.x = x;
    g.y = y;
  }
}

/** Puts the glide at (x, y) at rest (a car under the pointer, or a relayout). */
export function placeGlide(g: Glide, x: number, y: number): void {
  g.fromX = g.toX = g.x = x;
  g.fromY = g.toY = g.y = y;
  g.elapsed = g.duration = 0;
}

/** Advances the glide by `dtMs`; returns whether it is still moving. */
export function stepGlide(g: Glide, dtMs: number): boolean {
  if (g.elapsed >= g.duration) {
    g.x = g.toX;
    g.y = g.toY;
    return false;
  }
  g.elapsed = Math.min(g.duration, g.elapsed + dtMs);
  const k = g.ease(g.elapsed / g.duration);
  g.x = g.fromX + (g.toX - g.fromX) * k;
  g.y = g.fromY + (g.toY - g.fromY) * k;
  return g.elapsed < g.duration;
}

/**
 * Moves `current` toward `target`, halving the gap every `halfLifeMs`, and snaps when close:
 * frame-rate independent smoothing for hover lift and highlight fades.
 */
export function approach(
  current: number,
  target: number,
  dtMs: number,
  halfLifeMs: number,
): number {
  if (halfLifeMs <= 0) return target;
  const next = target + (current - target) * 0.5 ** (dtMs / halfLifeMs);
  return Math.abs(next - target) < 1e-3 ? target : next;
}

/** 0..1..0 over `periodMs`, starting at 0: a gentle breathing for glows. */
export function pulse(nowMs: number, periodMs: number = PULSE_MS): number {
  return 0.5 - 0.5 * Math.cos(((nowMs % periodMs) / periodMs) * Math.PI * 2);
}
