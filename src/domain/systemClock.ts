// The only module that reads the real time or schedules on it (CONVENTIONS §4; lint fails any
// other file in src/domain and src/engine that tries). Everything else is handed a Clock (see
// clock.ts) or a frame ticker, and tests hand them a manual one. It sits in the domain because it
// is the one layer the browser and the server share; nothing else in the domain imports it.
import type { Cancel, Clock } from './clock';

// Browsers fire a timer at once when its delay does not fit in a signed 32-bit integer (~24.8
// days); a long wait is split into steps that do.
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

export const systemClock: Clock = {
  now: () => Date.now(),
  nowSeconds: () => Math.floor(Date.now() / 1000),
  setTimeout(fn, ms) {
    const dueAt = Date.now() + ms;
    let handle: ReturnType<typeof setTimeout>;
    const arm = (delay: number) => {
      handle = setTimeout(
        () => {
          const left = dueAt - Date.now();
          if (left > 0) arm(left);
          else fn();
        },
        Math.min(Math.max(delay, 0), MAX_TIMER_DELAY_MS),
      );
    };
    arm(ms);
    return () => clearTimeout(handle);
  },
  /**
   * Runs on the grid start + k × ms, so lateness does not add up: Node's own setInterval counts
   * each period from when the last run began, so a timer that fires a millisecond late (they do)
   * makes every period that much longer, and a room's 100 ms tick came every ~101 ms. A grid
   * point missed entirely (the process was busy) is skipped, not made up in a burst.
   */
  setInterval(fn, ms) {
    const every = Math.min(Math.max(ms, 1), MAX_TIMER_DELAY_MS);
    let due = Date.now() + every;
    let handle: ReturnType<typeof setTimeout>;
    const arm = () => {
      handle = setTimeout(run, Math.max(0, due - Date.now()));
    };
    const run = () => {
      const now = Date.now();
      due += every;
      if (due <= now) due += Math.ceil((now - due + 1) / every) * every;
      // Armed before running, so `fn` may cancel it.
      arm();
      fn();
    };
    arm();
    return () => clearTimeout(handle);
  },
};

/** Monotonic milliseconds (performance.now): for frame times and durations, never for dates. */
export function monotonicMs(): number {
  return performance.now();
}

/** Calls `fn` with the frame's monotonic time before the browser's next paint. */
export function requestFrame(fn: (nowMs: number) => void): Cancel {
  const handle = requestAnimationFrame(fn);
  return () => cancelAnimationFrame(handle);
}

/**
 * Runs `fn` before the browser's next paint (in a test or on the server, on the next tick). Work
 * that reads layout goes here, where the browser computes layout anyway, instead of forcing it
 * in the middle of an input handler.
 */
export function beforeNextPaint(fn: () => void): Cancel {
  if (typeof requestAnimationFrame === 'function') return requestFrame(() => fn());
  const handle = setTimeout(fn, 0);
  return () => clearTimeout(handle);
}

/**
 * Runs `fn` once the browser has painted its next frame: a task queued just before that paint
 * runs after it (in a test or on the server, two ticks on). Work that restyles much of a page
 * goes here when a keystroke's own frame must not wait for it.
 */
export function afterNextPaint(fn: () => void): Cancel {
  let cancelTask: Cancel = () => {};
  const cancelFrame = beforeNextPaint(() => {
    const handle = setTimeout(fn, 0);
    cancelTask = () => clearTimeout(handle);
  });
  return () => {
    cancelFrame();
    cancelTask();
  };
}
