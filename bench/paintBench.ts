// Keystroke to paint: how long a key takes from the input event to the next frame on screen, in a
// real race against a plain <input> on a page of its own, in the same Chromium in the same run.
// `npx tsx bench/paintBench.ts` (bench/run.ts calls runPaintBench()).
// - Event Timing (PerformanceObserver type 'event', durationThreshold 16, buffered) reports each
//   keydown whose input-to-paint took 16 ms or more; every keydown is also counted, so a keydown
//   with no entry was painted in under 16 ms. Share painted within 40 ms = 1 - (entries ≥ 40 ms) /
//   keydowns. The race and the plain field are typed alternately, at the same pace.
// - Frame intervals (requestAnimationFrame) while typing in the race, against an idle page: the
//   p95 interval says whether the page keeps its 60 fps while the race scene draws.
// - The browser's CPU per second of typing, race and plain field, thread by thread from /proc
//   (scene/threadCpu.ts): what the race costs beside the field, little moved by a busy machine.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { CDPSession, Page } from 'playwright-core';

import {
  type PaintShare,
  type ProbeTake,
  type SlowParts,
  LIMIT_MS,
  PROBE,
  quantile,
  sceneFrames,
  share,
  startProbe,
  takeProbe,
} from './paintProbe';
import { type CpuRate, type CpuTally, rate, typeCounted, waitForServer } from './paintTyping';
import { launchChromium } from './scene/serve';

const RACES = Number(process.env.BENCH_PAINT_RACES || 3);
const PORT = Number(process.env.BENCH_PAINT_PORT || 38280);
const IDLE_MS = 5000;
/** BENCH_PAINT_SCENE=off: the race screen without its scene (the car catalogue is refused), to
 * tell the scene's share of a slow key from the rest of the page's. */
const SCENE_OFF = process.env.BENCH_PAINT_SCENE === 'off';

export interface PaintFigures {
  races: number;
  race: PaintShare;
  /** The race's slow keys, each as `index/keys of its race` (0 = the race's first key). */
  raceSlowAt: string[];
  plain: PaintShare;
  /** rAF interval p50 / p95, ms. */
  frames: { raceP50: number; raceP95: number; idleP50: number; idleP95: number };
  /** Frames the race scene drew while typing, per second, when the scene reports it. */
  sceneFps: number | null;
  /**
   * CPU of all the browser's processes while typing, ms per second of typing (of which the
   * software rasteriser's threads): far less sensitive to a busy machine than the wall-clock
   * shares, it says what the race costs beside a plain field.
   */
  cpu: { race: CpuRate; plain: CpuRate };
}

/** Races once, typing the whole passage with the probe on; returns the passage. */
async function raceOnce(
  page: Page,
  cdp: CDPSession,
  tally: CpuTally,
): Promise<{ passage: string; take: ProbeTake; fps: number }> {
  await page
    .getByRole('button', { name: /Race Now|Race Again/ })
    .first()
    .click();
  await page.waitForFunction(
    () =>
      (window as unknown as { __nitroRace?: { stage: string } }).__nitroRace?.stage === 'racing',
    null,
    { timeout: 60_000, polling: 20 },
  );
  const passage = (await page.getByTestId('passage').textContent()) ?? '';
  const framesBefore = await sceneFrames(page);
  const t0 = Date.now();
  await startProbe(page);
  await typeCounted(page, cdp, passage, tally);
  const take = await takeProbe(page);
  const seconds = (Date.now() - t0 - 300) / 1000;
  const framesAfter = await sceneFrames(page);
  await page
    .getByTestId('race-result')
    .or(page.getByRole('alert'))
    .first()
    .waitFor({ timeout: 30_000 });
  const fps =
    framesBefore !== null && framesAfter !== null ? (framesAfter - framesBefore) / seconds : -1;
  return { passage, take, fps };
}

export async function runPaintBench(): Promise<PaintFigures> {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'nitro-paint-'));
  // Node itself (not npx) so that stopping it stops the server, not just a wrapper.
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      MATH_PORT: String(PORT + 1),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PRACTICE_WAIT_MS: '300',
      COUNTDOWN_MS: '1500',
    },
    stdio: 'ignore',
  });
  const browser = await launchChromium();
  try {
    await waitForServer(`http://127.0.0.1:${PORT}/api/v2/health`, server);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => window.localStorage.setItem('nitroTestHooks', '1'));
    await context.addInitScript({ content: PROBE });
    // One page, so nothing else draws while the plain field is typed: the race screen is left
    // for a page holding only an <input>, and reloaded for the next race.
    const page = await context.newPage();
    // A page of its own origin's, served by the browser itself (setContent would drop the probe's
    // listeners with the document).
    const PLAIN_URL = `http://127.0.0.1:${PORT}/__plain-field`;
    await page.route(PLAIN_URL, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>plain</title><input id="field" style="width:90vw;font-size:20px">',
      }),
    );
    if (SCENE_OFF) await page.route('**/api/v2/cars', (route) => route.abort());
    const openRace = () => page.goto(`http://127.0.0.1:${PORT}/race`);
    const openPlain = async () => {
      await page.goto(PLAIN_URL);
      await page.focus('#field');
    };

    const race = {
      keydowns: 0,
      durations: [] as number[],
      slowParts: [] as SlowParts[],
      frames: [] as number[],
      /** Each slow key as `index/keys of its race`, to tell the race's start and finish apart. */
      slowAt: [] as string[],
    };
    const plain = { keydowns: 0, durations: [] as number[], slowParts: [] as SlowParts[] };
    const cdp = await browser.newBrowserCDPSession();
    const raceCpu: CpuTally = { ms: 0, rasterMs: 0, seconds: 0, byThread: new Map() };
    const plainCpu: CpuTally = { ms: 0, rasterMs: 0, seconds: 0, byThread: new Map() };
    const fps: number[] = [];
    let races = 0;
    let failures = 0;
    while (races < RACES) {
      await openRace();
      let passage: string;
      try {
        const run = await raceOnce(page, cdp, raceCpu);
        passage = run.passage;
        race.keydowns += run.take.keydowns;
        race.durations.push(...run.take.durations);
        race.slowParts.push(...run.take.slowParts);
        race.slowAt.push(...run.take.slowAt.map((i) => `${i}/${run.take.keydowns}`));
        race.frames.push(...run.take.frames);
        if (run.fps >= 0) fps.push(run.fps);
        races += 1;
      } catch (err) {
        failures += 1;
        if (failures > 2) throw err;
        continue;
      }
      // The same text at the same pace into a plain field, right after, in the same browser.
      await openPlain();
      await startProbe(page);
      await typeCounted(page, cdp, passage, plainCpu);
      const take = await takeProbe(page);
      plain.keydowns += take.keydowns;
      plain.durations.push(...take.durations);
      plain.slowParts.push(...take.slowParts);
    }
    // The idle page: nothing typed, nothing animated.
    await startProbe(page);
    await page.waitForTimeout(IDLE_MS);
    const idle = await takeProbe(page);
    return {
      races,
      race: share(race),
      raceSlowAt: race.slowAt,
      plain: share(plain),
      frames: {
        raceP50: quantile(race.frames, 0.5),
        raceP95: quantile(race.frames, 0.95),
        idleP50: quantile(idle.frames, 0.5),
        idleP95: quantile(idle.frames, 0.95),
      },
      sceneFps: fps.length > 0 ? fps.reduce((a, b) => a + b, 0) / fps.length : null,
      cpu: { race: rate(raceCpu), plain: rate(plainCpu) },
    };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** The figures as printed by `npm run bench`, each against its same-run baseline. */
export function printPaint(f: PaintFigures): void {
  const line = (name: string, s: PaintShare) =>
    `${name}: ${s.keydowns} keydowns, ${pct(s.within)} painted within ${LIMIT_MS} ms (${s.slow} at ${LIMIT_MS} ms or more, longest ${s.maxMs.toFixed(0)} ms` +
    (s.slow > 0
      ? `; slow keys' median input delay ${s.slowMedian.wait.toFixed(0)} ms, handlers ${s.slowMedian.run.toFixed(0)} ms, then to paint ${s.slowMedian.paint.toFixed(0)} ms)`
      : ')');
  console.log(line(`race (${f.races} races)`, f.race));
  if (f.raceSlowAt.length > 0)
    console.log(`  race's slow keys (index/keys): ${f.raceSlowAt.join(', ')}`);
  console.log(line('plain <input> (same text, same pace)', f.plain));
  console.log(
    `race share / plain share ${(f.race.within / Math.max(f.plain.within, 1e-9)).toFixed(3)}`,
  );
  const { raceP50, raceP95, idleP50, idleP95 } = f.frames;
  console.log(
    `frame interval while typing in the race p50 ${raceP50.toFixed(1)} ms, p95 ${raceP95.toFixed(1)} ms; idle page p50 ${idleP50.toFixed(1)} ms, p95 ${idleP95.toFixed(1)} ms; p95 ratio ${(raceP95 / idleP95).toFixed(2)}×`,
  );
  if (f.sceneFps !== null)
    console.log(`race scene frames drawn while typing: ${f.sceneFps.toFixed(1)}/s`);
  const cpu = (c: CpuRate) =>
    `${c.msPerS.toFixed(0)} ms/s (software rasteriser ${c.rasterMsPerS.toFixed(0)} ms/s)`;
  console.log(
    `browser CPU while typing: race ${cpu(f.cpu.race)}, plain <input> ${cpu(f.cpu.plain)}`,
  );
  const threads = (c: CpuRate) => c.threads.map(([t, ms]) => `${t} ${ms.toFixed(0)}`).join(', ');
  console.log(`  race's busiest threads, ms/s: ${threads(f.cpu.race)}`);
  console.log(`  plain field's busiest threads, ms/s: ${threads(f.cpu.plain)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printPaint(await runPaintBench());
}

export type { CpuRate, PaintShare };
