// The race page's own settings and modes in jsdom: the sound control saves to the session (and so
// to the persisted state), F switches the fullscreen race mode and the header and footer step
// aside, the overlay reads its background from the URL, and "hide my name" relabels the player's
// car in what the scene is fed and in the racer list.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { createManualClock } from '../../../../src/domain/clock';
import { SITES } from '../../../../src/domain/site';
import { withOwnName } from '../../../../src/ui/race/ownNameScene';
import { useGuestRaceSettings } from '../../../../src/ui/race/raceAccountSettings';
import { RaceScreen } from '../../../../src/ui/race/RaceScreen';
import { overlayBackdrop } from '../../../../src/ui/race/useRaceDisplayMode';
import { SiteProvider } from '../../../../src/ui/site';
import { silentPlayer } from '../../../../src/ui/sound/raceSounds';
import {
  defaultSoundPrefs,
  readSoundPrefs,
  useSoundPrefs,
} from '../../../../src/ui/sound/soundPrefs';
import { useRaceDisplay } from '../../../../src/ui/stores/raceDisplay';
import { createSession, getSession, setAppSession } from '../../../../src/ui/stores/sessionStore';
import { fakeFetch, ok } from '../../net/fakeFetch';
import { fakeConnection, fakeScene, racerView, roomFrame } from './raceHarness';

const engine = vi.hoisted(() => ({ current: null as ReturnType<typeof fakeScene> | null }));
vi.mock('../../../../src/engine/raceScene', () => ({
  createRaceScene: vi.fn(async () => engine.current!.scene),
}));

class NoResizeObserver {
  observe() {}
  disconnect() {}
}

let conn: ReturnType<typeof fakeConnection>;

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  engine.current = fakeScene();
  conn = fakeConnection();
  const { fetch } = fakeFetch(() => ok({ cars: [] }));
  setAppSession(
    createSession({ storage: null, document: null, fetch, navigate: vi.fn(), alert: vi.fn() }),
  );
  useRaceDisplay.setState({ hideName: false, chromeless: false, backdrop: null });
  useSoundPrefs.setState(defaultSoundPrefs());
  useGuestRaceSettings.setState({ raceSounds: undefined, fullScreenMode: undefined });
});

afterEach(() => {
  cleanup();
  setAppSession(null);
  vi.unstubAllGlobals();
});

async function renderScreen(path = '/race') {
  const [pathname, search = ''] = path.split('?');
  const { hook, searchHook } = memoryLocation({ path: pathname!, searchPath: search });
  render(
    <SiteProvider site={SITES.typing}>
      <Router hook={hook} searchHook={searchHook}>
        <RaceScreen
          clock={createManualClock(1000)}
          connect={conn.connect}
          createSounds={() => silentPlayer}
        />
      </Router>
    </SiteProvider>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('race page settings and modes', () => {
  it('mutes, unmutes to what was on, and turns key clicks on: the raceSounds setting', async () => {
    await renderScreen();
    const mute = screen.getByRole('button', { name: 'Mute sounds' });
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    expect(getSession().user.raceSounds).toBe('only_fx');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Key clicks' }));
    expect(getSession().user.raceSounds).toBe('all');
    fireEvent.click(mute);
    expect(getSession().user.raceSounds).toBe('none');
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(mute);
    expect(getSession().user.raceSounds).toBe('all');
    fireEvent.click(mute);
    // A guest's choice outlives the guest user the server hands out on the next visit.
    act(() => getSession().refreshUser({ ...getSession().user, raceSounds: 'only_fx' }));
    expect(useGuestRaceSettings.getState().raceSounds).toBe('none');
    expect(mute.getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the volume (0.5 until moved) and reads back only a valid one', async () => {
    await renderScreen();
    const slider = screen.getByRole('slider', { name: 'Volume' });
    expect((slider as HTMLInputElement).value).toBe('50');
    fireEvent.change(slider, { target: { value: '80' } });
    expect(useSoundPrefs.getState().volume).toBe(0.8);
    const stored = new Map<string, string>();
    const storage = {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    };
    stored.set('nitro.sound', JSON.stringify({ volume: 0.3, unmuteTo: 'all' }));
    expect(readSoundPrefs(storage)).toEqual({ volume: 0.3, unmuteTo: 'all' });
    stored.set('nitro.sound', JSON.stringify({ volume: 7 }));
    expect(readSoundPrefs(storage)).toEqual(defaultSoundPrefs());
  });

  it('F switches the fullscreen race mode between races; the layout is told to step aside', async () => {
    await renderScreen();
    const page = () => document.querySelector('[data-display]')?.getAttribute('data-display');
    expect(page()).toBe('page');
    fireEvent.keyDown(document.body, { key: 'f' });
    expect(page()).toBe('fullscreen');
    expect(getSession().user.fullScreenMode).toBe('race');
    expect(useRaceDisplay.getState().chromeless).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Exit fullscreen/ }));
    expect(page()).toBe('page');
    expect(useRaceDisplay.getState().chromeless).toBe(false);
  });

  it('F is typed, not a shortcut, once the race is under way', async () => {
    await renderScreen();
    fireEvent.click(screen.getByRole('button', { name: /Race Now/ }));
    act(() => conn.open());
    act(() => conn.push(roomFrame({ serverNow: 1000 })));
    fireEvent.keyDown(document.body, { key: 'f' });
    expect(getSession().user.fullScreenMode).toBe('none');
  });

  it('the overlay takes its background from the URL and shows no settings', async () => {
    expect(overlayBackdrop('overlay=1')).toBe('plain');
    expect(overlayBackdrop('overlay=1&bg=chroma')).toBe('chroma');
    expect(overlayBackdrop('bg=chroma')).toBeNull();
    await renderScreen('/race?overlay=1&bg=chroma');
    const root = document.querySelector('[data-display]');
    expect(root?.getAttribute('data-display')).toBe('overlay');
    expect(root?.getAttribute('data-backdrop')).toBe('chroma');
    expect(useRaceDisplay.getState().chromeless).toBe(true);
    expect(screen.queryByRole('button', { name: 'Mute sounds' })).toBeNull();
  });

  it('hide my name: the scene and the racer list call the player You', async () => {
    getSession().refreshUser({ ...getSession().user, loggedIn: true, username: 'streamer42' });
    useRaceDisplay.setState({ hideName: true });
    await renderScreen();
    expect(engine.current!.last()?.racers.find((r) => r.isYou)?.name).toBe('You');
    fireEvent.click(screen.getByRole('button', { name: /Race Now/ }));
    act(() => conn.open());
    act(() =>
      conn.push(
        roomFrame({
          serverNow: 1000,
          youID: 'me',
          racers: [racerView('me', { name: 'streamer42' }), racerView('bot1', { name: 'Bot' })],
        }),
      ),
    );
    const drawn = engine.current!.last()!.racers;
    expect(drawn.find((r) => r.isYou)?.name).toBe('You');
    expect(drawn.find((r) => !r.isYou)?.name).toBe('Bot');
    expect(screen.getByTestId('racer-list').textContent).not.toContain('streamer42');
    expect(withOwnName(engine.current!.last()!, null).racers).toEqual(drawn);
  });

  it('the ready screen has no unnamed tab stop, and the hidden race input is none', async () => {
    await renderScreen();
    const stops = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, [tabindex]',
      ),
    ].filter(
      (el) => el.tabIndex >= 0 && !el.closest('[hidden]') && !(el as HTMLButtonElement).disabled,
    );
    const nameOf = (el: HTMLElement) =>
      (
        el.getAttribute('aria-label') ??
        [...((el as HTMLInputElement).labels ?? [])].map((l) => l.textContent).join(' ') ??
        ''
      ).trim() || (el.textContent ?? '').trim();
    expect(stops.length).toBeGreaterThan(3);
    expect(stops.filter((el) => nameOf(el) === '').map((el) => el.outerHTML)).toEqual([]);
    expect(stops).not.toContain(screen.getByTestId('race-input'));
  });
});
