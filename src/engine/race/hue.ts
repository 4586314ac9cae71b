// Car paint hue maths, pure (no Pixi) so it is tested in node. The matrix is the one Pixi's
// ColorMatrixFilter.hue() loads, so accent colours computed here (trail, minimap dot, name-tag
// stripe) match the hue-shifted car body the filter paints.

/** The authored body paint of every car SVG; carHueAngle rotates it. */
export const CAR_PAINT = 0xe53935;

/** Hue angles are degrees; any number maps into [0, 360). */
export function normalizeHue(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  const turned = degrees % 360;
  return turned < 0 ? turned + 360 : turned;
}

/**
 * Row-major 3x3 rotation of RGB space about the grey axis by `degrees`, identical to the RGB part
 * of ColorMatrixFilter.hue(degrees). Writes into `out` when given so callers can reuse a buffer.
 */
export function hueMatrix(degrees: number, out: number[] = new Array<number>(9)): number[] {
  const r = (normalizeHue(degrees) / 180) * Math.PI;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  const w = 1 / 3;
  const sw = Math.sqrt(w);
  const diag = cos + (1 - cos) * w;
  const plus = w * (1 - cos) + sw * sin;
  const minus = w * (1 - cos) - sw * sin;
  out[0] = diag;
  out[1] = minus;
  out[2] = plus;
  out[3] = plus;
  out[4] = diag;
  out[5] = minus;
  out[6] = minus;
  out[7] = plus;
  out[8] = diag;
  return out;
}

const clampByte = (v: number) => (v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v));

/** Applies the hue rotation to a 0xRRGGBB colour. */
export function hueShift(color: number, degrees: number): number {
  const m = hueMatrix(degrees);
  const r = (color >> 16) & 0xff;
  const g = (color >> 8) & 0xff;
  const b = color & 0xff;
  const r2 = clampByte(m[0]! * r + m[1]! * g + m[2]! * b);
  const g2 = clampByte(m[3]! * r + m[4]! * g + m[5]! * b);
  const b2 = clampByte(m[6]! * r + m[7]! * g + m[8]! * b);
  return (r2 << 16) | (g2 << 8) | b2;
}

/** Mixes a colour toward white by `amount` (0..1): glows and trails read better a little lighter. */
export function lighten(color: number, amount: number): number {
  const mix = (c: number) => clampByte(c + (255 - c) * amount);
  return (mix((color >> 16) & 0xff) << 16) | (mix((color >> 8) & 0xff) << 8) | mix(color & 0xff);
}

/** The colour that stands for a racer outside the car sprite (trail, minimap, tag stripe). */
export function carAccentColor(carHueAngle: number): number {
  return hueShift(CAR_PAINT, carHueAngle);
}
