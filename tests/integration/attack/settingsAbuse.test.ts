// Attacks on the /profile settings calls as a scripted client, beyond settings.test.ts,
// twoFactor.test.ts and emailVerification.test.ts: forged and oversized bodies on every call,
// another player's id smuggled in, a burst of password guesses sent at once, two password changes
// racing, a change computed from a read the account has since moved past, two enables with one
// code, one backup code spent twice at once, and another player's e-mail address.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../../src/server/db/schema';
import { totpCode } from '../../../src/server/security/totp';
import { findUserByUsername, updateUser } from '../../../src/server/users/userRepo';
import {
  login,
  register,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  type TestServer,
} from '../harness';

const PASSWORD = 'correct-horse';
/** Each test hashes several passwords (scrypt) on a shared, busy machine. */
const SLOW = { timeout: 120_000 };
const CALLS = [
  'profile',
  'account',
  'world',
  'password',
  '2fa-setup',
  'enable-2fa',
  'disable-2fa',
  'send-verification-email',
] as const;

describe.each(testDatabases)('attack: the settings calls on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database, { TWO_FACTOR_KEY: 'test-two-factor-key' });
  }, 180_000);
  afterAll(() => server?.close());

  const db = () => server.services.storage.db;
  const post = (url: string, payload: unknown, token?: string) =>
    server.app.inject({
      method: 'POST',
      url: `/api/v2/settings/${url}`,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  const newPlayer = async (prefix = 'abu') => {
    const username = uniqueName(prefix);
    const token = tokenOf(await register(server.app, username, PASSWORD));
    const row = (await findUserByUsername(db(), username))!;
    return { username, token, userID: row.userID };
  };
  const rowOf = async (userID: number) =>
    (await db().select().from(users).where(eq(users.userID, userID)))[0]!;
  /** A refusal in SPEC §8's shape: a 4xx with status FAIL, never a 5xx. */
  const expectFail = (res: { statusCode: number; json(): unknown }, what: string) => {
    expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, what).toBeLessThan(500);
    expect(res.json(), what).toMatchObject({ status: 'FAIL' });
  };

  it(
    'refuses forged, oversized and smuggled bodies on every call, in the FAIL shape',
    SLOW,
    async () => {
      const victim = await newPlayer('vic');
      const { token } = await newPlayer();
      const forged: unknown[] = [
        '{"password":',
        '[]',
        'null',
        '"password"',
        { password: { $ne: '' } },
        { password: [PASSWORD] },
        { password: PASSWORD, code: { length: 6 } },
        { password: PASSWORD, userID: victim.userID },
        { password: PASSWORD, username: victim.username, userID: victim.userID },
        JSON.parse(`{"__proto__": {"use2FA": false}, "password": "${PASSWORD}"}`) as unknown,
        { worldID: 1e308 },
        { worldID: -1 },
        { worldID: 1.5 },
        { password: 'x'.repeat(10_000), newPassword: 'y'.repeat(10_000), newPassword2: 'y' },
        { displayName: '\u202eevil', password: PASSWORD },
        {
          firstname: 'A',
          lastname: 'B',
          email: `${'a'.repeat(300)}@example.org`,
          contact: 'yes',
          password: PASSWORD,
        },
      ];
      for (const url of CALLS) {
        for (const body of forged) {
          const res = await post(url, body, token);
          // send-verification-email takes no body: whatever it is sent, it acts on the caller only.
          if (url === 'send-verification-email' && res.statusCode === 200) continue;
          expectFail(res, `${url} ${JSON.stringify(body).slice(0, 60)}`);
        }
        // Over the 64 KiB body limit.
        const huge = await post(url, { password: PASSWORD, filler: 'z'.repeat(200_000) }, token);
        expectFail(huge, `${url} huge`);
      }
      // Nothing the forged bodies named was changed, on the caller or the victim.
      const after = await rowOf(victim.userID);
      expect(after).toMatchObject({ username: victim.username, use2FA: false, displayName: '' });
      const validate = await server.app.inject({
        method: 'POST',
        url: '/api/v2/auth/validate-email',
        payload: { userID: victim.userID, hash: `${'a'.repeat(5000)}.${'b'.repeat(5000)}` },
      });
      expectFail(validate, 'validate-email long hash');
      expect((await rowOf(victim.userID)).validEmail).toBe(false);
    },
  );

  it(
    'counts a burst of wrong current passwords sent at once like the same guesses in a row',
    SLOW,
    async () => {
      const { token } = await newPlayer();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          post('profile', { displayName: 'x', password: `guess-${i}` }, token),
        ),
      );
      const statuses = answers.map((r) => r.statusCode);
      for (const res of answers) expectFail(res, 'guess');
      // Five free failures (MAX_FAILED_LOGINS), however they arrive; the rest wait for a login.
      expect(statuses.filter((s) => s === 403).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
      const right = await post('profile', { displayName: 'x', password: PASSWORD }, token);
      expect(right.statusCode).toBe(429);
    },
  );

  it(
    'lets one of two password changes racing each other through, and that one holds',
    SLOW,
    async () => {
      const { username, token } = await newPlayer();
      const change = (to: string) =>
        post('password', { password: PASSWORD, newPassword: to, newPassword2: to }, token);
      const answers = await Promise.all([change('first-new-1'), change('second-new-2')]);
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      const loser = answers.find((r) => r.statusCode !== 200)!;
      expectFail(loser, 'losing change');
      const won = statuses[0] === 200 ? 'first-new-1' : 'second-new-2';
      const lost = statuses[0] === 200 ? 'second-new-2' : 'first-new-1';
      // The winner was told its password is set, and it is: the loser's never took effect.
      expect((await login(server.app, username, won)).statusCode).toBe(200);
      expect((await login(server.app, username, lost)).statusCode).toBe(401);
      const fresh = tokenOf(answers.find((r) => r.statusCode === 200)!);
      const settings = await server.app.inject({
        url: '/api/v2/settings',
        headers: { authorization: `Bearer ${fresh}` },
      });
      expect(settings.statusCode).toBe(200);
    },
  );

  it(
    'does not apply a password change confirmed against a password that has since changed',
    SLOW,
    async () => {
      const { userID, username } = await newPlayer();
      const stale = await rowOf(userID);
      // Another request changes the password after `stale` was read (and confirmed against).
      await server.services.accountSettings.changePassword(
        stale,
        { password: PASSWORD, newPassword: 'owner-new-1', newPassword2: 'owner-new-1' },
        '10.0.0.1',
      );
      await expect(
        server.services.accountSettings.changePassword(
          stale,
          { password: PASSWORD, newPassword: 'intruder-2', newPassword2: 'intruder-2' },
          '10.0.0.2',
        ),
      ).rejects.toMatchObject({ statusCode: 409, code: 'PASSWORD_CHANGED' });
      expect((await login(server.app, username, 'owner-new-1')).statusCode).toBe(200);
    },
  );

  it(
    'never marks an address verified that no link verified, however account saves interleave',
    SLOW,
    async () => {
      const { userID } = await newPlayer();
      // A save in flight read the account while it held an unverified address B ...
      await updateUser(db(), userID, { email: 'b-victim@example.org', validEmail: false });
      const stale = await rowOf(userID);
      // ... meanwhile the player switched to their own address A and verified it by its link ...
      await updateUser(db(), userID, { email: 'a-own@example.org', validEmail: true });
      // ... and then the stale save writes address B back.
      await server.services.accountSettings.saveAccount(
        stale,
        {
          firstname: '',
          lastname: '',
          email: 'b-victim@example.org',
          contact: false,
          password: PASSWORD,
        },
        '10.0.0.3',
      );
      expect(await rowOf(userID)).toMatchObject({
        email: 'b-victim@example.org',
        validEmail: false,
      });
    },
  );

  it(
    "takes another player's address only as unverified, and leaves theirs as it was",
    SLOW,
    async () => {
      const victim = await newPlayer('vic');
      await updateUser(db(), victim.userID, { validEmail: true });
      const victimEmail = (await rowOf(victim.userID)).email!;
      const { token, userID } = await newPlayer();
      const taken = await post(
        'account',
        {
          firstname: '',
          lastname: '',
          email: victimEmail.toUpperCase(),
          contact: false,
          password: PASSWORD,
        },
        token,
      );
      expect(taken.statusCode).toBe(200);
      expect(await rowOf(userID)).toMatchObject({ validEmail: false });
      expect(await rowOf(victim.userID)).toMatchObject({ email: victimEmail, validEmail: true });
    },
  );

  describe('two-factor', () => {
    const now = () => server.clock.nowSeconds();

    it(
      'turns on once when two enables race with the same code; the winner’s codes are the ones kept',
      SLOW,
      async () => {
        const { username, token } = await newPlayer('tfa');
        const setup = await post('2fa-setup', { password: PASSWORD }, token);
        const { secret } = (setup.json() as { results: { secret: string } }).results;
        const code = totpCode(secret, now());
        const answers = await Promise.all([
          post('enable-2fa', { password: PASSWORD, code }, token),
          post('enable-2fa', { password: PASSWORD, code }, token),
        ]);
        const statuses = answers.map((r) => r.statusCode);
        expect(statuses.filter((s) => s === 200)).toHaveLength(1);
        expectFail(
          answers.find((r) => r.statusCode !== 200)!,
          'second enable',
        );
        const winner = answers.find((r) => r.statusCode === 200)!;
        const { backupCodes } = (winner.json() as { results: { backupCodes: string[] } }).results;
        expect(
          (await login(server.app, username, PASSWORD, { authCode: backupCodes[0] })).statusCode,
        ).toBe(200);
      },
    );

    it('spends one backup code once when two logins race with it', SLOW, async () => {
      const { username, token } = await newPlayer('tfa');
      const setup = await post('2fa-setup', { password: PASSWORD }, token);
      const { secret } = (setup.json() as { results: { secret: string } }).results;
      const enabled = await post(
        'enable-2fa',
        { password: PASSWORD, code: totpCode(secret, now()) },
        token,
      );
      const { backupCodes } = (enabled.json() as { results: { backupCodes: string[] } }).results;
      const code = backupCodes[5]!;
      const answers = await Promise.all([
        login(server.app, username, PASSWORD, { authCode: code }),
        login(server.app, username, PASSWORD, { authCode: code }),
        login(server.app, username, PASSWORD, { authCode: code.replace('-', '').toUpperCase() }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
      // And the used code cannot then turn two-factor off.
      const off = await post('disable-2fa', { password: PASSWORD, code }, token);
      expect(off.statusCode).toBe(403);
      expect((await rowOf((await findUserByUsername(db(), username))!.userID)).use2FA).toBe(true);
    });
  });
});
