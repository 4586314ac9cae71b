// Typing at the paint bench's pace, the browser CPU it costs, and waiting for the server to type into.
import { type ChildProcess } from 'node:child_process';

import type { CDPSession, Page } from 'playwright-core';

import { browserCpu, threadDelta, type CpuSplit } from './scene/threadCpu';

const GAP_MS = 55; // about 218 WPM, the keystroke benchmark's pace

export interface CpuRate {
  msPerS: number;
  rasterMsPerS: number;
  /** The busiest threads (process type/thread name), ms per second. */
  threads: [string, number][];
}

export async function typeText(page: Page, text: string) {
  const start = Date.now();
  for (const [i, ch] of [...text].entries()) {
    const wait = start + i * GAP_MS - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    await page.keyboard.press(ch === ' ' ? 'Space' : ch);
  }
}

export async function waitForServer(url: string, child: ChildProcess) {
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

/** Browser CPU spent while typing, summed over the runs. */
export interface CpuTally {
  ms: number;
  rasterMs: number;
  seconds: number;
  byThread: Map<string, number>;
}

/** Types `text` at the bench's pace, adding the browser's CPU meanwhile to `tally`. */
export async function typeCounted(page: Page, cdp: CDPSession, text: string, tally: CpuTally) {
  const before: CpuSplit = await browserCpu(cdp);
  const t0 = Date.now();
  await typeText(page, text);
  const after = await browserCpu(cdp);
  tally.ms += after.totalMs - before.totalMs;
  tally.rasterMs += after.rasterMs - before.rasterMs;
  tally.seconds += (Date.now() - t0) / 1000;
  for (const [key, ms] of threadDelta(before, after))
    tally.byThread.set(key, (tally.byThread.get(key) ?? 0) + ms);
}

export const rate = (t: CpuTally): CpuRate => {
  const perS = (ms: number) => (t.seconds > 0 ? ms / t.seconds : 0);
  return {
    msPerS: perS(t.ms),
    rasterMsPerS: perS(t.rasterMs),
    threads: [...t.byThread]
      .map(([thread, ms]): [string, number] => [thread, perS(ms)])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8),
  };
};
