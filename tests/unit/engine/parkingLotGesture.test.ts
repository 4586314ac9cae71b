import { describe, expect, it } from 'vitest';

import { seededRng } from '../../../src/domain/random';
import {
  DOUBLE_CLICK_MS,
  DRAG_THRESHOLD_PX,
  IDLE,
  registerClick,
  stepGesture,
  type GestureOutcome,
  type GestureState,
  type PointerInput,
} from '../../../src/engine/parkingLot/pointerGesture';

/** Feeds inputs in order; returns the final state and every outcome that was not 'none'. */
function run(inputs: PointerInput[], from: GestureState = IDLE) {
  let state = from;
  const outcomes: GestureOutcome[] = [];
  for (const input of inputs) {
    const r = stepGesture(state, input);
    state = r.state;
    if (r.outcome.type !== 'none') outcomes.push(r.outcome);
  }
  return { state, outcomes };
}

const down = (
  bay: number | null,
  occupied = true,
  x = 100,
  y = 100,
  pointerId = 1,
): PointerInput => ({
  type: 'down',
  pointerId,
  x,
  y,
  bay,
  occupied,
});
const move = (x: number, y: number, bay: number | null, pointerId = 1): PointerInput => ({
  type: 'move',
  pointerId,
  x,
  y,
  bay,
});
const up = (bay: number | null, pointerId = 1): PointerInput => ({ type: 'up', pointerId, bay });

describe('stepGesture', () => {
  it('a press and release on a car is a click', () => {
    expect(run([down(3), up(3)])).toEqual({ state: IDLE, outcomes: [{ type: 'click', bay: 3 }] });
  });

  it('a wobble below the threshold is still a click', () => {
    const wobble = DRAG_THRESHOLD_PX - 1;
    const { outcomes } = run([down(3), move(100 + wobble, 100, 3), up(3)]);
    expect(outcomes).toEqual([{ type: 'click', bay: 3 }]);
  });

  it('travel past the threshold lifts the car, then follows targets, then drops', () => {
    const { state, outcomes } = run([
      down(1),
      move(100 + DRAG_THRESHOLD_PX, 100, 1),
      move(180, 100, 2),
      move(260, 100, 2),
      move(260, 180, 7),
      up(7),
    ]);
    expect(state).toEqual(IDLE);
    expect(outcomes).toEqual([
      { type: 'lift', bay: 1, target: 1 },
      { type: 'target', target: 2 },
      { type: 'target', target: 7 },
      { type: 'drop', from: 1, to: 7 },
    ]);
  });

  it('sends the car home when dropped on its own bay or off the grid', () => {
    const home = run([down(4), move(140, 100, 5), move(100, 100, 4), up(4)]);
    expect(home.outcomes.at(-1)).toEqual({ type: 'return', bay: 4 });
    const off = run([down(4), move(140, 100, 5), move(900, 900, null), up(null)]);
    expect(off.outcomes.at(-1)).toEqual({ type: 'return', bay: 4 });
  });

  it('a cancelled drag (touch taken over, blur) sends the car home', () => {
    const { state, outcomes } = run([down(2), move(150, 100, 3), { type: 'cancel' }]);
    expect(state).toEqual(IDLE);
    expect(outcomes.at(-1)).toEqual({ type: 'return', bay: 2 });
    // A cancel with nothing carried changes nothing visible.
    expect(run([down(2), { type: 'cancel' }]).outcomes).toEqual([]);
  });

  it('never drags an empty bay; a press there selects it only if released on it', () => {
    const stay = run([down(9, false), move(300, 300, 12), move(100, 100, 9), up(9)]);
    expect(stay.outcomes).toEqual([{ type: 'click', bay: 9 }]);
    const away = run([down(9, false), move(300, 300, 12), up(12)]);
    expect(away.outcomes).toEqual([]);
  });

  it('ignores presses off the grid and a second pointer while one is down', () => {
    expect(run([down(null), up(null)]).outcomes).toEqual([]);
    const { outcomes } = run([
      down(1),
      down(5, true, 0, 0, 2),
      move(400, 400, 14, 2),
      up(5, 2),
      up(1),
    ]);
    expect(outcomes).toEqual([{ type: 'click', bay: 1 }]);
  });

  it('always ends idle after a release or cancel, whatever came before (random walks)', () => {
    const rng = seededRng(11);
    const bay = () => (rng() < 0.15 ? null : Math.floor(rng() * 15));
    const bad: string[] = [];
    for (let walk = 0; walk < 500; walk += 1) {
      let state: GestureState = IDLE;
      let lifted = false;
      const start = down(bay(), rng() < 0.7);
      ({ state } = stepGesture(state, start));
      for (let i = 0; i < 6; i += 1) {
        const r = stepGesture(state, move(100 + rng() * 300, 100 + rng() * 300, bay()));
        state = r.state;
        if (r.outcome.type === 'lift') lifted = true;
      }
      const end = rng() < 0.2 ? ({ type: 'cancel' } as const) : up(bay());
      const r = stepGesture(state, end);
      if (r.state.kind !== 'idle') bad.push(`walk ${walk} did not end idle`);
      // A lifted car always lands somewhere: dropped or sent home, never left hanging.
      if (lifted && r.outcome.type !== 'drop' && r.outcome.type !== 'return') {
        bad.push(`walk ${walk} left a car in the air (${r.outcome.type})`);
      }
      if (r.outcome.type === 'drop' && r.outcome.from === r.outcome.to)
        bad.push(`walk ${walk} self-drop`);
    }
    expect(bad).toEqual([]);
  });
});

describe('registerClick', () => {
  it('two clicks on one bay within the window are a double click', () => {
    const first = registerClick(null, 4, 1000);
    expect(first.double).toBe(false);
    const second = registerClick(first.memory, 4, 1000 + DOUBLE_CLICK_MS);
    expect(second.double).toBe(true);
  });

  it('a slow second click, or one on another bay, starts over', () => {
    const first = registerClick(null, 4, 1000);
    expect(registerClick(first.memory, 4, 1001 + DOUBLE_CLICK_MS).double).toBe(false);
    expect(registerClick(first.memory, 5, 1100).double).toBe(false);
  });

  it('consumes the double click, so a third quick click is a single again', () => {
    const a = registerClick(null, 2, 0);
    const b = registerClick(a.memory, 2, 100);
    const c = registerClick(b.memory, 2, 200);
    expect([a.double, b.double, c.double]).toEqual([false, true, false]);
  });
});
