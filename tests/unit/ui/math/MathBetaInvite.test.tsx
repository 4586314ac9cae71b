// GIVEN a player on the typing site WHEN the shell mounts THEN the math beta invitation shows only
// under SPEC §5's rule, only once (SPEC §9), and Play Now! crosses to the math site logged in.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { MATH_ANNOUNCEMENT_NEXT_SHOW_DAYS } from '../../../../src/domain/math/announcement';
import { SITES, type SiteConfig } from '../../../../src/domain/site';
import { defaultUser, type User } from '../../../../src/domain/user';
import { createMemoryTokenStore } from '../../../../src/net/token';
import { setClockSource } from '../../../../src/ui/clock';
import { mathAnnouncementKey } from '../../../../src/ui/math/mathAnnouncementStore';
import { MathBetaInvite } from '../../../../src/ui/math/MathBetaInvite';
import { SiteProvider } from '../../../../src/ui/site';
import type { KeyValueStorage } from '../../../../src/ui/stores/persist';
import {
  createSession,
  sessionUser,
  setAppSession,
  type Session,
} from '../../../../src/ui/stores/sessionStore';
import { fail, fakeFetch, ok, type Handler } from '../../net/fakeFetch';

const NOW_MS = Date.UTC(2024, 4, 15, 12, 0, 0);
const NOW_S = NOW_MS / 1000;
const DAY = 86_400;
const HANDOFF_URL = 'http://localhost:8081/api/v2/auth/cross-site/math?redirect=%2Frace&token=t';

/** Gold for five days, last seen before the 2022-10-25 cutoff: the invitation's audience. */
const veteran: User = {
  ...defaultUser(),
  loggedIn: true,
  userID: 42,
  username: 'gold_gus',
  membership: 'gold',
  memberDays: 5,
  lastLogin: Date.UTC(2022, 9, 1) / 1000,
};

let session: Session;
let handler: Handler;
let calls: ReturnType<typeof fakeFetch>['calls'];

function startSession(user: User) {
  const fake = fakeFetch((call, init) => handler(call, init));
  calls = fake.calls;
  session = createSession({
    fetch: fake.fetch,
    tokenStore: createMemoryTokenStore(null),
    storage: null,
    navigate: vi.fn(),
    alert: vi.fn(),
    document: null,
  });
  session.store.setState({ user: sessionUser(user), status: 'ready' });
  setAppSession(session);
}

function renderInvite(
  options: { site?: SiteConfig; navigate?: (url: string) => void; storage?: KeyValueStorage } = {},
) {
  const { site = SITES.typing, ...props } = options;
  return render(
    <SiteProvider site={site}>
      <MathBetaInvite {...props} />
    </SiteProvider>,
  );
}

const invitation = () => screen.queryByRole('dialog', { name: 'Nitro Math Race Beta is Here!' });
const stored = (userID = veteran.userID) =>
  window.localStorage.getItem(mathAnnouncementKey(userID));

beforeEach(() => {
  window.localStorage.clear();
  setClockSource(() => NOW_MS);
  handler = () => fail(404, 'NOT_FOUND', 'Not found.');
  startSession(veteran);
});

afterEach(() => {
  cleanup();
  setAppSession(null);
  setClockSource();
  window.localStorage.clear();
});

describe('MathBetaInvite: who sees it', () => {
  it('shows for a long-standing gold player on the typing site and remembers it at once', () => {
    renderInvite();
    expect(invitation()).toBeTruthy();
    expect(JSON.parse(stored() ?? 'null')).toEqual({
      version: 1,
      seen: true,
      nextShowAt: NOW_S + MATH_ANNOUNCEMENT_NEXT_SHOW_DAYS * DAY,
    });
  });

  it('is shown once: a later mount (reload, next visit) does not show it again', () => {
    renderInvite();
    expect(invitation()).toBeTruthy();
    cleanup();
    setClockSource(() => NOW_MS + 30 * DAY * 1000);
    renderInvite();
    expect(invitation()).toBeNull();
  });

  it('does not show on the math site', () => {
    renderInvite({ site: SITES.math });
    expect(invitation()).toBeNull();
    expect(stored()).toBeNull();
  });

  it('does not show for a basic player', () => {
    startSession({ ...veteran, membership: 'basic' });
    renderInvite();
    expect(invitation()).toBeNull();
    expect(stored()).toBeNull();
  });

  it('does not show for a guest', () => {
    startSession(defaultUser());
    renderInvite();
    expect(invitation()).toBeNull();
  });

  it('does not show once this browser has seen it for the player', () => {
    window.localStorage.setItem(
      mathAnnouncementKey(veteran.userID),
      JSON.stringify({ version: 1, seen: true, nextShowAt: NOW_S - DAY }),
    );
    renderInvite();
    expect(invitation()).toBeNull();
  });

  it("keeps players apart: another player's memory on this browser does not hide it", () => {
    window.localStorage.setItem(
      mathAnnouncementKey(7),
      JSON.stringify({ version: 1, seen: true, nextShowAt: null }),
    );
    renderInvite();
    expect(invitation()).toBeTruthy();
  });

  it('decides afresh when a different player takes over the session', () => {
    startSession(defaultUser());
    renderInvite();
    expect(invitation()).toBeNull();
    act(() => session.store.setState({ user: sessionUser(veteran) }));
    expect(invitation()).toBeTruthy();
    expect(stored()).not.toBeNull();
  });
});

describe('MathBetaInvite: never over a race that has the whole screen', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('waits while the streamer overlay is up, then shows on the next page with a header', () => {
    // GIVEN the player opens the streamer overlay
    window.history.replaceState(null, '', '/race?overlay=1');
    renderInvite();
    // THEN no invitation covers it, and it is not spent
    expect(invitation()).toBeNull();
    expect(stored()).toBeNull();
    // WHEN they go to their garage
    act(() => window.history.pushState(null, '', '/garage'));
    // THEN it shows there
    expect(invitation()).toBeTruthy();
    expect(stored()).not.toBeNull();
  });

  it('hides while the fullscreen race mode has the screen, and comes back after it', () => {
    renderInvite();
    expect(invitation()).toBeTruthy();
    act(() =>
      session.store.setState({ user: sessionUser({ ...veteran, fullScreenMode: 'race' }) }),
    );
    act(() => window.history.pushState(null, '', '/race'));
    expect(invitation()).toBeNull();
    act(() => window.history.pushState(null, '', '/garage'));
    expect(invitation()).toBeTruthy();
  });
});

describe('MathBetaInvite: broken storage', () => {
  it.each([
    ['text that is not JSON', '{not json'],
    ['JSON of the wrong shape', JSON.stringify({ seen: 'yes', nextShowAt: 'soon' })],
    ['an unknown version', JSON.stringify({ version: 99, seen: true, nextShowAt: null })],
  ])('treats %s as never shown, and overwrites it', (_label, raw) => {
    window.localStorage.setItem(mathAnnouncementKey(veteran.userID), raw);
    renderInvite();
    expect(invitation()).toBeTruthy();
    expect(JSON.parse(stored() ?? 'null')).toMatchObject({ version: 1, seen: true });
  });

  it('still works when storage throws on every call', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => renderInvite({ storage: broken })).not.toThrow();
    expect(invitation()).toBeTruthy();
  });
});

describe('MathBetaInvite: the buttons', () => {
  it('Close dismisses it', () => {
    renderInvite();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(invitation()).toBeNull();
  });

  it('Play Now! asks for a math handoff to /race, once, and follows it', async () => {
    let answer: (response: Response) => void = () => undefined;
    handler = () => new Promise<Response>((resolve) => (answer = resolve));
    const navigate = vi.fn();
    renderInvite({ navigate });

    const play = screen.getByRole('button', { name: 'Play Now!' });
    fireEvent.click(play);
    fireEvent.click(play);
    await waitFor(() => expect(play.getAttribute('aria-busy')).toBe('true'));
    expect(play.getAttribute('aria-disabled')).toBe('true');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/api/v2/auth/cross-site-token',
      method: 'POST',
      body: { app: 'math', redirect: '/play' },
    });

    await act(async () => answer(ok({ url: HANDOFF_URL })));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(HANDOFF_URL));
    expect(calls).toHaveLength(1);
  });

  it("shows the server's refusal in the modal and lets the player try again", async () => {
    handler = () => fail(429, 'RATE_LIMITED', 'Slow down, racer.');
    const navigate = vi.fn();
    renderInvite({ navigate });

    fireEvent.click(screen.getByRole('button', { name: 'Play Now!' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Slow down, racer.');
    expect(invitation()?.contains(alert)).toBe(true);
    const play = screen.getByRole('button', { name: 'Play Now!' });
    expect(play.getAttribute('aria-busy')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();

    handler = () => ok({ url: HANDOFF_URL });
    fireEvent.click(play);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(HANDOFF_URL));
    expect(calls).toHaveLength(2);
  });
});
