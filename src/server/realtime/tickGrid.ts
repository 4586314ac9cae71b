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
//
// A registration may also name a late run, which goes on the next phase's beat, one phase (10 ms)
// after its tick: the room's second look, for what arrived just after its tick (`lateTick` in the
// room step). Without it an update that missed the tick by a millisecond waited a whole period
// (the relay's p99 sat at 100.1–100.6 ms); with it the longest wait is the period less a phase.
// A late look sends a frame only when a racer reported in that phase (about 4 ticks in 10 with
// five racers at ten reports a second); Room's LATE_LOOK_WINDOW_MS has the bench's figures. Late
// runs on their own beats half a phase after the tick (5 ms) were tried: no cheaper within the
// bench's noise, and p99 98–99 ms.
import type { Cancel, Clock } from '../../domain/clock';

export interface TickGrid {
  /**
   * Runs `fn` on the shared grid of period `ms`, and `late` (if given, and the grid has more than
   * one phase) one phase after each run of `fn`; the returned function stops both.
   */
  every(ms: number, fn: () => void, late?: () => void): Cancel;
}

/** Beats per period: bursts of a tenth of the rooms, ten timer callbacks a period. */
export const PHASES = 10;

interface Beat {
  /** The registrations on this phase (what the least used phase counts). */
  runs: Set<() => void>;
  /** The late runs of the previous phase's registrations, run before this phase's own. */
  lateRuns: Set<() => void>;
  stop: Cancel;
}

export function createTickGrid(
  clock: Clock,
  onError: (err: unknown) => void = (err) => {
    throw err;
  },
  phases = PHASES,
): TickGrid {
  /** Per period, its beats by phase (undefined: nobody on that phase now). */
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
    const lateRuns = new Set<() => void>();
    const offset = Math.round((k * ms) / phases);
    const wait = (((offset - clock.now()) % ms) + ms) % ms || ms;
    let stopInterval: Cancel | null = null;
    const fire = () => {
      if (lateRuns.size > 0) runAll(lateRuns);
      runAll(runs);
    };
    const stopFirst = clock.setTimeout(() => {
      stopInterval = clock.setInterval(fire, ms);
      fire();
    }, wait);
    return {
      runs,
      lateRuns,
      stop: () => {
        stopFirst();
        stopInterval?.();
      },
    };
  };

  /** Phase `k`'s beat, started if nobody was on it. */
  const beatOf = (ms: number, grid: Array<Beat | undefined>, k: number): Beat => {
    const beat = grid[k] ?? startBeat(ms, k);
    grid[k] = beat;
    return beat;
  };

  /** Stops phase `k`'s beat once nothing runs on it; forgets the period once no beat is left. */
  const release = (ms: number, k: number, beat: Beat) => {
    const grid = grids.get(ms);
    if (grid?.[k] !== beat || beat.runs.size > 0 || beat.lateRuns.size > 0) return;
    beat.stop();
    grid[k] = undefined;
    if (grid.every((b) => b === undefined)) grids.delete(ms);
  };

  return {
    every(ms, fn, late) {
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
      const beat = beatOf(ms, grid, k);
      // A registration of its own, so the same function registered twice runs twice.
      const run = () => fn();
      beat.runs.add(run);
      // With one phase there is no late look (it would only split the tick in two).
      const lateK = (k + 1) % grid.length;
      const lateRun = late && lateK !== k ? () => late() : null;
      const lateBeat = lateRun ? beatOf(ms, grid, lateK) : null;
      if (lateRun) lateBeat?.lateRuns.add(lateRun);
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        beat.runs.delete(run);
        release(ms, k, beat);
        if (lateBeat && lateRun) {
          lateBeat.lateRuns.delete(lateRun);
          release(ms, lateK, lateBeat);
        }
      };
    },
  };
}
