import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CLOCK_ERROR_MESSAGE } from '../../../src/domain/clock';
import { createManualClock, type ManualClock } from '../../../src/domain/clock';
import { loadPersisted } from '../../../src/domain/persistedState';
import { defaultUser, type User } from '../../../src/domain/user';
import { ApiError } from '../../../src/net/apiError';
import { createMemoryTokenStore, type TokenStore } from '../../../src/net/token';
import { PERSISTED_STATE_KEY } from '../../../src/ui/stores/persist';
import {
  createSession,
  getSession,
  setAppSession,
  useSession,
  type Session,
} from '../../../src/ui/stores/sessionStore';
import { fail, fakeFetch, type Handler, ok, type RecordedCall, userToken } from '../net/fakeFetch';

const T0 = 1_700_000_000_000; // device time at the start of each test, ms
const NOW_S = T0 / 1000;

function racer(overrides: Partial<User> = {}): User & { token?: string } {
  return {
    ...defaultUser(),
    loggedIn: true,
    accountType: 'user',
    userID: 42,
    username: 'racer',
    displayName: 'Racer',
    cars: [
      [1, 'owned', 0],
      [2, 'sold', 90],
      [3, 'owned', 180],
    ],
    ...overrides,
  };
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

interface Harness {
  session: Session;
  calls: RecordedCall[];
  clock: ManualClock;
  tokenStore: TokenStore;
  storage: ReturnType<typeof memoryStorage>;
  navigate: ReturnType<typeof vi.fn>;
  alert: ReturnType<typeof vi.fn>;
}

function harness(handler: Handler, setup: { token?: string; stored?: string } = {}): Harness {
  const { fetch, calls } = fakeFetch(handler);
  const clock = createManualClock(T0);
  const tokenStore = createMemoryTokenStore(setup.token ?? null);
  const storage = memoryStorage();
  if (setup.stored) storage.map.set(PERSISTED_STATE_KEY, setup.stored);
  const navigate = vi.fn();
  const alert = vi.fn();
  const session = createSession({ fetch, clock, tokenStore, storage, navigate, alert, document });
  return { session, calls, clock, tokenStore, storage, navigate, alert };
}

/** Routes by method and path; anything else is a 404 like the real server's. */
function routes(table: Record<string, (call: RecordedCall) => Response>): Handler {
  return (call) => {
    const path = call.url.replace('/api/v2', '').split('?')[0];
    const route = table[`${call.method} ${path}`];
    return route ? route(call) : fail(404, 'NOT_FOUND', 'Not found.');
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const paths = (calls: RecordedCall[]) => calls.map((c) => `${c.method} ${c.url}`);

const loginBody = { username: 'racer', password: 'secret123' };

beforeEach(() => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

afterEach(() => setAppSession(null));

describe('login', () => {
  it('stores the token and the user with car counts and without a token field', async () => {
    const token = userToken(42, NOW_S);
    const h = harness(
      routes({
        'POST /auth/login/username': () =>
          ok({ user: racer({ token: 'leaked' } as Partial<User>), serverTime: NOW_S }, token),
      }),
    );
    await expect(h.session.store.getState().login(loginBody)).resolves.toBe('logged-in');

    const call = h.calls[0];
    expect(call?.url).toBe('/api/v2/auth/login/username');
    expect(call?.headers['x-username']).toBe('racer');
    expect(call?.body).toEqual(loginBody);

    const state = h.session.store.getState();
    expect(h.tokenStore.get()).toBe(token);
    expect(state.token).toBe(token);
    expect(state.status).toBe('ready');
    expect(state.user).toMatchObject({ loggedIn: true, userID: 42, totalCars: 2, soldCars: 1 });
    expect(state.user).not.toHaveProperty('token');
    const stored = loadPersisted(h.storage.map.get(PERSISTED_STATE_KEY) ?? null);
    expect(stored.user).toMatchObject({ userID: 42, totalCars: 2 });
    expect(h.storage.map.get(PERSISTED_STATE_KEY)).not.toContain('leaked');
  });

  it('accepts a device clock 599 s ahead of the server', async () => {
    const h = harness(
      routes({
        'POST /auth/login/username': () =>
          ok({ user: racer(), serverTime: NOW_S - 599 }, userToken(42, NOW_S - 599)),
      }),
    );
    await expect(h.session.store.getState().login(loginBody)).resolves.toBe('logged-in');
    expect(h.alert).not.toHaveBeenCalled();
    expect(h.session.store.getState().serverTimeOffset).toBe(-599_000);
  });

  it.each([
    ['ahead', NOW_S - 601],
    ['behind', NOW_S + 601],
  ])('refuses a device clock 601 s %s: alert, /login#computer-time-…, no token', async (way, t) => {
    const h = harness(
      routes({
        'POST /auth/login/username': () => ok({ user: racer(), serverTime: t }, userToken(42, t)),
      }),
    );
    await expect(h.session.store.getState().login(loginBody)).resolves.toBe('clock-wrong');
    expect(h.alert).toHaveBeenCalledExactlyOnceWith(CLOCK_ERROR_MESSAGE);
    expect(h.navigate).toHaveBeenCalledExactlyOnceWith(`/login#computer-time-${way}`);
    expect(h.tokenStore.get()).toBeNull();
    expect(h.session.store.getState().user.loggedIn).toBe(false);
  });

  it('rejects with the server message and fields and leaves the guest as is', async () => {
    const h = harness(
      routes({
        'POST /auth/login/username': () =>
          fail(403, 'CAPTCHA_REQUIRED', 'Please complete the captcha.', {
            captchaStatus: 'password',
          }),
      }),
    );
    const error = await h.session.store
      .getState()
      .login(loginBody)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Please complete the captcha.',
      code: 'CAPTCHA_REQUIRED',
      fields: { captchaStatus: 'password' },
    });
    expect(h.navigate).not.toHaveBeenCalled();
    expect(h.session.store.getState().user.loggedIn).toBe(false);
  });

  it('register posts to /auth/register/username with x-username', async () => {
    const h = harness(
      routes({
        'POST /auth/register/username': () =>
          ok({ user: racer(), serverTime: NOW_S }, userToken(42, NOW_S)),
      }),
    );
    const body = { username: 'racer', password: 'secret123', acceptPolicy: 'on' as const };
    await expect(h.session.store.getState().register(body)).resolves.toBe('logged-in');
    expect(h.calls[0]?.headers['x-username']).toBe('racer');
    expect(h.session.store.getState().user.userID).toBe(42);
  });
});

describe('restore', () => {
  it('gives a guest the guest user without sending a token', async () => {
    const guest = { ...defaultUser(), title: 'Accountless One', displayName: 'Guest Racer' };
    const h = harness(
      routes({ 'GET /auth/session': () => ok({ user: guest, serverTime: NOW_S }) }),
    );
    expect(h.session.store.getState().status).toBe('booting');
    await h.session.store.getState().restore();
    const state = h.session.store.getState();
    expect(state.status).toBe('ready');
    expect(state.user).toMatchObject({ loggedIn: false, title: 'Accountless One' });
    expect(h.calls[0]?.headers).not.toHaveProperty('authorization');
  });

  it('restores a logged-in user and adds a captcha notification for a pending captcha', async () => {
    const token = userToken(42, NOW_S);
    const h = harness(
      routes({
        'GET /auth/session': () =>
          ok({ user: racer({ captchaStatus: 'pending' }), serverTime: NOW_S }),
      }),
      { token },
    );
    await h.session.store.getState().restore();
    const state = h.session.store.getState();
    expect(h.calls[0]?.headers).toMatchObject({ authorization: `Bearer ${token}`, 'x-uid': '42' });
    expect(state.user.userID).toBe(42);
    expect(state.token).toBe(token);
    expect(state.notifications).toEqual([
      {
        id: 'captcha',
        type: 'captcha',
        data: { captchaStatus: 'pending' },
        seen: false,
        persist: true,
      },
    ]);
    const stored = loadPersisted(h.storage.map.get(PERSISTED_STATE_KEY) ?? null);
    expect(stored.notifications.map((n) => n.type)).toEqual(['captcha']);
  });

  it('adds no captcha notification when the captcha has passed', async () => {
    const h = harness(
      routes({
        'GET /auth/session': () =>
          ok({ user: racer({ captchaStatus: 'passed' }), serverTime: NOW_S }),
      }),
      { token: userToken(42, NOW_S) },
    );
    await h.session.store.getState().restore();
    expect(h.session.store.getState().notifications).toEqual([]);
  });

  it('logs out with the reason of a forced-logout 401', async () => {
    const h = harness(
      routes({
        'GET /auth/session': () => fail(401, 'expired-session', 'Your session has expired.'),
        'POST /auth/logout': () => ok({}),
      }),
      { token: userToken(42, NOW_S - 90_000) },
    );
    await h.session.store.getState().restore();
    await settle();
    expect(paths(h.calls)).toEqual(['GET /api/v2/auth/session', 'POST /api/v2/auth/logout']);
    expect(h.navigate).toHaveBeenCalledExactlyOnceWith('/login#expired-session');
    expect(h.tokenStore.get()).toBeNull();
  });

  it('logs out with logged-in-no-token when a logged-in user has no token', async () => {
    const stored = JSON.stringify({ version: 4, user: racer() });
    const h = harness(routes({ 'POST /auth/logout': () => ok({}) }), { stored });
    expect(h.session.store.getState().user.loggedIn).toBe(true);
    await h.session.store.getState().restore();
    expect(h.navigate).toHaveBeenCalledExactlyOnceWith('/login#logged-in-no-token');
    expect(h.storage.map.has(PERSISTED_STATE_KEY)).toBe(false);
  });

  it('reports a failure it cannot act on as status error', async () => {
    const h = harness(() => {
      throw new TypeError('Failed to fetch');
    });
    await h.session.store.getState().restore();
    expect(h.session.store.getState()).toMatchObject({
      status: 'error',
      error: 'Unknown Error.  Nothing returned.',
    });
    expect(h.navigate).not.toHaveBeenCalled();
  });
});

describe('autologout', () => {
  const exp = NOW_S + 3600;

  function loggedIn(serverTime = NOW_S, extra: Record<string, (c: RecordedCall) => Response> = {}) {
    return harness(
      routes({
        'POST /auth/login/username': () =>
          ok({ user: racer(), serverTime }, userToken(42, serverTime, exp)),
        'POST /auth/logout': () => ok({}),
        ...extra,
      }),
    );
  }

  it('warns 300 s before exp and logs out with expired-session at exp', async () => {
    const h = loggedIn();
    await h.session.store.getState().login(loginBody);
    h.clock.advance((3600 - 300) * 1000 - 1);
    expect(h.session.store.getState().autologoutWarning).toBe(false);
    h.clock.advance(1);
    expect(h.session.store.getState().autologoutWarning).toBe(true);
    h.session.store.getState().dismissAutologoutWarning();
    expect(h.session.store.getState().autologoutWarning).toBe(false);

    h.clock.advance(300 * 1000 - 1);
    await settle();
    expect(h.navigate).not.toHaveBeenCalled();
    h.clock.advance(1);
    await settle();
    expect(h.calls.map((c) => c.url)).toContain('/api/v2/auth/logout');
    expect(h.navigate).toHaveBeenCalledExactlyOnceWith('/login#expired-session');
    expect(h.session.store.getState().user.loggedIn).toBe(false);
  });

  it('times expiry by the server clock when the device clock is off', async () => {
    const h = loggedIn(NOW_S + 500); // device 500 s behind, within tolerance
    await h.session.store.getState().login(loginBody);
    h.clock.advance((3600 - 500) * 1000 - 1);
    await settle();
    expect(h.navigate).not.toHaveBeenCalled();
    h.clock.advance(1);
    await settle();
    expect(h.navigate).toHaveBeenCalledExactlyOnceWith('/login#expired-session');
  });

  it('moves the schedule to a refreshed token', async () => {
    const later = userToken(42, NOW_S + 1800, exp + 1800);
    const h = loggedIn(NOW_S, { 'GET /news': () => ok({ news: [] }, later) });
    await h.session.store.getState().login(loginBody);
    h.clock.advance(1800 * 1000);
    await h.session.api.request('GET', '/news');
    expect(h.session.store.getState().token).toBe(later);
    h.clock.advance((1800 - 300) * 1000);
    expect(h.session.store.getState().autologoutWarning).toBe(false);
    h.clock.advance(1800 * 1000);
    expect(h.session.store.getState().autologoutWarning).toBe(true);
  });
});

describe('logout', () => {
  it('sends one logout request for two logout calls', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = harness(async (call) => {
      await gate;
      return routes({ 'POST /auth/logout': () => ok({}) })(call, {});
    });
    const first = slow.session.store.getState().logout();
    const second = slow.session.store.getState().logout('invalid-jwt');
    expect(slow.session.store.getState().logoutPending).toBe(true);
    release();
    await Promise.all([first, second]);
    expect(paths(slow.calls)).toEqual(['POST /api/v2/auth/logout']);
    expect(slow.navigate).toHaveBeenCalledExactlyOnceWith('/login');
  });

  it('does not loop when the logout request itself is refused with a logout code', async () => {
    const h = harness(
      routes({ 'POST /auth/logout': () => fail(401, 'invalid-jwt', 'Bad token.') }),
      { token: userToken(42, NOW_S) },
    );
    await h.session.store.getState().logout('user-mismatch');
    await settle();
    expect(h.calls).toHaveLength(1);
    expect(h.navigate).toHaveBeenCalledExactlyOnceWith('/login#user-mismatch');
  });

  it('clears token, persisted state and script-visible cookies even when the server fails', async () => {
    const h = harness(routes({ 'POST /auth/logout': () => fail(500, 'INTERNAL', 'Boom.') }), {
      token: userToken(42, NOW_S),
      stored: JSON.stringify({ version: 4, user: racer() }),
    });
    document.cookie = 'split_test=7; path=/';
    expect(document.cookie).toContain('split_test=7');
    await h.session.store.getState().logout();
    expect(h.tokenStore.get()).toBeNull();
    expect(h.storage.map.has(PERSISTED_STATE_KEY)).toBe(false);
    expect(document.cookie).not.toContain('split_test');
    expect(h.session.store.getState()).toMatchObject({ token: null, user: { loggedIn: false } });
    expect(h.navigate).toHaveBeenCalledExactlyOnceWith('/login');
  });

  it('gives up on a server that never answers after 5 s', async () => {
    const h = harness((_, init) => {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      });
    });
    const done = h.session.store.getState().logout('jwt-parse');
    await settle();
    expect(h.navigate).not.toHaveBeenCalled();
    h.clock.advance(5000);
    await done;
    expect(h.navigate).toHaveBeenCalledExactlyOnceWith('/login#jwt-parse');
  });
});

describe('hook and accessor', () => {
  it('useSession re-renders on change and getSession reads the same store', async () => {
    const h = harness(routes({}));
    setAppSession(h.session);
    const { result } = renderHook(() => useSession((s) => s.user.money));
    expect(result.current).toBe(0);
    act(() => getSession().refreshUser(racer({ money: 1500 })));
    expect(result.current).toBe(1500);
    expect(getSession().user.totalCars).toBe(2);
  });
});
