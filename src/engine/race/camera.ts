// The camera on a long track: it keeps the followed car left of centre so more road ahead than
// behind is visible, never shows past either end of the world, and trails the car slightly so
// speed changes read as motion. Pure, tested in node.

/** Where in the view (fraction of its width) the followed car's nose sits. */
export const FOCUS_AT = 0.42;
/** Time constant of the camera's lag behind its target, in ms. */
export const CAMERA_LAG_MS = 260;

/** Camera left edge (world x) that puts `focusX` at FOCUS_AT, clamped to the world. */
export function cameraTarget(focusX: number, viewWidth: number, worldWidth: number): number {
  const max = Math.max(0, worldWidth - viewWidth);
  const x = focusX - viewWidth * FOCUS_AT;
  return x <= 0 ? 0 : x >= max ? max : x;
}

/** One frame of exponential follow; frame-rate independent. */
export function followCamera(current: number, target: number, dtMs: number): number {
  if (dtMs <= 0) return current;
  const next = current + (target - current) * (1 - Math.exp(-dtMs / CAMERA_LAG_MS));
  return Math.abs(next - target) < 0.01 ? target : next;
}

/**
 * Camera shake offset for a shake of `strength` px at scene time `t` (ms). A sum of two
 * incommensurate sines looks random but is deterministic and allocation-free.
 */
export function shakeOffset(strength: number, t: number, axis: 0 | 1): number {
  if (strength <= 0) return 0;
  const a =
    axis === 0 ? Math.sin(t * 0.071) + Math.sin(t * 0.113 + 1.3) : Math.sin(t * 0.089 + 0.7);
  return a * strength * (axis === 0 ? 0.5 : 0.6);
}
