// The race scene's whole public surface. The UI mounts it into an element, feeds it snapshots and
// effects, and never touches a Pixi object (CONVENTIONS §2). Everything else in src/engine is an
// implementation detail behind this file.
// The scene can also run in a worker (raceSceneWorker.ts), behind this same interface.
import type { SceneRacerData, SceneSnapshotData } from '../domain/race/raceView';
import { createFrameTicker, type SceneTicker } from './clock';
import { mountPixi, prefersReducedMotion } from './pixiHost';
import { svgCarArt } from './race/carArt';
import { createInputYield } from './race/inputYield';
import { runRaceScene } from './race/runRaceScene';
import { drawsInSoftware } from './race/softwareRenderer';
import { DEFAULT_SCENE_SIZE, SCENE_BACKGROUND } from './race/workerProtocol';

export type { SceneTicker } from './clock';

export interface RaceSceneOptions {
  /** Frame source; defaults to requestAnimationFrame through src/engine/clock.ts. */
  ticker?: SceneTicker;
  /**
   * Whole track in view, no camera, shake, parallax or particle bursts. Defaults to the
   * browser's prefers-reduced-motion setting.
   */
  reducedMotion?: boolean;
  /**
   * Pixel density of the canvas, drawn exactly. By default devicePixelRatio (high-DPI aware)
   * with a GPU, and fewer pixels without one (race/softwareRenderer.ts).
   */
  resolution?: number;
  /** URL of a car's side-view SVG, e.g. `/assets/cars/<assetKey>.svg`. */
  carArt: (carID: number) => string;
}

/** A racer as the scene draws it (domain: race/raceView.ts, where the fields are described). */
export type SceneRacer = SceneRacerData;

/** The race state the scene draws, built by the domain's sceneSnapshot. */
export type RaceSnapshot = SceneSnapshotData;

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
  /**
   * The page took a keystroke and is about to paint it: a scene drawn by a software renderer
   * holds back its next frames so as not to starve the page (race/inputYield.ts).
   */
  input?(): void;
  /** The host element is now `width` x `height` CSS pixels. */
  resize(width: number, height: number): void;
  /** Stops the frame loop, removes the canvas and frees GPU resources. Idempotent. */
  destroy(): void;
}

/**
 * Creates the renderer inside `host` (a canvas filling it) and starts drawing the race, on the
 * page's main thread. Tests and benchmarks use it with a manual ticker.
 */
export async function createRaceScene(
  host: HTMLElement,
  options: RaceSceneOptions,
): Promise<RaceScene> {
  const { app, width, height } = await mountPixi(host, {
    resolution: options.resolution,
    backgroundColor: SCENE_BACKGROUND,
    defaultSize: DEFAULT_SCENE_SIZE,
  });
  // On the browser's frames, a software renderer paces its drawing (race/inputYield.ts); a
  // manual ticker's every step is drawn, since its caller decides which frames happen.
  const keys = createInputYield(!options.ticker && drawsInSoftware(app));
  const scene = await runRaceScene(app, width, height, {
    carArt: svgCarArt(options.carArt),
    reducedMotion: options.reducedMotion ?? prefersReducedMotion(),
    ticker: options.ticker ?? createFrameTicker(),
    drawFrame: () => keys.draw(),
    deviceResolution:
      options.resolution === undefined ? globalThis.devicePixelRatio || 1 : undefined,
  });
  return { ...scene, input: () => keys.input() };
}
