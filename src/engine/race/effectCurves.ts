// Time curves of the scene's effects. Pure, so their shapes are tested in node.

/** How long a nitro burns, in ms (flames, speed lines, glow). */
export const NITRO_MS = 1400;
/** How long the finish badge pop-in takes, in ms. */
export const BADGE_POP_MS = 520;

const clamp01 = (v: number) => (v <= 0 ? 0 : v >= 1 ? 1 : v);

/** Nitro intensity at `elapsed` ms after firing: quick ignition, steady burn, soft fade. */
export function nitroIntensity(elapsed: number): number {
  if (elapsed < 0 || elapsed >= NITRO_MS) return 0;
  const ignite = clamp01(elapsed / 90);
  const fade = clamp01((NITRO_MS - elapsed) / 450);
  return ignite * fade;
}

/** Overshooting ease for pops (badges, countdown numbers): 0 -> ~1.1 -> 1. */
export function easeOutBack(t: number): number {
  const x = clamp01(t);
  const c1 = 1.70158;
  const c3 = c1 + 1;
  return 1 + c3 * Math.pow(x - 1, 3) + c1 * Math.pow(x - 1, 2);
}

/** Smooth 0..1 ramp. */
export function smoothstep(t: number): number {
  const x = clamp01(t);
  return x * x * (3 - 2 * x);
}
