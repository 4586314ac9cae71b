// Logging out: one request, no loops, local state cleared even when the server fails or hangs.
import { describe, expect, it } from 'vitest';

import { PERSISTED_STATE_KEY } from '../../../src/ui/stores/persist';
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
