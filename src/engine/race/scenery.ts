// The backdrop, drawn as vector shapes once per resize and then only moved: a sky gradient with a
// sun, a far layer (clouds, city skyline) and a middle layer (hills, trees). Each layer is drawn
// wide enough for its parallax travel across the world. Seeded, so every race looks the same.
import { CanvasSource, DOMAdapter, Texture, type Graphics } from 'pixi.js';

import { seededRng, type Rng } from '../../domain/random';
import type { TrackLayout } from './layout';

const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng();

/**
 * The sky's vertical gradient as a small canvas texture, stretched by a sprite behind the far
 * layer. (A Graphics FillGradient would do, but its texture cannot be freed cleanly once drawn.)
 */
export function createSkyTexture(): Texture {
  // The adapter's canvas: a DOM canvas on the page, an OffscreenCanvas in the scene's worker.
  const canvas = DOMAdapter.get().createCanvas(4, 256);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas unavailable');
  const g = ctx.createLinearGradient(0, 0, 0, 256);
  g.addColorStop(0, '#2f6fd6');
  g.addColorStop(0.55, '#6fb2f2');
  g.addColorStop(1, '#cfe9ff');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 4, 256);
  return new Texture({ source: new CanvasSource({ resource: canvas }) });
}

/** Clears `g` and paints the sun; the far layer draws on top of it, the sky sprite below. */
export function drawSun(g: Graphics, layout: TrackLayout): void {
  const { width, trackTop } = layout;
  g.clear();
  // Sun glow high on the right, behind everything else.
  const sx = width * 0.82;
  const sy = trackTop * 0.22;
  const r = Math.max(14, trackTop * 0.1);
  g.circle(sx, sy, r * 2.6).fill({ color: 0xfff6d0, alpha: 0.12 });
  g.circle(sx, sy, r * 1.6).fill({ color: 0xfff2c0, alpha: 0.22 });
  g.circle(sx, sy, r).fill({ color: 0xfffbe8, alpha: 0.95 });
}

function cloud(g: Graphics, x: number, y: number, s: number): void {
  g.circle(x, y, s * 0.55)
    .circle(x + s * 0.55, y - s * 0.22, s * 0.62)
    .circle(x + s * 1.15, y, s * 0.5)
    .circle(x + s * 0.3, y + s * 0.12, s * 0.45)
    .circle(x + s * 0.85, y + s * 0.14, s * 0.45)
    .fill({ color: 0xffffff, alpha: 0.86 });
  g.ellipse(x + s * 0.6, y + s * 0.38, s * 1.05, s * 0.12).fill({ color: 0xb9d4ee, alpha: 0.35 });
}

function building(
  g: Graphics,
  rng: Rng,
  x: number,
  base: number,
  w: number,
  h: number,
  tone: number,
) {
  g.rect(x, base - h, w, h).fill(tone);
  if (rng() < 0.3) {
    // Stepped crown or antenna, so the silhouette is not a row of boxes.
    g.rect(x + w * 0.2, base - h - h * 0.08, w * 0.6, h * 0.08).fill(tone);
    if (rng() < 0.5)
      g.rect(x + w * 0.48, base - h - h * 0.22, Math.max(1, w * 0.05), h * 0.14).fill(tone);
  }
}

function windows(g: Graphics, rng: Rng, x: number, base: number, w: number, h: number, u: number) {
  const step = 7 * u;
  const size = 3 * u;
  for (let wy = base - h + step * 0.8; wy < base - step * 0.6; wy += step) {
    for (let wx = x + step * 0.5; wx < x + w - size - step * 0.3; wx += step) {
      if (rng() < 0.42) g.rect(wx, wy, size, size * 1.2);
    }
  }
  g.fill({ color: 0xf4f8ff, alpha: 0.5 });
}

/** Clouds and a two-row city skyline over the sky; `span` is the layer's drawn width. */
export function drawFarLayer(g: Graphics, layout: TrackLayout, span: number): void {
  const rng = seededRng(7);
  const s = layout.trackTop;
  const u = layout.unit;
  for (let x = between(rng, 0, 120) * u; x < span; x += between(rng, 220, 380) * u) {
    cloud(g, x, between(rng, 0.1, 0.34) * s, between(rng, 26, 44) * u);
  }
  const base = s * 0.84;
  for (let x = -10; x < span;) {
    const w = between(rng, 26, 58) * u;
    building(g, rng, x, base, w, between(rng, 0.2, 0.5) * s, 0x9db4d0);
    x += w + between(rng, 0, 6) * u;
  }
  for (let x = -20; x < span;) {
    const w = between(rng, 22, 48) * u;
    const h = between(rng, 0.12, 0.34) * s;
    building(g, rng, x, base, w, h, 0x7891b3);
    windows(g, rng, x, base, w, h, u);
    x += w + between(rng, 8, 40) * u;
  }
}

function hill(g: Graphics, span: number, top: number, bottom: number, amp: number, phase: number) {
  g.moveTo(0, bottom);
  for (let x = 0; x <= span + 40; x += 40) {
    const y = top + Math.sin(x * 0.004 + phase) * amp + Math.sin(x * 0.011 + phase * 2) * amp * 0.4;
    g.lineTo(x, y);
  }
  g.lineTo(span + 40, bottom).closePath();
}

function tree(g: Graphics, rng: Rng, x: number, ground: number, size: number) {
  g.rect(x - size * 0.07, ground - size * 0.5, size * 0.14, size * 0.5).fill(0x6d4c41);
  if (rng() < 0.35) {
    g.poly([
      x - size * 0.42,
      ground - size * 0.35,
      x,
      ground - size * 1.5,
      x + size * 0.42,
      ground - size * 0.35,
    ]).fill(0x2e6b35);
    return;
  }
  const leaf = rng() < 0.5 ? 0x3f8f3f : 0x357f3a;
  g.circle(x, ground - size * 0.85, size * 0.42)
    .circle(x - size * 0.28, ground - size * 0.62, size * 0.32)
    .circle(x + size * 0.28, ground - size * 0.64, size * 0.34)
    .fill(leaf);
  g.circle(x - size * 0.1, ground - size * 0.98, size * 0.18).fill({
    color: 0x8fd18a,
    alpha: 0.35,
  });
}

/** Highest point of the middle layer (tree tops), as a fraction of the scenery height. */
export const MID_TOP = 0.52;

/** Rolling hills and a tree line down to the top of the trackside. */
export function drawMidLayer(g: Graphics, layout: TrackLayout, span: number): void {
  const rng = seededRng(11);
  const s = layout.trackTop;
  g.clear();
  hill(g, span, s * 0.74, s + 2, s * 0.05, 0.6);
  g.fill(0x7cc46a);
  hill(g, span, s * 0.82, s + 2, s * 0.035, 2.1);
  g.fill(0x64b257);
  const ground = s * 0.9;
  for (let x = between(rng, 0, 30); x < span; x += between(rng, 18, 46) * layout.unit) {
    tree(g, rng, x, ground + between(rng, -3, 3) * layout.unit, between(rng, 0.14, 0.22) * s);
  }
}
