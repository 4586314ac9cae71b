// Attack: what a provider's claims may carry past the checks openid-client makes. A `sub` longer
// than OpenID Connect's 255 characters (a misbehaving or hostile provider) must end the sign-in
// with the SPEC §8 FAIL and its redirect, never a 5xx from the database; an e-mail claim with a
// NUL (which PostgreSQL text cannot hold) is left out.
import { describe, expect, it } from 'vitest';

import { findUserById } from '../../../src/server/users/userRepo';
import { testDatabases, uniqueName } from '../harness';
import { ssoSignIn, useSsoRig } from '../ssoHarness';

const SLOW = { timeout: 120_000 };

describe.each(testDatabases)('attack: SSO claims on $name', (database) => {
  const { rig, app } = useSsoRig(database);

  it('refuses a subject longer than 255 characters with a FAIL, not a 5xx', SLOW, async () => {
    const sub = uniqueName('long').padEnd(300, 'x');
    rig().provider.accounts.set(sub, { preferred_username: 'longsub' });
    const res = await ssoSignIn(app(), sub);
    expect(res.statusCode).toBe(401);
    expect(res.headers.authorization).toBeUndefined();
    expect(res.json()).toMatchObject({
      status: 'FAIL',
      code: 'SSO_FAILED',
      redirect: '/login#sso-failed',
    });
  });

  it('signs in a subject of exactly 255 characters', SLOW, async () => {
    const sub = uniqueName('edge').padEnd(255, 'y');
    rig().provider.accounts.set(sub, { preferred_username: 'edgesub' });
    const res = await ssoSignIn(app(), sub);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers.authorization)).toMatch(/^Bearer /);
  });

  it('keeps no e-mail claim with a NUL or control character, and signs in', SLOW, async () => {
    const sub = uniqueName('nul');
    rig().provider.accounts.set(sub, {
      preferred_username: sub,
      email: `a\u0000b${sub}@example.org`,
      email_verified: true,
    });
    const res = await ssoSignIn(app(), sub);
    expect(res.statusCode).toBe(200);
    const row = await findUserById(
      rig().server.services.storage.db,
      res.json().results.user.userID,
    );
    expect(row?.email).toBeNull();
    expect(row?.validEmail).toBe(false);
  });
});
