// Login: passwords, the captcha after repeated failures, and the per-address rate limit.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  login,
  register,
  solveCaptcha,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  type TestServer,
} from './harness';

describe.each(testDatabases)('login on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  describe('login', () => {
    it('logs in with the right password, case-insensitively by username', async () => {
      const name = uniqueName();
      await register(server.app, name, 'right-password');
      const res = await login(server.app, name.toUpperCase(), 'right-password');
      expect(res.statusCode).toBe(200);
      expect(res.json().results.user.username).toBe(name);
      expect(res.json().results.serverTime).toBe(server.clock.nowSeconds());
      expect(decodeJwt(tokenOf(res)).userID).toBe(res.json().results.user.userID);
    });

    it('gives the same message for a wrong password and an unknown user', async () => {
      const name = uniqueName();
      await register(server.app, name, 'right-password');
      for (const res of [
        await login(server.app, name, 'wrong-password'),
        await login(server.app, uniqueName(), 'x'),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({
          results: 'Incorrect username or password.',
          code: 'BAD_CREDENTIALS',
        });
        expect(res.headers.authorization).toBeUndefined();
      }
    });

    it('demands a captcha after repeated wrong passwords, then accepts a solved one once', async () => {
      const name = uniqueName();
      await register(server.app, name, 'right-password');
      for (let i = 0; i < 5; i += 1)
        expect((await login(server.app, name, 'wrong')).statusCode).toBe(401);
      server.clock.advance(1000); // the first delay past the budget

      const blocked = await login(server.app, name, 'right-password');
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({
        code: 'CAPTCHA_REQUIRED',
        fields: { captchaStatus: 'password' },
      });

      const captchaToken = await solveCaptcha(server.app, name);
      const passed = await login(server.app, name, 'right-password', { captchaToken });
      expect(passed.statusCode).toBe(200);
      expect(passed.json().results.user.captchaStatus).toBe('passed');

      // The same solution cannot be used twice.
      const replay = await server.app.inject({
        method: 'POST',
        url: '/api/v2/auth/validate-captcha',
        payload: { token: captchaToken },
      });
      expect(replay.statusCode).toBe(403);
      expect(replay.json().code).toBe('CAPTCHA_INVALID');
    });

    it('refuses a forged captcha payload', async () => {
      const forged = Buffer.from(
        JSON.stringify({ challenge: null, solution: null, test: true }),
      ).toString('base64');
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/v2/auth/validate-captcha',
        payload: { token: forged },
      });
      expect(res.statusCode).toBe(403);
    });
  });
});

describe.each(testDatabases)('login rate limit on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database, { LOGIN_RATE_PER_MINUTE: '3' });
  });
  afterAll(() => server?.close());

  it("sets 'login-rate' when one address logs in too often, until a captcha is solved", async () => {
    const name = uniqueName();
    await register(server.app, name, 'right-password');
    for (let i = 0; i < 3; i += 1)
      expect((await login(server.app, name, 'right-password')).statusCode).toBe(200);
    const limited = await login(server.app, name, 'right-password');
    expect(limited.statusCode).toBe(403);
    expect(limited.json().fields).toMatchObject({ captchaStatus: 'login-rate' });
    const captchaToken = await solveCaptcha(server.app);
    expect((await login(server.app, name, 'right-password', { captchaToken })).statusCode).toBe(
      200,
    );
  });
});
