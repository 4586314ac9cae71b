// The operators' live races page in jsdom: a fake socket speaks for the server's race-admin /
// math-admin channel, so the tests see what an operator sees as rooms open, change and close.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import type {
  AdminChannel,
  AdminRacerView,
  AdminRoomView,
} from '../../../../src/domain/realtime/admin';
import type { ServerFrame } from '../../../../src/domain/realtime/protocol';
import { SITES, type SiteId } from '../../../../src/domain/site';
import { defaultUser, type User } from '../../../../src/domain/user';
import { LiveRacesPage } from '../../../../src/ui/pages/admin/LiveRacesPage';
import { SiteProvider } from '../../../../src/ui/site';
import { createSession, setAppSession } from '../../../../src/ui/stores/sessionStore';
import { fakeFetch, ok } from '../../net/fakeFetch';
import { fakeConnection } from '../race/raceHarness';

const ROOM_A = '11111111-1111-4111-8111-111111111111';
const ROOM_B = '22222222-2222-4222-8222-222222222222';
const ROOM_C = '33333333-3333-4333-8333-333333333333';
const T0 = 1_700_000_000_000;

let conn: ReturnType<typeof fakeConnection>;

afterEach(() => {
  cleanup();
  setAppSession(null);
});

const operator = (): User => ({
  ...defaultUser(),
  loggedIn: true,
  accountType: 'user',
  userID: 1,
  username: 'boss',
  displayName: 'Boss',
});

function racer(id: string, overrides: Partial<AdminRacerView> = {}): AdminRacerView {
  return {
    id,
    name: `Racer ${id}`,
    userID: null,
    isBot: false,
    isGuest: false,
    finish: null,
    disqualified: false,
    left: false,
    ...overrides,
  };
}

function room(roomID: string, overrides: Partial<AdminRoomView> = {}): AdminRoomView {
  return {
    roomID,
    site: 'typing',
    kind: 'public',
    lesson: null,
    phase: 'waiting',
    createdAt: T0,
    startAt: null,
    racers: [],
    ...overrides,
  };
}

const channelOf = (site: SiteId): AdminChannel => (site === 'math' ? 'math-admin' : 'race-admin');
const watching = (site: SiteId = 'typing'): ServerFrame => ({
  channel: channelOf(site),
  type: 'watching',
  data: { site },
});
const roomFrame = (data: AdminRoomView): ServerFrame => ({
  channel: channelOf(data.site),
  type: 'room',
  data,
});
const closedFrame = (roomID: string, site: SiteId = 'typing'): ServerFrame => ({
  channel: channelOf(site),
  type: 'room-closed',
  data: { roomID },
});

function mount(options: { site?: SiteId; user?: User | null } = {}) {
  const { fetch } = fakeFetch(() => ok({}));
  const session = createSession({
    storage: null,
    document: null,
    fetch,
    navigate: vi.fn(),
    alert: vi.fn(),
  });
  const user = options.user === undefined ? operator() : options.user;
  if (user) session.store.getState().refreshUser(user);
  setAppSession(session);
  conn = fakeConnection();
  const { hook } = memoryLocation({ path: '/admin/races' });
  render(
    <SiteProvider site={SITES[options.site ?? 'typing']}>
      <Router hook={hook}>
        <LiveRacesPage connect={conn.connect} />
      </Router>
    </SiteProvider>,
  );
}

const push = (frame: ServerFrame) => act(() => conn.push(frame));
const open = () => act(() => conn.open());
const card = (roomID: string) => {
  const found = document.querySelector<HTMLElement>(`article[data-room-id="${roomID}"]`);
  if (!found) throw new Error(`no card for room ${roomID}`);
  return found;
};
const cardIDs = () =>
  [...document.querySelectorAll<HTMLElement>('article[data-room-id]')].map((a) => a.dataset.roomId);
const racerRow = (roomID: string, racerID: string) =>
  card(roomID).querySelector<HTMLElement>(`[data-racer-id="${racerID}"]`)!;

describe('LiveRacesPage', () => {
  it('asks a visitor to log in and opens no socket', () => {
    mount({ user: null });
    expect(screen.getByRole('heading', { name: 'Log in to watch live races' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(conn.connect).not.toHaveBeenCalled();
  });

  it('watches race-admin on the typing site once the socket opens', () => {
    mount();
    expect(conn.connect).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Connecting to race-admin…')).toBeTruthy();
    expect(conn.sent).toEqual([]);
    open();
    expect(conn.sent).toEqual([{ channel: 'race-admin', type: 'watch', data: {} }]);
    push(watching());
    expect(screen.getByText('No races right now')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Live');
    expect(screen.getByText('race-admin')).toBeTruthy();
  });

  it('watches math-admin on the math site', () => {
    mount({ site: 'math' });
    open();
    expect(conn.sent).toEqual([{ channel: 'math-admin', type: 'watch', data: {} }]);
  });

  it('shows each room with its racers and their results in WPM on the typing site', () => {
    mount();
    open();
    push(watching());
    push(
      roomFrame(
        room(ROOM_A, {
          phase: 'racing',
          startAt: T0 + 5000,
          racers: [
            racer('a', {
              name: 'Speedy',
              userID: 7,
              finish: { place: 1, wpm: 72.44, accuracy: 98.2 },
            }),
            racer('b', { name: 'Visitor', isGuest: true }),
            racer('c', { name: 'Robo', isBot: true, finish: { place: 2, wpm: 55, accuracy: 95 } }),
            racer('d', { name: 'Cheater', disqualified: true }),
            racer('e', { name: 'Quitter', left: true }),
          ],
        }),
      ),
    );
    push(roomFrame(room(ROOM_B, { kind: 'friend', createdAt: T0 + 1000 })));

    // Racing rooms first, then the rest newest first.
    expect(cardIDs()).toEqual([ROOM_A, ROOM_B]);
    const racing = card(ROOM_A);
    expect(within(racing).getByText('Racing')).toBeTruthy();
    expect(within(racing).getByRole('heading').textContent).toBe('Public race');
    expect(within(racing).getByText(/^Started/)).toBeTruthy();
    expect(racerRow(ROOM_A, 'a').textContent).toContain('Speedy');
    expect(within(racerRow(ROOM_A, 'a')).getByTestId('racer-result').textContent).toBe(
      '1st72.4 WPM98.2% accuracy',
    );
    expect(within(racerRow(ROOM_A, 'b')).getByText('Guest')).toBeTruthy();
    expect(within(racerRow(ROOM_A, 'c')).getByText('Bot')).toBeTruthy();
    expect(within(racerRow(ROOM_A, 'c')).getByText('2nd')).toBeTruthy();
    expect(within(racerRow(ROOM_A, 'd')).getByText('Disqualified')).toBeTruthy();
    expect(within(racerRow(ROOM_A, 'e')).getByText('Left')).toBeTruthy();

    const waiting = card(ROOM_B);
    expect(within(waiting).getByText('Waiting')).toBeTruthy();
    expect(within(waiting).getByRole('heading').textContent).toBe('Friend race');
    expect(within(waiting).getByText(/^Opened/)).toBeTruthy();
    expect(within(waiting).getByText('Nobody on the grid yet.')).toBeTruthy();

    // Two rooms; humans still in them: Speedy, Visitor, Cheater (bots and leavers not counted).
    expect(screen.getByTestId('room-count').textContent).toBe('2');
    expect(screen.getByTestId('racer-count').textContent).toBe('3');
  });

  it('shows the lesson and problems/min on the math site, and no End race once finished', () => {
    mount({ site: 'math' });
    open();
    push(watching('math'));
    push(
      roomFrame(
        room(ROOM_A, {
          site: 'math',
          kind: 'practice',
          phase: 'finished',
          startAt: T0,
          lesson: { lessonID: 3, name: 'Adding to 10' },
          racers: [racer('a', { name: 'Mathlete', finish: { place: 1, wpm: 12, accuracy: 100 } })],
        }),
      ),
    );
    const finished = card(ROOM_A);
    expect(within(finished).getByText('Finished')).toBeTruthy();
    expect(within(finished).getByRole('heading').textContent).toBe('Practice race: Adding to 10');
    expect(within(finished).getByTestId('racer-result').textContent).toBe(
      '1st12 problems/min100% accuracy',
    );
    expect(within(finished).queryByRole('button', { name: 'End race' })).toBeNull();
  });

  it('updates a room in place and removes it when it closes', () => {
    mount();
    open();
    push(watching());
    push(roomFrame(room(ROOM_A, { racers: [racer('a')] })));
    push(
      roomFrame(
        room(ROOM_A, { phase: 'countdown', startAt: T0 + 4000, racers: [racer('a'), racer('b')] }),
      ),
    );
    expect(within(card(ROOM_A)).getByText('Countdown')).toBeTruthy();
    expect(within(card(ROOM_A)).getByText(/^Starts/)).toBeTruthy();
    expect(card(ROOM_A).querySelectorAll('[data-racer-id]')).toHaveLength(2);
    push(closedFrame(ROOM_A));
    expect(cardIDs()).toEqual([]);
    expect(screen.getByText('No races right now')).toBeTruthy();
  });

  it('tells a player who is not an operator that the page is not for them, and hangs up', () => {
    mount();
    open();
    push({
      channel: null,
      type: 'error',
      data: { type: 'forbidden', message: "This channel is for the site's operators." },
    });
    expect(screen.getByRole('heading', { name: 'Operators only' })).toBeTruthy();
    expect(screen.getByText('This page is for the site’s operators.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    // The page closed its socket: a later status or frame changes nothing, and no watch is re-sent.
    act(() => conn.drop());
    act(() => conn.open());
    expect(conn.sentOf('watch')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Operators only' })).toBeTruthy();
  });

  it('ends a race after the operator confirms, and shows Ending… until the room closes', () => {
    mount();
    open();
    push(watching());
    push(roomFrame(room(ROOM_A, { phase: 'racing', startAt: T0, racers: [racer('a')] })));
    push(roomFrame(room(ROOM_B, { racers: [racer('b')] })));

    // Cancel sends nothing.
    fireEvent.click(within(card(ROOM_A)).getByRole('button', { name: 'End race' }));
    let dialog = screen.getByRole('dialog', { name: 'End this race?' });
    expect(dialog.textContent).toContain('a site operator ended the race');
    expect(dialog.textContent).toContain('Results already finished are kept');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(conn.sentOf('end-room')).toEqual([]);

    fireEvent.click(within(card(ROOM_A)).getByRole('button', { name: 'End race' }));
    dialog = screen.getByRole('dialog', { name: 'End this race?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'End race' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(conn.sentOf('end-room')).toEqual([
      { channel: 'race-admin', type: 'end-room', data: { roomID: ROOM_A } },
    ]);
    const ending = within(card(ROOM_A)).getByRole('button', { name: 'Ending…' });
    expect((ending as HTMLButtonElement).disabled).toBe(true);
    expect(within(card(ROOM_B)).getByRole('button', { name: 'End race' })).toBeTruthy();

    push(closedFrame(ROOM_A));
    expect(cardIDs()).toEqual([ROOM_B]);
  });

  it('closes the confirm dialog by keyboard (Escape) without ending anything', () => {
    mount();
    open();
    push(watching());
    push(roomFrame(room(ROOM_A, { racers: [racer('a')] })));
    const button = within(card(ROOM_A)).getByRole('button', { name: 'End race' });
    button.focus();
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'End this race?' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(conn.sentOf('end-room')).toEqual([]);
  });

  it('watches again after a reconnect, and the new census replaces the old rooms', () => {
    mount();
    open();
    push(watching());
    push(roomFrame(room(ROOM_A, { racers: [racer('a')] })));
    push(roomFrame(room(ROOM_B, { racers: [racer('b')] })));
    expect(cardIDs()).toHaveLength(2);

    act(() => conn.drop());
    act(() => conn.open());
    expect(conn.sentOf('watch')).toHaveLength(2);

    push(watching());
    push(roomFrame(room(ROOM_B, { phase: 'racing', startAt: T0, racers: [racer('b')] })));
    push(roomFrame(room(ROOM_C, { racers: [racer('c')] })));
    expect(cardIDs()).toEqual([ROOM_B, ROOM_C]);
    expect(within(card(ROOM_B)).getByText('Racing')).toBeTruthy();
  });

  it('keeps the rooms on screen, unendable, while the socket redials', () => {
    mount();
    open();
    push(watching());
    push(roomFrame(room(ROOM_A, { racers: [racer('a')] })));
    // What the real client reports while partysocket retries an unclean close.
    const handlers = conn.connect.mock.calls[0]![0];
    act(() => handlers.onStatus('connecting'));
    expect(screen.getByRole('status').textContent).toBe('Reconnecting…');
    expect(cardIDs()).toEqual([ROOM_A]);
    expect(
      within(card(ROOM_A)).getByRole<HTMLButtonElement>('button', { name: 'End race' }).disabled,
    ).toBe(true);
    open();
    expect(conn.sentOf('watch')).toHaveLength(2);
    push(watching());
    expect(cardIDs()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Live');
  });

  it('offers to reconnect when the feed closes for good', () => {
    mount();
    open();
    push(watching());
    push(roomFrame(room(ROOM_A)));
    // The real client reports 'closed' only once its retries are spent (or the idle end).
    act(() => conn.drop());
    expect(screen.getByRole('alert').textContent).toContain('disconnected');
    expect(cardIDs()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(conn.connect).toHaveBeenCalledTimes(2);
    open();
    expect(conn.sentOf('watch')).toHaveLength(2);
    push(watching());
    push(roomFrame(room(ROOM_B)));
    expect(cardIDs()).toEqual([ROOM_B]);
  });

  it('closes its socket when the page goes away', () => {
    mount();
    open();
    const client = conn.connect.mock.results[0]!.value as { status: string };
    cleanup();
    expect(client.status).toBe('closed');
  });
});
