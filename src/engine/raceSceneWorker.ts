// The race scene drawn in a worker: the page keeps a canvas whose drawing it hands to a worker
// (transferControlToOffscreen), and this proxy forwards the RaceScene calls to it. The worker
// renders on its own frames, so a keystroke's paint never waits for the scene's WebGL frame
// (bench/paintBench.ts). No PixiJS on this side: Pixi is fetched with the worker. Where workers
// cannot draw WebGL, creation rejects and the caller uses createRaceScene on the page instead.
import { CAR_ART_HEIGHT, CAR_ART_RESOLUTION, CAR_ART_WIDTH } from './race/layout';
import {
  DEFAULT_SCENE_SIZE,
  type FromSceneWorker,
  type ToSceneWorker,
} from './race/workerProtocol';
import type { RaceScene } from './raceScene';

export interface WorkerSceneOptions {
  /** URL of a car's side-view SVG, e.g. `/assets/cars/<assetKey>.svg`. */
  carArt: (carID: number) => string;
  reducedMotion: boolean;
  /** Answer the benchmark's frame-count probe (workerProtocol.ts FRAME_PROBE_CHANNEL). */
  frameProbe?: boolean;
}

/**
 * A car's SVG rasterised at CAR_ART_RESOLUTION on the page (Chrome cannot decode SVG in a
 * worker), as a bitmap to transfer; null when it cannot be loaded.
 */
async function rasteriseCarArt(url: string): Promise<ImageBitmap | null> {
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = new OffscreenCanvas(
      CAR_ART_WIDTH * CAR_ART_RESOLUTION,
      CAR_ART_HEIGHT * CAR_ART_RESOLUTION,
    );
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    // Drawn at the target size, so the vector art is rasterised sharp rather than scaled up.
    ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.transferToImageBitmap();
  } catch {
    // A missing or broken file must not stop the race: the car is drawn as a plain silhouette.
    return null;
  }
}

const pixelRatio = () => globalThis.devicePixelRatio || 1;

/** Starts the race scene in a worker drawing into a canvas filling `host`. */
export async function createRaceSceneInWorker(
  host: HTMLElement,
  options: WorkerSceneOptions,
): Promise<RaceScene> {
  const canvas = document.createElement('canvas');
  canvas.style.display = 'block';
  canvas.style.width = '100%';
  canvas.style.height = '100%';
  // The UI owns the accessible description (and keyboard focus) of what the canvas shows.
  canvas.setAttribute('aria-hidden', 'true');
  host.appendChild(canvas);
  const width = host.clientWidth || DEFAULT_SCENE_SIZE.width;
  const height = host.clientHeight || DEFAULT_SCENE_SIZE.height;

  const worker = new Worker(new URL('./race/sceneWorker.ts', import.meta.url), {
    type: 'module',
    name: 'race-scene',
  });
  const send = (message: ToSceneWorker, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer);
  let destroyed = false;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    worker.terminate();
    canvas.remove();
  };

  try {
    await new Promise<void>((resolve, reject) => {
      worker.onerror = (event) => {
        event.preventDefault();
        reject(new Error(`race scene worker: ${event.message || 'failed to load'}`));
      };
      worker.onmessage = ({ data }: MessageEvent<FromSceneWorker>) => {
        if (data.type === 'ready') resolve();
        else if (data.type === 'failed') reject(new Error(`race scene worker: ${data.reason}`));
        else if (data.type === 'art') {
          void rasteriseCarArt(options.carArt(data.carID)).then((bitmap) => {
            if (!destroyed)
              send({ type: 'art', carID: data.carID, bitmap }, bitmap ? [bitmap] : []);
          });
        }
      };
      const offscreen = canvas.transferControlToOffscreen();
      send(
        {
          type: 'start',
          canvas: offscreen,
          width,
          height,
          resolution: pixelRatio(),
          reducedMotion: options.reducedMotion,
          frameProbe: options.frameProbe ?? false,
        },
        [offscreen],
      );
    });
  } catch (error) {
    destroy();
    throw error;
  }
  worker.onerror = (event) => {
    // Once drawing, a worker error only loses the picture; the race goes on without it.
    console.warn('race: the race scene worker failed', event.message);
  };

  return {
    set: (snapshot) => {
      if (!destroyed) send({ type: 'set', snapshot });
    },
    play: (effect) => {
      if (!destroyed) send({ type: 'play', effect });
    },
    input: () => {
      if (!destroyed) send({ type: 'input' });
    },
    resize: (w, h) => {
      if (destroyed || w <= 0 || h <= 0) return;
      send({ type: 'resize', width: w, height: h, resolution: pixelRatio() });
    },
    destroy,
  };
}
