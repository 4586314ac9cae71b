// The race screen's test rig: a fake socket speaks for the server, a manual clock runs the
// countdown, and a fake scene (given by each test file's vi.mock of the engine) records what it
// was asked to draw. clock, conn and commits are live bindings, renewed before each test.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { createManualClock, type ManualClock } from '../../../../src/domain/clock';
import { SITES } from '../../../../src/domain/site';
import { RaceScreen } from '../../../../src/ui/race/RaceScreen';
import { SiteProvider } from '../../../../src/ui/site';
import { silentPlayer } from '../../../../src/ui/sound/raceSounds';
import { createSession, setAppSession } from '../../../../src/ui/stores/sessionStore';
import { fakeFetch, ok } from '../../net/fakeFetch';
import { countdownFrame, fakeConnection, fakeScene, racerView, roomFrame } from './raceHarness';

export const PASSAGE = 'Red cars go fast.';
const SERVER_AHEAD = 5000; // the server's clock reads 5 s ahead of this device
const T0 = 1_000_000;

export let clock: ManualClock;
export let conn: ReturnType<typeof fakeConnection>;
export let commits: number;

class NoResizeObserver {
  observe() {}
  disconnect() {}
}

/** The fake scene, clock, socket and session each test starts with, and the cleanup after it. */
export function setUpRaceScreen(engine: { current: ReturnType<typeof fakeScene> | null }) {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoResizeObserver);
    engine.current = fakeScene();
    clock = createManualClock(T0);
    conn = fakeConnection();
    commits = 0;
    const { fetch } = fakeFetch((call) =>
      call.url.endsWith('/cars')
        ? ok({
            cars: [
              {
                carID: 1,
                name: 'Doodlebug',
                brand: 'Kessel',
                price: 0,
                unlockLevel: 1,
                purchasable: true,
                options: { rarity: 'common' },
                assetKey: 'kessel_doodlebug',
                largeSrc: '/assets/cars/kessel_doodlebug.svg',
                smallSrc: '/assets/cars/kessel_doodlebug.svg',
              },
            ],
          })
        : ok({}),
    );
    setAppSession(
      createSession({ storage: null, document: null, fetch, navigate: vi.fn(), alert: vi.fn() }),
    );
  });

  afterEach(() => {
    cleanup();
    setAppSession(null);
    vi.unstubAllGlobals();
  });
}

export async function renderScreen(site = SITES.typing) {
  const { hook } = memoryLocation({ path: site === SITES.math ? '/play' : '/race' });
  render(
    <SiteProvider site={site}>
      <Router hook={hook}>
        <Profiler id="race" onRender={() => void (commits += 1)}>
          <RaceScreen clock={clock} connect={conn.connect} createSounds={() => silentPlayer} />
        </Profiler>
      </Router>
    </SiteProvider>,
  );
  // Let the mocked engine import and the car catalogue resolve.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

export const serverNow = () => clock.now() + SERVER_AHEAD;
export const push = (frame: Parameters<typeof conn.push>[0]) => act(() => conn.push(frame));
export const advance = (ms: number) => act(() => clock.advance(ms));
export const key = (k: string) => fireEvent.keyDown(document.body, { key: k });
export const charStates = () =>
  [...screen.getByTestId('passage').querySelectorAll<HTMLElement>('[data-char]')].map(
    (c) => c.dataset.state,
  );

export async function raceToGreen() {
  await renderScreen();
  fireEvent.click(screen.getByRole('button', { name: /Race Now/ }));
  act(() => conn.open());
  push(roomFrame({ serverNow: serverNow() }));
  const startAt = serverNow() + 4000;
  push(
    roomFrame({
      passage: PASSAGE,
      passageSource: 'Test Writers',
      phase: 'countdown',
      racers: [racerView('me'), racerView('bot1')],
      startAt,
      serverNow: serverNow(),
    }),
  );
  push(countdownFrame(startAt, serverNow()));
  return startAt;
}
