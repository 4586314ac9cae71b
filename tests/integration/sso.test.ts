// Single sign-on against a real OpenID Connect provider (oidc-provider on a local port): the
// redirect's state, nonce and PKCE, the first sign-in making an account and the next finding it by
// the provider's `sub`, the settings tab's providers, and removing single sign-on with the mailed
// code (SPEC §2, §5, §7). Abuse of the same calls is in attack/sso*.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { ssoIdentities } from '../../src/server/db/schema';
import { ledgerSums } from '../../src/server/payments/ledger';
import { findUserById } from '../../src/server/users/userRepo';
import { login, register, testDatabases, tokenOf, uniqueName, waitForOutbox } from './harness';
import { postReturn, ssoSignIn, startSignIn, useSsoRig } from './ssoHarness';

const SLOW = { timeout: 120_000 };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(testDatabases)('single sign-on on $name', (database) => {
  const { rig, app } = useSsoRig(database);

  it('lists the configured providers with their names for the login page', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/v2/auth/sso-providers' });
    expect(res.json()).toEqual({
      status: 'OK',
      results: {
        providers: [
          { id: 'acme', name: 'Acme ID' },
          { id: 'beta', name: 'Beta' },
        ],
      },
    });
  });

  it('sends the browser to the provider with state, nonce, PKCE and the login hint', async () => {
    const res = await app().inject({
      method: 'GET',
      url: '/api/v2/auth/redirect/acme?login_hint=ada%40example.org',
    });
    expect(res.statusCode).toBe(302);
    const to = new URL(String(res.headers.location));
    expect(to.origin).toBe(rig().provider.issuer);
    expect(to.searchParams.get('client_id')).toBe('nitro-acme');
    expect(to.searchParams.get('redirect_uri')).toBe('http://typing.test/login/sso/acme');
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(to.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(to.searchParams.get('login_hint')).toBe('ada@example.org');
    const cookie = res.cookies.find((c) => c.name === 'sso_state');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/v2/auth', sameSite: 'Lax' });
    // The cookie is signed, and carries the state the provider will send back.
    expect(cookie!.value).toContain(`${to.searchParams.get('state')}.`);
  });

  it('makes an account at the first sign-in and finds it by sub at the next', SLOW, async () => {
    const sub = uniqueName('ada');
    const first = await ssoSignIn(app(), sub);
    expect(first.statusCode).toBe(200);
    const made = first.json().results.user;
    expect(made).toMatchObject({ loggedIn: true, username: sub, validEmail: true });
    const session = await app().inject({
      method: 'GET',
      url: '/api/v2/auth/session',
      headers: bearer(tokenOf(first)),
    });
    expect(session.json().results.user.userID).toBe(made.userID);

    const second = await ssoSignIn(app(), sub);
    expect(second.statusCode).toBe(200);
    expect(second.json().results.user.userID).toBe(made.userID);
    const row = await findUserById(rig().server.services.storage.db, made.userID);
    expect(row).toMatchObject({ logins: 2, email: `${sub}@idp.example`, passwordHash: '' });
    // Its starting cash is in the ledger, as a registration's is (balance = ledger sum).
    const sums = await ledgerSums(rig().server.services.storage.db);
    expect(row!.money).toBe(2500);
    expect(sums.get(made.userID)).toBe(2500);
  });

  it('gives a taken name a number, and keeps identities of two providers apart', SLOW, async () => {
    const name = uniqueName('bo');
    expect((await register(app(), name)).statusCode).toBe(200);
    const viaAcme = await ssoSignIn(app(), name);
    expect(viaAcme.statusCode).toBe(200);
    const acmeUser = viaAcme.json().results.user;
    expect(acmeUser.username).not.toBe(name);
    expect(acmeUser.username).toMatch(/^[A-Za-z0-9_]{3,20}$/);
    expect(acmeUser.username.startsWith(name.slice(0, 10))).toBe(true);
    // The same login name at another provider is another person.
    const viaBeta = await ssoSignIn(app(), name, 'beta');
    expect(viaBeta.statusCode).toBe(200);
    expect(viaBeta.json().results.user.userID).not.toBe(acmeUser.userID);
  });

  it('sends a cancelled sign-in back to the login page with its reason', async () => {
    const started = await startSignIn(app());
    const state = new URL(started.location).searchParams.get('state')!;
    const back = new URL(`http://typing.test/login/sso/acme?error=access_denied&state=${state}`);
    const res = await postReturn(app(), back, started.stateCookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      status: 'FAIL',
      code: 'SSO_CANCELLED',
      redirect: '/login#sso-cancelled',
    });
  });

  it('turns away an unknown provider: the redirect to /login, the login with a redirect', async () => {
    const go = await app().inject({ method: 'GET', url: '/api/v2/auth/redirect/nowhere' });
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe('/login#sso-unavailable');
    const res = await app().inject({
      method: 'POST',
      url: '/api/v2/auth/login/nowhere?code=x&state=y',
      payload: { tz: 'UTC' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'FAIL', redirect: '/login#sso-unavailable' });
  });

  it('lets an SSO account set a username and password and unlink (SPEC §5)', SLOW, async () => {
    const sub = uniqueName('cy');
    const signedIn = await ssoSignIn(app(), sub);
    const token = tokenOf(signedIn);
    const userID = signedIn.json().results.user.userID;
    // No password: the username login refuses every password.
    expect((await login(app(), sub, '')).statusCode).toBe(400);
    expect((await login(app(), sub, 'anything-at-all')).statusCode).toBe(401);

    const shown = await app().inject({
      method: 'GET',
      url: '/api/v2/settings',
      headers: bearer(token),
    });
    expect(shown.json().results).toMatchObject({
      hasPassword: false,
      sso: [{ provider: 'acme', name: 'Acme ID' }],
    });

    const mailsBefore = rig().server.outbox().length;
    const sent = await app().inject({
      method: 'POST',
      url: '/api/v2/settings/remove-sso-code',
      headers: bearer(token),
    });
    expect(sent.json()).toEqual({
      status: 'OK',
      results: { sent: true, email: `${sub}@idp.example` },
    });
    const mail = (await waitForOutbox(rig().server, mailsBefore + 1)).find((m) =>
      m.includes(`Hi ${sub},`),
    );
    const code = /^ {4}([a-z0-9]{8})\s*$/m.exec(mail ?? '')?.[1];
    expect(code).toMatch(/^[a-z0-9]{8}$/);

    const newName = uniqueName('cyn');
    const removed = await app().inject({
      method: 'POST',
      url: '/api/v2/settings/remove-sso',
      headers: bearer(token),
      payload: {
        code: code!.toUpperCase(),
        username: newName,
        password: 'new-secret-1',
        password2: 'new-secret-1',
      },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().results.settings).toMatchObject({
      username: newName,
      sso: [],
      hasPassword: true,
    });
    const links = await rig()
      .server.services.storage.db.select()
      .from(ssoIdentities)
      .where(eq(ssoIdentities.userID, userID));
    expect(links).toEqual([]);
    // The old token ends with the change; the new one and the password work.
    const old = await app().inject({
      method: 'GET',
      url: '/api/v2/settings',
      headers: bearer(token),
    });
    expect(old.statusCode).toBe(401);
    const byPassword = await login(app(), newName, 'new-secret-1');
    expect(byPassword.json().results.user.userID).toBe(userID);
  });
});
