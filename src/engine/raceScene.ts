// The race scene's whole public surface. The UI mounts it into an element, feeds it snapshots and
// effects, and never touches a Pixi object (CONVENTIONS §2). Everything else in src/engine is an
// implementation detail behind this file.
import { Application } from 'pixi.js';

import { createFrameTicker, type SceneTicker } from './clock';
import { RaceTrackScene } from './race/raceTrackScene';

export type { SceneTicker } from './clock';

export interface RaceSceneOptions {
  /** Frame source; defaults to requestAnimationFrame through src/engine/clock.ts. */
  ticker?: SceneTicker;
  /**
   * Whole track in view, no camera, shake, parallax or particle bursts. Defaults to the
   * browser's prefers-reduced-motion setting.
   */
  reducedMotion?: boolean;
  /** Pixel density of the canvas; devicePixelRatio by default (high-DPI aware). */
  resolution?: number;
  /** URL of a car's side-view SVG, e.g. `/assets/cars/<assetKey>.svg`. */
  carArt: (carID: number) => string;
}

export interface SceneRacer {
  id: string;
  name: string;
  carID: number;
  /** Degrees the red body paint is rotated round the colour wheel. */
  carHueAngle: number;
  isYou: boolean;
  isBot: boolean;
}

export interface RaceSnapshot {
  phase: 'waiting' | 'countdown' | 'racing' | 'finished';
  /** Lane order: a racer keeps the lane it first appeared in. At most 5 are drawn. */
  racers: SceneRacer[];
  /** Target progress 0..1 per racer id at server time `at` (ms); the scene interpolates. */
  progress: Record<string, number>;
  places: Record<string, number | null>;
  /** 3, 2, 1, then 0 for the green light. */
  countdown: number | null;
  at: number;
}

export type RacePhase = RaceSnapshot['phase'];

export type SceneEffect =
  | { type: 'nitro'; racerID: string }
  | { type: 'finish'; racerID: string; place: number }
  | { type: 'countdown-tick'; value: number };

export interface RaceScene {
  /** Replaces the race state. Cheap to call at network rate; cars glide to the new progress. */
  set(snapshot: RaceSnapshot): void;
  /** Plays a one-off effect (nitro flames and burst, finish badge and confetti, light tick). */
  play(effect: SceneEffect): void;
  /** The host element is now `width` x `height` CSS pixels. */
  resize(width: number, height: number): void;
  /** Stops the frame loop, removes the canvas and frees GPU resources. Idempotent. */
  destroy(): void;
}

const DEFAULT_SIZE = { width: 960, height: 360 };

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Creates the renderer inside `host` (a canvas filling it) and starts drawing the race. */
export async function createRaceScene(
  host: HTMLElement,
  options: RaceSceneOptions,
): Promise<RaceScene> {
  const width = host.clientWidth || DEFAULT_SIZE.width;
  const height = host.clientHeight || DEFAULT_SIZE.height;
  const app = new Application();
  await app.init({
    width,
    height,
    preference: 'webgl',
    resolution: options.resolution ?? (globalThis.devicePixelRatio || 1),
    autoDensity: true,
    // Static art is baked with antialiasing; multisampling every frame would only smooth a few
    // moving shapes and costs a lot on software GL and weak GPUs.
    antialias: false,
    backgroundColor: 0x0b1220,
    // The scene is driven by our own ticker (one clock module), never by Pixi's.
    autoStart: false,
    sharedTicker: false,
  });
  app.canvas.style.display = 'block';
  app.canvas.setAttribute('aria-hidden', 'true');
  host.appendChild(app.canvas);

  const scene = new RaceTrackScene(app.renderer, {
    carArt: options.carArt,
    reducedMotion: options.reducedMotion ?? prefersReducedMotion(),
  });
  await scene.prepare();
  scene.resize(width, height);
  app.stage.addChild(scene.view);
  scene.show();

  const ticker = options.ticker ?? createFrameTicker();
  const stop = ticker.add((dt) => {
    scene.update(dt);
    app.render();
  });
  let destroyed = false;

  return {
    set: (snapshot) => {
      if (!destroyed) scene.set(snapshot);
    },
    play: (effect) => {
      if (!destroyed) scene.play(effect);
    },
    resize: (w, h) => {
      if (destroyed || w <= 0 || h <= 0) return;
      app.renderer.resize(w, h);
      scene.resize(w, h);
    },
    destroy: () => {
      if (destroyed) return;
      destroyed = true;
      stop();
      scene.hide();
      app.stage.removeChild(scene.view);
      // The renderer goes first, so textures are not freed while its last batch still binds them.
      app.destroy({ removeView: true });
      scene.destroy();
    },
  };
}
