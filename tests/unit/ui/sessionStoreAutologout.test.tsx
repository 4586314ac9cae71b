// The autologout schedule: warned before the token expires, timed by the server's clock.
import { describe, expect, it } from 'vitest';

import { ok, type RecordedCall, userToken } from '../net/fakeFetch';
import {
  NOW_S,
  racer,
  harness,
  routes,
  settle,
  loginBody,
  isolateSessions,
} from './sessionStoreHarness';

isolateSessions();

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
