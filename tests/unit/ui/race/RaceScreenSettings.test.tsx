// Race settings on the race screen: sent before a qualified racer joins, absent for practice.
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { defaultUser } from '../../../../src/domain/user';
import { getAppSession } from '../../../../src/ui/stores/sessionStore';
import type { fakeScene } from './raceHarness';
import { conn, setUpRaceScreen, renderScreen } from './raceScreenHarness';

// The PixiJS engine cannot run in jsdom: its dynamic import is replaced with a recording scene.
const engine = vi.hoisted(() => ({ current: null as ReturnType<typeof fakeScene> | null }));
vi.mock('../../../../src/engine/raceScene', () => ({
  createRaceScene: vi.fn(async () => engine.current!.scene),
}));

setUpRaceScreen(engine);

describe('race settings', () => {
  it('sends the chosen scoring mode and visibility before a qualified racer joins', async () => {
    getAppSession().store.setState({
      user: { ...defaultUser(), loggedIn: true, userID: 100123, username: 'speedy', avgSpeed: 55 },
    });
    await renderScreen();
    fireEvent.change(screen.getByLabelText('Scoring'), { target: { value: 'casual' } });
    fireEvent.change(screen.getByLabelText('Who can join'), { target: { value: 'invite-only' } });
    fireEvent.click(screen.getByRole('button', { name: /Race Now/ }));
    act(() => conn.open());
    expect(conn.sent.map((f) => f.type)).toEqual(['settings', 'join']);
    expect(conn.sentOf('settings')[0]?.data).toEqual({
      scoringMode: 'casual',
      gameVisibility: 'invite-only',
    });
    expect(conn.sentOf('join')[0]?.data).toEqual({ kind: 'public' });
  });

  it('offers no settings for a practice (qualifying) race', async () => {
    await renderScreen();
    expect(screen.queryByLabelText('Scoring')).toBeNull();
  });
});
