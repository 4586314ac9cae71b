// A few timers per tick length for all the rooms of a process, instead of one per room. A room
// ticks every 100 ms while racing; with a hundred rooms that was a thousand timer callbacks a
// second, each with its own run of the microtask queue (and so its own delivery of the in-process
// bus). On a shared beat the rooms tick together: one timer callback, one bus delivery, and the
// sockets' writes back to back.
//
// Why several beats (phases) and not one: with every room on one beat, the positions of all rooms
// went out as one burst (~30 ms for a hundred rooms on two cores), so the last room's racers saw
// updates up to a burst later than the first's, and the relay's p99 went past one tick. The period
// is cut into PHASES evenly spaced beats and each new room joins the least used one, so a burst is
// a tenth of the rooms while the timer count stays at ten a period whatever the number of rooms.
// A room's first tick comes up to one period after it starts, every later one a period apart.
import type { Cancel, Clock } from '../../domain/clock';

export interface TickGrid {
  /** Runs `fn` on the shared grid of period `ms`; the returned function stops it. */
  every(ms: number, fn: () => void): Cancel;
}

/** Beats per period: bursts of a tenth of the rooms, ten timer callbacks a period. */
export const PHASES = 10;

interface Beat {
  runs: Set<() => void>;
  stop: Cancel;
}

export function createTickGrid(
  clock: Clock,
  onError: (err: unknown) => void = (err) => {
    throw err;
  },
  phases = PHASES,
): TickGrid {
  /** Per period, its beats by phase (undefined: no room on that phase now). */
  const grids = new Map<number, Array<Beat | undefined>>();

  const runAll = (runs: Set<() => void>) => {
    // A snapshot: a run may stop itself or others (a room closing), and one started now waits
    // for the next beat.
    for (const run of [...runs]) {
      if (!runs.has(run)) continue;
      try {
        run();
      } catch (err) {
        onError(err);
      }
    }
  };

  /** A beat on phase `k` of period `ms`: it fires when (time mod ms) is k·ms/phases. */
  const startBeat = (ms: number, k: number): Beat => {
    const runs = new Set<() => void>();
    const offset = Math.round((k * ms) / phases);
    const wait = (((offset - clock.now()) % ms) + ms) % ms || ms;
    let stopInterval: Cancel | null = null;
    const stopFirst = clock.setTimeout(() => {
      stopInterval = clock.setInterval(() => runAll(runs), ms);
      runAll(runs);
    }, wait);
    return {
      runs,
      stop: () => {
        stopFirst();
        stopInterval?.();
      },
    };
  };

  return {
    every(ms, fn) {
      let grid = grids.get(ms);
      if (!grid) {
        grid = Array.from({ length: Math.max(1, phases) }, () => undefined);
        grids.set(ms, grid);
      }
      // The least used phase; among equals the first, so a lone room always sits on phase 0.
      let k = 0;
      for (let i = 1; i < grid.length; i += 1) {
        if ((grid[i]?.runs.size ?? 0) < (grid[k]?.runs.size ?? 0)) k = i;
      }
      const beat = grid[k] ?? startBeat(ms, k);
      grid[k] = beat;
      // A registration of its own, so the same function registered twice runs twice.
      const run = () => fn();
      beat.runs.add(run);
      return () => {
        const current = grids.get(ms);
        if (current?.[k] !== beat || !beat.runs.delete(run) || beat.runs.size > 0) return;
        beat.stop();
        current[k] = undefined;
        if (current.every((b) => b === undefined)) grids.delete(ms);
      };
    },
  };
}
