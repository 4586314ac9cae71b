// The race screen end to end in jsdom: a fake socket speaks for the server, a manual clock runs
// the countdown, and the PixiJS engine (which cannot run here) is replaced through vi.mock of its
// dynamic import with a scene that records what it was asked to draw.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { createManualClock, type ManualClock } from '../../../../src/domain/clock';
import { mathCourseText, type MathCourse } from '../../../../src/domain/math';
import { replay } from '../../../../src/domain/race/typing';
import { SITES } from '../../../../src/domain/site';
import { defaultUser } from '../../../../src/domain/user';
import { RaceScreen } from '../../../../src/ui/race/RaceScreen';
import { SiteProvider } from '../../../../src/ui/site';
import { silentPlayer } from '../../../../src/ui/sound/raceSounds';
import {
  createSession,
  getAppSession,
  setAppSession,
} from '../../../../src/ui/stores/sessionStore';
import { fakeFetch, ok } from '../../net/fakeFetch';
import {
  countdownFrame,
  fakeConnection,
  fakeScene,
  positionsFrame,
  racerView,
  result,
  resultFrame,
  roomFrame,
  finishLog,
} from './raceHarness';

const engine = vi.hoisted(() => ({ current: null as ReturnType<typeof fakeScene> | null }));
vi.mock('../../../../src/engine/raceScene', () => ({
  createRaceScene: vi.fn(async () => engine.current!.scene),
}));

const PASSAGE = 'Red cars go fast.';
const SERVER_AHEAD = 5000; // the server's clock reads 5 s ahead of this device
const T0 = 1_000_000;

let clock: ManualClock;
let conn: ReturnType<typeof fakeConnection>;
let commits: number;

class NoResizeObserver {
  observe() {}
  disconnect() {}
}

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

async function renderScreen(site = SITES.typing) {
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

const serverNow = () => clock.now() + SERVER_AHEAD;
const push = (frame: Parameters<typeof conn.push>[0]) => act(() => conn.push(frame));
const advance = (ms: number) => act(() => clock.advance(ms));
const key = (k: string) => fireEvent.keyDown(document.body, { key: k });
const charStates = () =>
  [...screen.getByTestId('passage').querySelectorAll<HTMLElement>('[data-char]')].map(
    (c) => c.dataset.state,
  );

async function raceToGreen() {
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

describe('RaceScreen', () => {
  it('speaks of problems on the math site before any race, never of a passage or WPM', async () => {
    await renderScreen(SITES.math);
    expect(screen.getByText('Answer each problem to drive.')).toBeTruthy();
    expect(screen.getByText('Per min')).toBeTruthy();
    const shown = document.body.cloneNode(true) as HTMLElement;
    shown.querySelectorAll('[hidden]').forEach((element) => element.remove());
    const words = shown.textContent ?? '';
    expect(words).not.toMatch(/passage/i);
    expect(words).not.toMatch(/WPM/);
    expect(screen.queryByRole('region', { name: 'Passage' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /passage/i })).toBeNull();
  });

  it('speaks of problems, never of a passage or WPM, in the middle of a math race too', async () => {
    await renderScreen(SITES.math);
    fireEvent.click(screen.getByRole('button', { name: /Play Now/ }));
    act(() => conn.open());
    const course: MathCourse = { seed: 7, lessonID: 1, problemTypes: ['addition_1'], count: 4 };
    const startAt = serverNow() + 1000;
    push(
      roomFrame({
        passage: mathCourseText(course.count),
        phase: 'countdown',
        startAt,
        serverNow: serverNow(),
        math: course,
      }),
    );
    push(countdownFrame(startAt, serverNow()));
    await advance(1200);
    expect(screen.getByText('Solve!')).toBeTruthy();
    const shown = document.body.cloneNode(true) as HTMLElement;
    shown.querySelectorAll('[hidden]').forEach((element) => element.remove());
    const words = shown.textContent ?? '';
    expect(words).toMatch(/problems answered/);
    expect(words).not.toMatch(/passage/i);
    expect(words).not.toMatch(/WPM/);
  });

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
    expect(screen.getByText('Crossing the line…')).toBeTruthy();
  });

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

  it('a lost connection mid-race says so and offers a new race', async () => {
    await raceToGreen();
    act(() => conn.drop());
    expect(screen.getByText('The connection to the race server was lost.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Try Again/ }));
    expect(conn.connect).toHaveBeenCalledTimes(2);
  });
});

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
