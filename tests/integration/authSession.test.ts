// Restoring a session from its token, and logging out of it (REST and realtime).
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  login,
  register,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  type TestServer,
} from './harness';
import { listenRealtime, RealtimeClient } from './realtimeHarness';

describe.each(testDatabases)('session restore and logout on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  describe('session restore', () => {
    const session = (headers: Record<string, string> = {}) =>
      server.app.inject({ method: 'GET', url: '/api/v2/auth/session', headers });

    it('gives a guest the temporary identity and a guest id cookie', async () => {
      const res = await session();
      expect(res.statusCode).toBe(200);
      expect(res.json().results.user).toMatchObject({
        loggedIn: false,
        title: 'Accountless One',
        displayName: 'Guest Racer',
      });
      expect(String(res.headers['set-cookie'])).toMatch(/guest_id=/);
    });

    it('restores a logged-in user from the token and the x-uid header', async () => {
      const reg = await register(server.app, uniqueName());
      const { userID } = reg.json().results.user;
      const res = await session({
        authorization: `Bearer ${tokenOf(reg)}`,
        'x-uid': String(userID),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().results.user.userID).toBe(userID);
    });

    it('names the forced-logout reason for each bad token', async () => {
      const reg = await register(server.app, uniqueName());
      const token = tokenOf(reg);
      const { userID } = reg.json().results.user;
      const [head, payload] = token.split('.');
      const tampered = `${head}.${payload}.${'A'.repeat(43)}`;
      expect((await session({ authorization: `Bearer ${tampered}` })).json().code).toBe(
        'invalid-jwt',
      );
      expect((await session({ authorization: 'Bearer not-a-jwt' })).json().code).toBe('jwt-parse');
      const mismatch = await session({
        authorization: `Bearer ${token}`,
        'x-uid': String(userID + 1),
      });
      expect(mismatch.statusCode).toBe(401);
      expect(mismatch.json().code).toBe('user-mismatch');
    });

    it('expires tokens, and refreshes an hour-old token in the authorization header', async () => {
      const reg = await register(server.app, uniqueName());
      const token = tokenOf(reg);
      server.clock.advance(2 * 3600 * 1000);
      const refreshed = await session({ authorization: `Bearer ${token}` });
      expect(refreshed.statusCode).toBe(200);
      const fresh = tokenOf(refreshed);
      expect(decodeJwt(fresh).iat).toBe(server.clock.nowSeconds());

      server.clock.advance(8 * 24 * 3600 * 1000);
      const expired = await session({ authorization: `Bearer ${token}` });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().code).toBe('expired-session');
    });
  });

  describe('logout', () => {
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const restore = (token: string, app = server.app) =>
      app.inject({ method: 'GET', url: '/api/v2/auth/session', headers: bearer(token) });
    const logout = (token: string) =>
      server.app.inject({ method: 'POST', url: '/api/v2/auth/logout', headers: bearer(token) });

    it('ends the session: the same token no longer restores it or claims the daily reward', async () => {
      const name = uniqueName();
      const token = tokenOf(await register(server.app, name));
      const otherDevice = tokenOf(await login(server.app, name, 'correct-horse'));
      expect((await restore(token)).statusCode).toBe(200);

      expect((await logout(token)).json()).toEqual({ status: 'OK', results: {} });

      const after = await restore(token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ status: 'FAIL', code: 'expired-session' });
      expect((await restore(token, server.apps.math)).json().code).toBe('expired-session');
      const reward = await server.app.inject({
        method: 'GET',
        url: '/api/v2/rewards/daily',
        headers: bearer(token),
      });
      expect(reward.statusCode).toBe(401);
      expect(reward.json().code).toBe('expired-session');
      // Another login of the same player stays logged in.
      expect((await restore(otherDevice)).json().results.user.username).toBe(name);
    });

    it('ends the tokens refreshed from that login too', async () => {
      const token = tokenOf(await register(server.app, uniqueName()));
      server.clock.advance(2 * 3600 * 1000);
      const refreshed = tokenOf(await restore(token));
      expect(refreshed).not.toBe(token);
      await logout(refreshed);
      expect((await restore(token)).json().code).toBe('expired-session');
      expect((await restore(refreshed)).json().code).toBe('expired-session');
    });

    it('makes the realtime socket refuse the token', async () => {
      const token = tokenOf(await register(server.app, uniqueName()));
      const url = await listenRealtime(server.app);
      const before = await RealtimeClient.connect(url, { token });
      before.send({ channel: 'player-checkin', type: 'checkin', data: { path: '/race' } });
      expect((await before.next('checkin')).data).toMatchObject({ ok: true });
      await before.close();

      await logout(token);
      const after = await RealtimeClient.connect(url, { token });
      expect((await after.error()).data.type).toBe('invalid-session');
      expect((await after.closed).code).toBe(4001);
    });
  });
});
