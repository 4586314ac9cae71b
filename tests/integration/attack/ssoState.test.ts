// Attacks on the single sign-on return as a scripted client, against a real OpenID Connect
// provider: a return replayed, a return posted without (or with another browser's) state cookie
// (login CSRF), a forged state, a state of one provider used at another, a victim's state with the
// attacker's code (PKCE and nonce), an expired state, and one return posted twice at once.
import { describe, expect, it } from 'vitest';

import {
  SSO_LOGIN_TTL_SECONDS,
  SSO_STARTS_PER_MINUTE,
} from '../../../src/server/auth/sso/ssoService';
import { ssoLogins } from '../../../src/server/db/schema';
import { testDatabases, uniqueName } from '../harness';
import { atProvider, postReturn, startSignIn, useSsoRig } from '../ssoHarness';

const SLOW = { timeout: 120_000 };

describe.each(testDatabases)('attack: the single sign-on return on $name', (database) => {
  const { rig, app } = useSsoRig(database);

  it('uses a state once: the same return again is refused', SLOW, async () => {
    const started = await startSignIn(app());
    const back = await atProvider(started, uniqueName('re'));
    expect((await postReturn(app(), back, started.stateCookie)).statusCode).toBe(200);
    const again = await postReturn(app(), back, started.stateCookie);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'SSO_STATE', redirect: '/login#sso-expired' });
  });

  it('refuses a return without this browser’s state cookie (login CSRF)', SLOW, async () => {
    // The attacker signs in at the provider as themself and sends the return link to a victim.
    const attacker = await startSignIn(app());
    const back = await atProvider(attacker, uniqueName('csrf'));
    const victim = await startSignIn(app());
    for (const cookie of [null, victim.stateCookie, 'forged-state.c2lnbmF0dXJl']) {
      const res = await postReturn(app(), back, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.headers.authorization).toBeUndefined();
    }
  });

  it('refuses a state the server never issued, even with a matching cookie', async () => {
    // An unsigned cookie is not the server's: the state check sees no cookie at all.
    const back = new URL('http://typing.test/login/sso/acme?code=abc&state=made-up');
    const res = await postReturn(app(), back, 'made-up');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'FAIL', redirect: '/login#sso-expired' });
  });

  it('refuses a state of one provider at another provider’s path', SLOW, async () => {
    const started = await startSignIn(app(), 'acme');
    const back = await atProvider(started, uniqueName('swap'));
    const res = await postReturn(app(), back, started.stateCookie, 'beta');
    expect(res.statusCode).toBe(400);
  });

  it('refuses the victim’s state carrying the attacker’s code (PKCE, nonce)', SLOW, async () => {
    const victim = await startSignIn(app());
    const attacker = await startSignIn(app());
    const attackerBack = await atProvider(attacker, uniqueName('mix'));
    const victimState = new URL(victim.location).searchParams.get('state')!;
    const mixed = new URL(attackerBack);
    mixed.searchParams.set('state', victimState);
    const res = await postReturn(app(), mixed, victim.stateCookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SSO_FAILED', redirect: '/login#sso-failed' });
    expect(res.headers.authorization).toBeUndefined();
  });

  it('refuses a state older than its lifetime', SLOW, async () => {
    const started = await startSignIn(app());
    const back = await atProvider(started, uniqueName('late'));
    rig().server.clock.advance((SSO_LOGIN_TTL_SECONDS + 1) * 1000);
    const res = await postReturn(app(), back, started.stateCookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'SSO_STATE' });
  });

  it('signs in once when one return is posted twice at the same moment', SLOW, async () => {
    const started = await startSignIn(app());
    const back = await atProvider(started, uniqueName('twin'));
    const answers = await Promise.all([
      postReturn(app(), back, started.stateCookie),
      postReturn(app(), back, started.stateCookie),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('limits the sign-ins one address may start: a script cannot fill the pending logins', async () => {
    const db = rig().server.services.storage.db;
    const pending = async () => (await db.select().from(ssoLogins)).length;
    const address = '10.66.0.1';
    for (let i = 0; i < SSO_STARTS_PER_MINUTE; i++) await startSignIn(app(), 'acme', '', address);
    const before = await pending();
    const refused = await app().inject({
      method: 'GET',
      url: '/api/v2/auth/redirect/acme',
      remoteAddress: address,
    });
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe('/login#sso-busy');
    expect(await pending()).toBe(before);
    // Another browser is not held up by it.
    await expect(startSignIn(app(), 'acme', '', '10.66.0.2')).resolves.toMatchObject({
      stateCookie: expect.any(String),
    });
  });

  it('refuses body fields the contract does not name (no user id smuggled in)', async () => {
    const started = await startSignIn(app());
    const back = await atProvider(started, uniqueName('body'));
    const res = await postReturn(app(), back, started.stateCookie, 'acme', {
      tz: 'UTC',
      userID: 100001,
    });
    expect(res.statusCode).toBe(400);
  });
});
