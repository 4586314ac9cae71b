// Race scene CPU cost per frame against an empty Pixi stage, measured in the same Chromium on
// this machine: `npx tsx bench/sceneBench.ts` (bench/run.ts can call runSceneBench()).
// Two measures, each against its own empty-stage baseline in the same run:
// - per displayed frame: the scene (or the empty stage) runs on requestAnimationFrame for a few
//   seconds while the CPU time of every browser thread is read from /proc (scene/threadCpu.ts):
//   CPU ms / frames is what a frame costs, the browser's own frame work (compositing, GL command
//   handling) included. The software rasteriser that draws the pixels here (no GPU) is counted
//   apart: with a GPU that work is not CPU time. The budget compares the rest.
// - scene JS alone: both step the renderer synchronously inside one page.evaluate, timing the
//   page's own work per frame (scene update, batching, GL command encoding) and nothing else.
//   The empty stage's render call is almost free, so this ratio says how much JS the scene adds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { CDPSession, Page } from 'playwright-core';

import { buildHarness, launchChromium, serveStatic } from './scene/serve';
import { browserCpu } from './scene/threadCpu';

export interface SceneBenchResult {
  /** The scene's backing resolution (device pixels per CSS pixel); the empty stage's is 1. */
  resolution: number;
  /** ms of page work per frame for an empty stage of the same size and resolution. */
  emptyMs: number;
  /** ms of page work per frame for the race scene: 5 cars, trails, a nitro always burning. */
  sceneMs: number;
  /** sceneMs / emptyMs (goal: at most 2). */
  ratio: number;
  /**
   * Main-thread task time per frame from CDP Performance.getMetrics over the same runs. It also
   * counts the page waiting for the GPU process (software GL here), so it is far above the rest.
   */
  taskMs: { empty: number; scene: number };
  /**
   * Per displayed frame on requestAnimationFrame: CPU ms of all browser processes except the
   * software rasteriser (the page, Chromium's frame and compositing work, GL command handling:
   * what a frame costs the CPU when a GPU draws the pixels), and the rasteriser's ms apart.
   */
  frameCpu: {
    emptyMs: number;
    sceneMs: number;
    ratio: number;
    emptyRasterMs: number;
    sceneRasterMs: number;
    emptyFps: number;
    sceneFps: number;
  };
}

const LIVE_MS = Number(process.env.SCENE_BENCH_LIVE_MS || 4000);

interface LiveRun {
  /** CPU of all browser processes per frame. */
  totalMs: number;
  /** Of which the software rasteriser's threads. */
  rasterMs: number;
  fps: number;
}

async function live(page: Page, browserCdp: CDPSession, expression: string): Promise<LiveRun> {
  const before = await browserCpu(browserCdp);
  const frames = Math.max(1, Number(await page.evaluate(expression)));
  const after = await browserCpu(browserCdp);
  return {
    totalMs: (after.totalMs - before.totalMs) / frames,
    rasterMs: (after.rasterMs - before.rasterMs) / frames,
    fps: frames / (LIVE_MS / 1000),
  };
}

const FRAMES = Number(process.env.SCENE_BENCH_FRAMES || 600);
const ROUNDS = Number(process.env.SCENE_BENCH_ROUNDS || 3);
/**
 * A typical race view on a screen of one device pixel per CSS pixel. The scene picks its own
 * resolution as in the game (fewer pixels on a software renderer: src/engine/race/
 * softwareRenderer.ts); SCENE_BENCH_DPR=1 makes it draw exactly that, as the empty stage does.
 */
const QUERY = `w=960&h=360${process.env.SCENE_BENCH_DPR ? `&dpr=${process.env.SCENE_BENCH_DPR}` : ''}`;

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
}

interface Timing {
  ms: number;
  taskMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function timed(page: Page, cdp: CDPSession, expression: string): Promise<Timing> {
  const before = await taskSeconds(cdp);
  const ms = Number(await page.evaluate(expression));
  const task = ((await taskSeconds(cdp)) - before) * 1000;
  return { ms, taskMs: task / FRAMES };
}

export async function runSceneBench(): Promise<SceneBenchResult> {
  const outDir = mkdtempSync(join(tmpdir(), 'nitro-scene-'));
  const dist = await buildHarness(outDir);
  const server = await serveStatic(dist);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({
      viewport: { width: 960, height: 360 },
      deviceScaleFactor: 1,
    });
    await page.goto(`${server.url}?${QUERY}`);
    await page.evaluate('window.harness.ready');
    const resolution = Number(await page.evaluate('window.harness.sceneResolution()'));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    // Alternate the two and keep medians: the software GPU shares the two CPUs with the page.
    const empties: Timing[] = [];
    const scenes: Timing[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      empties.push(await timed(page, cdp, `window.harness.benchEmpty(${FRAMES})`));
      scenes.push(await timed(page, cdp, `window.harness.benchScene(${FRAMES})`));
    }
    // Real frames, alternating too.
    const browserCdp = await browser.newBrowserCDPSession();
    const liveEmpties: LiveRun[] = [];
    const liveScenes: LiveRun[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      liveEmpties.push(await live(page, browserCdp, `window.harness.liveEmpty(${LIVE_MS})`));
      liveScenes.push(await live(page, browserCdp, `window.harness.liveScene(${LIVE_MS})`));
    }
    const frameEmpty = median(liveEmpties.map((t) => t.totalMs - t.rasterMs));
    const frameScene = median(liveScenes.map((t) => t.totalMs - t.rasterMs));
    const emptyMs = median(empties.map((t) => t.ms));
    const sceneMs = median(scenes.map((t) => t.ms));
    return {
      resolution,
      emptyMs,
      sceneMs,
      ratio: sceneMs / emptyMs,
      taskMs: {
        empty: median(empties.map((t) => t.taskMs)),
        scene: median(scenes.map((t) => t.taskMs)),
      },
      frameCpu: {
        emptyMs: frameEmpty,
        sceneMs: frameScene,
        ratio: frameScene / frameEmpty,
        emptyRasterMs: median(liveEmpties.map((t) => t.rasterMs)),
        sceneRasterMs: median(liveScenes.map((t) => t.rasterMs)),
        emptyFps: median(liveEmpties.map((t) => t.fps)),
        sceneFps: median(liveScenes.map((t) => t.fps)),
      },
    };
  } finally {
    await browser.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

export function printScene(r: SceneBenchResult): void {
  const f = (ms: number) => `${ms.toFixed(3)} ms/frame`;
  const c = r.frameCpu;
  console.log(
    `Per displayed frame, CPU of the browser's processes (${LIVE_MS} ms on requestAnimationFrame x ${ROUNDS} rounds, medians)\n`,
  );
  console.log(
    `empty Pixi stage   ${f(c.emptyMs)}   + software rasteriser ${f(c.emptyRasterMs)}   at ${c.emptyFps.toFixed(0)} fps`,
  );
  console.log(
    `race scene         ${f(c.sceneMs)}   + software rasteriser ${f(c.sceneRasterMs)}   at ${c.sceneFps.toFixed(0)} fps   (drawn at resolution ${r.resolution.toFixed(2)}; the empty stage at 1)`,
  );
  console.log(
    `ratio              ${c.ratio.toFixed(2)}x   (goal <= 2x; without the rasteriser, which a GPU replaces)`,
  );
  console.log(
    `with the rasteriser ${((c.sceneMs + c.sceneRasterMs) / (c.emptyMs + c.emptyRasterMs)).toFixed(2)}x (this machine has no GPU)\n`,
  );
  console.log(
    `Scene JS alone, stepped synchronously (${FRAMES} frames x ${ROUNDS} rounds, medians; 960x360, WebGL)\n`,
  );
  console.log(
    `empty Pixi stage   ${f(r.emptyMs)}   (CDP task time incl. GPU waits ${f(r.taskMs.empty)})`,
  );
  console.log(
    `race scene         ${f(r.sceneMs)}   (CDP task time incl. GPU waits ${f(r.taskMs.scene)})`,
  );
  console.log(
    `ratio              ${r.ratio.toFixed(2)}x   (the JS the scene adds to a bare render call)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printScene(await runSceneBench());
}
