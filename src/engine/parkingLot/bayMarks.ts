// Marks painted over the bays as the lot's state changes: a faint "P" where a bay is free, the
// current car's gold outline (it breathes), the selected bay, the drop target while a car is
// carried (green for a free bay, amber for a swap), the carried car's empty home (dashed), and the
// keyboard focus ring, which draws above the cars. Redrawn only when the marks change.
import { Container, Graphics, Sprite, Text, Texture, type Renderer } from 'pixi.js';

import { floorCorners, SLOTS_PER_PAGE, type LotLayout } from './layout';
import { FONT } from './lotArt';
import { pulse } from './motion';

export interface MarksState {
  /** Page indexes; null when the thing is not on this page. */
  selected: number | null;
  current: number | null;
  focus: number | null;
  /** Where a carried car would land, and whether a car already stands there. */
  target: number | null;
  targetOccupied: boolean;
  /** The bay a carried car came from. */
  origin: number | null;
  /** Per bay: no car parked. */
  empty: readonly boolean[];
}

export const NO_MARKS: MarksState = {
  selected: null,
  current: null,
  focus: null,
  target: null,
  targetOccupied: false,
  origin: null,
  empty: [],
};

const GOLD = 0xffc93c;
const FOCUS = 0x4fc3f7;

function sameMarks(a: MarksState, b: MarksState): boolean {
  if (a.empty.length !== b.empty.length) return false;
  for (let i = 0; i < a.empty.length; i += 1) if (a.empty[i] !== b.empty[i]) return false;
  return (
    a.selected === b.selected &&
    a.current === b.current &&
    a.focus === b.focus &&
    a.target === b.target &&
    a.targetOccupied === b.targetOccupied &&
    a.origin === b.origin
  );
}

/** Strokes a closed polygon as dashes (Pixi strokes have no dash pattern). */
function dashedLoop(g: Graphics, pts: number[], dash: number, gap: number): void {
  const n = pts.length / 2;
  for (let i = 0; i < n; i += 1) {
    const x0 = pts[i * 2]!;
    const y0 = pts[i * 2 + 1]!;
    const x1 = pts[((i + 1) % n) * 2]!;
    const y1 = pts[((i + 1) % n) * 2 + 1]!;
    const len = Math.hypot(x1 - x0, y1 - y0);
    for (let d = 0; d < len; d += dash + gap) {
      const e = Math.min(len, d + dash);
      g.moveTo(x0 + ((x1 - x0) * d) / len, y0 + ((y1 - y0) * d) / len);
      g.lineTo(x0 + ((x1 - x0) * e) / len, y0 + ((y1 - y0) * e) / len);
    }
  }
}

export class BayMarks {
  /** Marks on the ground, under the cars. */
  readonly under = new Container();
  /** The focus ring, over the cars. */
  readonly over = new Container();
  private readonly floor = new Graphics();
  private readonly gold = new Graphics();
  private readonly focusRing = new Graphics();
  private readonly empties: Sprite[] = [];
  private emptyTexture: Texture = Texture.EMPTY;
  private layoutNow: LotLayout | null = null;
  private state: MarksState = NO_MARKS;

  constructor(private readonly renderer: Renderer) {
    for (let i = 0; i < SLOTS_PER_PAGE; i += 1) {
      this.empties.push(new Sprite({ texture: Texture.EMPTY, anchor: 0.5, alpha: 0.3 }));
    }
    this.under.addChild(...this.empties, this.gold, this.floor);
    this.over.addChild(this.focusRing);
  }

  layout(layout: LotLayout): void {
    this.layoutNow = layout;
    this.bakeEmptyMarker(layout);
    layout.bays.forEach((bay, i) => {
      // Painted in the middle of the floor, leaning with the lines.
      const y = bay.floorTop + layout.floorDepth * 0.5;
      const sprite = this.empties[i]!;
      sprite.position.set(bay.carX + layout.slant * 0.2, y);
      sprite.skew.x = -Math.atan2(layout.slant, layout.floorDepth);
    });
    this.draw();
  }

  set(state: MarksState): void {
    if (sameMarks(state, this.state)) return;
    this.state = state;
    this.draw();
  }

  /** Breathes the current car's outline; returns whether it animates. */
  update(now: number, motion: boolean): boolean {
    this.gold.alpha = motion ? 0.6 + 0.4 * pulse(now) : 1;
    return motion && this.state.current !== null;
  }

  /** A "P" in a rounded square, white, baked once per layout and shared by every free bay. */
  private bakeEmptyMarker(layout: LotLayout): void {
    const size = Math.max(12, layout.floorDepth * 0.62);
    const g = new Graphics();
    g.roundRect(-size / 2, -size / 2, size, size, size * 0.22).stroke({
      color: 0xffffff,
      width: Math.max(1.5, size * 0.07),
    });
    const p = new Text({
      text: 'P',
      anchor: 0.5,
      style: {
        fontFamily: FONT,
        fontWeight: '900',
        fontSize: Math.round(size * 0.68),
        fill: 0xffffff,
      },
    });
    p.y = size * 0.02;
    const source = new Container();
    source.addChild(g, p);
    const old = this.emptyTexture;
    this.emptyTexture = this.renderer.generateTexture({
      target: source,
      antialias: true,
      resolution: this.renderer.resolution,
    });
    source.destroy({ children: true });
    for (const sprite of this.empties) sprite.texture = this.emptyTexture;
    if (old !== Texture.EMPTY) old.destroy(true);
  }

  private draw(): void {
    const layout = this.layoutNow;
    if (!layout) return;
    const s = this.state;
    // Outlines stay thick enough to see on a small phone view (focus must be visible).
    const u = Math.max(0.8, layout.unit);
    const bay = (i: number | null) => (i === null ? undefined : layout.bays[i]);
    this.empties.forEach((sprite, i) => {
      sprite.visible = s.empty[i] === true && i !== s.target;
    });
    this.gold.clear();
    const current = bay(s.current);
    if (current) {
      const pts = floorCorners(layout, current, -1.5 * u);
      this.gold
        .poly(pts)
        .fill({ color: GOLD, alpha: 0.14 })
        .stroke({ color: GOLD, width: 3 * u, join: 'round' });
    }
    const g = this.floor;
    g.clear();
    const origin = bay(s.origin);
    if (origin) {
      dashedLoop(g, floorCorners(layout, origin, 1.5 * u), 7 * u, 5 * u);
      g.stroke({ color: 0xffffff, width: 2 * u, alpha: 0.75, cap: 'round' });
    }
    const selected = bay(s.selected);
    if (selected && s.selected !== s.origin) {
      g.poly(floorCorners(layout, selected, -1.5 * u))
        .fill({ color: 0xffffff, alpha: 0.1 })
        .stroke({ color: 0xffffff, width: 2.5 * u, join: 'round' });
    }
    const target = bay(s.target);
    if (target) {
      const color = s.targetOccupied ? 0xffb74d : 0x69f0ae;
      const c = target.cell;
      g.roundRect(c.x + 3 * u, c.y + 3 * u, c.w - 6 * u, c.h - 6 * u, 10 * u)
        .fill({ color, alpha: 0.16 })
        .stroke({ color, width: 2.5 * u, alpha: 0.9 });
      g.poly(floorCorners(layout, target, -1.5 * u)).fill({ color, alpha: 0.3 });
    }
    const ring = this.focusRing;
    ring.clear();
    const focus = bay(s.focus);
    if (focus) {
      const c = focus.cell;
      const inset = 2 * u;
      const r = 10 * u;
      ring
        .roundRect(c.x + inset, c.y + inset, c.w - inset * 2, c.h - inset * 2, r)
        .stroke({ color: 0x0b1220, width: 6 * u, alpha: 0.55 });
      ring
        .roundRect(c.x + inset, c.y + inset, c.w - inset * 2, c.h - inset * 2, r)
        .stroke({ color: FOCUS, width: 3 * u });
    }
  }

  destroy(): void {
    this.under.destroy({ children: true });
    this.over.destroy({ children: true });
    if (this.emptyTexture !== Texture.EMPTY) this.emptyTexture.destroy(true);
  }
}
