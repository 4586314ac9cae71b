// Completing single sign-on through the session store (SPEC §7 POST /auth/login/{provider}, §8).
import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../src/net/apiError';
import { jsonResponse, ok, userToken } from '../net/fakeFetch';
import { harness, isolateSessions, NOW_S, racer, routes } from './sessionStoreHarness';

isolateSessions();

const callback = { code: 'the-code', state: 'the-state', iss: 'https://id.example' };

describe('ssoLogin', () => {
  it('posts the provider’s answer in the query and the SPEC body, then keeps the token', async () => {
    const token = userToken(42, NOW_S);
    const h = harness(
      routes({ 'POST /auth/login/acme': () => ok({ user: racer(), serverTime: NOW_S }, token) }),
    );
    const state = h.session.store.getState();
    await expect(state.ssoLogin('acme', callback, { tz: 'UTC' })).resolves.toBe('logged-in');
    const url = new URL(h.calls[0]!.url, 'http://site.test');
    expect(url.pathname).toBe('/api/v2/auth/login/acme');
    expect(Object.fromEntries(url.searchParams)).toEqual(callback);
    expect(h.calls[0]!.body).toEqual({ tz: 'UTC' });
    expect(h.tokenStore.get()).toBe(token);
  });

  it('rejects with the redirect a failed sign-in names, and only a path of this site', async () => {
    for (const [redirect, expected] of [
      ['/login#sso-expired', '/login#sso-expired'],
      ['//evil.example/login', null],
      ['https://evil.example', null],
    ] as const) {
      const h = harness(
        routes({
          'POST /auth/login/acme': () =>
            jsonResponse(
              { status: 'FAIL', results: 'Expired.', code: 'SSO_STATE', redirect },
              { status: 400 },
            ),
        }),
      );
      const failure = await h.session.store
        .getState()
        .ssoLogin('acme', callback, { tz: 'UTC' })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).redirect).toBe(expected);
      expect(h.tokenStore.get()).toBeNull();
    }
  });
});
