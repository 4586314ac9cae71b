// Attack: an account made by single sign-on has no password (an empty hash). A scripted client
// tries the password login with its name and a blank-ish or any password, and, holding its
// session, the calls that confirm the current password (change it, change the e-mail, start
// two-factor) with one. None may pass: the empty hash never verifies.
import { describe, expect, it } from 'vitest';

import { findUserById } from '../../../src/server/users/userRepo';
import { testDatabases, uniqueName } from '../harness';
import { nextAddress, ssoSignIn, useSsoRig } from '../ssoHarness';

const SLOW = { timeout: 120_000 };

describe.each(testDatabases)('attack: SSO account without a password on $name', (database) => {
  const { rig, app } = useSsoRig(database);

  it('never logs in with any password, nor confirms one in settings', SLOW, async () => {
    const sub = uniqueName('nopw');
    const signedIn = await ssoSignIn(app(), sub);
    expect(signedIn.statusCode).toBe(200);
    const { userID, username } = signedIn.json().results.user as {
      userID: number;
      username: string;
    };
    const token = String(signedIn.headers.authorization).replace(/^Bearer /, '');
    const before = await findUserById(rig().server.services.storage.db, userID);
    expect(before!.passwordHash).toBe('');

    for (const password of [' ', '""', 'undefined', 'null', 'password']) {
      const res = await app().inject({
        method: 'POST',
        url: '/api/v2/auth/login/username',
        remoteAddress: nextAddress(),
        payload: { username, password },
      });
      expect(res.statusCode, password).toBe(401);
      expect(res.json(), password).toMatchObject({ status: 'FAIL', code: 'BAD_CREDENTIALS' });
      expect(res.headers.authorization, password).toBeUndefined();
    }

    const auth = { authorization: `Bearer ${token}` };
    const confirms = [
      {
        url: '/api/v2/settings/password',
        payload: { password: ' ', newPassword: 'taken-over-1', newPassword2: 'taken-over-1' },
      },
      { url: '/api/v2/settings/2fa-setup', payload: { password: 'password' } },
      {
        url: '/api/v2/settings/account',
        payload: {
          firstname: '',
          lastname: '',
          email: 'attacker@evil.example',
          contact: false,
          password: ' ',
        },
      },
    ];
    for (const { url, payload } of confirms) {
      const res = await app().inject({ method: 'POST', url, headers: auth, payload });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().status, url).toBe('FAIL');
    }
    const after = await findUserById(rig().server.services.storage.db, userID);
    expect(after!.passwordHash).toBe('');
    expect(after!.email).toBe(before!.email);
    expect(after!.use2FA).toBe(false);
  });
});
