// Mounts a real engine scene in the test page the way the app does (src/engine/pixiHost.ts: a
// WebGL Pixi application in a host element, the Scene lifecycle), but on a manual ticker at a
// fixed size and resolution 1, so a test decides exactly which frames happen.
import { Assets, type Application } from 'pixi.js';

import { createManualTicker, type ManualTicker } from '../../src/engine/clock';
import { destroyScene, mountPixi, showScene } from '../../src/engine/pixiHost';
import { carArtRequest } from '../../src/engine/race/carArt';
import type { Scene } from '../../src/engine/scene';
import { readCanvas, type Frame } from './pixels';

/** One frame at 60 fps. */
export const FRAME_MS = 1000 / 60;

/**
 * Car art by car id, served from the project's assets/ by the Vitest browser server (it serves
 * the project root). Two ids share no file, so a wrong lookup shows up in the pictures.
 */
const CAR_FILES: Record<number, string> = {
  1: 'aster_marble',
  2: 'boxline_parcel',
  3: 'dustbowl_thunderhoof',
  4: 'halcyon_skylance',
  5: 'ironhorse_stampede',
};
export const carArt = (carID: number) => `/assets/cars/${CAR_FILES[carID] ?? 'missing'}.svg`;

/**
 * Loads every car's art into Pixi's asset cache before the first test, so no load is still in
 * flight when a test's scene is torn down, and a scene gets its cars within a few frames.
 */
export async function preloadCarArt(): Promise<void> {
  const ids = Object.keys(CAR_FILES).map(Number);
  await Promise.all(ids.map((id) => Assets.load(carArtRequest(carArt(id)))));
}

export interface MountedScene<S extends Scene> {
  app: Application;
  scene: S;
  ticker: ManualTicker;
  /** Runs `frames` frames of FRAME_MS (scene updates only; `frame()` draws). */
  step(frames: number): void;
  /** Draws the stage now and reads the canvas back. */
  frame(): Frame;
  destroy(): void;
}

/**
 * A fresh WebGL application and scene per test. Sharing one application across tests was tried:
 * it is no faster here, because the software GPU then still has to finish every earlier test's
 * bakes before the next readback or texture bake, while a destroyed context drops them.
 */
export async function mountScene<S extends Scene>(
  make: (app: Application) => S,
  size: { width: number; height: number },
  backgroundColor: number,
): Promise<MountedScene<S>> {
  const host = document.createElement('div');
  host.style.width = `${size.width}px`;
  host.style.height = `${size.height}px`;
  document.body.appendChild(host);
  const { app, width, height } = await mountPixi(host, {
    resolution: 1,
    backgroundColor,
    defaultSize: size,
  });
  const scene = make(app);
  await showScene(app, scene, width, height);
  const ticker = createManualTicker();
  const stop = ticker.add((dt) => scene.update(dt));
  return {
    app,
    scene,
    ticker,
    step: (frames) => ticker.step(FRAME_MS, frames),
    frame: () => {
      app.render();
      // Read in the same task as the draw: the WebGL drawing buffer is not kept after it.
      return readCanvas(app.canvas);
    },
    destroy: () => {
      stop();
      destroyScene(app, scene);
      host.remove();
    },
  };
}

/**
 * Waits for art that loads in the background (car SVGs are fetched, decoded and painted), stepping
 * a frame every 20 ms of real time while it does.
 */
export async function until(ready: () => boolean, step: () => void, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    step();
    if (ready()) return;
    if (Date.now() > deadline) throw new Error(`still waiting for ${what} after 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
