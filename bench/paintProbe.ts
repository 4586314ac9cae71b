// The paint bench's in-page probe: keydowns, Event Timing entries and rAF intervals while typing,
// the race scene's own frame count, and the share of keys painted within LIMIT_MS.
import type { Page } from 'playwright-core';

/** Keys whose input-to-paint takes this long or more count as slow. */
export const LIMIT_MS = 40;

export interface PaintShare {
  keydowns: number;
  /** Keydowns whose input-to-paint took LIMIT_MS or more. */
  slow: number;
  /** Share painted within LIMIT_MS (0..1). */
  within: number;
  /** Longest reported input-to-paint, ms. */
  maxMs: number;
  /** Medians over the slow keys: input delay, handlers, and handlers' end to paint, ms. */
  slowMedian: SlowParts;
}

/**
 * Installed before any page script: counts keydowns, keeps Event Timing entries for keydowns and
 * rAF intervals, each only while `__paint.on` is set. Plain JavaScript in a string, so no bundler
 * helper leaks into the page.
 */
export const PROBE = `(() => {
  const probe = { on: false, keydowns: 0, keyTimes: [], entries: [], frames: [], from: 0, to: 0 };
  window.__paint = probe;
  EventTarget.prototype.addEventListener.call(window, 'keydown', (e) => {
    if (probe.on) { probe.keydowns += 1; probe.keyTimes.push(e.timeStamp); }
  }, true);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.name === 'keydown') probe.entries.push({ start: e.startTime, duration: e.duration, wait: e.processingStart - e.startTime, run: e.processingEnd - e.processingStart });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  let last = -1;
  const frame = (now) => {
    if (probe.on && last >= 0) probe.frames.push(now - last);
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/** Where a slow key's time went: waiting for the main thread, its handlers, then until paint. */
export interface SlowParts {
  wait: number;
  run: number;
  paint: number;
}

export interface ProbeTake {
  keydowns: number;
  /** Where the slow keys fell: each one's index among this take's keydowns (0 = the first). */
  slowAt: number[];
  durations: number[];
  slowParts: SlowParts[];
  frames: number[];
}

export async function startProbe(page: Page) {
  await page.evaluate(() => {
    const p = (window as unknown as { __paint: Record<string, unknown> }).__paint;
    Object.assign(p, {
      on: true,
      keydowns: 0,
      keyTimes: [],
      entries: [],
      frames: [],
      from: performance.now(),
    });
  });
}

/** Stops the probe and takes what it saw; entries arrive after their paint, so it waits a bit. */
export async function takeProbe(page: Page): Promise<ProbeTake> {
  await page.evaluate(() => {
    const p = (window as unknown as { __paint: { on: boolean; to: number } }).__paint;
    p.on = false;
    p.to = performance.now();
  });
  await page.waitForTimeout(300);
  return page.evaluate((limit) => {
    const p = (
      window as unknown as {
        __paint: {
          keydowns: number;
          keyTimes: number[];
          entries: { start: number; duration: number; wait: number; run: number }[];
          frames: number[];
          from: number;
          to: number;
        };
      }
    ).__paint;
    const seen = p.entries.filter((e) => e.start >= p.from && e.start <= p.to);
    const slow = seen.filter((e) => e.duration >= limit);
    // An entry's startTime is its event's timeStamp: the nearest keydown time names the key.
    // (Plain loops: a named function here would bring the bundler's __name helper into the page.)
    const slowAt: number[] = [];
    for (const e of slow) {
      let best = 0;
      for (let i = 1; i < p.keyTimes.length; i += 1) {
        if (Math.abs(p.keyTimes[i]! - e.start) < Math.abs(p.keyTimes[best]! - e.start)) best = i;
      }
      slowAt.push(best);
    }
    return {
      keydowns: p.keydowns,
      slowAt,
      durations: seen.map((e) => e.duration),
      slowParts: slow.map((e) => ({
        wait: e.wait,
        run: e.run,
        paint: e.duration - e.wait - e.run,
      })),
      frames: p.frames,
    };
  }, LIMIT_MS);
}

/**
 * Asks the race scene how many frames it has drawn, on its probe channel; null when no scene
 * answers (a string, so the bundler's helpers stay out of the page).
 */
const ASK_SCENE_FRAMES = `new Promise((resolve) => {
  if (typeof BroadcastChannel !== 'function') return resolve(null);
  const channel = new BroadcastChannel('nitro-scene-probe');
  const done = (value) => { channel.close(); resolve(value); };
  channel.onmessage = (event) => {
    if (typeof event.data?.frames === 'number') done(event.data.frames);
  };
  channel.postMessage({ ask: 'frames' });
  setTimeout(() => done(null), 500);
})`;

export function sceneFrames(page: Page): Promise<number | null> {
  return page.evaluate(ASK_SCENE_FRAMES) as Promise<number | null>;
}

export const quantile = (list: number[], q: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

export function share({
  keydowns,
  durations,
  slowParts,
}: Pick<ProbeTake, 'keydowns' | 'durations' | 'slowParts'>): PaintShare {
  const slow = durations.filter((d) => d >= LIMIT_MS).length;
  const median = (part: keyof SlowParts) =>
    quantile(
      slowParts.map((s) => s[part]),
      0.5,
    );
  return {
    keydowns,
    slow,
    within: keydowns > 0 ? 1 - slow / keydowns : 0,
    maxMs: durations.reduce((a, b) => Math.max(a, b), 0),
    slowMedian: { wait: median('wait'), run: median('run'), paint: median('paint') },
  };
}
