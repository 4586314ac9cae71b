// Restoring the session at start-up, and the hook and accessor that read it.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { loadPersisted } from '../../../src/domain/persistedState';
import { defaultUser } from '../../../src/domain/user';
import { PERSISTED_STATE_KEY } from '../../../src/ui/stores/persist';
import { getSession, setAppSession, useSession } from '../../../src/ui/stores/sessionStore';
import { fail, ok, userToken } from '../net/fakeFetch';
import {
  NOW_S,
  racer,
  harness,
  routes,
  settle,
  paths,
  isolateSessions,
} from './sessionStoreHarness';

isolateSessions();

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
