// The race screen from Race Now to the green light: seats, the countdown on the server clock,
// the Ready screen, and a lost connection.
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { fakeScene } from './raceHarness';
import { roomFrame } from './raceHarness';
import {
  conn,
  setUpRaceScreen,
  renderScreen,
  serverNow,
  push,
  advance,
  key,
  charStates,
  raceToGreen,
} from './raceScreenHarness';

// The PixiJS engine cannot run in jsdom: its dynamic import is replaced with a recording scene.
const engine = vi.hoisted(() => ({ current: null as ReturnType<typeof fakeScene> | null }));
vi.mock('../../../../src/engine/raceScene', () => ({
  createRaceScene: vi.fn(async () => engine.current!.scene),
}));

setUpRaceScreen(engine);

describe('RaceScreen', () => {
  it('Race Now connects and asks for a practice seat for a guest, then looks for racers', async () => {
    await renderScreen();
    expect(engine.current!.last()?.racers.map((r) => r.isYou)).toEqual([true]);
    fireEvent.click(screen.getByRole('button', { name: /Race Now/ }));
    expect(conn.connect).toHaveBeenCalledTimes(1);
    act(() => conn.open());
    expect(conn.sentOf('join')).toEqual([
      { channel: 'race-server', type: 'join', data: { kind: 'practice' } },
    ]);
    push(roomFrame({ serverNow: serverNow() }));
    expect(screen.getByText('Finding racers…')).toBeTruthy();
    expect(screen.getByText('1 of 5 on the grid')).toBeTruthy();
  });

  it('counts down on the server clock, ignores keys before the green light, then races', async () => {
    await raceToGreen();
    expect(screen.getByTestId('countdown').textContent).toBe('Get ready…');
    key('R');
    expect(charStates()[0]).toBe('current');
    await advance(1000);
    expect(screen.getByTestId('countdown').textContent).toBe('3');
    expect(engine.current!.last()?.countdown).toBe(3);
    await advance(2000);
    expect(screen.getByTestId('countdown').textContent).toBe('1');
    key('R');
    expect(charStates()[0]).toBe('current');
    await advance(1000);
    expect(screen.getByText('Type!')).toBeTruthy();
    const ticks = engine.current!.effects.filter((e) => e.type === 'countdown-tick');
    expect(ticks.map((e) => e.type === 'countdown-tick' && e.value)).toEqual([3, 2, 1, 0]);
    expect(engine.current!.last()?.phase).toBe('racing');
  });

  it('races at once when reached from a race button, once', async () => {
    history.replaceState({ raceNow: true }, '');
    await renderScreen();
    expect(conn.connect).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Ready, racer?')).toBeNull();
    // The mark is spent: a reload or Back shows the Ready screen.
    expect((history.state as { raceNow: boolean }).raceNow).toBe(false);
  });

  it('shows the Ready screen on a direct visit, and Enter starts the race from it', async () => {
    history.replaceState(null, '');
    await renderScreen();
    expect(conn.connect).not.toHaveBeenCalled();
    expect(screen.getByText('Ready, racer?')).toBeTruthy();
    key('Enter');
    expect(conn.connect).toHaveBeenCalledTimes(1);
  });

  it('a lost connection mid-race says so and offers a new race', async () => {
    await raceToGreen();
    act(() => conn.drop());
    expect(screen.getByText('The connection to the race server was lost.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Try Again/ }));
    expect(conn.connect).toHaveBeenCalledTimes(2);
  });
});
