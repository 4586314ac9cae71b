// Registration: SPEC defaults, the token's claims, and refusals that write nothing.
import { count } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../src/server/db/schema';
import {
  register,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  type TestServer,
} from './harness';

describe.each(testDatabases)('register on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
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
});
