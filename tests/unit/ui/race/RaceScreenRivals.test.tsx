// Other racers and the result on the race screen: their cars, place announcements, the server's
// result.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { fakeScene } from './raceHarness';
import { positionsFrame, result, resultFrame } from './raceHarness';
import {
  PASSAGE,
  conn,
  setUpRaceScreen,
  push,
  advance,
  key,
  raceToGreen,
} from './raceScreenHarness';

// The PixiJS engine cannot run in jsdom: its dynamic import is replaced with a recording scene.
const engine = vi.hoisted(() => ({ current: null as ReturnType<typeof fakeScene> | null }));
vi.mock('../../../../src/engine/raceScene', () => ({
  createRaceScene: vi.fn(async () => engine.current!.scene),
}));

setUpRaceScreen(engine);

describe('RaceScreen', () => {
  it('draws other cars from positions frames and celebrates their finish once', async () => {
    const startAt = await raceToGreen();
    await advance(4000);
    push(positionsFrame(startAt + 500, [{ id: 'bot1', progress: 8 }]));
    expect(engine.current!.last()?.progress.bot1).toBeCloseTo(8 / PASSAGE.length);
    expect(engine.current!.last()?.at).toBe(startAt + 500);
    // A frame carries only who moved: a car left out stays where it was.
    push(positionsFrame(startAt + 550, [{ id: 'me', progress: 1 }]));
    expect(engine.current!.last()?.progress.bot1).toBeCloseTo(8 / PASSAGE.length);
    expect(engine.current!.last()?.at).toBe(startAt + 550);
    const done = { id: 'bot1', progress: PASSAGE.length, place: 1, wpm: 50, timeMs: 9000 };
    push(positionsFrame(startAt + 600, [done]));
    push(positionsFrame(startAt + 700, [done]));
    const finishes = engine.current!.effects.filter((e) => e.type === 'finish');
    expect(finishes).toEqual([{ type: 'finish', racerID: 'bot1', place: 1 }]);
    expect(screen.getByTestId('racer-list').textContent).toContain('finished 1st');
    expect(screen.getByTestId('race-announcer').textContent).toMatch(/ finished 1st\.$/);
  });

  it('announces a change of place politely, not the place everyone starts in', async () => {
    const startAt = await raceToGreen();
    await advance(4000);
    const announcer = screen.getByTestId('race-announcer');
    // Level at the green light: noted, not said.
    expect(announcer.textContent).toBe('');
    push(positionsFrame(startAt + 100, [{ id: 'bot1', progress: 3 }]));
    await advance(5000);
    key(PASSAGE[0]!);
    expect(announcer.textContent).toBe('You are 2nd of 2.');
    // Overtaking straight away is held back: a close race must not chatter.
    for (const ch of PASSAGE.slice(1, 8)) {
      await advance(150);
      key(ch);
    }
    expect(announcer.textContent).toBe('You are 2nd of 2.');
    await advance(4000);
    key(PASSAGE[8]!);
    expect(announcer.textContent).toBe('You are 1st of 2.');
  });

  it('shows the server result with the race id', async () => {
    await raceToGreen();
    await advance(4000);
    for (const ch of PASSAGE) {
      await advance(200);
      key(ch);
    }
    push(resultFrame(result({ raceID: 91, place: 2, levelAfter: 1, levelBefore: 1 })));
    const view = screen.getByTestId('race-result');
    expect(view.dataset.raceId).toBe('91');
    expect(screen.getByText('On the podium!')).toBeTruthy();
    expect(screen.getByTestId('result-wpm').textContent).toBe('48.2');
    expect(screen.queryByText(/Level up!/)).toBeNull();
    expect(engine.current!.effects.at(-1)).toEqual({ type: 'finish', racerID: 'me', place: 2 });
    expect(screen.getByTestId('race-announcer').textContent).toMatch(
      /^You finished 2nd of \d+: 48\.2 WPM, [\d.]+% accuracy\.$/,
    );
    // The next race is the focus: Enter on it (a button) races again.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Race Again/ }));
    fireEvent.click(screen.getByRole('button', { name: /Race Again/ }));
    expect(conn.sentOf('join')).toHaveLength(2);
  });
});
