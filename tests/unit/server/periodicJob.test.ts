// The periodic sweep behind the totals pruner and the teams' autoRemove: its schedule on the
// injected clock, one run at a time, a failed run logged and tried again, and a stop that ends
// the run under way at its next step and waits for it.
import { describe, expect, it } from 'vitest';

import { createManualClock } from '../../../src/domain/clock';
import { createPeriodicJob } from '../../../src/server/jobs/periodicJob';

/** A promise the test settles by hand, to hold a sweep open. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createPeriodicJob', () => {
  it('runs first after firstAfterMs, then every everyMs', async () => {
    const clock = createManualClock(0);
    const runs: number[] = [];
    const job = createPeriodicJob({
      clock,
      firstAfterMs: 1_000,
      everyMs: 60_000,
      sweep: async () => runs.push(clock.now()),
    });
    job.start();
    job.start(); // a second start schedules nothing more
    expect(clock.pending()).toBe(2);
    clock.advance(999);
    await settle();
    expect(runs).toEqual([]);
    clock.advance(1);
    await settle();
    expect(runs).toEqual([1_000]);
    clock.advance(59_000);
    await settle();
    expect(runs).toEqual([1_000, 60_000]);
    await job.stop();
    expect(clock.pending()).toBe(0);
  });

  it('lets a call made during a run join it instead of starting another', async () => {
    const held = gate();
    let sweeps = 0;
    const job = createPeriodicJob({
      clock: createManualClock(0),
      firstAfterMs: 1,
      everyMs: 1,
      sweep: async () => {
        sweeps += 1;
        await held.opened;
        return sweeps * 10;
      },
    });
    const first = job.runOnce();
    const second = job.runOnce();
    held.open();
    expect(await Promise.all([first, second])).toEqual([10, 10]);
    expect(sweeps).toBe(1);
    expect(await job.runOnce()).toBe(20);
  });

  it('logs a failed scheduled run and runs again at the next', async () => {
    const clock = createManualClock(0);
    const logged: unknown[] = [];
    let calls = 0;
    const job = createPeriodicJob({
      clock,
      firstAfterMs: 10,
      everyMs: 100,
      sweep: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
        return calls;
      },
      log: (error) => logged.push(error),
    });
    job.start();
    clock.advance(10);
    await settle();
    expect(logged).toHaveLength(1);
    expect((logged[0] as Error).message).toBe('database away');
    clock.advance(90);
    await settle();
    expect(calls).toBe(2);
    expect(logged).toHaveLength(1);
    await job.stop();
  });

  it('stop cancels the schedule, ends the run under way at its next step and waits for it', async () => {
    const clock = createManualClock(0);
    const held = gate();
    const steps: string[] = [];
    const job = createPeriodicJob({
      clock,
      firstAfterMs: 5,
      everyMs: 50,
      sweep: async (stopped) => {
        let done = 0;
        for (const step of ['a', 'b', 'c']) {
          if (stopped()) break;
          steps.push(step);
          done += 1;
          await held.opened;
        }
        return done;
      },
    });
    job.start();
    const run = job.runOnce();
    await settle();
    expect(steps).toEqual(['a']);
    let stoppedDone = false;
    const stopping = job.stop().then(() => (stoppedDone = true));
    expect(clock.pending()).toBe(0);
    await settle();
    expect(stoppedDone).toBe(false);
    held.open();
    await stopping;
    expect(await run).toBe(1);
    expect(steps).toEqual(['a']);
    // Stopped for good: start schedules nothing, and a run asked for ends at once.
    job.start();
    expect(clock.pending()).toBe(0);
    expect(await job.runOnce()).toBe(0);
  });
});
