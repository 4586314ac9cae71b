// The static picture of the lot: scenery, asphalt with its kerb, driving aisles, the painted bays
// with their slot numbers. Drawn as vectors and text off stage, then baked into tiles (BakedLayer)
// on resize and page change, so per frame the whole lot costs a few sprites.
import { Container, Graphics, Text, type Renderer } from 'pixi.js';

import { seededRng } from '../../domain/random';
import { BakedLayer } from '../race/bakedLayer';
import { floorCorners, lampSpots, SLOTS_PER_PAGE, type LotLayout } from './layout';
import { drawBuilding, drawGrass, drawLampPosts, drawSides, drawVerge } from './lotScenery';

export const FONT = 'system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const ASPHALT = 0x434852;
const FLOOR = 0x4b515c;
const PAINT = 0xf4f6f8;
const AISLE_PAINT = 0xf6c343;
const KERB = 0xd5d8dc;

function drawAsphalt(g: Graphics, layout: LotLayout): void {
  const { lot, unit: u } = layout;
  const kerb = Math.max(3, 5 * u);
  const r = 12 * u;
  g.roundRect(
    lot.x - kerb,
    lot.y - kerb * 0.6,
    lot.w + kerb * 2,
    lot.h + kerb * 1.6,
    r + kerb,
  ).fill(0x8f969d);
  g.roundRect(lot.x - kerb, lot.y - kerb, lot.w + kerb * 2, lot.h + kerb * 1.6, r + kerb).fill(
    KERB,
  );
  g.roundRect(lot.x, lot.y, lot.w, lot.h, r).fill(ASPHALT);
  // Grit: seeded light and dark specks, so the asphalt is not a flat fill.
  const rng = seededRng(5);
  const specks = Math.round((lot.w * lot.h) / (90 * u * u));
  for (let i = 0; i < specks; i += 1) {
    const x = lot.x + r * 0.5 + rng() * (lot.w - r);
    const y = lot.y + r * 0.5 + rng() * (lot.h - r);
    g.rect(x, y, 1.4 * u, 1.4 * u);
  }
  g.fill({ color: 0xffffff, alpha: 0.05 });
  for (let i = 0; i < specks * 0.6; i += 1) {
    const x = lot.x + r * 0.5 + rng() * (lot.w - r);
    const y = lot.y + r * 0.5 + rng() * (lot.h - r);
    g.rect(x, y, 1.6 * u, 1.6 * u);
  }
  g.fill({ color: 0x000000, alpha: 0.08 });
}

/** Where the direction arrows sit along each aisle, as shares of the lot's width. */
const ARROWS_AT = [0.25, 0.75];

/** A flat painted arrow centred on (x, y), `len` long, pointing right (dir 1) or left (-1). */
function arrow(g: Graphics, x: number, y: number, len: number, dir: number): void {
  const h = len * 0.34;
  const stem = h * 0.36;
  const head = len * 0.38;
  const tail = x - (dir * len) / 2;
  const tip = x + (dir * len) / 2;
  const neck = tip - dir * head;
  // prettier-ignore
  g.poly([
    tail, y - stem / 2, neck, y - stem / 2, neck, y - h / 2, tip, y,
    neck, y + h / 2, neck, y + stem / 2, tail, y + stem / 2,
  ]);
}

/** Dashed yellow centre lines with white one-way arrows in each aisle. */
function drawAisles(g: Graphics, layout: LotLayout): void {
  const { lot, unit: u } = layout;
  const dash = 16 * u;
  const thick = Math.max(1.5, 2.4 * u);
  const len = Math.min(layout.carHeight * 0.95, layout.cellWidth * 0.35);
  const gaps = ARROWS_AT.map((at) => lot.x + lot.w * at);
  for (const y of layout.aisleY) {
    for (let x = lot.x + dash; x < lot.x + lot.w - dash; x += dash * 2) {
      // The dashes break for the arrows.
      if (gaps.some((ax) => Math.abs(x + dash / 2 - ax) < len * 0.75)) continue;
      g.rect(x, y - thick / 2, Math.min(dash, lot.x + lot.w - dash - x), thick);
    }
  }
  g.fill({ color: AISLE_PAINT, alpha: 0.75 });
  layout.aisleY.forEach((y, row) => {
    for (const ax of gaps) arrow(g, ax, y, len, row % 2 === 0 ? 1 : -1);
  });
  g.fill({ color: PAINT, alpha: 0.55 });
}

function drawBays(g: Graphics, layout: LotLayout): void {
  const { unit: u, slant, columns } = layout;
  const line = Math.max(1.5, 2.6 * u);
  for (const bay of layout.bays) {
    g.poly(floorCorners(layout, bay)).fill(FLOOR);
    // Wheel stop at the back of the bay.
    const stopW = layout.cellWidth * 0.36;
    const stopY = bay.floorTop + layout.floorDepth * 0.12;
    const stopX = bay.carX + slant * 0.35 - stopW / 2;
    g.roundRect(stopX, stopY, stopW, Math.max(2, 3.5 * u), 1.5 * u).fill(0xc5c9ce);
  }
  for (let row = 0; row < layout.rows; row += 1) {
    const first = layout.bays[row * columns]!;
    const last = layout.bays[row * columns + columns - 1]!;
    const top = first.floorTop;
    const bottom = first.floorBottom;
    for (let c = 0; c <= columns; c += 1) {
      const x = first.floorLeft + c * layout.cellWidth;
      g.poly([
        x - line / 2,
        bottom,
        x + slant - line / 2,
        top,
        x + slant + line / 2,
        top,
        x + line / 2,
        bottom,
      ]);
    }
    g.rect(
      first.floorLeft + slant - line / 2,
      top - line / 2,
      last.floorRight - first.floorLeft + line,
      line,
    );
  }
  g.fill({ color: PAINT, alpha: 0.92 });
}

/** The slot numbers painted in front of each bay; `firstSlot` is the page's first garage slot. */
function placeNumbers(labels: Text[], layout: LotLayout, firstSlot: number): void {
  const size = Math.max(9, Math.round(Math.min(layout.floorDepth * 0.4, 24)));
  layout.bays.forEach((bay, i) => {
    const text = labels[i]!;
    text.text = String(firstSlot + bay.index + 1);
    text.style.fontSize = size;
    const front = (bay.carY + bay.floorBottom) / 2 + layout.floorDepth * 0.02;
    // Left of the wheels, leaning with the lines.
    text.position.set(bay.floorLeft + layout.slant * 0.2 + size * 0.5, front);
    text.skew.x = -Math.atan2(layout.slant, layout.floorDepth);
  });
}

export class LotArt {
  readonly view: Container;
  private readonly baked = new BakedLayer(true);
  private readonly source = new Container();
  private readonly ground = new Graphics();
  private readonly paint = new Graphics();
  private readonly posts = new Graphics();
  private readonly numbers: Text[] = [];
  private readonly sign: Text;

  constructor(private readonly renderer: Renderer) {
    this.view = this.baked.view;
    for (let i = 0; i < SLOTS_PER_PAGE; i += 1) {
      this.numbers.push(
        new Text({
          text: '',
          anchor: { x: 0, y: 0.5 },
          style: { fontFamily: FONT, fontWeight: '800', fontSize: 12, fill: PAINT },
        }),
      );
    }
    for (const n of this.numbers) n.alpha = 0.85;
    this.sign = new Text({
      text: 'P',
      anchor: 0.5,
      style: { fontFamily: FONT, fontWeight: '900', fontSize: 20, fill: 0xffffff },
    });
    this.source.addChild(this.ground, this.sign, this.paint, ...this.numbers, this.posts);
  }

  /** Redraws and re-bakes the lot for `layout`, numbering bays from garage slot `firstSlot`. */
  draw(layout: LotLayout, firstSlot: number): void {
    const lamps = lampSpots(layout);
    this.ground.clear();
    drawGrass(this.ground, layout);
    const sign = drawBuilding(this.ground, layout, lamps);
    drawVerge(this.ground, layout, lamps);
    drawSides(this.ground, layout);
    this.sign.visible = sign !== null;
    if (sign) {
      this.sign.style.fontSize = Math.round(sign.size * 0.78);
      this.sign.position.set(sign.x, sign.y + sign.size * 0.02);
    }
    this.paint.clear();
    drawAsphalt(this.paint, layout);
    drawAisles(this.paint, layout);
    drawBays(this.paint, layout);
    placeNumbers(this.numbers, layout, firstSlot);
    this.posts.clear();
    drawLampPosts(this.posts, layout, lamps);
    this.baked.bake(this.renderer, this.source, layout.width, 0, layout.height);
  }

  destroy(): void {
    this.baked.destroy();
    this.source.destroy({ children: true });
  }
}
