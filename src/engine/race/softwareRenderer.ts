// What the race scene does differently when no GPU draws it. On a software WebGL (SwiftShader,
// llvmpipe) every pixel of every frame is rasterised by the CPU, in the GPU process, on the cores
// the page needs to paint the passage a player types into: a 960 x 360 race frame costs ~15 ms of
// rasterising, linear in the pixel count (bench/scene/glProbe.ts). So without a GPU the track is
// drawn at a lower backing resolution (the browser scales the canvas up to its CSS size), and it
// gives way to keystrokes (inputYield.ts). With a GPU nothing changes.
import type { Application } from 'pixi.js';

/**
 * Backing resolution of the scene without a GPU, relative to one device pixel per CSS pixel:
 * 0.75 draws 56 % of the pixels (a frame ~9 ms instead of ~15 ms here) and keeps name tags
 * readable; 0.5 would blur them.
 */
export const SOFTWARE_RESOLUTION = 0.75;

/** Whether a WebGL renderer string names a software rasteriser rather than a GPU. */
export function isSoftwareRenderer(renderer: string): boolean {
  return /swiftshader|llvmpipe|softpipe|software|basic render driver/i.test(renderer);
}

/**
 * The resolution to draw at for a device pixel ratio: the device's with a GPU; without one,
 * SOFTWARE_RESOLUTION of a CSS pixel (a high-DPI screen's extra pixels are not paid for in
 * software either).
 */
export function sceneResolution(deviceResolution: number, software: boolean): number {
  if (!software) return deviceResolution;
  return Math.min(deviceResolution, 1) * SOFTWARE_RESOLUTION;
}

/** The WebGL renderer's name (the GPU's, or the software rasteriser's), '' when hidden. */
export function rendererName(app: Application): string {
  const gl = (app.renderer as { gl?: WebGLRenderingContext }).gl;
  if (!gl) return '';
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name: unknown = info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : '';
  return typeof name === 'string' ? name : '';
}

/** Whether `app` draws with a software rasteriser. */
export function drawsInSoftware(app: Application): boolean {
  return isSoftwareRenderer(rendererName(app));
}
