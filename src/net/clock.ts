// The client's one door to wall-clock time and timers (CONVENTIONS §4): everything else receives a
// `Clock`, so tests swap in the manual clock below and step time explicitly.

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  /** Runs `fn` after `ms`; returns a function that cancels it. */
  setTimeout(fn: () => void, ms: number): () => void;
}

// Browsers fire a timer at once when its delay does not fit in a signed 32-bit integer (~24.8
// days); a long wait is split into steps that do.
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

export const systemClock: Clock = {
  now: () => Date.now(),
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
};

export interface ManualClock extends Clock {
  /** Moves time forward, running every timer that falls due, in order. */
  advance(ms: number): void;
  /** How many timers are waiting. */
  pending(): number;
}

/** A clock that only moves when told to: for tests and for replaying recorded sessions. */
export function createManualClock(startMs = 0): ManualClock {
  let now = startMs;
  let nextId = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(ms, 0), fn });
      return () => void timers.delete(id);
    },
    advance(ms) {
      const target = now + ms;
      for (;;) {
        let dueId: number | undefined;
        let due: { at: number; fn: () => void } | undefined;
        for (const [id, timer] of timers) {
          if (timer.at <= target && (!due || timer.at < due.at)) {
            dueId = id;
            due = timer;
          }
        }
        if (dueId === undefined || !due) break;
        timers.delete(dueId);
        now = Math.max(now, due.at);
        due.fn();
      }
      now = target;
    },
    pending: () => timers.size,
  };
}

/**
 * Runs `fn` before the browser's next paint (in a test or on the server, on the next tick). Work
 * that reads layout goes here, where the browser computes layout anyway, instead of forcing it
 * in the middle of an input handler.
 */
export function beforeNextPaint(fn: () => void): () => void {
  if (typeof requestAnimationFrame === 'function') {
    const handle = requestAnimationFrame(() => fn());
    return () => cancelAnimationFrame(handle);
  }
  const handle = setTimeout(fn, 0);
  return () => clearTimeout(handle);
}
