// One timer per tick length for all the rooms of a process, instead of one per room. A room
// ticks every 100 ms while racing; with a hundred rooms that was a thousand timer callbacks a
// second, each with its own run of the microtask queue (and so its own delivery of the in-process
// bus). On a shared grid the rooms tick together: one timer callback, one bus delivery, and the
// sockets' writes back to back. A room's first tick comes up to one period after it starts
// (instead of exactly one period after), every later one a period apart, as before.
import type { Cancel, Clock } from '../../domain/clock';

export interface TickGrid {
  /** Runs `fn` on the shared grid of period `ms`; the returned function stops it. */
  every(ms: number, fn: () => void): Cancel;
}

export function createTickGrid(
  clock: Clock,
  onError: (err: unknown) => void = (err) => {
    throw err;
  },
): TickGrid {
  const beats = new Map<number, { runs: Set<() => void>; stop: Cancel }>();
  return {
    every(ms, fn) {
      let beat = beats.get(ms);
      if (!beat) {
        const runs = new Set<() => void>();
        const stop = clock.setInterval(() => {
          // A snapshot: a run may stop itself or others (a room closing), and one started now
          // waits for the next beat.
          for (const run of [...runs]) {
            if (!runs.has(run)) continue;
            try {
              run();
            } catch (err) {
              onError(err);
            }
          }
        }, ms);
        beat = { runs, stop };
        beats.set(ms, beat);
      }
      // A registration of its own, so the same function registered twice runs twice.
      const run = () => fn();
      beat.runs.add(run);
      return () => {
        const current = beats.get(ms);
        if (!current?.runs.delete(run) || current.runs.size > 0) return;
        current.stop();
        beats.delete(ms);
      };
    },
  };
}
