// Rooms share a few timers per tick length: each still ticks once a period, a stopped one never
// again, one that fails does not stop the others, the rooms spread evenly over the phases of the
// period, and a phase's timer goes once nobody ticks on it.
import { describe, expect, it } from 'vitest';

import { createManualClock } from '../../domain/clock';
import { createTickGrid, PHASES } from './tickGrid';

describe('createTickGrid', () => {
  it('with one phase, ticks every registration once a period on one timer, and stops each on its own', () => {
    const clock = createManualClock(1_000);
    const grid = createTickGrid(clock, undefined, 1);
    const ticks: string[] = [];
    const stopA = grid.every(100, () => ticks.push('a'));
    clock.advance(50);
    grid.every(100, () => ticks.push('b'));
    expect(clock.pending()).toBe(1);
    clock.advance(50);
    expect(ticks).toEqual(['a', 'b']);
    stopA();
    stopA();
    clock.advance(100);
    expect(ticks).toEqual(['a', 'b', 'b']);
  });

  it('spreads rooms over the phases of the period, a timer per phase, each room once a period', () => {
    const clock = createManualClock(10_000);
    const grid = createTickGrid(clock);
    const at = new Map<number, number[]>();
    const stops = Array.from({ length: 3 * PHASES }, (_, room) =>
      grid.every(100, () => at.set(room, [...(at.get(room) ?? []), clock.now()])),
    );
    expect(clock.pending()).toBe(PHASES);
    clock.advance(300);
    // Every room ticked three times, a period apart, its first tick within one period.
    for (let room = 0; room < 3 * PHASES; room += 1) {
      const times = at.get(room) ?? [];
      expect(times).toHaveLength(3);
      expect(times[0]).toBeGreaterThan(10_000);
      expect(times[0]).toBeLessThanOrEqual(10_100);
      expect(times[1]! - times[0]!).toBe(100);
      expect(times[2]! - times[1]!).toBe(100);
    }
    // Three rooms on each of the ten phases, 10 ms apart.
    const byPhase = new Map<number, number>();
    for (const times of at.values()) {
      const phase = times[0]! % 100;
      byPhase.set(phase, (byPhase.get(phase) ?? 0) + 1);
    }
    expect([...byPhase.keys()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: PHASES }, (_, k) => (k * 100) / PHASES),
    );
    expect([...byPhase.values()]).toEqual(Array.from({ length: PHASES }, () => 3));
    for (const stop of stops) stop();
    expect(clock.pending()).toBe(0);
  });

  it("runs a registration's late run one phase after each of its ticks, and stops both", () => {
    const clock = createManualClock(0);
    const grid = createTickGrid(clock);
    const seen: string[] = [];
    const stop = grid.every(
      100,
      () => seen.push(`tick ${clock.now()}`),
      () => seen.push(`late ${clock.now()}`),
    );
    // Phase 0 and the late run's phase 1: two timers.
    expect(clock.pending()).toBe(2);
    clock.advance(220);
    // (The late run's first firing, at 10, comes before the room's first tick: the room's step
    // sends nothing then, as nothing has been shown yet.)
    expect(seen).toEqual(['late 10', 'tick 100', 'late 110', 'tick 200', 'late 210']);
    // The next room takes phase 1 (its beat is there already); its tick follows the late run.
    const order: string[] = [];
    const stopNext = grid.every(100, () => order.push(`phase 1 tick ${clock.now()}`));
    expect(clock.pending()).toBe(2);
    clock.advance(100);
    expect(seen.slice(-2)).toEqual(['tick 300', 'late 310']);
    expect(order).toEqual(['phase 1 tick 310']);
    stop();
    // Phase 0's beat goes; phase 1's stays for the next room, without the late run.
    expect(clock.pending()).toBe(1);
    clock.advance(100);
    expect(seen.at(-1)).toBe('late 310');
    expect(order).toEqual(['phase 1 tick 310', 'phase 1 tick 410']);
    stopNext();
    expect(clock.pending()).toBe(0);
  });

  it('with one phase, runs no late run (it would only split the tick in two)', () => {
    const clock = createManualClock(0);
    const grid = createTickGrid(clock, undefined, 1);
    const seen: string[] = [];
    grid.every(
      100,
      () => seen.push('tick'),
      () => seen.push('late'),
    );
    clock.advance(300);
    expect(seen).toEqual(['tick', 'tick', 'tick']);
  });

  it('fills the emptiest phase first when rooms come and go', () => {
    const clock = createManualClock(0);
    const grid = createTickGrid(clock, undefined, 2);
    const phaseOf: number[] = [];
    const track = (room: number) => () => {
      if (phaseOf[room] === undefined) phaseOf[room] = clock.now() % 100;
    };
    const stop0 = grid.every(100, track(0));
    grid.every(100, track(1));
    grid.every(100, track(2));
    stop0();
    grid.every(100, track(3));
    clock.advance(100);
    // Rooms 0 and 2 on phase 0, room 1 on phase 50; room 0 left, so room 3 took phase 0.
    expect(phaseOf[1]).toBe(50);
    expect(phaseOf[2]).toBe(0);
    expect(phaseOf[3]).toBe(0);
    expect(phaseOf[0]).toBeUndefined();
  });

  it('lets a tick stop another, keeps going past one that throws, and frees the timer', () => {
    const clock = createManualClock(0);
    const errors: unknown[] = [];
    const grid = createTickGrid(clock, (err) => errors.push(err), 1);
    const ticks: string[] = [];
    const stops: Array<() => void> = [];
    stops.push(
      grid.every(100, () => {
        ticks.push('first');
        stops[1]!();
      }),
    );
    stops.push(grid.every(100, () => ticks.push('second')));
    stops.push(
      grid.every(100, () => {
        throw new Error('boom');
      }),
    );
    stops.push(grid.every(100, () => ticks.push('last')));
    clock.advance(100);
    expect(ticks).toEqual(['first', 'last']);
    expect(errors).toHaveLength(1);
    for (const stop of stops) stop();
    expect(clock.pending()).toBe(0);
    clock.advance(500);
    expect(ticks).toEqual(['first', 'last']);
  });

  it('stops a beat that has not fired yet', () => {
    const clock = createManualClock(0);
    const grid = createTickGrid(clock);
    const ticks: number[] = [];
    const stop = grid.every(100, () => ticks.push(clock.now()));
    stop();
    expect(clock.pending()).toBe(0);
    clock.advance(500);
    expect(ticks).toEqual([]);
  });

  it('keeps a separate grid per period', () => {
    const clock = createManualClock(0);
    const grid = createTickGrid(clock);
    const ticks: number[] = [];
    grid.every(100, () => ticks.push(100));
    grid.every(250, () => ticks.push(250));
    clock.advance(500);
    expect(ticks.filter((t) => t === 100)).toHaveLength(5);
    expect(ticks.filter((t) => t === 250)).toHaveLength(2);
  });
});
