import { describe, expect, it } from 'vitest';

import { seededRng } from '../../../src/domain/random';
import {
  initialKeyState,
  isNavigationKey,
  lotKey,
  nextSlot,
  type LotKeyState,
  type NavigationKey,
} from '../../../src/engine/parkingLot/keyboard';

const KEYS: NavigationKey[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

describe('nextSlot', () => {
  it('walks a 5 x 3 page in reading order and by rows', () => {
    expect(nextSlot(0, 'ArrowRight', 5)).toBe(1);
    expect(nextSlot(4, 'ArrowRight', 5)).toBe(5); // wraps to the next row
    expect(nextSlot(5, 'ArrowLeft', 5)).toBe(4);
    expect(nextSlot(2, 'ArrowDown', 5)).toBe(7);
    expect(nextSlot(12, 'ArrowUp', 5)).toBe(7);
    expect(nextSlot(8, 'Home', 5)).toBe(0);
    expect(nextSlot(8, 'End', 5)).toBe(14);
  });

  it('moves by three on a phone grid', () => {
    expect(nextSlot(1, 'ArrowDown', 3)).toBe(4);
    expect(nextSlot(13, 'ArrowUp', 3)).toBe(10);
    expect(nextSlot(12, 'ArrowDown', 3)).toBe(12); // bottom row stays
  });

  it('stops at the page edges instead of leaving the page', () => {
    expect(nextSlot(0, 'ArrowLeft', 5)).toBe(0);
    expect(nextSlot(14, 'ArrowRight', 5)).toBe(14);
    expect(nextSlot(3, 'ArrowUp', 5)).toBe(3);
    expect(nextSlot(13, 'ArrowDown', 5)).toBe(13);
    // Second page: slots 15..29.
    expect(nextSlot(15, 'ArrowLeft', 5)).toBe(15);
    expect(nextSlot(29, 'ArrowRight', 5)).toBe(29);
    expect(nextSlot(17, 'ArrowDown', 5)).toBe(22);
    expect(nextSlot(22, 'Home', 5)).toBe(15);
    expect(nextSlot(16, 'End', 5)).toBe(29);
  });

  it('never leaves the page and is undone by the opposite key, for any slot', () => {
    const rng = seededRng(3);
    const opposite: Partial<Record<NavigationKey, NavigationKey>> = {
      ArrowLeft: 'ArrowRight',
      ArrowRight: 'ArrowLeft',
      ArrowUp: 'ArrowDown',
      ArrowDown: 'ArrowUp',
    };
    const bad: string[] = [];
    for (let i = 0; i < 2000; i += 1) {
      const slot = Math.floor(rng() * 90);
      const columns = rng() < 0.5 ? 3 : 5;
      const key = KEYS[Math.floor(rng() * KEYS.length)]!;
      const next = nextSlot(slot, key, columns);
      if (Math.floor(next / 15) !== Math.floor(slot / 15)) bad.push(`${slot} ${key} left the page`);
      const back = opposite[key];
      if (back && next !== slot && nextSlot(next, back, columns) !== slot) {
        bad.push(`${slot} ${key} not undone`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('recognises only navigation keys', () => {
    for (const key of KEYS) expect(isNavigationKey(key)).toBe(true);
    for (const key of [' ', 'Enter', 'Escape', 'a', 'Tab'])
      expect(isNavigationKey(key)).toBe(false);
  });
});

describe('lotKey (move mode)', () => {
  // GIVEN a garage with cars in slots 0, 1, 2 and 6.
  const parked = new Set([0, 1, 2, 6]);
  const context = { columns: 5, occupied: (slot: number) => parked.has(slot) };
  const press = (state: LotKeyState, ...keys: string[]) => {
    let s = state;
    const effects = [];
    for (const key of keys) {
      const r = lotKey(s, key, context);
      s = r.state;
      effects.push(r.effect);
    }
    return { state: s, effects };
  };

  it('moves focus with arrows and reports it', () => {
    const { state, effects } = press(initialKeyState(0), 'ArrowRight', 'ArrowDown');
    expect(state).toEqual({ focus: 6, carrying: null });
    expect(effects).toEqual([
      { type: 'focus', slot: 1 },
      { type: 'focus', slot: 6 },
    ]);
  });

  it('picks up with Space, carries with arrows and drops with Space', () => {
    const { state, effects } = press(initialKeyState(1), ' ', 'ArrowRight', 'ArrowRight', ' ');
    expect(effects.map((e) => e.type)).toEqual(['pickUp', 'focus', 'focus', 'drop']);
    expect(effects[3]).toEqual({ type: 'drop', from: 1, to: 3 });
    expect(state).toEqual({ focus: 3, carrying: null });
  });

  it('drops onto a parked car too (the UI swaps them)', () => {
    const { effects } = press(initialKeyState(0), ' ', 'ArrowDown', 'ArrowRight', 'Enter');
    expect(effects.at(-1)).toEqual({ type: 'drop', from: 0, to: 6 });
  });

  it('puts the car back on Escape, with focus back on its slot', () => {
    const { state, effects } = press(initialKeyState(2), ' ', 'ArrowDown', 'Escape');
    expect(effects.at(-1)).toEqual({ type: 'cancel', slot: 2 });
    expect(state).toEqual({ focus: 2, carrying: null });
  });

  it('dropping where it was picked up is a cancel, not a move', () => {
    const { effects } = press(initialKeyState(2), ' ', 'ArrowRight', 'ArrowLeft', ' ');
    expect(effects.at(-1)).toEqual({ type: 'cancel', slot: 2 });
  });

  it('activates a parked car with Enter, but not an empty bay', () => {
    expect(press(initialKeyState(6), 'Enter').effects).toEqual([{ type: 'activate', slot: 6 }]);
    expect(press(initialKeyState(4), 'Enter').effects).toEqual([{ type: 'none' }]);
    expect(press(initialKeyState(4), ' ').state.carrying).toBeNull();
  });

  it('leaves keys it does not use alone (same state object)', () => {
    const state = initialKeyState(1);
    for (const key of ['a', 'Tab', 'Escape', 'Shift']) {
      const r = lotKey(state, key, context);
      expect(r.state).toBe(state);
      expect(r.effect).toEqual({ type: 'none' });
    }
    // At an edge, an arrow changes nothing either.
    expect(lotKey(initialKeyState(0), 'ArrowLeft', context).state).toEqual(initialKeyState(0));
  });

  it('accepts the old "Spacebar" key name', () => {
    expect(lotKey(initialKeyState(0), 'Spacebar', context).effect).toEqual({
      type: 'pickUp',
      slot: 0,
    });
  });
});
