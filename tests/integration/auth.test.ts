import { count, eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../src/server/db/schema';
import type { MailMessage } from '../../src/server/mail/mailer';
import { GUEST_TOKEN_TTL_SECONDS, HANDOFF_TTL_SECONDS } from '../../src/server/security/tokens';
import {
  login,
  register,
  solveCaptcha,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  waitForOutbox,
  type TestServer,
} from './harness';
import { guestToken, listenRealtime, RealtimeClient } from './realtimeHarness';

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

  describe('token claims', () => {
    const key = () => new TextEncoder().encode(server.services.secrets.jwtSecret);
    const now = () => server.clock.nowSeconds();
    interface Forge {
      claims: Record<string, unknown>;
      sub?: string;
      iss?: string;
      iat?: number;
      exp?: number;
      jti?: string;
    }
    /** A token signed with the server's real key, with exactly the claims given. */
    const forge = ({ claims, sub, iss, iat, exp, jti }: Forge) => {
      let jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' });
      if (sub !== undefined) jwt = jwt.setSubject(sub);
      if (iss !== undefined) jwt = jwt.setIssuer(iss);
      if (iat !== undefined) jwt = jwt.setIssuedAt(iat);
      if (exp !== undefined) jwt = jwt.setExpirationTime(exp);
      if (jti !== undefined) jwt = jwt.setJti(jti);
      return jwt.sign(key());
    };
    /** Each way a token can be wrong about its times or issuer, from a sound one. */
    const variants = (sound: Forge, maxLifetime: number): [string, Forge][] => [
      ['no exp', { ...sound, exp: undefined }],
      ['no iat', { ...sound, iat: undefined }],
      ['an iat an hour ahead', { ...sound, iat: now() + 3600, exp: now() + 3600 + 30 }],
      ['a lifetime past the limit', { ...sound, exp: sound.iat! + maxLifetime + 3600 }],
      ['no sub', { ...sound, sub: undefined }],
      ['no iss', { ...sound, iss: undefined }],
    ];

    it('refuses session tokens without sound claims with invalid-jwt', async () => {
      const { userID } = (await register(server.app, uniqueName())).json().results.user;
      const sound: Forge = {
        claims: { userID, tv: 0, sid: 'forged-session' },
        sub: String(userID),
        iss: 'nitro-race',
        iat: now(),
        exp: now() + 600,
      };
      const session = (token: string) =>
        server.app.inject({
          method: 'GET',
          url: '/api/v2/auth/session',
          headers: { authorization: `Bearer ${token}` },
        });
      // The sound one passes, so each refusal below is about the one claim changed.
      expect((await session(await forge(sound))).statusCode).toBe(200);
      const cases = [
        ...variants(sound, server.services.config.tokenTtl),
        ['a lifetime of 10 years', { ...sound, exp: now() + 10 * 365 * 86400 }],
        ['no sid', { ...sound, claims: { userID, tv: 0 } }],
      ] as [string, Forge][];
      for (const [what, claims] of cases) {
        const res = await session(await forge(claims));
        expect(res.statusCode, what).toBe(401);
        expect(res.json().code, what).toBe('invalid-jwt');
      }
    });

    it('refuses guest socket tokens without sound claims with invalid-session', async () => {
      const { guestID } = await guestToken(server.app);
      const sound: Forge = {
        claims: { guestID },
        sub: `guest:${guestID}`,
        iss: 'nitro-race',
        iat: now(),
        exp: now() + 600,
      };
      const url = await listenRealtime(server.apps.math);
      const ok = await RealtimeClient.connect(url, { token: await forge(sound) });
      ok.send({ channel: 'player-checkin', type: 'checkin', data: { path: '/race' } });
      expect((await ok.next('checkin')).data).toEqual({ ok: true });
      await ok.close();
      for (const [what, claims] of variants(sound, GUEST_TOKEN_TTL_SECONDS)) {
        const client = await RealtimeClient.connect(url, { token: await forge(claims) });
        expect((await client.error()).data.type, what).toBe('invalid-session');
        expect((await client.closed).code, what).toBe(4001);
      }
    });

    it('refuses cross-site handoff tokens without sound claims', async () => {
      const { userID } = (await register(server.app, uniqueName())).json().results.user;
      const sound: Forge = {
        claims: { userID, app: 'math', purpose: 'cross-site', sid: 'login-one', tv: 0 },
        sub: `handoff:${userID}`,
        iss: 'nitro-race',
        iat: now(),
        exp: now() + 60,
      };
      const land = async (claims: Forge) =>
        server.apps.math.inject({
          url: `/api/v2/auth/cross-site/math?token=${await forge(claims)}&redirect=/play`,
        });
      expect((await land({ ...sound, jti: 'sound-one' })).statusCode).toBe(200);
      const cases: [string, Forge][] = [
        ...variants({ ...sound, jti: 'forged' }, HANDOFF_TTL_SECONDS),
        ['no jti', sound],
        // A handoff must name the login it continues (so that login's logout ends it too).
        [
          'no sid',
          {
            ...sound,
            jti: 'no-sid',
            claims: { userID, app: 'math', purpose: 'cross-site', tv: 0 },
          },
        ],
        [
          'no tokenVersion',
          {
            ...sound,
            jti: 'no-tv',
            claims: { userID, app: 'math', purpose: 'cross-site', sid: 'x' },
          },
        ],
        ['an old tokenVersion', { ...sound, jti: 'old-tv', claims: { ...sound.claims, tv: -1 } }],
      ];
      for (const [what, claims] of cases) {
        const res = await land(claims);
        expect(res.statusCode, what).toBe(302);
        expect(res.headers.location, what).toBe('/login#cross-site-expired');
      }
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
      const mails = await waitForOutbox(server, before + 1);
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

    it('counts the token version up from the stored one and lifts only a wrong-password captcha', async () => {
      const db = server.services.storage.db;
      const cases = [
        ['password', 'na'],
        ['pending', 'pending'],
      ] as const;
      for (const [captchaStatus, after] of cases) {
        const name = uniqueName();
        const reg = await register(server.app, name, 'old-password');
        const userID: number = reg.json().results.user.userID;
        await db
          .update(users)
          .set({ tokenVersion: 5, failedLogins: 4, captchaStatus })
          .where(eq(users.userID, userID));
        const before = server.outbox().length;
        await server.app.inject({
          method: 'POST',
          url: '/api/v2/auth/reset-password',
          payload: { email: `${name}@example.org` },
        });
        const link = linkIn((await waitForOutbox(server, before + 1)).at(-1)!);
        expect((await change(link.userID, link.hash)).statusCode).toBe(200);
        const [row] = await db.select().from(users).where(eq(users.userID, userID));
        expect(row).toMatchObject({ tokenVersion: 6, failedLogins: 0, captchaStatus: after });
      }
    });

    it('refuses tampered and expired links, and says nothing about unknown e-mails', async () => {
      const name = uniqueName();
      await register(server.app, name, 'old-password');
      const mailsBefore = server.outbox().length;
      const unknown = await server.app.inject({
        method: 'POST',
        url: '/api/v2/auth/reset-password',
        payload: { email: 'nobody-here@example.org' },
      });
      expect(unknown.json()).toEqual({ status: 'OK', results: { sent: true } });
      // No mail to an address no account uses; the registered one asked next gets the only mail.
      await server.app.inject({
        method: 'POST',
        url: '/api/v2/auth/reset-password',
        payload: { email: `${name}@example.org` },
      });
      const [only] = (await waitForOutbox(server, mailsBefore + 1)).slice(mailsBefore);
      await new Promise((r) => setTimeout(r, 300));
      expect(server.outbox()).toHaveLength(mailsBefore + 1);
      expect(only).toMatch(/hash=/);
      expect(only).not.toContain('nobody-here');

      const before = server.outbox().length;
      await server.app.inject({
        method: 'POST',
        url: '/api/v2/auth/reset-password',
        payload: { email: `${name}@example.org` },
      });
      await waitForOutbox(server, before + 1);
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
    expect(limited.json().fields).toMatchObject({ captchaStatus: 'login-rate' });
    const captchaToken = await solveCaptcha(server.app);
    expect((await login(server.app, name, 'right-password', { captchaToken })).statusCode).toBe(
      200,
    );
  });
});

describe.each(testDatabases)('password reset timing on $name', (database) => {
  // A mailer that records each message and then blocks until released.
  const sent: MailMessage[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      database,
      {},
      {
        mailer: {
          async send(message) {
            sent.push(message);
            await gate;
          },
        },
      },
    );
  });
  afterAll(async () => {
    release();
    await server?.close();
  });

  it('answers before any mail is sent, the same for a registered and an unknown e-mail', async () => {
    const name = uniqueName();
    await register(server.app, name);
    const ask = (email: string) =>
      Promise.race([
        server.app.inject({
          method: 'POST',
          url: '/api/v2/auth/reset-password',
          payload: { email },
        }),
        new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 5000)),
      ]);
    const known = await ask(`${name}@example.org`);
    const unknown = await ask(`nobody-${name}@example.org`);
    if (known === 'no answer' || unknown === 'no answer') throw new Error('no answer in 5 s');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const { date: _d1, ...knownHeaders } = known.headers;
    const { date: _d2, ...unknownHeaders } = unknown.headers;
    expect(unknownHeaders).toEqual(knownHeaders);

    // After the response: the registered address gets its link; the unknown one gets nothing.
    for (let i = 0; i < 1000 && sent.length < 1; i += 1)
      await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 300));
    expect(sent.map((m) => m.to)).toEqual([`${name}@example.org`]);
    expect(sent[0]?.text).toMatch(/reset=1&uid=\d+&hash=/);
    release();
  });
});
