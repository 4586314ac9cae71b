// Turns progress snapshots arriving at ~10 Hz into car motion at frame rate. Pure and mutable in
// place (one record per racer, no allocation per frame), tested in node by stepping time.
//
// Each snapshot gives a target progress at a server time. The racer's rate is estimated from
// consecutive snapshots; between snapshots the target is extrapolated a little along that rate,
// and the shown value follows it with a critically damped spring, so motion is continuous in
// position and speed. The car never crosses the finish line before the racer has finished, and
// it holds still rather than roll back when an extrapolation ran slightly ahead.

export interface ProgressTrack {
  /** Progress drawn this frame, 0..1. */
  shown: number;
  /** Spring velocity, progress per ms. */
  velocity: number;
  /** Smoothed display speed, progress per ms (drives trails). */
  speed: number;
  /** Last reported progress and its server time. */
  target: number;
  targetAt: number;
  /** Estimated racer rate from snapshots, progress per ms. */
  rate: number;
  /** Scene time (ms) when the last report arrived. */
  receivedAt: number;
  hasTarget: boolean;
}

/** How far past the last report the target may be extrapolated. */
export const MAX_LEAD_MS = 250;
/** Spring time constant: small enough to keep up, large enough to hide 10 Hz steps. */
export const SMOOTH_TIME_MS = 140;
/** A report this far behind the shown car is a reset (new race), not noise: jump to it. */
export const SNAP_BACK = 0.1;
/** Below 1, so only a finished racer's car touches the finish line. */
const UNFINISHED_CAP = 0.998;

export function createProgressTrack(progress = 0): ProgressTrack {
  return {
    shown: progress,
    velocity: 0,
    speed: 0,
    target: progress,
    targetAt: 0,
    rate: 0,
    receivedAt: 0,
    hasTarget: false,
  };
}

const clamp01 = (v: number) => (v <= 0 ? 0 : v >= 1 ? 1 : v);

/** Places the car exactly at `progress` with no motion (new race, countdown, reduced motion). */
export function snapTrack(track: ProgressTrack, progress: number): void {
  const p = clamp01(progress);
  track.shown = p;
  track.velocity = 0;
  track.speed = 0;
  track.target = p;
  track.rate = 0;
}

/** Records a report: `progress` at server time `at`, received at scene time `now`. */
export function reportProgress(
  track: ProgressTrack,
  progress: number,
  at: number,
  now: number,
): void {
  const p = clamp01(progress);
  if (!track.hasTarget || p < track.shown - SNAP_BACK) {
    snapTrack(track, p);
  } else if (at > track.targetAt) {
    const instant = Math.max(0, (p - track.target) / (at - track.targetAt));
    // Typing comes in bursts; blending with the previous estimate keeps one burst from
    // throwing the extrapolation far ahead.
    track.rate = p >= 1 ? 0 : track.rate + (instant - track.rate) * 0.5;
  }
  track.target = p;
  track.targetAt = Math.max(at, track.targetAt);
  track.receivedAt = now;
  track.hasTarget = true;
}

/** Where the racer probably is now, from the last report and rate. */
export function predictedProgress(track: ProgressTrack, now: number): number {
  if (track.target >= 1) return 1;
  const lead = Math.min(Math.max(now - track.receivedAt, 0), MAX_LEAD_MS);
  return Math.min(track.target + track.rate * lead, UNFINISHED_CAP);
}

/**
 * Advances the shown progress by `dtMs` at scene time `now` and returns it. Frame-rate
 * independent: the spring is integrated in closed form for the step (Unity's SmoothDamp).
 */
export function stepTrack(track: ProgressTrack, dtMs: number, now: number): number {
  if (dtMs <= 0) return track.shown;
  const goal = predictedProgress(track, now);
  const omega = 2 / SMOOTH_TIME_MS;
  const x = omega * dtMs;
  const decay = 1 / (1 + x + 0.48 * x * x + 0.235 * x * x * x);
  const change = track.shown - goal;
  const temp = (track.velocity + omega * change) * dtMs;
  let velocity = (track.velocity - omega * temp) * decay;
  let next = goal + (change + temp) * decay;
  // Overshooting the goal is the spring's only way to wobble; stop on it instead.
  const rising = goal > track.shown;
  if ((rising && next > goal) || (!rising && next < goal)) {
    next = goal;
    velocity = 0;
  }
  // Hold rather than roll back while the real report is not behind the car.
  if (next < track.shown && track.target >= track.shown - SNAP_BACK / 10) {
    next = track.shown;
    velocity = Math.max(velocity, 0);
  }
  // The spring only approaches its goal; land on it once the gap is invisible.
  if (Math.abs(goal - next) < 1e-5 && Math.abs(velocity) < 1e-7) {
    next = goal;
    velocity = 0;
  }
  next = clamp01(next);
  const moved = (next - track.shown) / dtMs;
  const blend = 1 - Math.exp(-dtMs / 120);
  track.speed += (moved - track.speed) * blend;
  track.velocity = velocity;
  track.shown = next;
  return next;
}
