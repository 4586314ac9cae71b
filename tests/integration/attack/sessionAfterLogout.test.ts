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
import { login, register, testDatabases, tokenOf, uniqueName } from '../harness';
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
    const username = uniqueName('sock');
    const res = await register(live.server.app, username);
    const token = tokenOf(res);
    const userID = (res.json() as { results: { user: { userID: number } } }).results.user.userID;
    await updateUser(live.server.services.storage.db, userID, QUALIFIED);
    const client = await RealtimeClient.connect(live.url, { token });
    // Answered only once the socket is authenticated: the login ends after that, not before.
    client.send(PING);
    await expect.poll(() => client.texts.includes(PONG), { timeout: 5_000 }).toBe(true);
    return { username, token, client };
  };

  /**
   * The login ended: its socket is closed at once (4001, no error frame: the client reconnects
   * with the token it holds, which the connect check then judges), so it can neither join a race
   * nor send friend calls or check-ins, and no notice reaches it.
   */
  const expectClosedAtOnce = async (client: RealtimeClient) => {
    expect((await client.closed).code).toBe(4001);
    expect(client.inbox.map((frame) => frame.type)).not.toContain('room');
  };

  it('a socket opened before a password change (on another device) is closed by it', async () => {
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
    await expectClosedAtOnce(client);
    // The old token cannot open a new one; the token this tab was handed can, and races.
    const stale = await RealtimeClient.connect(live.url, { token });
    expect((await stale.error('invalid-session', 5_000)).data.type).toBe('invalid-session');
    const fresh = /Bearer (.+)/.exec(String(changed.headers.authorization))?.[1];
    expect(fresh).toBeDefined();
    const reconnected = await RealtimeClient.connect(live.url, { token: fresh! });
    reconnected.send(join('practice'));
    await expect
      .poll(() => reconnected.inbox.some((frame) => frame.type === 'room'), { timeout: 10_000 })
      .toBe(true);
    await reconnected.close();
  }, 30_000);

  it('a socket opened before the logout is closed by it; another login of the player is not', async () => {
    const { username, token, client } = await socketOf();
    const other = await login(live.server.app, username, 'correct-horse');
    expect(other.statusCode, other.body).toBe(200);
    const otherSocket = await RealtimeClient.connect(live.url, { token: tokenOf(other) });
    expect((await logout(token)).statusCode).toBe(200);
    await expectClosedAtOnce(client);
    otherSocket.send(PING);
    await expect.poll(() => otherSocket.texts.includes(PONG), { timeout: 5_000 }).toBe(true);
    await otherSocket.close();
  }, 20_000);
});
