// What every engine scene does to live in a page: a Pixi application filling its host element,
// driven by our ticker (never Pixi's), and the show / teardown order of the Scene lifecycle. The
// race track and the parking lot differ only in the scene they put on the stage.
import { Application } from 'pixi.js';
// Pixi compiles its shader and uniform upload code with `new Function` unless this is loaded; it
// swaps in precompiled versions, so the site's Content Security Policy needs no 'unsafe-eval'.
import 'pixi.js/unsafe-eval';

import type { Scene } from './scene';

export function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export interface PixiHostOptions {
  /** Pixel density of the canvas; devicePixelRatio by default (high-DPI aware). */
  resolution?: number;
  backgroundColor: number;
  /** Size used when the host has not been laid out yet. */
  defaultSize: { width: number; height: number };
}

/**
 * Textures one batched draw may sample from. Pixi's batch shader picks the texture with an
 * if-chain as long as this; GPUs without real per-fragment branching (software GL such as
 * SwiftShader, many weak integrated GPUs) run every branch for every pixel. Measured on the race
 * scene under SwiftShader: 16 textures cost 37 ms of GPU time a frame, 4 cost 8 ms, for 13 draw
 * calls instead of 6 (bench/sceneBench.ts).
 */
export const MAX_BATCH_TEXTURES = 4;

function limitBatchTextures(app: Application): void {
  const { limits } = app.renderer;
  limits.maxBatchableTextures = Math.min(limits.maxBatchableTextures, MAX_BATCH_TEXTURES);
}

export interface PixiAppOptions extends PixiHostOptions {
  width: number;
  height: number;
  /** Draw into this canvas (the race scene's worker passes its OffscreenCanvas). */
  canvas?: OffscreenCanvas;
}

/** Creates the renderer, on the page or in a worker; the caller draws with `app.render`. */
export async function createPixiApp(options: PixiAppOptions): Promise<Application> {
  const app = new Application();
  await app.init({
    ...(options.canvas ? { canvas: options.canvas } : {}),
    width: options.width,
    height: options.height,
    preference: 'webgl',
    resolution: options.resolution ?? (globalThis.devicePixelRatio || 1),
    autoDensity: true,
    // Static art is baked with antialiasing; multisampling every frame would only smooth a few
    // moving shapes and costs a lot on software GL and weak GPUs.
    antialias: false,
    backgroundColor: options.backgroundColor,
    // The scene is driven by our own ticker (one clock module), never by Pixi's.
    autoStart: false,
    // Pixi would load every browser extension (accessibility, DOM, events, filters) as one
    // chunk; the canvas is aria-hidden and the scenes import what they use themselves
    // (filters for car paint, events for dragging in the parking lot).
    skipExtensionImports: true,
    sharedTicker: false,
  });
  limitBatchTextures(app);
  // A restored context measures its limits again; keep ours.
  app.renderer.runners.contextChange.add({ contextChange: () => limitBatchTextures(app) });
  return app;
}

/** Creates the renderer inside `host` (a canvas filling it); the caller draws with `app.render`. */
export async function mountPixi(
  host: HTMLElement,
  options: PixiHostOptions,
): Promise<{ app: Application; width: number; height: number }> {
  const width = host.clientWidth || options.defaultSize.width;
  const height = host.clientHeight || options.defaultSize.height;
  const app = await createPixiApp({ ...options, width, height });
  app.canvas.style.display = 'block';
  // The UI owns the accessible description (and keyboard focus) of what the canvas shows.
  app.canvas.setAttribute('aria-hidden', 'true');
  host.appendChild(app.canvas);
  return { app, width, height };
}

/** Prepares `scene`, sizes it and puts it on the stage. */
export async function showScene(app: Application, scene: Scene, width: number, height: number) {
  await scene.prepare();
  scene.resize(width, height);
  app.stage.addChild(scene.view);
  scene.show();
}

/** Takes `scene` off the stage and frees everything: renderer, canvas and the scene's own. */
export function destroyScene(app: Application, scene: Scene): void {
  scene.hide();
  app.stage.removeChild(scene.view);
  // The renderer goes first, so textures are not freed while its last batch still binds them.
  app.destroy({ removeView: true });
  scene.destroy();
}
