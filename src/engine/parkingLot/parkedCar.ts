// One car in the lot: its hue-shifted side art standing in a bay, a soft ground shadow, an
// additive copy that brightens it under the pointer, and for the current car a gold glow and lit
// headlights. It glides between bays, lifts on hover and when carried, and fades in on arrival.
// `update` only moves and fades what exists (it runs every frame and allocates nothing).
import { Container, Sprite, Texture } from 'pixi.js';

import { CAR_GROUND_Y, CAR_NOSE_X } from '../race/layout';
import type { FxTextures } from '../race/textures';
import type { LotLayout } from './layout';
import { approach, createGlide, pulse, type Glide } from './motion';
import type { ParkedCar } from './pageBays';

/** Headlight in the art box, relative to the car's centre and ground line (art units). */
const HEADLIGHT_X = CAR_NOSE_X - 0.5 - 0.015;
const HEADLIGHT_Y = (44 - 78.5) / 80;

export class ParkedCarView {
  readonly root = new Container();
  readonly glide: Glide = createGlide();
  car: ParkedCar;
  /** The page index of the bay the car belongs to. */
  bay: number;
  /** Pointer over the car (0 or 1); the view eases toward it. */
  hoverTarget = 0;
  /** Picked up by the pointer or the keyboard. */
  carried = false;
  current = false;
  /** A carried car hovers over this one: it fades back to show they will trade places. */
  dimmed = false;
  /** While carried by the pointer: where the car's ground point is. */
  readonly held = { x: 0, y: 0, active: false };
  private readonly lifted = new Container();
  private readonly shadow: Sprite;
  private readonly glow: Sprite;
  private readonly body = new Sprite(Texture.EMPTY);
  private readonly shine = new Sprite(Texture.EMPTY);
  private readonly lamp: Sprite;
  private readonly beam: Sprite;
  private hover = 0;
  private lift = 0;
  private shown = 0;
  private fade = 1;
  private carW = 100;
  private carH = 40;
  private readonly shadowScale = { x: 1, y: 1 };

  constructor(
    car: ParkedCar,
    bay: number,
    fx: FxTextures,
    private readonly reducedMotion: boolean,
  ) {
    this.car = car;
    this.bay = bay;
    this.shadow = new Sprite({ texture: fx.dot, anchor: 0.5, tint: 0x000000, alpha: 0.45 });
    this.glow = new Sprite({ texture: fx.dot, anchor: 0.5, tint: 0xffc93c, blendMode: 'add' });
    this.lamp = new Sprite({ texture: fx.dot, anchor: 0.5, tint: 0xfff2c2, blendMode: 'add' });
    // The streak's bright end is its right edge: flipped, it fans out ahead of the nose.
    this.beam = new Sprite({
      texture: fx.streak,
      anchor: { x: 1, y: 0.5 },
      tint: 0xfff2c2,
      blendMode: 'add',
    });
    this.body.anchor.set(0.5, CAR_GROUND_Y);
    this.shine.anchor.set(0.5, CAR_GROUND_Y);
    this.shine.blendMode = 'add';
    this.shine.alpha = 0;
    this.lifted.addChild(this.body, this.shine, this.beam, this.lamp);
    this.root.addChild(this.glow, this.shadow, this.lifted);
    this.root.alpha = 0;
    // Nothing to show until the art is baked: a shadow alone would look like a ghost car.
    this.root.visible = false;
  }

  /** The baked, hue-shifted art. */
  setTexture(texture: Texture): void {
    this.body.texture = texture;
    this.shine.texture = texture;
    this.sizeBody();
    this.root.visible = true;
  }

  /** Sizes the car for the layout's bays. */
  layout(layout: LotLayout): void {
    this.carW = layout.carWidth;
    this.carH = layout.carHeight;
    this.sizeBody();
    this.shadow.width = this.carW * 1.1;
    this.shadow.height = this.carH * 0.42;
    this.shadowScale.x = this.shadow.scale.x;
    this.shadowScale.y = this.shadow.scale.y;
    this.glow.width = this.carW * 1.5;
    this.glow.height = this.carH * 0.9;
    this.glow.y = -this.carH * 0.05;
    this.lamp.position.set(this.carW * HEADLIGHT_X, this.carH * HEADLIGHT_Y);
    this.lamp.width = this.lamp.height = this.carH * 0.34;
    this.beam.position.copyFrom(this.lamp.position);
    this.beam.width = -this.carW * 0.34;
    this.beam.height = this.carH * 0.22;
  }

  private sizeBody(): void {
    const tex = this.body.texture;
    if (tex.width > 0) {
      this.body.scale.set(this.carW / tex.width);
      this.shine.scale.copyFrom(this.body.scale);
    }
  }

  /** Shows the car at once (first picture, reduced motion) instead of fading it in. */
  appear(): void {
    this.shown = 1;
    this.root.alpha = 1;
  }

  /**
   * Advances hover, lift, fades and the current car's breathing by `dtMs` at scene time `now`;
   * returns whether the car is moving (its breathing is ambient: the lot redraws it on its own
   * slower beat, see AMBIENT_FRAME_MS).
   */
  update(dtMs: number, now: number): boolean {
    const motion = !this.reducedMotion;
    const hoverTarget = this.carried ? 0 : this.hoverTarget;
    const liftTarget = this.carried ? 1 : hoverTarget * 0.35;
    const hover = motion ? approach(this.hover, hoverTarget, dtMs, 45) : hoverTarget;
    const lift = motion ? approach(this.lift, liftTarget, dtMs, 55) : liftTarget;
    // The fade-in starts once the art is there to fade in.
    const shown = !this.root.visible ? this.shown : motion ? approach(this.shown, 1, dtMs, 70) : 1;
    const fadeTarget = this.dimmed ? 0.45 : 1;
    const fade = motion ? approach(this.fade, fadeTarget, dtMs, 50) : fadeTarget;
    const changed =
      hover !== this.hover || lift !== this.lift || shown !== this.shown || fade !== this.fade;
    this.hover = hover;
    this.lift = lift;
    this.shown = shown;
    this.fade = fade;
    this.root.alpha = shown * fade;
    if (this.held.active) this.root.position.set(this.held.x, this.held.y);
    else this.root.position.set(this.glide.x, this.glide.y);
    this.lifted.y = -lift * this.carH * 0.42;
    this.lifted.scale.set(1 + lift * 0.06 + hover * 0.02);
    // The car rises off its shadow: the shadow stays on the ground, shrinks and pales.
    this.shadow.scale.set(
      this.shadowScale.x * (1 - lift * 0.12),
      this.shadowScale.y * (1 - lift * 0.3),
    );
    this.shadow.alpha = 0.45 - lift * 0.15;
    this.shine.alpha = hover * 0.2 + lift * 0.08;
    // Only the current car's lights are drawn at all; the flag flips rarely (on activate).
    if (this.glow.visible !== this.current) {
      this.glow.visible = this.lamp.visible = this.beam.visible = this.current;
    }
    if (this.current) {
      const breath = motion ? pulse(now) : 0.5;
      this.glow.alpha = 0.35 + breath * 0.3;
      this.lamp.alpha = 0.75 + breath * 0.2;
      this.beam.alpha = 0.28 + breath * 0.12;
    }
    return changed;
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }
}
