// What the page and the race scene's worker say to each other (raceSceneWorker.ts on the page,
// sceneWorker.ts in the worker). Plain data and transferables only; no PixiJS here, so the page
// side stays out of Pixi's chunks.
import type { RaceSnapshot, SceneEffect } from '../raceScene';

/** Size used when the host has not been laid out yet. */
export const DEFAULT_SCENE_SIZE = { width: 960, height: 360 };
export const SCENE_BACKGROUND = 0x0b1220;
/** The BroadcastChannel on which a worker started with `frameProbe` says how many frames it drew. */
export const FRAME_PROBE_CHANNEL = 'nitro-scene-probe';

export type ToSceneWorker =
  | {
      type: 'start';
      canvas: OffscreenCanvas;
      width: number;
      height: number;
      resolution: number;
      reducedMotion: boolean;
      frameProbe: boolean;
    }
  | { type: 'set'; snapshot: RaceSnapshot }
  | { type: 'play'; effect: SceneEffect }
  | { type: 'resize'; width: number; height: number; resolution: number }
  /** The page took a keystroke (inputYield.ts). */
  | { type: 'input' }
  /** A car's art rasterised by the page, at CAR_ART_RESOLUTION; null when it failed. */
  | { type: 'art'; carID: number; bitmap: ImageBitmap | null };

export type FromSceneWorker =
  | { type: 'ready' }
  | { type: 'failed'; reason: string }
  /** The worker needs this car's art (SVG does not decode in a worker). */
  | { type: 'art'; carID: number };
