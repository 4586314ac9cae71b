// The start-light gantry over the track: three lamps that light red one by one and then all turn
// green, with a big call-out (3, 2, 1, GO!) that pops in on each tick. Screen space.
import { Container, Graphics, Sprite, Text } from 'pixi.js';

import type { LightColor, LightsState } from './countdownLights';
import { easeOutBack, smoothstep } from './effectCurves';
import type { TrackLayout } from './layout';
import type { SpriteBaker } from './spriteBaker';
import type { FxTextures } from './textures';

const FONT = 'system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const LAMP = { red: 0xff1f3d, green: 0x19e36b } as const;
const POP_MS = 380;
/** GO! stays this long before the gantry fades out over FADE_MS. */
const GO_HOLD_MS = 800;
const FADE_MS = 500;

export class CountdownView {
  readonly view = new Container();
  // Panel and lamps are baked into one sprite whenever the lights change.
  private readonly lampBox = new Container();
  private readonly lamps: Sprite;
  private readonly panel = new Graphics();
  private readonly lampsOn: Graphics[] = [];
  private readonly glows: Sprite[] = [];
  private readonly label: Text;
  private state: LightsState | null = null;
  private changedAt = -1e9;
  private goAt: number | null = null;

  constructor(
    fx: FxTextures,
    private readonly baker: SpriteBaker,
    private readonly reducedMotion: boolean,
  ) {
    this.lamps = baker.sprite();
    this.lampBox.addChild(this.panel);
    for (let i = 0; i < 3; i += 1) {
      const glow = new Sprite({ texture: fx.dot, anchor: 0.5, blendMode: 'add', visible: false });
      const lamp = new Graphics({ visible: false });
      this.glows.push(glow);
      this.lampsOn.push(lamp);
      this.lampBox.addChild(lamp);
      this.view.addChild(glow);
    }
    this.view.addChild(this.lamps);
    this.label = new Text({
      text: '',
      style: {
        fontFamily: FONT,
        fontWeight: '900',
        fontSize: 64,
        fill: 0xffffff,
        stroke: { color: 0x0b1220, width: 8, join: 'round' },
        dropShadow: { color: 0x000000, alpha: 0.45, blur: 6, distance: 4, angle: Math.PI / 2 },
      },
    });
    this.label.anchor.set(0.5);
    this.view.addChild(this.label);
    this.view.visible = false;
  }

  layout(layout: TrackLayout): void {
    const u = layout.unit;
    const r = Math.round(13 * u);
    const gap = r * 2.9;
    const w = gap * 3;
    const h = r * 2 + 16 * u;
    const top = Math.round(14 * u) + 14 * u;
    this.view.x = Math.round(layout.width / 2);
    this.panel.clear();
    this.panel.rect(-2 * u, -4 * u, 4 * u, top + 4 * u).fill(0x263238);
    this.panel
      .roundRect(-w / 2, top, w, h, 10 * u)
      .fill({ color: 0x0e1217, alpha: 0.94 })
      .stroke({
        color: 0x546e7a,
        width: 2 * u,
      });
    for (let i = 0; i < 3; i += 1) {
      const cx = (i - 1) * gap;
      const cy = top + h / 2;
      this.panel
        .circle(cx, cy, r + 2 * u)
        .fill(0x000000)
        .circle(cx, cy, r)
        .fill(0x2a1a1d);
      const glow = this.glows[i]!;
      glow.position.set(cx, cy);
      glow.width = glow.height = r * 5.5;
      this.lampsOn[i]!.position.set(cx, cy);
      this.lampsOn[i]!.clear()
        .circle(0, 0, r)
        .fill(0xffffff)
        .circle(-r * 0.3, -r * 0.35, r * 0.32)
        .fill({
          color: 0xffffff,
          alpha: 0.6,
        });
    }
    this.label.style.fontSize = Math.round(Math.min(layout.height * 0.2, 72 * u));
    this.label.y = top + h + this.label.style.fontSize * 0.75;
    if (this.state) this.apply(this.state);
    else this.baker.bake(this.lampBox, this.lamps);
  }

  set(state: LightsState, now: number): void {
    const prev = this.state;
    this.state = state;
    if (state.label === 'GO!') this.goAt ??= now;
    else this.goAt = null;
    // Snapshots arrive ten times a second; re-bake the lamps only when they change.
    if (
      prev &&
      prev.label === state.label &&
      prev.lamps.every((lamp, i) => lamp === state.lamps[i])
    ) {
      return;
    }
    this.changedAt = now;
    this.apply(state);
  }

  /** A countdown tick: restart the call-out pop even if the value did not change. */
  pulse(now: number): void {
    this.changedAt = now;
  }

  private apply(state: LightsState): void {
    for (let i = 0; i < 3; i += 1) this.light(i, state.lamps[i]!);
    this.label.text = state.label ?? '';
    this.label.style.fill = state.label === 'GO!' ? 0x19e36b : 0xffffff;
    this.baker.bake(this.lampBox, this.lamps);
  }

  private light(i: number, color: LightColor): void {
    const lamp = this.lampsOn[i]!;
    const glow = this.glows[i]!;
    lamp.visible = glow.visible = color !== 'off';
    if (color === 'off') return;
    lamp.tint = LAMP[color];
    glow.tint = LAMP[color];
  }

  update(now: number): void {
    const state = this.state;
    if (!state?.visible) {
      this.view.visible = false;
      return;
    }
    let alpha = 1;
    if (this.goAt !== null) alpha = 1 - smoothstep((now - this.goAt - GO_HOLD_MS) / FADE_MS);
    this.view.visible = alpha > 0;
    if (alpha <= 0) return;
    this.view.alpha = alpha;
    const t = (now - this.changedAt) / POP_MS;
    this.label.scale.set(this.reducedMotion ? 1 : 0.4 + 0.6 * easeOutBack(t));
    const glowPulse = this.reducedMotion ? 1 : 0.85 + 0.15 * Math.sin(now * 0.012);
    for (let i = 0; i < 3; i += 1) this.glows[i]!.alpha = 0.75 * glowPulse;
  }

  destroy(): void {
    this.baker.release(this.lamps);
    this.lampBox.destroy({ children: true });
    this.view.destroy({ children: true });
  }
}
