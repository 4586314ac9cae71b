// Frames as RGBA pixels, and comparing them with committed reference PNGs. The comparison is our
// own (a few lines): a pixel differs when any channel is off by more than `channelTolerance`, and
// a frame matches while no more than `maxDiffShare` of its pixels differ. UPDATE_SCENE_REFS=1
// rewrites the references instead (vitest.config.ts passes it in as `updateSceneRefs`).
import { inject } from 'vitest';
import { commands } from 'vitest/browser';

export interface Frame {
  width: number;
  height: number;
  /** RGBA, rows top to bottom. */
  data: Uint8ClampedArray;
}

/** A pixel differs when a channel is off by more than this (of 255)... */
export const CHANNEL_TOLERANCE = 24;
/** ...and a frame matches while at most this share of its pixels differ (0.1 %). */
export const MAX_DIFF_SHARE = 0.001;

export const REFERENCE_DIR = 'tests/scene/__screenshots__';
/** Where a failing comparison leaves the frame it got and a diff picture (git-ignored). */
export const FAILURE_DIR = '.tmp/scene-out';

function context2d(width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2D canvas context');
  return { canvas, ctx };
}

/** The canvas's pixels as drawn (a WebGL canvas must be read in the task that drew it). */
export function readCanvas(source: HTMLCanvasElement): Frame {
  const { width, height } = source;
  const { ctx } = context2d(width, height);
  ctx.drawImage(source, 0, 0);
  return { width, height, data: ctx.getImageData(0, 0, width, height).data };
}

/** [r, g, b] of the pixel at (x, y), rounded to whole pixels. */
export function pixelAt(frame: Frame, x: number, y: number): [number, number, number] {
  const i = (Math.round(y) * frame.width + Math.round(x)) * 4;
  return [frame.data[i]!, frame.data[i + 1]!, frame.data[i + 2]!];
}

async function encodePng(frame: Frame): Promise<string> {
  const { canvas, ctx } = context2d(frame.width, frame.height);
  ctx.putImageData(new ImageData(new Uint8ClampedArray(frame.data), frame.width), 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('PNG encoding failed');
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

async function decodePng(base64: string): Promise<Frame> {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }), {
    colorSpaceConversion: 'none',
    premultiplyAlpha: 'none',
  });
  const { width, height } = bitmap;
  const { ctx } = context2d(width, height);
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  return { width, height, data: ctx.getImageData(0, 0, width, height).data };
}

export interface Comparison {
  /** Pixels with a channel off by more than the tolerance. */
  differing: number;
  /** differing / all pixels. */
  share: number;
  /** The largest channel difference seen anywhere. */
  maxDelta: number;
  /** The reference was (re)written instead of compared. */
  updated: boolean;
}

export interface CompareOptions {
  channelTolerance?: number;
  maxDiffShare?: number;
}

/** Counts the pixels of `a` and `b` (same size) that differ; `diff` marks them red if given. */
export function diffFrames(a: Frame, b: Frame, tolerance: number, diff?: Uint8ClampedArray) {
  let differing = 0;
  let maxDelta = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    let delta = 0;
    for (let c = 0; c < 4; c += 1)
      delta = Math.max(delta, Math.abs(a.data[i + c]! - b.data[i + c]!));
    maxDelta = Math.max(maxDelta, delta);
    const off = delta > tolerance;
    if (off) differing += 1;
    if (diff) {
      // Differences in red over a faded copy of the reference.
      const grey = (b.data[i]! + b.data[i + 1]! + b.data[i + 2]!) / 12 + 160;
      diff[i] = off ? 255 : grey;
      diff[i + 1] = off ? 0 : grey;
      diff[i + 2] = off ? 0 : grey;
      diff[i + 3] = 255;
    }
  }
  return { differing, maxDelta };
}

/** Compares `frame` with the reference `<name>.png`, or rewrites it under UPDATE_SCENE_REFS=1. */
export async function compareWithReference(
  name: string,
  frame: Frame,
  { channelTolerance = CHANNEL_TOLERANCE, maxDiffShare = MAX_DIFF_SHARE }: CompareOptions = {},
): Promise<Comparison> {
  const path = `${REFERENCE_DIR}/${name}.png`;
  if (inject('updateSceneRefs')) {
    await commands.writeFile(path, await encodePng(frame), 'base64');
    return { differing: 0, share: 0, maxDelta: 0, updated: true };
  }
  let png: string;
  try {
    png = await commands.readFile(path, 'base64');
  } catch (error) {
    throw new Error(
      `No reference ${path}: run UPDATE_SCENE_REFS=1 npx vitest run --project scene`,
      {
        cause: error,
      },
    );
  }
  const reference = await decodePng(png);
  if (reference.width !== frame.width || reference.height !== frame.height) {
    throw new Error(
      `${path} is ${reference.width}x${reference.height}, the frame ${frame.width}x${frame.height}`,
    );
  }
  const diff = new Uint8ClampedArray(frame.data.length);
  const { differing, maxDelta } = diffFrames(frame, reference, channelTolerance, diff);
  const share = differing / (frame.width * frame.height);
  if (share > maxDiffShare) {
    await commands.writeFile(`${FAILURE_DIR}/${name}.actual.png`, await encodePng(frame), 'base64');
    const diffFrame = { width: frame.width, height: frame.height, data: diff };
    await commands.writeFile(
      `${FAILURE_DIR}/${name}.diff.png`,
      await encodePng(diffFrame),
      'base64',
    );
  }
  return { differing, share, maxDelta, updated: false };
}

declare module 'vitest' {
  export interface ProvidedContext {
    updateSceneRefs: boolean;
  }
}
