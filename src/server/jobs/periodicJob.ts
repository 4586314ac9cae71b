// A sweep the server runs on the injected clock (the totals pruner, the teams' autoRemove): the
// first run a while after start, so a starting server serves first, then one every period. A run
// asked for while one is under way joins it, so two never overlap in one process; a failed
// scheduled run is logged and tried again at the next. Stopping cancels the schedule, tells the
// sweep (which checks `stopped()` between its steps, so it ends at the next one) and waits for it.
import type { Cancel, Clock } from '../../domain/clock';

export interface PeriodicJobOptions<T> {
  clock: Clock;
  firstAfterMs: number;
  everyMs: number;
  /** One run; `stopped()` turns true once stop() is called, and a run ends early on it. */
  sweep(stopped: () => boolean): Promise<T>;
  log?: (error: unknown) => void;
}

export interface PeriodicJob<T> {
  /** Runs now (or joins the run under way). */
  runOnce(): Promise<T>;
  /** Schedules runs on the clock: the first after `firstAfterMs`, then every `everyMs`. */
  start(): void;
  /** Stops the schedule and waits for a run under way to end. */
  stop(): Promise<void>;
}

export function createPeriodicJob<T>(options: PeriodicJobOptions<T>): PeriodicJob<T> {
  const { clock } = options;
  let running: Promise<T> | null = null;
  let stopped = false;
  let cancels: Cancel[] = [];

  function runOnce(): Promise<T> {
    running ??= options
      .sweep(() => stopped)
      .finally(() => {
        running = null;
      });
    return running;
  }

  const scheduled = () =>
    void runOnce().catch((error: unknown) => {
      options.log?.(error);
    });

  return {
    runOnce,
    start() {
      if (stopped || cancels.length > 0) return;
      cancels = [
        clock.setTimeout(scheduled, options.firstAfterMs),
        clock.setInterval(scheduled, options.everyMs),
      ];
    },
    async stop() {
      stopped = true;
      for (const cancel of cancels) cancel();
      cancels = [];
      await running?.catch(() => undefined);
    },
  };
}
