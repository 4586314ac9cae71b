// Keystroke budget: Playwright types 2,000 characters into real races in Chromium (as many races
// as it takes) and measures, per key press, the main-thread time spent in every page event listener
// for that key (keydown, keypress, beforeinput, input, keyup: React's root listener included), and
// how many React commits happened while typing. Budget: p99 ≤ 2 ms, and no commits per keystroke.
// Two clocks measure it: wall time around each listener (which also counts time the OS gave the
// main thread's core to another process) and, from a Chrome trace, the main thread's own CPU time
// for each key's event dispatches (tdur), which is the handling itself.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from 'playwright-core';

import { INSTRUMENT, traceKeys, keyThreadTimes } from './keystrokeProbes';
import { startProfiler } from './keystrokeProfile';
import { launchChromium } from './scene/serve';

const TARGET_CHARS = Number(process.env.BENCH_KEYSTROKES || 2000);
const PORT = Number(process.env.BENCH_PORT || 38080);
const GAP_MS = 55; // about 218 WPM: fast, and still a result the server accepts
/** Set BENCH_PROFILE=1 to print where the typing time went (CPU profile, top self time). */
const PROFILE = Boolean(process.env.BENCH_PROFILE);

export interface KeystrokeFigures {
  keystrokes: number;
  races: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The same-run baseline: a fixed JavaScript slice run on every keyup (see INSTRUMENT). */
  controlP50Ms: number;
  controlP99Ms: number;
  commitsWhileTyping: number;
  /** Per key: main-thread CPU time (trace tdur) of its event dispatches. */
  thread: { keys: number; p50Ms: number; p99Ms: number; maxMs: number };
}

async function waitForServer(url: string, child: ChildProcess) {
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** Races once, typing the whole passage; returns how many characters were typed. */
async function raceOnce(page: Page): Promise<number> {
  await page
    .getByRole('button', { name: /Race Now|Race Again/ })
    .first()
    .click();
  await page.waitForFunction(
    () =>
      (window as unknown as { __nitroRace?: { stage: string } }).__nitroRace?.stage === 'racing',
    null,
    {
      timeout: 60_000,
      polling: 20,
    },
  );
  const passage = (await page.getByTestId('passage').textContent()) ?? '';
  await page.evaluate(
    () => ((window as unknown as { __kb: { typing: boolean } }).__kb.typing = true),
  );
  const start = Date.now();
  for (const [i, ch] of [...passage].entries()) {
    const wait = start + i * GAP_MS - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    await page.keyboard.press(ch === ' ' ? 'Space' : ch);
  }
  await page.evaluate(
    () => ((window as unknown as { __kb: { typing: boolean } }).__kb.typing = false),
  );
  await page
    .getByTestId('race-result')
    .or(page.getByRole('alert'))
    .first()
    .waitFor({ timeout: 30_000 });
  return passage.length;
}

export async function runKeystrokeBench(): Promise<KeystrokeFigures> {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'nitro-keys-'));
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
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const profiler = PROFILE ? await startProfiler(page) : null;
    await page.addInitScript(() => window.localStorage.setItem('nitroTestHooks', '1'));
    await page.addInitScript({ content: INSTRUMENT });
    await page.goto(`http://127.0.0.1:${PORT}/race`);
    let typed = 0;
    let races = 0;
    let failures = 0;
    const keyTimes: number[] = [];
    const controlTimes: number[] = [];
    const threadTimes: number[] = [];
    let commits = 0;
    while (typed < TARGET_CHARS) {
      // One trace per race: a failed race's trace is dropped with it.
      const stopTrace = await traceKeys(browser, page);
      try {
        typed += await raceOnce(page);
        threadTimes.push(...(await stopTrace()));
        races += 1;
        // Collected per race, so a page reload after a failed race loses nothing.
        const probe = await page.evaluate(() => {
          const kb = (
            window as unknown as {
              __kb: { keys: number[]; control: number[]; commits: number; current: number };
            }
          ).__kb;
          const taken = { keys: kb.keys, control: kb.control, commits: kb.commits };
          kb.keys = [];
          kb.control = [];
          kb.current = -1;
          kb.commits = 0;
          return taken;
        });
        keyTimes.push(...probe.keys);
        controlTimes.push(...probe.control);
        commits += probe.commits;
      } catch (err) {
        await stopTrace().catch(() => []);
        // A race that never started (a lost seat, a slow start) is retried on a fresh page.
        await page.screenshot({ path: join(tmpdir(), 'nitro-keystroke-bench-failure.png') });
        failures += 1;
        if (failures > 2) throw err;
        await page.evaluate(
          () => ((window as unknown as { __kb: { typing: boolean } }).__kb.typing = false),
        );
        await page.goto(`http://127.0.0.1:${PORT}/race`);
      }
    }
    if (profiler) {
      await profiler.report();
      const slow = keyTimes.map((ms, i) => [i, ms] as const).filter(([, ms]) => ms > 2);
      console.log(`keys over 2 ms: ${slow.map(([i, ms]) => `#${i} ${ms.toFixed(1)}`).join(', ')}`);
    }
    const keys = keyTimes.sort((a, b) => a - b);
    const control = controlTimes.sort((a, b) => a - b);
    const thread = threadTimes.sort((a, b) => a - b);
    const at = (list: number[], q: number) =>
      list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? 0;
    return {
      keystrokes: keys.length,
      races,
      p50Ms: at(keys, 0.5),
      p99Ms: at(keys, 0.99),
      maxMs: keys.at(-1) ?? 0,
      controlP50Ms: at(control, 0.5),
      controlP99Ms: at(control, 0.99),
      commitsWhileTyping: commits,
      thread: {
        keys: thread.length,
        p50Ms: at(thread, 0.5),
        p99Ms: at(thread, 0.99),
        maxMs: thread.at(-1) ?? 0,
      },
    };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const f = await runKeystrokeBench();
  console.log(`${f.keystrokes} keystrokes over ${f.races} races`);
  console.log(
    `per keystroke main-thread handling  p50 ${f.p50Ms.toFixed(3)} ms  p99 ${f.p99Ms.toFixed(3)} ms  max ${f.maxMs.toFixed(2)} ms (budget p99 ≤ 2 ms)`,
  );
  console.log(
    `control (fixed JS slice per key)     p50 ${f.controlP50Ms.toFixed(3)} ms  p99 ${f.controlP99Ms.toFixed(3)} ms`,
  );
  console.log(
    `main-thread CPU per key (trace)      p50 ${f.thread.p50Ms.toFixed(3)} ms  p99 ${f.thread.p99Ms.toFixed(3)} ms  max ${f.thread.maxMs.toFixed(2)} ms over ${f.thread.keys} keys`,
  );
  console.log(`React commits while typing          ${f.commitsWhileTyping}`);
}

export { keyThreadTimes };
