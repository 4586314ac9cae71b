// Everything around the asphalt, drawn as vectors once per resize and baked with the lot: grass,
// the garage building at the back with its roll-up doors and parking sign, a hedge with trees, the
// lamp posts and the shrubs down the sides. Seeded, so the lot looks the same every visit.
import type { Graphics } from 'pixi.js';

import { seededRng, type Rng } from '../../domain/random';
import type { LampSpot, LotLayout } from './layout';

const GRASS = 0x5fa84e;
const GRASS_STRIPE = 0x57a047;
const HEDGE = 0x2f6e34;
const LEAVES = [0x3f8f3f, 0x357f3a, 0x4a9a43];
const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng();

/** Grass under everything, with mowing stripes. */
export function drawGrass(g: Graphics, layout: LotLayout): void {
  const { width: w, height: h, unit: u } = layout;
  g.rect(0, 0, w, h).fill(GRASS);
  const stripe = 26 * u;
  for (let x = -h; x < w; x += stripe * 2) {
    g.poly([x, h, x + stripe, h, x + stripe + h * 0.5, 0, x + h * 0.5, 0]);
  }
  g.fill({ color: GRASS_STRIPE, alpha: 0.7 });
}

export interface SignSpot {
  x: number;
  y: number;
  size: number;
}

/**
 * The garage building along the top: wall, parapet, roll-up doors and a blue parking sign, whose
 * centre is returned (null when the view is too narrow for it).
 */
export function drawBuilding(
  g: Graphics,
  layout: LotLayout,
  lamps: readonly LampSpot[],
): SignSpot | null {
  const { width: w, unit: u, vergeHeight: verge, carHeight: car } = layout;
  // The grass strip in front keeps room for trees; the building takes what is left, up to a
  // height in proportion to the cars, and sky fills anything above it.
  const base = verge - Math.max(verge * 0.38, car * 0.9);
  const top = Math.max(2 * u, base - Math.min(verge * 0.58, car * 1.5));
  const h = Math.max(1, base - top);
  g.rect(0, 0, w, top + h * 0.18).fill(0x9cc8ee);
  if (top > car * 0.4) clouds(g, layout, top);
  g.rect(0, top, w, h).fill(0xd9d2c5);
  g.rect(0, top, w, h * 0.16).fill(0x8a7f72);
  g.rect(0, top + h * 0.16, w, Math.max(1, h * 0.04)).fill(0x6f655a);
  g.rect(0, base - h * 0.1, w, h * 0.1).fill(0xb8ad9e);
  const doorW = h * 1.15;
  const gap = doorW * 0.45;
  const doorTop = top + h * 0.3;
  const doorH = base - h * 0.1 - doorTop;
  for (let x = gap * 0.6; x + doorW < w; x += doorW + gap) {
    g.rect(x - 2 * u, doorTop - 2 * u, doorW + 4 * u, doorH + 2 * u).fill(0x7b7267);
    g.rect(x, doorTop, doorW, doorH).fill(0xa7b3bd);
    const slats = Math.max(3, Math.round(doorH / (5 * u)));
    for (let i = 1; i < slats; i += 1) {
      g.rect(x, doorTop + (doorH * i) / slats, doorW, Math.max(1, 0.8 * u));
    }
    g.fill({ color: 0x7f8c97, alpha: 0.9 });
    // Warm light spilling from under the half-open door.
    g.rect(x + 1, base - h * 0.1 - Math.max(2, 3 * u), doorW - 2, Math.max(2, 3 * u)).fill({
      color: 0xffe7a3,
      alpha: 0.85,
    });
  }
  // The blue parking sign hangs on the wall between two doors, in the first gap no lamp post
  // stands in front of; its letter is text.
  const size = Math.min(h * 0.5, car * 0.55);
  let x = Number.NaN;
  for (let cx = gap * 0.6 + doorW + gap / 2; cx + size / 2 < w; cx += doorW + gap) {
    if (lamps.every((lamp) => Math.abs(lamp.x - cx) > size)) {
      x = cx - size / 2;
      break;
    }
  }
  if (Number.isNaN(x) || size < 12) return null;
  g.roundRect(x, doorTop, size, size, size * 0.18)
    .fill(0x1565c0)
    .stroke({ color: 0xffffff, width: Math.max(1, size * 0.07) });
  return { x: x + size / 2, y: doorTop + size / 2, size };
}

function clouds(g: Graphics, layout: LotLayout, skyBottom: number): void {
  const rng = seededRng(31);
  const s = Math.min(skyBottom * 0.5, layout.carHeight * 0.5);
  for (let x = between(rng, 0, 80); x < layout.width; x += between(rng, 160, 280) * (s / 20)) {
    const y = between(rng, 0.3, 0.7) * skyBottom;
    g.circle(x, y, s * 0.5)
      .circle(x + s * 0.55, y - s * 0.2, s * 0.6)
      .circle(x + s * 1.1, y, s * 0.45)
      .fill({ color: 0xffffff, alpha: 0.85 });
  }
}

function tree(g: Graphics, rng: Rng, x: number, ground: number, size: number): void {
  g.ellipse(x, ground, size * 0.45, size * 0.12).fill({ color: 0x000000, alpha: 0.18 });
  g.rect(x - size * 0.06, ground - size * 0.55, size * 0.12, size * 0.55).fill(0x6d4c41);
  const leaf = LEAVES[Math.floor(rng() * LEAVES.length)]!;
  g.circle(x, ground - size * 0.95, size * 0.42)
    .circle(x - size * 0.3, ground - size * 0.7, size * 0.32)
    .circle(x + size * 0.3, ground - size * 0.72, size * 0.34)
    .fill(leaf);
  g.circle(x - size * 0.12, ground - size * 1.08, size * 0.17).fill({
    color: 0xa5dd8f,
    alpha: 0.4,
  });
}

function shrub(g: Graphics, x: number, y: number, size: number, color: number): void {
  g.circle(x, y, size * 0.5)
    .circle(x - size * 0.45, y + size * 0.12, size * 0.36)
    .circle(x + size * 0.45, y + size * 0.1, size * 0.38)
    .fill(color);
  g.circle(x - size * 0.15, y - size * 0.2, size * 0.16).fill({ color: 0xa5dd8f, alpha: 0.35 });
}

/** The strip between the building and the lot: a hedge with trees standing in it. */
export function drawVerge(g: Graphics, layout: LotLayout, lamps: readonly LampSpot[]): void {
  const { width: w, unit: u, lot, carHeight: car } = layout;
  const rng = seededRng(23);
  const hedgeY = lot.y - Math.max(4, car * 0.12);
  const treeSize = Math.min(layout.vergeHeight * 0.55, car * 0.95);
  for (let x = between(rng, 0, 30) * u; x < w; x += between(rng, 0.9, 1.6) * treeSize * 1.4) {
    // Keep lamp posts clear of trunks.
    if (lamps.some((l) => Math.abs(l.x - x) < treeSize * 0.45)) continue;
    tree(g, rng, x, hedgeY + 2 * u, treeSize * between(rng, 0.85, 1.1));
  }
  const hedgeH = Math.max(5, car * 0.16);
  g.roundRect(-hedgeH, hedgeY - hedgeH * 0.6, w + hedgeH * 2, hedgeH * 1.3, hedgeH * 0.6).fill(
    HEDGE,
  );
  for (let x = 0; x < w; x += hedgeH * 1.1) {
    g.circle(x, hedgeY - hedgeH * 0.45, hedgeH * 0.55);
  }
  g.fill(HEDGE);
  for (let x = hedgeH * 0.5; x < w; x += hedgeH * 2.3) {
    g.circle(x, hedgeY - hedgeH * 0.6, hedgeH * 0.22);
  }
  g.fill({ color: 0x6fb45f, alpha: 0.5 });
}

/** Shrubs down both sides of the lot, where there is grass for them. */
export function drawSides(g: Graphics, layout: LotLayout): void {
  const { lot } = layout;
  const size = Math.min(lot.x * 1.1, layout.carHeight * 0.45);
  if (size < 8) return;
  const rng = seededRng(41);
  for (let y = lot.y + size; y < lot.y + lot.h; y += size * between(rng, 1.3, 2)) {
    shrub(g, lot.x * 0.45, y, size, LEAVES[Math.floor(rng() * 3)]!);
    shrub(g, layout.width - lot.x * 0.45, y + size * 0.6, size, LEAVES[Math.floor(rng() * 3)]!);
  }
}

/** Lamp posts with unlit heads; the glow is a live sprite (it breathes). */
export function drawLampPosts(g: Graphics, layout: LotLayout, lamps: readonly LampSpot[]): void {
  const pole = Math.max(2, layout.carHeight * 0.055);
  for (const lamp of lamps) {
    g.ellipse(lamp.x, lamp.baseY, pole * 2.2, pole * 0.8).fill({ color: 0x000000, alpha: 0.25 });
    g.rect(lamp.x - pole / 2, lamp.headY, pole, lamp.baseY - lamp.headY).fill(0x455a64);
    g.rect(lamp.x - pole, lamp.baseY - pole * 2, pole * 2, pole * 2).fill(0x37474f);
    const head = pole * 3.2;
    g.roundRect(lamp.x - head / 2, lamp.headY - pole * 1.2, head, pole * 1.6, pole * 0.6).fill(
      0x37474f,
    );
    g.ellipse(lamp.x, lamp.headY + pole * 0.4, head * 0.36, pole * 0.5).fill(0xfff3c4);
  }
}
