// Typing on the race screen: keys drive passage, chips and scene without React renders; progress,
// pastes and nitros go to the server.
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { replay } from '../../../../src/domain/race/typing';
import type { fakeScene } from './raceHarness';
import { roomFrame, finishLog } from './raceHarness';
import {
  PASSAGE,
  conn,
  commits,
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
  it('a key updates the passage, the chips and the scene with no React render', async () => {
    await raceToGreen();
    await advance(4000);
    const before = commits;
    expect(before).toBeGreaterThan(0); // the profiler does see the screen's renders
    for (const ch of 'Red') {
      await advance(150);
      key(ch);
    }
    await advance(150);
    key('x'); // wrong
    expect(charStates().slice(0, 4)).toEqual(['typed', 'typed', 'typed', 'error']);
    expect(engine.current!.last()?.progress.me).toBeCloseTo(3 / PASSAGE.length);
    // The chips' numbers follow within a quarter of a second (raceHud.ts HUD_TEXT_MS).
    await advance(250);
    expect(screen.getByTestId('live-accuracy').textContent).toBe('75%');
    expect(commits).toBe(before);
  });

  it('sends progress per word, throttled, and the log at the finish', async () => {
    await raceToGreen();
    await advance(4000);
    for (const ch of PASSAGE) {
      await advance(50); // 240 WPM bursts: the throttle has to hold frames back
      key(ch);
    }
    // The log goes out just after the last key's handler, not inside it.
    expect(conn.sentOf('finish')).toHaveLength(0);
    await advance(0);
    const updates = conn.sentOf('update');
    expect(updates.length).toBeGreaterThan(0);
    expect(updates.length).toBeLessThanOrEqual(Math.ceil((PASSAGE.length * 50) / 100));
    const finish = conn.sentOf('finish');
    expect(finish).toHaveLength(1);
    const replayed = replay(PASSAGE, finishLog(finish[0]));
    expect(replayed.pos).toBe(PASSAGE.length);
    expect(finishLog(finish[0])[0]!.ms).toBe(50);
    // The stage changes after the page paints the last key (afterNextPaint), not in its handler.
    expect(screen.queryByText('Crossing the line…')).toBeNull();
    expect(await screen.findByText('Crossing the line…')).toBeTruthy();
  });

  it('reports a paste and shows the disqualification', async () => {
    await raceToGreen();
    await advance(4000);
    fireEvent.paste(document.body);
    expect(conn.sentOf('disqualify')).toEqual([
      { channel: 'race-server', type: 'disqualify', data: { reason: 'paste' } },
    ]);
    push({
      channel: 'race-server',
      type: 'disqualified',
      data: { message: 'Disqualified: text was pasted into the race.', DQs: 1 },
    });
    expect(screen.getByRole('heading', { name: 'Disqualified' })).toBeTruthy();
    expect(screen.getByText('Disqualified: text was pasted into the race.')).toBeTruthy();
  });

  it('uses a nitro on Enter only when the player has one', async () => {
    await renderScreen();
    fireEvent.click(screen.getByRole('button', { name: /Race Now/ }));
    act(() => conn.open());
    const startAt = serverNow() + 1000;
    push(
      roomFrame({
        passage: PASSAGE,
        phase: 'countdown',
        startAt,
        serverNow: serverNow(),
        nitros: 1,
      }),
    );
    await advance(1000);
    key('R');
    key('Enter');
    expect(conn.sentOf('nitro')).toHaveLength(1);
    expect(charStates().slice(0, 5)).toEqual(['typed', 'typed', 'typed', 'typed', 'current']);
    expect(engine.current!.effects.at(-1)).toEqual({ type: 'nitro', racerID: 'me' });
    key('Enter');
    expect(conn.sentOf('nitro')).toHaveLength(1);
  });
});
