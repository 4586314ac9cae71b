import { afterEach, describe, expect, it, vi } from 'vitest';

import { createManualClock } from '../../../src/domain/clock';
import { systemClock } from '../../../src/domain/systemClock';

describe('manual clock', () => {
  it('runs due timers in time order and only when advanced', () => {
    const clock = createManualClock(1000);
    const seen: string[] = [];
    clock.setTimeout(() => seen.push(`b@${clock.now()}`), 200);
    clock.setTimeout(() => seen.push(`a@${clock.now()}`), 100);
    const cancel = clock.setTimeout(() => seen.push('cancelled'), 150);
    cancel();
    clock.advance(99);
    expect(seen).toEqual([]);
    clock.advance(101);
    expect(seen).toEqual(['a@1100', 'b@1200']);
    expect(clock.now()).toBe(1200);
    expect(clock.pending()).toBe(0);
  });

  it('runs a timer scheduled by a timer when it falls inside the same step', () => {
    const clock = createManualClock(0);
    const seen: number[] = [];
    clock.setTimeout(() => clock.setTimeout(() => seen.push(clock.now()), 50), 50);
    clock.advance(100);
    expect(seen).toEqual([100]);
  });
});

describe('system clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits out delays longer than a 32-bit timer allows instead of firing at once', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const thirtyDays = 30 * 24 * 3600 * 1000;
    systemClock.setTimeout(fn, thirtyDays);
    vi.advanceTimersByTime(2 ** 31 - 1);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(thirtyDays - (2 ** 31 - 1) - 1);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('repeats on a fixed grid and stops when cancelled, from inside the callback too', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const cancel = systemClock.setInterval(fn, 100);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(10);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(10);
    let runs = 0;
    const stop: () => void = systemClock.setInterval(() => {
      runs += 1;
      if (runs === 3) stop();
    }, 50);
    vi.advanceTimersByTime(1000);
    expect(runs).toBe(3);
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const cancel = systemClock.setTimeout(fn, 100);
    cancel();
    vi.advanceTimersByTime(200);
    expect(fn).not.toHaveBeenCalled();
  });
});
