import { count, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
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

describe.each(testDatabases)('accounts and sessions on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database, { LOGIN_RATE_PER_MINUTE: '1000' });
  });
  afterAll(() => server?.close());

  const userCount = async () => {
    const [row] = await server.services.storage.db.select({ n: count() }).from(users);
    return Number(row?.n ?? 0);
  };

  describe('register', () => {
    it('creates the user with SPEC defaults and returns a token with subject and userID', async () => {
      const name = uniqueName();
      const res = await register(server.app, name);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.status).toBe('OK');
      const user = body.results.user;
      expect(user).toMatchObject({
        loggedIn: true,
        username: name,
        friendLimit: 200,
        raceSounds: 'only_fx',
        leagueTier: 0,
        membership: 'basic',
        captchaStatus: 'na',
        carID: 1,
        totalCars: 1,
      });
      expect(user.garage).toHaveLength(30);
      expect(user.garage[0]).toBe('1');
      expect(user.garage.slice(1).every((slot: string) => slot === '')).toBe(true);
      expect(user).not.toHaveProperty('passwordHash');
      const claims = decodeJwt(tokenOf(res));
      expect(claims.sub).toBe(String(user.userID));
      expect(claims.userID).toBe(user.userID);
      expect(claims.exp).toBeGreaterThan(claims.iat!);
    });

    it('refuses a taken username, whatever its case, and writes nothing', async () => {
      const name = uniqueName();
      expect((await register(server.app, name)).statusCode).toBe(200);
      const before = await userCount();
      const res = await register(server.app, name.toUpperCase());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        status: 'FAIL',
        results: 'That username is already taken.',
        code: 'USERNAME_TAKEN',
      });
      expect(await userCount()).toBe(before);
    });

    it.each([
      ['ab', 'Username must be at least 3 characters.'],
      ['bad name!', 'Username may only contain letters, numbers and underscores.'],
      ['x'.repeat(21), 'Username must be at most 20 characters.'],
    ])('explains why %s is not a username', async (username, message) => {
      const before = await userCount();
      const res = await register(server.app, username);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: 'FAIL',
        results: message,
        fields: { username: message },
      });
      expect(await userCount()).toBe(before);
    });

    it('requires acceptPolicy to be on', async () => {
      const name = uniqueName();
      const res = await register(server.app, name, 'correct-horse', { acceptPolicy: 'off' });
      expect(res.statusCode).toBe(400);
      expect(res.json().results).toBe('You must accept the Terms of Service and Privacy Policy.');
    });

    it('answers bad input with a 4xx in the SPEC error shape and writes nothing', async () => {
      const before = await userCount();
      const cases = [
        { payload: '{"username": ', contentType: 'application/json' },
        {
          payload: JSON.stringify({
            username: uniqueName(),
            password: 'secret12',
            acceptPolicy: 'on',
            admin: true,
          }),
        },
        { payload: JSON.stringify({ username: 42, password: 'secret12', acceptPolicy: 'on' }) },
        {
          payload: JSON.stringify({
            username: uniqueName(),
            password: 'p'.repeat(500),
            acceptPolicy: 'on',
          }),
        },
        {
          payload: JSON.stringify({
            username: uniqueName(),
            password: 'secret12',
            acceptPolicy: 'on',
            email: 'nope',
          }),
        },
        { payload: 'username=x', contentType: 'text/plain' },
      ];
      for (const c of cases) {
        const res = await server.app.inject({
          method: 'POST',
          url: '/api/v2/auth/register/username',
          headers: { 'content-type': c.contentType ?? 'application/json' },
          payload: c.payload,
        });
        expect(res.statusCode, c.payload).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, c.payload).toBeLessThan(500);
        const body = res.json();
        expect(body.status).toBe('FAIL');
        expect(typeof body.results).toBe('string');
        expect(body.results.length).toBeGreaterThan(3);
      }
      expect(await userCount()).toBe(before);
    });
  });

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
      const [row] = await server.services.storage.db
        .select()
        .from(users)
        .where(eq(users.username, name));
      expect(row?.captchaStatus).toBe('password');

      const blocked = await login(server.app, name, 'right-password');
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({
        code: 'CAPTCHA_REQUIRED',
        fields: { captchaStatus: 'password' },
      });

      const captchaToken = await solveCaptcha(server.app);
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

  describe('forgot password', () => {
    const linkIn = (mail: string) => {
      const match = /uid=(\d+)&hash=(\S+)/.exec(mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
      if (!match) throw new Error(`no link in mail:\n${mail}`);
      return { userID: Number(match[1]), hash: decodeURIComponent(match[2]!) };
    };
    const change = (userID: number, hash: string, newPassword = 'brand-new-pass') =>
      server.app.inject({
        method: 'POST',
        url: '/api/v2/auth/reset-password/change',
        payload: { userID, hash, newPassword, newPassword2: newPassword },
      });

    it('mails a single-use link to the outbox that sets a new password and ends old sessions', async () => {
      const name = uniqueName();
      const reg = await register(server.app, name, 'old-password');
      const oldToken = tokenOf(reg);
      const before = server.outbox().length;
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/v2/auth/reset-password',
        headers: { 'x-email': `${name}@example.org` },
        payload: { email: `${name}@example.org` },
      });
      expect(res.json()).toEqual({ status: 'OK', results: { sent: true } });
      const mails = server.outbox();
      expect(mails).toHaveLength(before + 1);
      const mail = mails.at(-1)!;
      expect(mail).toContain(`To: ${name}@example.org`);
      const { userID, hash } = linkIn(mail);
      expect(userID).toBe(reg.json().results.user.userID);

      expect((await change(userID, hash)).statusCode).toBe(200);
      expect((await login(server.app, name, 'old-password')).statusCode).toBe(401);
      expect((await login(server.app, name, 'brand-new-pass')).statusCode).toBe(200);
      const reused = await change(userID, hash, 'another-pass');
      expect(reused.statusCode).toBe(400);
      expect(reused.json().results).toMatch(/invalid or has expired/);
      const old = await server.app.inject({
        method: 'GET',
        url: '/api/v2/auth/session',
        headers: { authorization: `Bearer ${oldToken}` },
      });
      expect(old.json().code).toBe('expired-session');
    });

    it('refuses tampered and expired links, and says nothing about unknown e-mails', async () => {
      const name = uniqueName();
      await register(server.app, name, 'old-password');
      const unknown = await server.app.inject({
        method: 'POST',
        url: '/api/v2/auth/reset-password',
        payload: { email: 'nobody-here@example.org' },
      });
      expect(unknown.json()).toEqual({ status: 'OK', results: { sent: true } });

      const before = server.outbox().length;
      await server.app.inject({
        method: 'POST',
        url: '/api/v2/auth/reset-password',
        payload: { email: `${name}@example.org` },
      });
      expect(server.outbox()).toHaveLength(before + 1);
      const { userID, hash } = linkIn(server.outbox().at(-1)!);
      const [secret] = hash.split('.');
      expect((await change(userID, `${secret}.forgedsignature`)).statusCode).toBe(400);
      expect((await change(userID + 1, hash)).statusCode).toBe(400);
      server.clock.advance(61 * 60 * 1000);
      expect((await change(userID, hash)).statusCode).toBe(400);
      expect((await login(server.app, name, 'old-password')).statusCode).toBe(200);
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
    expect(limited.json().fields).toEqual({ captchaStatus: 'login-rate' });
    const [row] = await server.services.storage.db
      .select()
      .from(users)
      .where(eq(users.username, name));
    expect(row?.captchaStatus).toBe('login-rate');
    const captchaToken = await solveCaptcha(server.app);
    expect((await login(server.app, name, 'right-password', { captchaToken })).statusCode).toBe(
      200,
    );
  });
});
