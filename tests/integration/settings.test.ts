// SPEC §7 Settings on /profile: GET /settings and the profile, account, world, sounds and
// password changes. The current password is checked again for each sensitive change; the
// username changes once; a new password ends the player's other sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  login,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  type TestServer,
  PASSWORD,
  SLOW,
  newPlayer,
  poster,
} from './harness';

describe.each(testDatabases)('account settings, on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  }, 180_000);
  afterAll(() => server?.close());

  const post = poster(() => server, 'settings/');
  const settings = async (token: string) => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v2/settings',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { results: Record<string, unknown> }).results;
  };
  const player = (prefix = 'set') => newPlayer(server.app, prefix);

  it('shows a new player their settings with the SPEC defaults and no secrets', SLOW, async () => {
    const { username, token } = await player();
    const shown = await settings(token);
    expect(shown).toMatchObject({
      username,
      displayName: '',
      changedUsername: false,
      email: `${username}@example.org`,
      validEmail: false,
      raceSounds: 'only_fx',
      raceVolume: 0.5,
      fullScreenMode: 'none',
      use2FA: false,
      sso: [],
      hasPassword: true,
    });
    expect(JSON.stringify(shown)).not.toMatch(/passwordHash|scrypt|secret/i);
    const guest = await server.app.inject({ method: 'GET', url: '/api/v2/settings' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ status: 'FAIL' });
  });

  it(
    'changes the display name with the right password, and refuses a wrong one',
    SLOW,
    async () => {
      const { token } = await player();
      const wrong = await post('profile', { displayName: 'Speedy', password: 'not-it' }, token);
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({ status: 'FAIL', code: 'BAD_PASSWORD' });
      expect(await settings(token)).toMatchObject({ displayName: '' });
      const right = await post(
        'profile',
        { displayName: ' Speedy Sam ', password: PASSWORD },
        token,
      );
      expect(right.statusCode).toBe(200);
      expect(right.json()).toMatchObject({
        results: { user: { displayName: 'Speedy Sam' }, settings: { displayName: 'Speedy Sam' } },
      });
      const bad = await post('profile', { displayName: 'x'.repeat(31), password: PASSWORD }, token);
      expect(bad.statusCode).toBe(400);
      const tags = await post('profile', { displayName: '<b>hi</b>', password: PASSWORD }, token);
      expect(tags.statusCode).toBe(400);
    },
  );

  it('changes the username once only, and logs in by the new name', SLOW, async () => {
    const { username, token } = await player();
    const renamed = uniqueName('new');
    const first = await post(
      'profile',
      { displayName: '', username: renamed, password: PASSWORD },
      token,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      results: { settings: { username: renamed, changedUsername: true } },
    });
    const again = await post(
      'profile',
      { displayName: '', username: uniqueName('thr'), password: PASSWORD },
      token,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'USERNAME_CHANGED_ONCE' });
    expect((await login(server.app, renamed, PASSWORD)).statusCode).toBe(200);
    expect((await login(server.app, username, PASSWORD)).statusCode).toBe(401);
  });

  it(
    'refuses a name someone has, in any case, and lets only one of two racing players take a free one',
    SLOW,
    async () => {
      const holder = await player('hold');
      const { token } = await player();
      const taken = await post(
        'profile',
        { displayName: '', username: holder.username.toUpperCase(), password: PASSWORD },
        token,
      );
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'USERNAME_TAKEN' });
      // Two players ask for the same free name at the same time.
      const a = await player('ra');
      const b = await player('rb');
      const wanted = uniqueName('free');
      const answers = await Promise.all([
        post('profile', { displayName: '', username: wanted, password: PASSWORD }, a.token),
        post('profile', { displayName: '', username: wanted, password: PASSWORD }, b.token),
      ]);
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      // The loser keeps their name and their one change.
      const loser = answers[0]!.statusCode === 409 ? a : b;
      expect(await settings(loser.token)).toMatchObject({
        username: loser.username,
        changedUsername: false,
      });
    },
  );

  it(
    'saves the account fields; a new e-mail address is unverified; the password is required',
    SLOW,
    async () => {
      const { token } = await player();
      const body = { firstname: 'Ada', lastname: 'Racer', email: 'ada@example.org', contact: true };
      expect((await post('account', body, token)).statusCode).toBe(400);
      expect((await post('account', { ...body, password: 'nope-nope' }, token)).statusCode).toBe(
        403,
      );
      const saved = await post('account', { ...body, password: PASSWORD }, token);
      expect(saved.statusCode).toBe(200);
      expect(await settings(token)).toMatchObject({ ...body, validEmail: false });
      const badMail = await post(
        'account',
        { ...body, email: 'not-an-address', password: PASSWORD },
        token,
      );
      expect(badMail.statusCode).toBe(400);
      expect(badMail.json()).toMatchObject({ status: 'FAIL' });
    },
  );

  it('saves a region from the list only', SLOW, async () => {
    const { token } = await player();
    expect((await post('world', { worldID: 3 }, token)).statusCode).toBe(200);
    expect(await settings(token)).toMatchObject({ worldID: 3 });
    expect((await post('world', { worldID: 99 }, token)).statusCode).toBe(400);
    expect((await post('world', { worldID: '3' }, token)).statusCode).toBe(400);
    expect(await settings(token)).toMatchObject({ worldID: 3 });
  });

  it('keeps the race sounds and their volume on the account', SLOW, async () => {
    const { token } = await player();
    expect((await post('sounds', { value: 'all', volume: 0.8 }, token)).statusCode).toBe(200);
    expect(await settings(token)).toMatchObject({ raceSounds: 'all', raceVolume: 0.8 });
    expect((await post('sounds', { value: 'none' }, token)).statusCode).toBe(200);
    expect(await settings(token)).toMatchObject({ raceSounds: 'none', raceVolume: 0.8 });
    expect((await post('sounds', { value: 'all', volume: 3 }, token)).statusCode).toBe(400);
  });

  it(
    'a new password ends the other sessions, keeps this one, and the old password stops working',
    SLOW,
    async () => {
      const { username, token } = await player();
      const other = tokenOf(await login(server.app, username, PASSWORD));
      const mismatch = await post(
        'password',
        { password: PASSWORD, newPassword: 'brand-new-1', newPassword2: 'brand-new-2' },
        token,
      );
      expect(mismatch.statusCode).toBe(400);
      const wrong = await post(
        'password',
        { password: 'wrong-one', newPassword: 'brand-new-1', newPassword2: 'brand-new-1' },
        token,
      );
      expect(wrong.statusCode).toBe(403);
      const changed = await post(
        'password',
        { password: PASSWORD, newPassword: 'brand-new-1', newPassword2: 'brand-new-1' },
        token,
      );
      expect(changed.statusCode).toBe(200);
      const fresh = tokenOf(changed);
      // The other device and this device's old token are out; the fresh token works.
      const otherNow = await server.app.inject({
        method: 'GET',
        url: '/api/v2/settings',
        headers: { authorization: `Bearer ${other}` },
      });
      expect(otherNow.statusCode).toBe(401);
      expect(otherNow.json()).toMatchObject({ code: 'expired-session' });
      const oldNow = await server.app.inject({
        method: 'GET',
        url: '/api/v2/settings',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(oldNow.statusCode).toBe(401);
      expect(await settings(fresh)).toMatchObject({ username });
      expect((await login(server.app, username, PASSWORD)).statusCode).toBe(401);
      expect((await login(server.app, username, 'brand-new-1')).statusCode).toBe(200);
    },
  );

  it(
    'counts wrong current passwords with failed logins, so a stolen session cannot guess freely',
    SLOW,
    async () => {
      const { token } = await player();
      const tries = [];
      for (let i = 0; i < 7; i += 1) {
        tries.push(
          (await post('profile', { displayName: 'x', password: `guess-${i}` }, token)).statusCode,
        );
      }
      // Five free failures (MAX_FAILED_LOGINS), then no more guesses without logging in again.
      expect(tries.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
      expect(tries.slice(5).every((s) => s === 429)).toBe(true);
      const right = await post('profile', { displayName: 'x', password: PASSWORD }, token);
      expect(right.statusCode).toBe(429);
    },
  );

  it('refuses unknown fields and guests on every change', SLOW, async () => {
    const { token } = await player();
    const extra = await post('world', { worldID: 1, userID: 1 }, token);
    expect(extra.statusCode).toBe(400);
    for (const url of [
      'profile',
      'account',
      'world',
      'password',
      'enable-2fa',
      'disable-2fa',
      'send-verification-email',
    ]) {
      const res = await post(url, {});
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});
