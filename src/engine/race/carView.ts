// One racer on the track: the hue-shifted car sprite, its trail, nitro flames with a shock ring and
// speed lines, the name tag and the place badge. Built once per racer; `update` only moves and
// scales what exists (it runs every frame and allocates nothing).
import { Container, Graphics, Sprite, Text, Texture } from 'pixi.js';

import type { SceneRacer } from '../raceScene';
import { BADGE_POP_MS, easeOutBack, nitroIntensity } from './effectCurves';
import { carAccentColor, lighten } from './hue';
import { CAR_GROUND_Y, CAR_NOSE_X, finishBandWidth, type TrackLayout } from './layout';
import { nameTagText, ordinal, placeStyle } from './placeLabels';
import { createProgressTrack, type ProgressTrack } from './progressSmoother';
import type { SpriteBaker } from './spriteBaker';
import type { FxTextures } from './textures';

const FONT = 'system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
/** Where the exhaust is in the car art, relative to the nose and ground line (art units). */
const EXHAUST_X = (14 - 186) / 200;
const EXHAUST_Y = (56 - 78.5) / 80;
const BURST_LINES = 4;

export interface CarLayers {
  trails: Container;
  /** Additive effects: flames, glows, rings, speed lines. */
  fx: Container;
  cars: Container;
}

export class CarView {
  /** Car, tag and badge: moves every frame. */
  private readonly root = new Container();
  private readonly trailOffset = { x: 0, y: 0 };
  /**
   * Nitro flames, glow, shock ring and speed lines: moved only while a nitro burns. Effects fade
   * with alpha instead of `visible`: toggling visibility makes Pixi rebuild the whole world's
   * draw list, and nitros start and stop all race long.
   */
  private readonly fx = new Container({ alpha: 0 });
  readonly track: ProgressTrack = createProgressTrack();
  lane = 0;
  racer: SceneRacer;
  place: number | null = null;
  private readonly body = new Sprite(Texture.EMPTY);
  private readonly trail: Sprite;
  private readonly flames: Sprite[];
  private readonly ring: Sprite;
  private readonly glow: Sprite;
  private readonly burst: Sprite[] = [];
  // Tag and badge are drawn off stage and baked into sprites (see SpriteBaker).
  private readonly tag: Sprite;
  private readonly tagSource = new Container();
  private readonly tagBg = new Graphics();
  private readonly tagText: Text;
  private readonly badge: Sprite;
  private readonly badgeSource = new Container();
  private readonly badgeBg = new Graphics();
  private readonly badgeText: Text;
  private tagX = 0;
  private carW = 100;
  private carH = 40;
  private nitroAt = -1e9;
  private finishAt = -1e9;

  constructor(
    racer: SceneRacer,
    fx: FxTextures,
    private readonly baker: SpriteBaker,
    private readonly reducedMotion: boolean,
  ) {
    this.racer = racer;
    this.tag = baker.sprite();
    this.badge = baker.sprite();
    const accent = carAccentColor(racer.carHueAngle);
    this.trail = new Sprite({
      texture: fx.streak,
      anchor: { x: 1, y: 0.5 },
      tint: lighten(accent, 0.35),
    });
    this.flames = [0xff5a00, 0xffc23a, 0xd8f4ff].map(
      (tint) => new Sprite({ texture: fx.flame, anchor: { x: 1, y: 0.5 }, tint, blendMode: 'add' }),
    );
    this.ring = new Sprite({
      texture: fx.ring,
      anchor: 0.5,
      tint: 0x9be7ff,
      blendMode: 'add',
      alpha: 0,
    });
    this.glow = new Sprite({ texture: fx.dot, anchor: 0.5, tint: 0xff7a1a, blendMode: 'add' });
    for (let i = 0; i < BURST_LINES; i += 1) {
      this.burst.push(
        new Sprite({
          texture: fx.streak,
          anchor: { x: 1, y: 0.5 },
          tint: 0xffffff,
          blendMode: 'add',
        }),
      );
    }
    this.body.anchor.set(CAR_NOSE_X, CAR_GROUND_Y);
    this.tagText = new Text({
      text: nameTagText(racer.name),
      style: {
        fontFamily: FONT,
        fontWeight: '800',
        fontSize: 12,
        fill: racer.isYou ? 0x1b1400 : 0xffffff,
      },
    });
    this.tagText.anchor.set(0, 0.5);
    this.tagSource.addChild(this.tagBg, this.tagText);
    this.badgeText = new Text({
      text: '',
      style: { fontFamily: FONT, fontWeight: '900', fontSize: 14 },
    });
    this.badgeText.anchor.set(0.5);
    this.badgeSource.addChild(this.badgeBg, this.badgeText);
    this.badge.visible = false;
    this.fx.addChild(...this.burst, this.glow, ...this.flames, this.ring);
    this.root.addChild(this.body, this.tag, this.badge);
  }

  /** The hue-shifted car art, once baked. */
  setTexture(texture: Texture): void {
    this.body.texture = texture;
    this.sizeBody();
  }

  /** Sizes everything for the lane height; called on resize and when the racer changes. */
  layout(layout: TrackLayout): void {
    this.carW = layout.carWidth;
    this.carH = layout.carHeight;
    this.sizeBody();
    const lane = layout.laneHeight;
    const { tag } = layout;
    const tagH = tag.height;
    this.tagText.text = nameTagText(this.racer.name, tag.maxChars);
    this.tagText.style.fontSize = tag.fontSize;
    const padX = tagH * 0.45;
    const stripe = this.racer.isYou ? 0 : tagH * 0.22;
    const w = this.tagText.width + padX * 2 + stripe;
    const above = tag.place === 'above';
    this.tagBg.clear();
    if (this.racer.isYou) {
      this.tagBg
        .roundRect(0, -tagH / 2, w, tagH, tagH / 2)
        .fill(0xffd400)
        .stroke({ color: 0xffffff, width: 1.5 });
      // The pointer: down at the car from above, forward at its tail from behind.
      this.tagBg
        .poly(
          above
            ? [w * 0.3 - 4, tagH / 2, w * 0.3 + 4, tagH / 2, w * 0.3, tagH / 2 + 5]
            : [w, -4, w, 4, w + 5, 0],
        )
        .fill(0xffd400);
    } else {
      this.tagBg.roundRect(0, -tagH / 2, w, tagH, tagH / 2).fill({ color: 0x0b1220, alpha: 0.78 });
      this.tagBg
        .roundRect(tagH * 0.22, -tagH * 0.25, stripe * 0.7, tagH * 0.5, stripe * 0.35)
        .fill(lighten(carAccentColor(this.racer.carHueAngle), 0.15));
    }
    this.tagText.x = padX + stripe;
    this.baker.bake(this.tagSource, this.tag);
    if (above) {
      // Over the rear of the car, ending before its nose: a long name grows backwards, never
      // towards the place badge past the finish line.
      this.tagX = Math.min(-this.carW * 0.8, -w);
      this.tag.y = -this.carH * 0.82 - tagH * 0.42;
    } else {
      // In the car's own lane, just behind its tail, level with the body.
      this.tagX = -this.carW * CAR_NOSE_X - 7 - w;
      this.tag.y = -this.carH * 0.45;
    }
    this.trail.height = this.carH * 0.56;
    this.trailOffset.x = this.carW * (EXHAUST_X + 0.04);
    this.trailOffset.y = -this.carH * 0.42;
    for (let i = 0; i < this.flames.length; i += 1) {
      const flame = this.flames[i]!;
      flame.x = this.carW * (EXHAUST_X + 0.02);
      flame.y = this.carH * EXHAUST_Y;
    }
    this.ring.x = this.glow.x = this.carW * EXHAUST_X;
    this.ring.y = this.glow.y = this.carH * EXHAUST_Y;
    for (let i = 0; i < BURST_LINES; i += 1) {
      const line = this.burst[i]!;
      line.height = Math.max(2, this.carH * 0.09);
      line.y = -this.carH * (0.12 + 0.22 * i);
    }
    this.layoutBadge(lane);
  }

  /** The edge chip stands in for the name tag while the car is out of view. */
  set tagVisible(visible: boolean) {
    this.tag.visible = visible;
  }

  private sizeBody(): void {
    const tex = this.body.texture;
    if (tex.width > 0) this.body.scale.set(this.carW / tex.width);
  }

  private layoutBadge(lane: number): void {
    const r = Math.min(lane * 0.36, this.carH * 0.55);
    // Past the checkered band, in the run-off.
    this.badge.x = finishBandWidth(lane) + lane * 0.12 + r;
    this.badge.y = -this.carH * 0.5;
    this.badgeBg.clear();
    if (this.place === null) return;
    const style = placeStyle(this.place);
    this.badgeBg.circle(0, r * 0.12, r).fill({ color: 0x000000, alpha: 0.25 });
    this.badgeBg
      .circle(0, 0, r)
      .fill(style.fill)
      .stroke({ color: 0xffffff, width: Math.max(2, r * 0.14) });
    this.badgeBg
      .circle(-r * 0.3, -r * 0.35, r * 0.28)
      .fill({ color: 0xffffff, alpha: style.podium ? 0.5 : 0.25 });
    this.badgeText.text = ordinal(this.place);
    this.badgeText.style.fill = style.ink;
    this.badgeText.style.fontSize = Math.round(r * 0.8);
    this.baker.bake(this.badgeSource, this.badge);
  }

  /** Shows (or clears) the finishing place; `now` starts the pop-in when `animate`. */
  setPlace(place: number | null, now: number, animate: boolean, layout: TrackLayout): void {
    if (place === this.place) return;
    this.place = place;
    this.finishAt = animate && !this.reducedMotion ? now : -1e9;
    this.badge.visible = place !== null;
    this.layoutBadge(layout.laneHeight);
  }

  /**
   * Puts the car's parts into the scene's three layers at `index` (lane order). Layers by kind
   * rather than by car keep same-blend sprites together: a handful of draw calls per frame.
   */
  mount(layers: CarLayers, index: number): void {
    const pairs: [Container, Container][] = [
      [layers.trails, this.trail],
      [layers.fx, this.fx],
      [layers.cars, this.root],
    ];
    for (const [layer, part] of pairs) {
      if (part.parent !== layer) layer.addChild(part);
      const at = Math.min(index, layer.children.length - 1);
      if (layer.getChildIndex(part) !== at) layer.setChildIndex(part, at);
    }
  }

  fireNitro(now: number): void {
    this.nitroAt = now;
  }

  /** Moves the car to world x `x` on `ground`; `pxPerMs` is its on-screen speed. */
  update(now: number, x: number, ground: number, pxPerMs: number): void {
    const w = this.carW;
    const nitro = nitroIntensity(now - this.nitroAt);
    const motion = !this.reducedMotion;
    const bob =
      motion && pxPerMs > 0.005 ? Math.sin(now * 0.045) * Math.min(1, pxPerMs * 20) * 0.8 : 0;
    this.root.x = x;
    this.root.y = ground + bob;
    // ...but never past the start of the world, where the grid would cut it off.
    this.tag.x = Math.max(this.tagX, 4 - x);
    this.trail.position.set(x + this.trailOffset.x, ground + bob + this.trailOffset.y);
    this.body.rotation = motion ? -0.035 * nitro : 0;

    // Quantised so a steady car does not re-upload its trail every frame.
    const length = Math.round(Math.min(w * 1.8, pxPerMs * 900) + nitro * w * 1.3);
    this.trail.width = Math.max(1, length);
    this.trail.alpha =
      length > 3 ? Math.round(Math.min(1, length / (w * 0.5)) * (0.6 + 0.35 * nitro) * 32) / 32 : 0;

    if (this.badge.visible) this.badge.scale.set(easeOutBack((now - this.finishAt) / BADGE_POP_MS));

    this.fx.alpha = nitro > 0 ? 1 : 0;
    if (nitro > 0) this.updateNitro(now, nitro, x, ground + bob, motion);
  }

  private updateNitro(now: number, nitro: number, x: number, y: number, motion: boolean): void {
    const w = this.carW;
    this.fx.position.set(x, y);
    for (let i = 0; i < this.flames.length; i += 1) {
      const flame = this.flames[i]!;
      const flicker = motion
        ? 1 + 0.18 * Math.sin(now * 0.09 + i * 2.1) + 0.1 * Math.sin(now * 0.23 + i)
        : 1;
      const size = (1 - i * 0.28) * nitro;
      flame.width = w * 0.95 * size * flicker;
      flame.height = this.carH * 0.55 * size * (motion ? 2 - flicker : 1);
      flame.alpha = Math.min(1, nitro * 1.2);
    }
    this.glow.width = this.carH * 2.4 * nitro;
    this.glow.height = this.carH * 1.4 * nitro;
    this.glow.alpha = 0.55 * nitro;

    const ringT = (now - this.nitroAt) / 420;
    this.ring.alpha = motion && ringT < 1 ? 1 - ringT : 0;
    if (this.ring.alpha > 0) this.ring.width = this.ring.height = this.carH * (0.4 + 1.8 * ringT);

    const span = w * 2.2;
    for (let i = 0; i < BURST_LINES; i += 1) {
      const line = this.burst[i]!;
      line.alpha = 0;
      if (!motion) continue;
      const travel = (now * 1.4 + i * span * 0.37) % span;
      line.x = -w * 0.2 - travel;
      line.width = w * (0.7 + 0.35 * (i % 2));
      line.alpha = nitro * 0.9 * (1 - travel / span);
    }
  }

  destroy(): void {
    this.baker.release(this.tag);
    this.baker.release(this.badge);
    this.tagSource.destroy({ children: true });
    this.badgeSource.destroy({ children: true });
    this.trail.destroy();
    this.fx.destroy({ children: true });
    this.root.destroy({ children: true });
  }
}
