// The race scene's worker: owns the OffscreenCanvas the page handed over and draws the race on
// its own frames, so the page's frames (the passage a player types into) never wait for the
// scene's WebGL work. The page sends what the RaceScene API receives (workerProtocol.ts) and
// rasterises car art on request, since SVG does not decode in a worker.
import { DOMAdapter, type Texture } from 'pixi.js';

import { createFrameTicker } from '../clock';
import { createPixiApp } from '../pixiHost';
import { bitmapCarArt, type CarArtSource } from './carArt';
import { createInputYield, type InputYield } from './inputYield';
import { runRaceScene, type RunningRaceScene } from './runRaceScene';
import { drawsInSoftware } from './softwareRenderer';
import { workerAdapter } from './workerAdapter';
import {
  FRAME_PROBE_CHANNEL,
  SCENE_BACKGROUND,
  type FromSceneWorker,
  type ToSceneWorker,
} from './workerProtocol';

DOMAdapter.set(workerAdapter);

interface WorkerScope {
  postMessage(message: FromSceneWorker): void;
  onmessage: ((event: MessageEvent<ToSceneWorker>) => void) | null;
}
const scope = globalThis as unknown as WorkerScope;

let scene: RunningRaceScene | null = null;
let keys: InputYield = createInputYield(false);
const artWanted = new Map<number, (texture: Texture | null) => void>();
const artLoaded = new Map<number, Promise<Texture | null>>();

/** Each car's art once per worker: asked of the page, which answers with a bitmap. */
const carArt: CarArtSource = (carID) => {
  let pending = artLoaded.get(carID);
  if (!pending) {
    pending = new Promise((resolve) => artWanted.set(carID, resolve));
    artLoaded.set(carID, pending);
    scope.postMessage({ type: 'art', carID });
  }
  return pending;
};

function listenForFrameProbe(frames: () => number): void {
  if (typeof BroadcastChannel !== 'function') return;
  const channel = new BroadcastChannel(FRAME_PROBE_CHANNEL);
  channel.onmessage = (event: MessageEvent<{ ask?: string }>) => {
    if (event.data?.ask === 'frames') channel.postMessage({ frames: frames() });
  };
}

async function start(message: Extract<ToSceneWorker, { type: 'start' }>): Promise<void> {
  // Frames come from the worker's own requestAnimationFrame (src/engine/clock.ts).
  if (!('requestAnimationFrame' in globalThis)) throw new Error('no animation frames in workers');
  const { canvas, width, height, resolution, reducedMotion } = message;
  const app = await createPixiApp({
    canvas,
    width,
    height,
    resolution,
    backgroundColor: SCENE_BACKGROUND,
    defaultSize: { width, height },
  });
  let frames = 0;
  if (message.frameProbe) listenForFrameProbe(() => frames);
  keys = createInputYield(drawsInSoftware(app));
  scene = await runRaceScene(app, width, height, {
    carArt,
    reducedMotion,
    ticker: createFrameTicker(),
    onFrame: () => {
      frames += 1;
    },
    drawFrame: () => keys.draw(),
    deviceResolution: resolution,
  });
}

scope.onmessage = ({ data }) => {
  switch (data.type) {
    case 'start':
      start(data).then(
        () => scope.postMessage({ type: 'ready' }),
        (error: unknown) =>
          scope.postMessage({
            type: 'failed',
            reason: error instanceof Error ? error.message : String(error),
          }),
      );
      return;
    case 'set':
      scene?.set(data.snapshot);
      return;
    case 'play':
      scene?.play(data.effect);
      return;
    case 'resize':
      scene?.resize(data.width, data.height, data.resolution);
      return;
    case 'input':
      keys.input();
      return;
    case 'art': {
      const resolve = artWanted.get(data.carID);
      artWanted.delete(data.carID);
      resolve?.(data.bitmap ? bitmapCarArt(data.bitmap) : null);
      return;
    }
  }
};
