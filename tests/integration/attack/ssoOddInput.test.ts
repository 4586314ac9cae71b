// Attack: a scripted client sends the single sign-on calls what no browser would: a provider id in
// capitals or with a NUL, a login_hint carrying a header, a `redirect` asking to be sent elsewhere,
// repeated or NUL-laden query parts, a garbage state cookie, a body that is not JSON. Each answer
// is a refusal (a redirect to this site's /login, or the SPEC §8 FAIL), never a 5xx, never a
// header the client wrote, never a redirect off the site other than to the provider.
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';

import { testDatabases } from '../harness';
import { nextAddress, startSignIn, useSsoRig } from '../ssoHarness';

const SLOW = { timeout: 120_000 };

describe.each(testDatabases)('attack: odd input to single sign-on on $name', (database) => {
  const { rig, app } = useSsoRig(database);

  /** No 5xx; a JSON answer is the FAIL envelope; a redirect stays here or goes to the provider. */
  function expectRefusedSafely(res: LightMyRequestResponse, label: string) {
    expect(res.statusCode, label).toBeLessThan(500);
    expect(res.statusCode, label).not.toBe(200);
    expect(res.headers['x-injected'], label).toBeUndefined();
    const location = res.headers.location;
    if (location !== undefined) {
      const to = String(location);
      const onSite = to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\');
      expect(onSite || to.startsWith(`${rig().provider.issuer}/`), `${label}: ${to}`).toBe(true);
    }
    if (String(res.headers['content-type']).startsWith('application/json')) {
      expect(res.json().status, label).toBe('FAIL');
    }
  }

  it('refuses odd redirects without a 5xx or a redirect off the site', SLOW, async () => {
    const urls = [
      '/api/v2/auth/redirect/ACME',
      '/api/v2/auth/redirect/acme%00',
      '/api/v2/auth/redirect/username',
      '/api/v2/auth/redirect/acme?redirect=https://evil.example/',
      '/api/v2/auth/redirect/acme?login_hint=a%0d%0aX-Injected:%201',
      '/api/v2/auth/redirect/acme?login_hint=a&login_hint=b',
      '/api/v2/auth/redirect/acme?login_hint=' + 'x'.repeat(300),
      '/api/v2/auth/redirect/' + 'a'.repeat(60),
    ];
    for (const url of urls) {
      const res = await app().inject({ method: 'GET', url, remoteAddress: nextAddress() });
      expectRefusedSafely(res, url);
      expect(
        res.cookies.find((c) => c.name === 'sso_state'),
        url,
      ).toBeUndefined();
    }
  });

  it('keeps a login_hint inside the provider URL, not in a header', SLOW, async () => {
    const started = await startSignIn(app(), 'acme', '?login_hint=ada%40example.org');
    const url = new URL(started.location);
    expect(url.origin).toBe(rig().provider.issuer);
    expect(url.searchParams.get('login_hint')).toBe('ada@example.org');
  });

  it('refuses odd returns without a 5xx or a session', SLOW, async () => {
    const started = await startSignIn(app());
    const { stateCookie } = started;
    const state = new URL(started.location).searchParams.get('state')!;
    const cases: { url: string; cookie?: string; payload?: string; type?: string }[] = [
      { url: `/api/v2/auth/login/acme?state=${state}&state=${state}`, cookie: stateCookie },
      { url: `/api/v2/auth/login/acme?state=%00&code=x`, cookie: stateCookie },
      { url: `/api/v2/auth/login/acme?state=${state}&code=%00`, cookie: stateCookie },
      { url: `/api/v2/auth/login/acme?state=${state}&code=x`, cookie: 'garbage.sig' },
      { url: `/api/v2/auth/login/ACME?state=${state}&code=x`, cookie: stateCookie },
      { url: `/api/v2/auth/login/acme?state=${state}&nonce=x`, cookie: stateCookie },
      {
        url: `/api/v2/auth/login/acme?state=${state}&code=x`,
        cookie: stateCookie,
        payload: 'tz=UTC',
        type: 'application/x-www-form-urlencoded',
      },
      {
        url: `/api/v2/auth/login/acme?state=${state}&code=x`,
        cookie: stateCookie,
        payload: '{"tz":',
        type: 'application/json',
      },
    ];
    for (const { url, cookie, payload, type } of cases) {
      const res = await app().inject({
        method: 'POST',
        url,
        cookies: cookie ? { sso_state: cookie } : {},
        payload: payload ?? { tz: 'UTC' },
        ...(type ? { headers: { 'content-type': type } } : {}),
      });
      expectRefusedSafely(res, url);
      expect(res.headers.authorization, url).toBeUndefined();
    }
  });
});
