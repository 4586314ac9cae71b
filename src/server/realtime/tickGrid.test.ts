// Rooms share one timer per tick length: each still ticks once a period, a stopped one never
// again, one that fails does not stop the others, and the timer goes once nobody ticks.
import { describe, expect, it } from 'vitest';

import { createManualClock } from '../../domain/clock';
import { createTickGrid } from './tickGrid';

describe('createTickGrid', () => {
  it('ticks every registration once a period on one timer, and stops each on its own', () => {
    const clock = createManualClock(1_000);
    const grid = createTickGrid(clock);
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

  it('lets a tick stop another, keeps going past one that throws, and frees the timer', () => {
    const clock = createManualClock(0);
    const errors: unknown[] = [];
    const grid = createTickGrid(clock, (err) => errors.push(err));
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

  it('keeps a separate beat per period', () => {
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
