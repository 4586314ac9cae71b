// Visual and performance harness for the race scene. Screenshots and the benchmark drive it from
// Playwright through `window.harness`; `?live` runs a looping race on requestAnimationFrame for a
// person watching. Query: w, h (CSS px), dpr, reduced, racers (1..5). Without dpr the scene picks
// its resolution as in the game (lower on a software renderer: src/engine/race/softwareRenderer.ts).
//
//   npx tsx bench/scene/shoot.ts [outDir]      build, serve and screenshot (default /tmp/scene-shots)
//   npx tsx bench/sceneBench.ts                 CPU per frame against an empty Pixi stage
//   npx vite build bench/scene --outDir /tmp/scene-dist --base ./   the build alone
import { Application, Assets } from 'pixi.js';

import { createFrameTicker, createManualTicker, wallClockMs } from '../../src/engine/clock';
import { carArtRequest } from '../../src/engine/race/carArt';
import { createRaceScene } from '../../src/engine/raceScene';
import cars from '../../src/server/seed/data/cars.json';
import { FRAME_MS, RACERS, SimRace } from './race';

const params = new URLSearchParams(location.search);
const width = Number(params.get('w') ?? 960);
const height = Number(params.get('h') ?? 360);
const dpr = params.get('dpr');
/** The scene's resolution when given; the empty stage's either way. */
const resolution = dpr === null ? undefined : Number(dpr);
const reducedMotion = params.has('reduced');
const racers = RACERS.slice(0, Math.max(1, Math.min(5, Number(params.get('racers') ?? 5))));
const assetKeys = new Map(cars.items.map((car) => [car.carID, car.assetKey]));
const carArt = (carID: number) => `./cars/${assetKeys.get(carID) ?? 'missing'}.svg`;

const stage = document.getElementById('stage')!;
stage.style.width = `${width}px`;
stage.style.height = `${height}px`;

async function start() {
  // The UI would preload the racers' cars in the lobby; here it makes every picture complete.
  await Promise.all(racers.map((r) => Assets.load(carArtRequest(carArt(r.carID)))));
  const ticker = createManualTicker();
  const scene = await createRaceScene(stage, { ticker, reducedMotion, resolution, carArt });
  const race = new SimRace(scene, ticker, racers);
  race.send();
  // Baking the preloaded art takes a few microtasks; let them run before the first picture.
  await new Promise((resolve) => setTimeout(resolve, 50));
  race.frames(2);
  return { scene, race, ticker };
}

/**
 * Times `frames` frames of `step`, in ms per frame. Only `step` is timed: between frames the GPU
 * queue is drained (untimed), so the software GPU drawing the last frame on the machine's other
 * core does not slow this one down and both figures measure the page's own work.
 */
function timeFrames(frames: number, step: () => void): number {
  for (let i = 0; i < 30; i += 1) step(); // warm-up: shaders, buffers, JIT
  drainGpu();
  let total = 0;
  for (let i = 0; i < frames; i += 1) {
    const t0 = wallClockMs();
    step();
    total += wallClockMs() - t0;
    drainGpu();
  }
  return total / frames;
}

const ready = start();

/** Calls `step(dt)` on every animation frame for `ms`; resolves with the frame count. */
function onFrames(ms: number, step: (dt: number) => void): Promise<number> {
  return new Promise((resolve) => {
    const t0 = wallClockMs();
    let last = t0;
    let frames = 0;
    const frame = () => {
      const now = wallClockMs();
      if (now - t0 >= ms) return resolve(frames);
      step(Math.min(50, now - last));
      last = now;
      frames += 1;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

let empty: Promise<Application> | null = null;
/** A second renderer with nothing on stage: the baseline the scene is compared with. */
function emptyApp(): Promise<Application> {
  empty ??= (async () => {
    const host = document.createElement('div');
    host.style.cssText = `width:${width}px;height:${height}px`;
    document.body.appendChild(host);
    const app = new Application();
    await app.init({
      width,
      height,
      resolution: resolution ?? devicePixelRatio,
      autoDensity: true,
      preference: 'webgl',
      autoStart: false,
      sharedTicker: false,
      backgroundColor: 0x0b1220,
    });
    host.appendChild(app.canvas);
    return app;
  })();
  return empty;
}

/**
 * Waits for every canvas's queued GL work (a one-pixel read blocks until it is done), so one
 * measurement does not pay for the software GPU still drawing the previous one.
 */
function drainGpu(): void {
  const pixel = new Uint8Array(4);
  for (const canvas of document.querySelectorAll('canvas')) {
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    gl?.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
  }
}

const harness = {
  ready: ready.then(() => true),
  async lights(value: number, frames = 30) {
    (await ready).race.lights(value, frames);
  },
  async run(ms: number, frameMs?: number) {
    (await ready).race.run(ms, frameMs);
  },
  /** Fast-forwards `ms` of racing in 100 ms frames, then settles for half a second of frames. */
  async skip(ms: number) {
    const { race } = await ready;
    race.run(Math.max(0, ms - 500), 100, 20);
    race.run(Math.min(ms, 500));
  },
  async nitro(id = 'you') {
    (await ready).race.nitro(id);
  },
  async frames(n: number) {
    (await ready).race.frames(n);
  },
  /** Resizes the host and the scene, then draws a frame. */
  async resize(w: number, h: number) {
    const { scene, race } = await ready;
    stage.style.width = `${w}px`;
    stage.style.height = `${h}px`;
    scene.resize(w, h);
    race.frames(1);
  },
  /** Destroys the scene twice (must be idempotent); returns canvases left in the host. */
  async destroy() {
    const { scene } = await ready;
    scene.destroy();
    scene.destroy();
    scene.set((await ready).race.snapshot());
    return stage.querySelectorAll('canvas').length;
  },
  /** Races until `id` has finished (or everyone), then `extraMs` more. */
  async runUntilFinished(id: string | null, extraMs = 0) {
    const { race } = await ready;
    for (let guard = 0; guard < 2000; guard += 1) {
      if (id ? race.finished(id) : race.allFinished()) break;
      race.run(1000, 100, 10);
    }
    race.run(extraMs);
  },
  /**
   * Per-frame ms of the race scene: the race restarted and run 3 s in (every car moving, trails
   * out), then `frames` frames with progress at ~10 Hz and a nitro always burning.
   */
  async benchScene(frames: number) {
    const { race } = await ready;
    race.restart();
    race.run(3000, 100, 10);
    drainGpu();
    let sinceNitro = 1e9;
    return timeFrames(frames, () => {
      sinceNitro += FRAME_MS;
      if (sinceNitro > 1200) {
        race.nitro(racers[Math.floor(race.raceMs / 1200) % racers.length]!.id);
        sinceNitro = 0;
      }
      race.run(FRAME_MS);
    });
  },
  /** Per-frame ms of an empty Pixi stage of the same size and resolution. */
  async benchEmpty(frames: number) {
    const app = await emptyApp();
    drainGpu();
    return timeFrames(frames, () => app.render());
  },
  /**
   * Real frames: for `ms` of wall time, on requestAnimationFrame, the race scene is stepped by the
   * frame's time (progress at ~10 Hz, a nitro every 1.2 s) and drawn. Returns frames drawn.
   */
  async liveScene(ms: number) {
    const { race } = await ready;
    race.restart();
    race.run(3000, 100, 10);
    let sinceNitro = 1e9;
    let turn = 0;
    return onFrames(ms, (dt) => {
      sinceNitro += dt;
      if (sinceNitro > 1200) {
        race.nitro(racers[turn++ % racers.length]!.id);
        sinceNitro = 0;
      }
      race.run(dt, dt);
    });
  },
  /** The same for an empty Pixi stage of the same size: one render per animation frame. */
  async liveEmpty(ms: number) {
    const app = await emptyApp();
    return onFrames(ms, () => app.render());
  },
  /** Device pixels per CSS pixel of the scene's canvas (its backing resolution). */
  async sceneResolution() {
    await ready;
    const canvas = stage.querySelector('canvas');
    return canvas && canvas.clientWidth > 0 ? canvas.width / canvas.clientWidth : 0;
  },
  async rendererName() {
    const canvas = stage.querySelector('canvas');
    const gl = canvas?.getContext('webgl2') ?? canvas?.getContext('webgl');
    return gl ? 'webgl' : 'other';
  },
};

declare global {
  interface Window {
    harness: typeof harness;
  }
}
window.harness = harness;

if (params.has('live')) {
  // A person watching: loop races on real frames.
  void ready.then(({ race }) => {
    const live = createFrameTicker();
    let phaseMs = 0;
    live.add((dt) => {
      phaseMs += dt;
      race.run(dt);
      if (phaseMs > 3000 && Math.floor(phaseMs / 4000) !== Math.floor((phaseMs - dt) / 4000))
        race.nitro('you');
    });
  });
}
