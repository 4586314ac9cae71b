// The takeover's motion, stepped frame by frame on a manual ticker the way the stage runs it: the
// state machine advanced each tick (as the UI does), then the frame the stage copies onto its
// objects. Fake timers stand in for the browser's: nothing may be scheduled on them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  advanceTakeover,
  startTakeover,
  TAKEOVER_CLOSE_DELAY_MS,
  TAKEOVER_COUNT_MS,
  TAKEOVER_ENTER_MS,
  takeoverInput,
  takeoverItem,
  type TakeoverInput,
  type TakeoverState,
} from '../../../src/domain/rewards/takeover';
import { createManualTicker } from '../../../src/engine/clock';
import { emptyFrame, POP_MS, takeoverFrame } from '../../../src/engine/takeover/motion';

const FRAME_MS = 1000 / 60;
const money = takeoverItem('money', { isGold: false });
const car = takeoverItem('car', { isGold: false });

/** The takeover on a manual ticker: time, state and the frame after every tick. */
function harness(items = [money, car], amounts = [5000, 0], reducedMotion = false) {
  const ticker = createManualTicker();
  let now = 0;
  let state: TakeoverState = startTakeover(items, now, { reducedMotion });
  const frame = emptyFrame();
  ticker.add((dt) => {
    now += dt;
    state = advanceTakeover(state, now);
    takeoverFrame(state, now, amounts[state.index] ?? 0, frame);
  });
  return {
    frame,
    state: () => state,
    step(frames: number) {
      ticker.step(FRAME_MS, frames);
      return this;
    },
    press(input: TakeoverInput) {
      state = takeoverInput(state, input, now).state;
      return this;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  // The engine schedules nothing of its own: every frame came from the ticker.
  expect(vi.getTimerCount()).toBe(0);
  vi.useRealTimers();
});

describe('the money reward', () => {
  it('flies in from below, small and faint, and lands at full size', () => {
    const t = harness().step(1);
    expect(t.frame.cardScale).toBeLessThan(0.7);
    expect(t.frame.cardRise).toBeGreaterThan(60);
    expect(t.frame.amount).toBe(0);
    t.step(Math.ceil(TAKEOVER_ENTER_MS / FRAME_MS));
    expect(t.state().phase).toBe('counting');
    expect(t.frame.cardScale).toBeCloseTo(1, 1);
    expect(t.frame.cardAlpha).toBe(1);
    expect(t.frame.cardRise).toBeCloseTo(0, 0);
  });

  it('counts the cash up, never backwards, to exactly the amount', () => {
    const t = harness().step(Math.ceil(TAKEOVER_ENTER_MS / FRAME_MS));
    const seen: number[] = [];
    for (let i = 0; i < Math.ceil(TAKEOVER_COUNT_MS / FRAME_MS) + 1; i += 1) {
      seen.push(t.step(1).frame.amount);
    }
    expect(seen[0]).toBeGreaterThan(0);
    expect(seen[0]).toBeLessThan(5000);
    for (let i = 1; i < seen.length; i += 1) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1]!);
    expect(seen.at(-1)).toBe(5000);
    expect(t.state().phase).toBe('shown');
  });

  it('turns the sunburst a little every frame', () => {
    const t = harness().step(1);
    const before = t.frame.raysAngle;
    expect(t.step(1).frame.raysAngle).toBeGreaterThan(before);
  });

  it('pops when claimed, then settles', () => {
    const t = harness().step(120).press('claim').press('claimDone');
    t.step(Math.round(POP_MS / 2 / FRAME_MS));
    expect(t.frame.cardScale).toBeGreaterThan(1.05);
    t.step(Math.ceil(POP_MS / FRAME_MS));
    expect(t.frame.cardScale).toBeCloseTo(1, 5);
  });
});

describe('closing', () => {
  it('fades the stage over the 250 ms after the last reward and then closes', () => {
    const t = harness([money], [100]).step(120).press('claim').press('claimDone');
    expect(t.state().closeAtMs).not.toBeNull();
    t.step(Math.floor(TAKEOVER_CLOSE_DELAY_MS / 2 / FRAME_MS));
    expect(t.frame.stageAlpha).toBeGreaterThan(0.3);
    expect(t.frame.stageAlpha).toBeLessThan(0.8);
    t.step(Math.ceil(TAKEOVER_CLOSE_DELAY_MS / FRAME_MS));
    expect(t.state().closed).toBe(true);
    expect(t.frame.stageAlpha).toBe(0);
  });
});

describe('reduced motion', () => {
  it('shows the full amount at once, nothing turning or flying', () => {
    const t = harness([money, car], [5000, 0], true).step(1);
    expect(t.state().phase).toBe('shown');
    expect(t.frame).toMatchObject({ cardScale: 1, cardAlpha: 1, cardRise: 0, amount: 5000 });
    expect(t.frame.raysAngle).toBe(0);
    t.step(30);
    expect(t.frame.raysAngle).toBe(0);
    t.press('claim').press('claimDone').step(1);
    expect(t.frame.cardScale).toBe(1);
  });
});
