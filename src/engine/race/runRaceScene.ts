// The race scene running on a Pixi application: the one body behind both ways the UI gets a
// scene, on the page (raceScene.ts) and in a worker (sceneWorker.ts). It puts the track on the
// stage, draws it on every tick, and answers the RaceScene calls.
import type { Application } from 'pixi.js';

import type { SceneTicker } from '../clock';
import { destroyScene, showScene } from '../pixiHost';
import type { RaceScene } from '../raceScene';
import type { CarArtSource } from './carArt';
import { RaceTrackScene } from './raceTrackScene';
import { drawsInSoftware, sceneResolution } from './softwareRenderer';

export interface RunOptions {
  carArt: CarArtSource;
  reducedMotion: boolean;
  ticker: SceneTicker;
  /** Called after each drawn frame (the worker counts them for the benchmark's probe). */
  onFrame?: () => void;
  /**
   * Asked once per frame whether to draw it (inputYield.ts); the scene moves on either way.
   * Every frame is drawn without it.
   */
  drawFrame?: () => boolean;
  /**
   * The pixel density the page asks for (devicePixelRatio): drawn at it with a GPU, below it
   * without one (softwareRenderer.ts). Omitted, the renderer keeps the resolution it was made
   * with on any renderer (tests and benchmarks that pick theirs).
   */
  deviceResolution?: number;
}

/** A RaceScene whose resize may also change the pixel density (the worker has no window). */
export interface RunningRaceScene extends RaceScene {
  resize(width: number, height: number, deviceResolution?: number): void;
}

export async function runRaceScene(
  app: Application,
  width: number,
  height: number,
  options: RunOptions,
): Promise<RunningRaceScene> {
  const software = drawsInSoftware(app);
  const { deviceResolution } = options;
  // Before the scene bakes its layers, which it does at the renderer's resolution.
  if (deviceResolution !== undefined)
    app.renderer.resize(width, height, sceneResolution(deviceResolution, software));
  const scene = new RaceTrackScene(app.renderer, {
    carArt: options.carArt,
    reducedMotion: options.reducedMotion,
  });
  await showScene(app, scene, width, height);

  const { onFrame, drawFrame } = options;
  const stop = options.ticker.add((dt) => {
    scene.update(dt);
    if (drawFrame && !drawFrame()) return;
    app.render();
    onFrame?.();
  });
  let destroyed = false;

  return {
    set: (snapshot) => {
      if (!destroyed) scene.set(snapshot);
    },
    play: (effect) => {
      if (!destroyed) scene.play(effect);
    },
    resize: (w, h, device) => {
      if (destroyed || w <= 0 || h <= 0) return;
      const resolution = device === undefined ? undefined : sceneResolution(device, software);
      app.renderer.resize(w, h, resolution);
      scene.resize(w, h);
    },
    destroy: () => {
      if (destroyed) return;
      destroyed = true;
      stop();
      destroyScene(app, scene);
    },
  };
}
