import { afterEach, describe, expect, it, vi } from 'vitest';

import { createFrameTicker, createManualTicker, MAX_FRAME_MS } from '../../../src/engine/clock';

describe('manual ticker', () => {
  it('runs listeners only when stepped, with the given dt', () => {
    const ticker = createManualTicker();
    const seen: number[] = [];
    const remove = ticker.add((dt) => seen.push(dt));
    ticker.step(16, 3);
    expect(seen).toEqual([16, 16, 16]);
    remove();
    ticker.step(16);
    expect(seen).toHaveLength(3);
  });
});

describe('frame ticker (requestAnimationFrame)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function fakeFrames() {
    let now = 1000;
    let pending: ((t: number) => void) | null = null;
    let handles = 0;
    vi.stubGlobal('performance', { now: () => now });
    vi.stubGlobal('requestAnimationFrame', (cb: (t: number) => void) => {
      pending = cb;
      handles += 1;
      return handles;
    });
    vi.stubGlobal('cancelAnimationFrame', () => {
      pending = null;
    });
    return {
      frame(ms: number) {
        now += ms;
        const cb = pending;
        pending = null;
        cb?.(now);
      },
      get running() {
        return pending !== null;
      },
    };
  }

  it('passes the time between frames and caps a long pause', () => {
    const frames = fakeFrames();
    const ticker = createFrameTicker();
    const seen: number[] = [];
    ticker.add((dt) => seen.push(dt));
    frames.frame(16);
    frames.frame(17);
    frames.frame(5000); // a hidden tab coming back
    expect(seen).toEqual([16, 17, MAX_FRAME_MS]);
  });

  it('stops asking for frames when the last listener leaves', () => {
    const frames = fakeFrames();
    const ticker = createFrameTicker();
    const a = ticker.add(() => {});
    const b = ticker.add(() => {});
    expect(frames.running).toBe(true);
    a();
    expect(frames.running).toBe(true);
    b();
    expect(frames.running).toBe(false);
  });
});
