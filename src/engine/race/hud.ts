// Screen-space helpers for the following camera: a progress strip under the road (a dot per racer,
// start tick, checkered finish) and a chip at the view's edge for each racer out of view, so the
// whole race stays readable while the camera shows only part of the track.
import { Container, Graphics, Sprite, Text } from 'pixi.js';

import type { SceneRacer } from '../raceScene';
import { carAccentColor, lighten } from './hue';
import { MIN_TAG_FONT_PX, type TrackLayout } from './layout';
import { nameTagText } from './placeLabels';
import type { SpriteBaker } from './spriteBaker';
import type { FxTextures } from './textures';

const FONT = 'system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export class ProgressStrip {
  readonly view = new Container();
  private readonly barSource = new Graphics();
  private readonly bar: Sprite;
  private left = 0;
  private span = 1;

  constructor(private readonly baker: SpriteBaker) {
    this.bar = baker.sprite();
    this.view.addChild(this.bar);
  }

  layout(layout: TrackLayout): void {
    const u = layout.unit;
    const w = Math.min(layout.width * 0.5, 420 * u);
    const h = Math.max(4, 5 * u);
    this.left = Math.round((layout.width - w) / 2);
    this.span = w;
    // In the grass verge under the road: the sky stays clear for the start lights.
    this.view.y = Math.round((layout.trackBottom + layout.height) / 2);
    const g = this.barSource.clear();
    g.roundRect(this.left - 8 * u, -h / 2 - 7 * u, w + 16 * u, h + 14 * u, 8 * u).fill({
      color: 0x0b1220,
      alpha: 0.55,
    });
    g.roundRect(this.left, -h / 2, w, h, h / 2).fill({ color: 0xffffff, alpha: 0.35 });
    g.rect(this.left - 1, -h, 2, h * 2).fill(0xffffff);
    const sq = h / 1.5;
    for (let r = 0; r < 3; r += 1) {
      for (let c = 0; c < 2; c += 1) {
        g.rect(this.left + w + c * sq, -h + r * sq * 1.34, sq, sq * 1.34).fill(
          (r + c) % 2 ? 0x111111 : 0xffffff,
        );
      }
    }
    this.baker.bake(this.barSource, this.bar);
  }

  destroy(): void {
    this.baker.release(this.bar);
    this.barSource.destroy();
    this.view.destroy({ children: true });
  }

  /** X on the strip for a progress value. */
  xFor(progress: number): number {
    return this.left + this.span * progress;
  }
}

export class RacerMarker {
  /** Dot on the progress strip: a rim disc with the racer's colour on top. */
  readonly dot = new Container();
  private readonly rim: Sprite;
  private readonly fill: Sprite;
  /** Edge chip shown while the racer's car is out of view. */
  readonly chip: Sprite;
  private readonly chipSource = new Container();
  private readonly chipBg = new Graphics();
  private readonly chipText: Text;
  private chipW = 0;
  private side: -1 | 0 | 1 = 0;

  constructor(
    private racer: SceneRacer,
    fx: FxTextures,
    private readonly baker: SpriteBaker,
  ) {
    this.chip = baker.sprite();
    this.rim = new Sprite({ texture: fx.disc, anchor: 0.5 });
    this.fill = new Sprite({ texture: fx.disc, anchor: 0.5 });
    this.dot.addChild(this.rim, this.fill);
    this.chipText = new Text({
      text: '',
      style: { fontFamily: FONT, fontWeight: '800', fontSize: 11, fill: 0xffffff },
    });
    this.chipText.anchor.set(0, 0.5);
    this.chipSource.addChild(this.chipBg, this.chipText);
    this.chip.visible = false;
  }

  layout(layout: TrackLayout, racer: SceneRacer): void {
    this.racer = racer;
    const u = layout.unit;
    const accent = lighten(carAccentColor(racer.carHueAngle), 0.1);
    const r = (racer.isYou ? 6 : 4.5) * u;
    this.rim.tint = racer.isYou ? 0xffd400 : 0xffffff;
    this.rim.width = this.rim.height = 2 * r + 3 * u;
    this.fill.tint = accent;
    this.fill.width = this.fill.height = 2 * r;
    this.chipText.style.fontSize = Math.round(Math.max(MIN_TAG_FONT_PX, layout.laneHeight * 0.22));
    this.side = 0;
  }

  private drawChip(side: -1 | 1, u: number): void {
    this.side = side;
    this.chipText.text = `${side < 0 ? '◀ ' : ''}${nameTagText(this.racer.name, 12)}${side > 0 ? ' ▶' : ''}`;
    const h = this.chipText.style.fontSize as number;
    const pad = h * 0.55;
    this.chipW = this.chipText.width + pad * 2;
    const fill = this.racer.isYou ? 0xffd400 : 0x0b1220;
    this.chipText.style.fill = this.racer.isYou ? 0x1b1400 : 0xffffff;
    this.chipBg
      .clear()
      .roundRect(0, -h * 0.8, this.chipW, h * 1.6, h * 0.8)
      .fill({ color: fill, alpha: 0.85 });
    this.chipBg
      .rect(side < 0 ? 0 : this.chipW - 3 * u, -h * 0.8, 3 * u, h * 1.6)
      .fill(lighten(carAccentColor(this.racer.carHueAngle), 0.1));
    this.chipText.x = pad;
    this.baker.bake(this.chipSource, this.chip);
  }

  /**
   * Moves the strip dot to `progressX`. `screenX` is the car's nose on screen: the chip shows
   * while the whole car is off one side (redrawn only when the side changes). Returns whether
   * the car is out of view.
   */
  update(progressX: number, screenX: number, laneY: number, layout: TrackLayout): boolean {
    this.dot.x = progressX;
    const carW = layout.carWidth;
    const side: -1 | 0 | 1 = screenX < 0 ? -1 : screenX - carW > layout.width ? 1 : 0;
    this.chip.visible = side !== 0;
    if (side === 0) return false;
    const u = layout.unit;
    if (side !== this.side) this.drawChip(side, u);
    this.chip.x = side < 0 ? 6 * u : layout.width - this.chipW - 6 * u;
    this.chip.y = laneY;
    return true;
  }

  destroy(): void {
    this.dot.destroy({ children: true });
    this.baker.release(this.chip);
    this.chipSource.destroy({ children: true });
  }
}
