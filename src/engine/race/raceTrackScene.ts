// The race track scene: racers' cars in stable lanes, a camera that follows the player on the
// long track (or the whole track in view with reduced motion), effects and overlays. `set` and
// `play` take the UI's plain data; `update` is the per-frame path and allocates nothing.
import { Container, type Renderer } from 'pixi.js';

import type { RaceSnapshot, SceneEffect, SceneRacer } from '../raceScene';
import type { Scene } from '../scene';
import { Backdrop } from './backdrop';
import { cameraTarget, followCamera, shakeOffset } from './camera';
import { CarArt, type CarArtSource } from './carArt';
import { CarView, type CarLayers } from './carView';
import { ConfettiPool } from './confetti';
import { countdownLights } from './countdownLights';
import { CountdownView } from './countdownView';
import { ProgressStrip, RacerMarker } from './hud';
import { assignLanes, laneCountFor, layoutTrack, progressToX, type TrackLayout } from './layout';
import { placeStyle } from './placeLabels';
import { reportProgress, snapTrack, stepTrack } from './progressSmoother';
import { SpriteBaker } from './spriteBaker';
import { createFxTextures, type FxTextures } from './textures';

interface Entry {
  car: CarView;
  marker: RacerMarker;
}

export interface RaceTrackOptions {
  /** Each car's unpainted art (an SVG through Assets on the page, a bitmap in the worker). */
  carArt: CarArtSource;
  reducedMotion: boolean;
}

const SHAKE_MS = 380;

/** Same car, paint, name and role: the racer's view can be kept as it is. */
function looksSame(a: SceneRacer, b: SceneRacer): boolean {
  return (
    a.carID === b.carID &&
    a.carHueAngle === b.carHueAngle &&
    a.name === b.name &&
    a.isYou === b.isYou
  );
}

export class RaceTrackScene implements Scene {
  readonly view = new Container();
  private readonly shaker = new Container();
  private readonly backdrop: Backdrop;
  private readonly layers: CarLayers = {
    trails: new Container(),
    fx: new Container(),
    cars: new Container(),
  };
  private readonly hud = new Container();
  private readonly fx: FxTextures;
  private readonly art: CarArt;
  private readonly confetti = new ConfettiPool(90);
  private readonly countdown: CountdownView;
  private readonly baker: SpriteBaker;
  private readonly strip: ProgressStrip;
  private readonly follow: boolean;
  private layout: TrackLayout;
  private entries: Entry[] = [];
  private readonly byId = new Map<string, Entry>();
  private lanes = new Map<string, number>();
  private now = 0;
  private camX = 0;
  private cameraPlaced = false;
  private shakeAt = -1e9;
  private shakeStrength = 0;
  private hasSnapshot = false;
  private orderChanged = false;
  private laidOut = false;

  constructor(
    renderer: Renderer,
    private readonly options: RaceTrackOptions,
  ) {
    this.follow = !options.reducedMotion;
    this.backdrop = new Backdrop(renderer);
    this.fx = createFxTextures();
    this.art = new CarArt(renderer, options.carArt);
    this.baker = new SpriteBaker(renderer);
    this.strip = new ProgressStrip(this.baker);
    this.countdown = new CountdownView(this.fx, this.baker, options.reducedMotion);
    this.layout = layoutTrack({ width: 960, height: 360, laneCount: 1, follow: this.follow });
    const { trails, fx, cars } = this.layers;
    this.backdrop.world.addChild(trails, fx, cars, this.confetti.view);
    this.hud.addChild(this.strip.view, this.countdown.view);
    this.strip.view.visible = this.follow;
    this.shaker.addChild(this.backdrop.back, this.backdrop.world);
    this.view.addChild(this.shaker, this.hud);
    this.view.visible = false;
  }

  async prepare(): Promise<void> {
    // Effect textures are painted synchronously in the constructor; car art loads per racer as
    // racers arrive, so there is nothing to wait for before the first frame.
  }

  show(): void {
    this.view.visible = true;
  }

  hide(): void {
    this.view.visible = false;
  }

  resize(width: number, height: number): void {
    // Re-baking the backdrop is the expensive part of a resize; skip it when nothing changed.
    if (width === this.layout.width && height === this.layout.height && this.laidOut) return;
    this.laidOut = true;
    this.relayout(width, height, laneCountFor(this.lanes));
  }

  private relayout(width: number, height: number, laneCount: number): void {
    const layout = layoutTrack({ width, height, laneCount, follow: this.follow });
    this.layout = layout;
    this.backdrop.layout(layout, this.playerLane());
    for (const { car, marker } of this.entries) {
      car.layout(layout);
      marker.layout(layout, car.racer);
    }
    this.strip.layout(layout);
    this.countdown.layout(layout);
    this.cameraPlaced = false;
  }

  private playerLane(): number | null {
    for (const { car } of this.entries) if (car.racer.isYou) return car.lane;
    return null;
  }

  set(snapshot: RaceSnapshot): void {
    const ids = snapshot.racers.map((r) => r.id);
    const lanes = assignLanes(this.lanes, ids);
    const laneCountChanged = laneCountFor(lanes) !== laneCountFor(this.lanes) || !this.hasSnapshot;
    this.lanes = lanes;
    for (const entry of this.entries) {
      if (!lanes.has(entry.car.racer.id)) this.remove(entry);
    }
    let playerChanged = false;
    for (const racer of snapshot.racers) {
      const lane = lanes.get(racer.id);
      const entry = this.byId.get(racer.id);
      if (lane === undefined || (entry && looksSame(entry.car.racer, racer))) continue;
      // A new racer, or one who changed car, paint or name: their art and tag are rebuilt.
      playerChanged ||= racer.isYou || entry?.car.racer.isYou === true;
      if (entry) this.remove(entry);
      this.add(racer, lane);
    }
    if (this.orderChanged) this.reorder();

    const moving = snapshot.phase === 'racing' || snapshot.phase === 'finished';
    // Back on the grid (a new race in the same scene): the camera cuts back instead of panning.
    if (!moving) this.cameraPlaced = false;
    for (const { car } of this.entries) {
      const id = car.racer.id;
      const progress = snapshot.progress[id] ?? 0;
      reportProgress(car.track, progress, snapshot.at, this.now);
      if (!moving) snapTrack(car.track, progress);
      car.setPlace(snapshot.places[id] ?? null, this.now, this.hasSnapshot, this.layout);
    }
    if (laneCountChanged) this.relayout(this.layout.width, this.layout.height, laneCountFor(lanes));
    else if (playerChanged) this.backdrop.highlightLane(this.playerLane());
    this.countdown.set(countdownLights(snapshot.phase, snapshot.countdown), this.now);
    this.hasSnapshot = true;
  }

  /** Lower lanes draw over upper ones, so cars overlap as if they sat on the road. */
  private reorder(): void {
    this.entries.sort((a, b) => a.car.lane - b.car.lane);
    this.entries.forEach((e, i) => e.car.mount(this.layers, i));
    const you = this.entries.find((e) => e.car.racer.isYou);
    // The player's dot sits on top of the others on the progress strip.
    if (you) this.strip.view.setChildIndex(you.marker.dot, this.strip.view.children.length - 1);
    this.orderChanged = false;
  }

  private add(racer: SceneRacer, lane: number): void {
    const car = new CarView(racer, this.fx, this.baker, this.options.reducedMotion);
    car.lane = lane;
    car.layout(this.layout);
    const marker = new RacerMarker(racer, this.fx, this.baker);
    marker.layout(this.layout, racer);
    const entry = { car, marker };
    this.entries.push(entry);
    this.byId.set(racer.id, entry);
    car.mount(this.layers, this.entries.length - 1);
    this.orderChanged = true;
    this.strip.view.addChild(marker.dot);
    this.hud.addChild(marker.chip);
    this.art
      .texture(racer.carID, racer.carHueAngle)
      .then((texture) => {
        if (this.byId.get(racer.id) === entry) car.setTexture(texture);
      })
      .catch(() => {
        // Destroyed while loading: nothing to show it on.
      });
  }

  private remove(entry: Entry): void {
    this.entries = this.entries.filter((e) => e !== entry);
    this.byId.delete(entry.car.racer.id);
    entry.car.destroy();
    entry.marker.destroy();
  }

  play(effect: SceneEffect): void {
    if (effect.type === 'countdown-tick') {
      this.countdown.pulse(this.now);
      return;
    }
    const entry = this.byId.get(effect.racerID);
    if (!entry) return;
    const { car } = entry;
    const motion = !this.options.reducedMotion;
    if (effect.type === 'nitro') {
      car.fireNitro(this.now);
      if (car.racer.isYou && motion) this.shake(4 * this.layout.unit);
      return;
    }
    car.setPlace(effect.place, this.now, true, this.layout);
    if (motion && (car.racer.isYou || placeStyle(effect.place).podium)) {
      const layout = this.layout;
      const y = layout.laneCenters[car.lane] ?? layout.asphaltTop;
      this.confetti.burst(
        layout.finishX + layout.laneHeight * 0.3,
        y,
        car.racer.isYou ? 60 : 30,
        layout.unit,
        this.now,
      );
    }
  }

  private shake(strength: number): void {
    this.shakeAt = this.now;
    this.shakeStrength = strength;
  }

  update(dtMs: number): void {
    this.now += dtMs;
    const now = this.now;
    const layout = this.layout;
    const length = layout.finishX - layout.startX;
    let focusX = -1;
    let leaderX = -1;
    for (let i = 0; i < this.entries.length; i += 1) {
      const { car } = this.entries[i]!;
      const p = stepTrack(car.track, dtMs, now);
      const x = progressToX(layout, p);
      car.update(
        now,
        x,
        layout.laneGround[car.lane] ?? layout.asphaltBottom,
        car.track.speed * length,
      );
      if (car.racer.isYou) focusX = x;
      if (x > leaderX) leaderX = x;
    }
    this.moveCamera(focusX >= 0 ? focusX : leaderX, dtMs);
    for (let i = 0; i < this.entries.length; i += 1) {
      const { car, marker } = this.entries[i]!;
      const x = progressToX(layout, car.track.shown);
      const laneY = layout.laneCenters[car.lane] ?? 0;
      const offView =
        this.follow &&
        marker.update(this.strip.xFor(car.track.shown), x - this.camX, laneY, layout);
      car.tagVisible = !offView;
    }
    const shakeT = (now - this.shakeAt) / SHAKE_MS;
    const strength = shakeT < 1 ? this.shakeStrength * (1 - shakeT) : 0;
    this.shaker.x = shakeOffset(strength, now, 0);
    this.shaker.y = shakeOffset(strength, now, 1);
    this.confetti.update(dtMs);
    this.countdown.update(now);
  }

  private moveCamera(focusX: number, dtMs: number): void {
    const layout = this.layout;
    if (!this.follow || focusX < 0) {
      this.backdrop.scroll(0);
      return;
    }
    const target = cameraTarget(focusX, layout.width, layout.worldWidth);
    this.camX = this.cameraPlaced ? followCamera(this.camX, target, dtMs) : target;
    this.cameraPlaced = true;
    this.backdrop.scroll(Math.round(this.camX));
  }

  destroy(): void {
    for (const entry of [...this.entries]) this.remove(entry);
    this.art.destroy();
    this.confetti.destroy();
    this.countdown.destroy();
    this.strip.destroy();
    this.backdrop.destroy();
    this.view.destroy({ children: true });
    this.fx.destroy();
  }
}
