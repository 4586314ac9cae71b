// PixiJS's DOM adapter for the race scene's worker. Pixi ships WebWorkerAdapter for this; ours is
// the same less its XML parser (bitmap fonts only, which the scene does not use), which would add
// an XML library to the worker's download.
import type { Adapter, ICanvasRenderingContext2D } from 'pixi.js';

export const workerAdapter: Adapter = {
  createCanvas: (width, height) => new OffscreenCanvas(width ?? 0, height ?? 0),
  createImage: () => {
    throw new Error('no images in the race scene worker: car art arrives as bitmaps');
  },
  getCanvasRenderingContext2D: () =>
    OffscreenCanvasRenderingContext2D as unknown as { prototype: ICanvasRenderingContext2D },
  getWebGLRenderingContext: () => WebGLRenderingContext,
  getNavigator: () => navigator,
  getBaseUrl: () => globalThis.location.href,
  getFontFaceSet: () => (globalThis as { fonts?: FontFaceSet }).fonts ?? null,
  fetch: (url, options) => fetch(url, options),
  parseXML: () => {
    throw new Error('no XML in the race scene worker');
  },
};
