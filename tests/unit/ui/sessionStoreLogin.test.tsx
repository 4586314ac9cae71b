// Logging in and registering through the session store.
import { describe, expect, it } from 'vitest';

import { CLOCK_ERROR_MESSAGE } from '../../../src/domain/clock';
import { loadPersisted } from '../../../src/domain/persistedState';
import { type User } from '../../../src/domain/user';
import { ApiError } from '../../../src/net/apiError';
import { PERSISTED_STATE_KEY } from '../../../src/ui/stores/persist';
import { fail, ok, userToken } from '../net/fakeFetch';
import { NOW_S, racer, harness, routes, loginBody, isolateSessions } from './sessionStoreHarness';

isolateSessions();

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
