// The race page's settings kept on the account: sounds (SPEC §7 POST /settings/sounds) and the
// fullscreen race mode (the user's fullScreenMode). Only a logged-in player may change them, and
// only to a value the contract knows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  register,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  type TestServer,
} from './harness';

describe.each(testDatabases)('race settings on the account, on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const post = (url: string, payload: unknown, token?: string) =>
    server.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  const session = async (token: string) => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v2/auth/session',
      headers: { authorization: `Bearer ${token}` },
    });
    return (res.json() as { results: { user: { raceSounds: string; fullScreenMode: string } } })
      .results.user;
  };

  it('keeps the sounds and the fullscreen mode a player chose', async () => {
    // GIVEN a new player (SPEC defaults: effects only, no fullscreen)
    const token = tokenOf(await register(server.app, uniqueName('snd')));
    expect(await session(token)).toMatchObject({ raceSounds: 'only_fx', fullScreenMode: 'none' });
    // WHEN they mute the race and switch the fullscreen race mode on
    const sounds = await post('/api/v2/settings/sounds', { value: 'none' }, token);
    const full = await post('/api/v2/settings/full-screen', { value: 'race' }, token);
    // THEN both answers carry the changed player, and a later session says the same
    expect(sounds.statusCode).toBe(200);
    expect(sounds.json()).toMatchObject({ results: { user: { raceSounds: 'none' } } });
    expect(full.json()).toMatchObject({ results: { user: { fullScreenMode: 'race' } } });
    expect(await session(token)).toMatchObject({ raceSounds: 'none', fullScreenMode: 'race' });
  });

  it('refuses a guest and an unknown value', async () => {
    const guest = await post('/api/v2/settings/sounds', { value: 'all' });
    expect(guest.statusCode).toBeGreaterThanOrEqual(400);
    expect(guest.statusCode).toBeLessThan(500);
    const token = tokenOf(await register(server.app, uniqueName('snd')));
    const bad = await post('/api/v2/settings/full-screen', { value: 'theatre' }, token);
    expect(bad.statusCode).toBe(400);
    expect(await session(token)).toMatchObject({ fullScreenMode: 'none' });
  });
});
