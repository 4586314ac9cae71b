// Attacks on logout revocation (revoked_sessions by `sid`): logging out must end that login
// everywhere. Two ways a login outlives its logout:
// - a cross-site handoff minted from the login starts a *new* login (a fresh sid) that the
//   logout of the first never touches: whoever holds a stolen token turns it into a 7-day session
//   the victim's logout cannot end (only a password change does);
// - a realtime socket opened with the token is authenticated once, at connect, and keeps joining
//   (paid) races for the account after the logout.
import { describe, expect, it } from 'vitest';

import { PING, PONG } from '../../../src/domain/realtime/protocol';
import { updateUser } from '../../../src/server/users/userRepo';
import { register, testDatabases, tokenOf, uniqueName } from '../harness';
import { join, QUALIFIED, RealtimeClient } from '../realtimeHarness';
import { liveRealtime } from './liveServer';

describe.each(testDatabases.slice(0, 1))('attack: a login outliving its logout on $name', (db) => {
  const live = liveRealtime(db);

  const session = (token: string) =>
    live.server.app.inject({
      url: '/api/v2/auth/session',
      headers: { authorization: `Bearer ${token}` },
    });
  const logout = (token: string) =>
    live.server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });

  it('a handoff minted from a login does not survive that login being logged out', async () => {
    const stolen = tokenOf(await register(live.server.app, uniqueName('victim')));
    // The thief mints a handoff to the same site and redeems it: a second, independent login.
    const minted = await live.server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/cross-site-token',
      headers: { authorization: `Bearer ${stolen}` },
      payload: { app: 'typing', redirect: '/' },
    });
    expect(minted.statusCode).toBe(200);
    const link = new URL(minted.json().results.url as string);
    // A second link, redeemed only after the victim logs out.
    const minted2 = await live.server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/cross-site-token',
      headers: { authorization: `Bearer ${stolen}` },
      payload: { app: 'typing', redirect: '/' },
    });
    const link2 = new URL(minted2.json().results.url as string);
    const page = await live.server.app.inject({ url: `${link.pathname}${link.search}` });
    const laundered = /setItem\("nitro\.token", "([^"]+)"\)/.exec(page.body)?.[1];
    expect(laundered).toBeDefined();

    // The victim notices and logs out.
    expect((await logout(stolen)).statusCode).toBe(200);
    expect((await session(stolen)).statusCode).toBe(401);

    const afterLogout = (await session(laundered!)).statusCode;
    const page2 = await live.server.app.inject({ url: `${link2.pathname}${link2.search}` });
    const lateHandoff = page2.statusCode === 200 ? 'logged-in' : 'refused';
    expect({ afterLogout, lateHandoff }).toEqual({ afterLogout: 401, lateHandoff: 'refused' });
  });

  /** A qualified player's token and a socket opened with it. */
  const socketOf = async () => {
    const res = await register(live.server.app, uniqueName('sock'));
    const token = tokenOf(res);
    const userID = (res.json() as { results: { user: { userID: number } } }).results.user.userID;
    await updateUser(live.server.services.storage.db, userID, QUALIFIED);
    const client = await RealtimeClient.connect(live.url, { token });
    // Answered only once the socket is authenticated: the login ends after that, not before.
    client.send(PING);
    await expect.poll(() => client.texts.includes(PONG), { timeout: 5_000 }).toBe(true);
    return { token, client };
  };

  /** A join after the login ended: an invalid-session error, then the socket closed, no seat. */
  const expectJoinRefused = async (client: RealtimeClient) => {
    client.send(join('practice'));
    const refused = await client.error('invalid-session', 5_000);
    expect(refused.data.message).toMatch(/logged out/);
    expect((await client.closed).code).toBe(4001);
    expect(client.inbox.map((frame) => frame.type)).not.toContain('room');
  };

  it('a socket opened before a password change (on another device) cannot join races after it', async () => {
    const { token, client } = await socketOf();
    const changed = await live.server.app.inject({
      method: 'POST',
      url: '/api/v2/settings/password',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        password: 'correct-horse',
        newPassword: 'battery-staple-9',
        newPassword2: 'battery-staple-9',
      },
    });
    expect(changed.statusCode).toBe(200);
    await expectJoinRefused(client);
  }, 20_000);

  it('a socket opened before the logout cannot join races after it', async () => {
    const { token, client } = await socketOf();
    expect((await logout(token)).statusCode).toBe(200);
    await expectJoinRefused(client);
  }, 20_000);
});
