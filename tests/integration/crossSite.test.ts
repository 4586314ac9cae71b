// Cross-site login: a player logged in on the typing site gets a link that logs them in on the
// math site, once, within a minute, landing only on a path of the same product.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { safeRedirect } from '../../src/server/auth/crossSite';
import {
  register,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  type TestServer,
} from './harness';

describe('safeRedirect', () => {
  it.each([
    ['/play', '/play'],
    ['/race/friend?x=1', '/race/friend?x=1'],
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/play\n', '/'],
    [undefined, '/'],
  ])('%s lands on %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});

describe.each(testDatabases)('cross-site login on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  async function handoff(redirect = '/play') {
    const name = uniqueName('cross');
    const token = tokenOf(await register(server.apps.typing, name));
    const res = await server.apps.typing.inject({
      method: 'POST',
      url: '/api/v2/auth/cross-site-token',
      headers: { authorization: `Bearer ${token}` },
      payload: { app: 'math', redirect },
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().results.url as string);
    return { name, url };
  }

  const land = (url: URL, app = server.apps.math) =>
    app.inject({ url: `${url.pathname}${url.search}` });

  it('logs the player in on the other site once, at the redirect path', async () => {
    const { name, url } = await handoff('/play');
    expect(url.origin).toBe(server.services.config.mathUrl);
    expect(url.pathname).toBe('/api/v2/auth/cross-site/math');
    const page = await land(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('location.replace("/play")');
    const session = /setItem\("nitro\.token", "([^"]+)"\)/.exec(page.body)?.[1];
    expect(session).toBeDefined();
    const me = await server.apps.math.inject({
      url: '/api/v2/auth/session',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(me.json().results.user).toMatchObject({ loggedIn: true, username: name });

    const again = await land(url);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/login#cross-site-expired');
  });

  it('refuses a handoff for the other site, an expired one and a made-up one', async () => {
    const { url } = await handoff();
    const wrongSite = await server.apps.typing.inject({
      url: `/api/v2/auth/cross-site/math${url.search}`,
    });
    expect(wrongSite.headers.location).toBe('/login#cross-site-wrong-site');

    const late = await handoff();
    server.clock.advance(61_000);
    expect((await land(late.url)).headers.location).toBe('/login#cross-site-expired');

    const forged = await server.apps.math.inject({
      url: '/api/v2/auth/cross-site/math?token=not-a-token&redirect=/play',
    });
    expect(forged.headers.location).toBe('/login#cross-site-expired');
  });

  it('lands off-product redirects on the home page and needs a logged-in player', async () => {
    const { url } = await handoff('https://evil.example/steal');
    expect((await land(url)).body).toContain('location.replace("/")');
    const anonymous = await server.apps.typing.inject({
      method: 'POST',
      url: '/api/v2/auth/cross-site-token',
      payload: { app: 'math', redirect: '/play' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
