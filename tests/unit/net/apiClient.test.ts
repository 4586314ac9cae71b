import { describe, expect, it, vi } from 'vitest';

import { createApiClient, type ApiClient, type RequestOptions } from '../../../src/net/apiClient';
import { ApiError } from '../../../src/net/apiError';
import { createMemoryTokenStore } from '../../../src/net/token';
import { fail, fakeFetch, type Handler, jsonResponse, makeToken, ok, userToken } from './fakeFetch';

function setup(handler: Handler, token: string | null = null) {
  const { fetch, calls } = fakeFetch(handler);
  const tokenStore = createMemoryTokenStore(token);
  const onForcedLogout = vi.fn();
  const onTokenRefresh = vi.fn();
  const api = createApiClient({ fetch, tokenStore, onForcedLogout, onTokenRefresh });
  return { api, calls, tokenStore, onForcedLogout, onTokenRefresh };
}

// The transport under the contract calls, for paths no contract needs to name.
const get = (api: ApiClient, path: string, opts?: RequestOptions) =>
  api.request('GET', path, undefined, opts).then((response) => response.results);
const post = (api: ApiClient, path: string, body?: unknown, opts?: RequestOptions) =>
  api.request('POST', path, body, opts).then((response) => response.results);

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('requests', () => {
  it('sends the bearer token, x-uid, extra headers and a JSON body under /api/v2', async () => {
    const token = userToken(42, 1000);
    const { api, calls } = setup(() => ok({ id: 9 }), token);
    const results = await post(
      api,
      '/support/report-bug',
      { category: 'other' },
      { headers: { 'x-email': 'a@b.c' } },
    );
    expect(results).toEqual({ id: 9 });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/api/v2/support/report-bug',
      method: 'POST',
      body: { category: 'other' },
      headers: {
        authorization: `Bearer ${token}`,
        'x-uid': '42',
        'x-email': 'a@b.c',
        'content-type': 'application/json',
      },
    });
  });

  it('sends no auth headers and no content type for a guest GET, and encodes the query', async () => {
    const { api, calls } = setup(() => ok({ news: [] }));
    await get(api, '/news', { query: { limit: 5, skip: undefined } });
    expect(calls[0]?.url).toBe('/api/v2/news?limit=5');
    expect(calls[0]?.headers).not.toHaveProperty('authorization');
    expect(calls[0]?.headers).not.toHaveProperty('x-uid');
    expect(calls[0]?.headers).not.toHaveProperty('content-type');
  });

  it('takes x-uid from the page user when given, so a token swapped by another tab shows', async () => {
    const { fetch, calls } = fakeFetch(() => ok({}));
    const api = createApiClient({
      fetch,
      baseUrl: 'http://localhost:8080/api/v2/',
      tokenStore: createMemoryTokenStore(userToken(2, 1000)),
      userID: () => 1,
    });
    await get(api, '/auth/session');
    expect(calls[0]?.url).toBe('http://localhost:8080/api/v2/auth/session');
    expect(calls[0]?.headers['x-uid']).toBe('1');
  });

  it('returns data for a success-flag body', async () => {
    const { api } = setup(() => jsonResponse({ success: true, data: { n: 1 } }));
    await expect(get(api, '/x')).resolves.toEqual({ n: 1 });
  });
});

describe('errors (SPEC §8)', () => {
  it('uses the FAIL envelope: results as message, code, status and fields', async () => {
    const { api } = setup(() =>
      fail(400, 'USERNAME_TAKEN', 'That username is already taken.', {
        username: 'That username is already taken.',
      }),
    );
    const error = await rejection(post(api, '/auth/register/username', {}));
    expect(error.message).toBe('That username is already taken.');
    expect(error.status).toBe(400);
    expect(error.code).toBe('USERNAME_TAKEN');
    expect(error.fields).toEqual({ username: 'That username is already taken.' });
  });

  it('treats a 200 whose status is not OK as a failure', async () => {
    const { api } = setup(() => jsonResponse({ status: 'FAIL', results: 'No.', code: 'X' }));
    expect((await rejection(get(api, '/x'))).message).toBe('No.');
  });

  it('uses message, data.message or data of a success-flag failure', async () => {
    const bodies: [unknown, string][] = [
      [{ success: false, message: 'm1', data: 'd' }, 'm1'],
      [{ success: false, data: { message: 'm2' } }, 'm2'],
      [{ success: false, data: 'm3' }, 'm3'],
      [{ success: false }, 'Unknown Error. Please try again.'],
    ];
    for (const [body, message] of bodies) {
      const { api } = setup(() => jsonResponse(body, { status: 422 }));
      expect((await rejection(get(api, '/x'))).message).toBe(message);
    }
  });

  it('uses the HTTP status text for a body without status or success', async () => {
    const { api } = setup(
      () => new Response('<h1>oops</h1>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await rejection(get(api, '/x'));
    expect(error.message).toBe('Bad Gateway');
    expect(error.status).toBe(502);
  });

  it("says 'Nothing returned' for an empty body and for a network failure", async () => {
    const empty = setup(() => new Response(null, { status: 200 }));
    const emptyError = await rejection(get(empty.api, '/x'));
    expect(emptyError.message).toBe('Unknown Error.  Nothing returned.');
    expect(emptyError.code).toBe('NO_RESPONSE');

    const offline = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const offlineError = await rejection(get(offline.api, '/x'));
    expect(offlineError.message).toBe('Unknown Error.  Nothing returned.');
    expect(offlineError.status).toBe(0);
  });

  it('lets an abort through untouched', async () => {
    const { api } = setup(() => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(get(api, '/x')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('forced logout', () => {
  it.each(['invalid-jwt', 'expired-session', 'jwt-parse', 'user-mismatch', 'invalid-update-token'])(
    'a 401 with code %s logs out with that reason and still rejects',
    async (code) => {
      const { api, onForcedLogout } = setup(() => fail(401, code, 'Please log in again.'));
      const error = await rejection(get(api, '/auth/session'));
      expect(onForcedLogout).toHaveBeenCalledExactlyOnceWith(code);
      expect(error.forcedLogout).toBe(true);
    },
  );

  it('does not log out for wrong credentials or a logout code on another status', async () => {
    const wrong = setup(() => fail(401, 'BAD_CREDENTIALS', 'Incorrect username or password.'));
    await rejection(post(wrong.api, '/auth/login/username', {}));
    expect(wrong.onForcedLogout).not.toHaveBeenCalled();

    const forbidden = setup(() => fail(403, 'invalid-jwt', 'Nope.'));
    await rejection(get(forbidden.api, '/x'));
    expect(forbidden.onForcedLogout).not.toHaveBeenCalled();
  });
});

describe('token refresh from the authorization header', () => {
  const current = userToken(42, 1000);

  it('stores a newer valid token and reports it', async () => {
    const next = userToken(42, 1010);
    const { api, tokenStore, onTokenRefresh } = setup(() => ok({}, next), current);
    await get(api, '/news');
    expect(tokenStore.get()).toBe(next);
    expect(onTokenRefresh).toHaveBeenCalledExactlyOnceWith(next);
  });

  it('ignores a token issued within 2 s of the current one', async () => {
    const { api, tokenStore, onTokenRefresh, onForcedLogout } = setup(
      () => ok({}, userToken(42, 1001)),
      current,
    );
    await get(api, '/news');
    expect(tokenStore.get()).toBe(current);
    expect(onTokenRefresh).not.toHaveBeenCalled();
    expect(onForcedLogout).not.toHaveBeenCalled();
  });

  it.each([
    ['no subject', makeToken({ userID: 42, iat: 2000, exp: 5000 })],
    ['no userID', makeToken({ sub: '42', iat: 2000, exp: 5000 })],
    ['another user', userToken(43, 2000)],
  ])('refuses a token with %s and logs out with invalid-update-token', async (_, bad) => {
    const { api, tokenStore, onTokenRefresh, onForcedLogout } = setup(() => ok({}, bad), current);
    await get(api, '/news');
    expect(tokenStore.get()).toBe(current);
    expect(onTokenRefresh).not.toHaveBeenCalled();
    expect(onForcedLogout).toHaveBeenCalledExactlyOnceWith('invalid-update-token');
  });

  it('stores nothing without a session, and hands the token back when asked not to store', async () => {
    const fresh = userToken(42, 1000);
    const guest = setup(() => ok({}, fresh));
    await get(guest.api, '/news');
    expect(guest.tokenStore.get()).toBeNull();

    const login = setup(() => ok({ user: {} }, fresh), current);
    const response = await login.api.request(
      'POST',
      '/auth/login/username',
      {},
      {
        storeToken: false,
      },
    );
    expect(response.token).toBe(fresh);
    expect(login.tokenStore.get()).toBe(current);
  });
});
