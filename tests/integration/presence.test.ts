// SPEC §7 player-checkin and the friend frames on a real server: a check-in makes the player
// online for their friends (GET /friends shows what they are doing), friend-online reaches online
// friends only, once per 900 s, never from a hidden player nor to a non-friend; race-invites reach
// friends only; friend rooms need a friend, and invite-only rooms keep strangers out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, testDatabases, type TestServer } from './harness';
import {
  join,
  listenRealtime,
  makeUser,
  QUALIFIED,
  RealtimeClient,
  REALTIME_TEST_ENV,
  sleep,
  type TestUser,
} from './realtimeHarness';

describe.each(testDatabases)('presence and invites on $name', (database) => {
  let server: TestServer;
  let url: string;
  const open: RealtimeClient[] = [];
  beforeAll(async () => {
    server = await startTestServer(database, REALTIME_TEST_ENV);
    url = await listenRealtime(server.app);
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
    await server?.close();
  });

  const call = async (user: TestUser, method: 'GET' | 'POST', path: string) => {
    const res = await server.app.inject({
      method,
      url: `/api/v2${path}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: Record<string, unknown> }).results;
  };
  const user = (fields = {}) => makeUser(server.app, server.services, { ...QUALIFIED, ...fields });
  const befriend = async (a: TestUser, b: TestUser) => {
    await call(a, 'POST', `/friend-requests/${b.userID}/request`);
    await call(b, 'POST', `/friend-requests/${a.userID}/accept`);
  };
  const connect = async (u: TestUser, path = '/garage', extra = {}) => {
    const client = await RealtimeClient.connect(url, { token: u.token });
    open.push(client);
    client.send({ channel: 'player-checkin', type: 'checkin', data: { path, ...extra } });
    const answer = await client.next('checkin');
    return { client, answer: answer.data as Record<string, unknown> };
  };
  /** Nothing of `type` arrives within a while (after a round trip that would have carried it). */
  const expectNone = async (client: RealtimeClient, type: string) => {
    client.send({ channel: 'player-checkin', type: 'checkin', data: { path: '/garage' } });
    await client.next('checkin');
    await sleep(150);
    expect(client.inbox.filter((f) => f.type === type)).toEqual([]);
  };

  it('a friend coming online is announced once to online friends; GET /friends shows activity', async () => {
    const a = await user();
    const b = await user();
    const stranger = await user();
    await befriend(a, b);
    const { client: bClient } = await connect(b, '/garage');
    const { client: strangerClient } = await connect(stranger, '/garage');
    const { answer } = await connect(a, '/race');
    expect(answer).toMatchObject({ ok: true, onlineFriends: 1 });
    const notice = await bClient.next('friend-online');
    expect(notice.data).toMatchObject({ userID: a.userID, username: a.username });
    const table = (await call(b, 'GET', '/friends?online=1')) as { values: unknown[][] };
    expect(table.values).toHaveLength(1);
    expect(table.values[0]?.[0]).toBe(a.userID);
    expect(table.values[0]?.[4]).toBeGreaterThan(0);
    expect(table.values[0]?.[5]).toBe('racing');
    // A second check-in (another page) within 900 s announces nothing.
    const { client: again } = await connect(a, '/shop');
    await expectNone(bClient, 'friend-online');
    await again.close();
    await expectNone(strangerClient, 'friend-online');
  });

  it('a new friend already online is told at their next check-in, once', async () => {
    const a = await user();
    const b = await user();
    const { client: aClient } = await connect(a, '/friends');
    const { client: bClient } = await connect(b, '/friends');
    await befriend(a, b);
    bClient.send({ channel: 'player-checkin', type: 'checkin', data: { path: '/friends' } });
    expect((await aClient.next('friend-online')).data).toMatchObject({ userID: b.userID });
    await expectNone(aClient, 'friend-online');
    bClient.send({ channel: 'player-checkin', type: 'checkin', data: { path: '/garage' } });
    await expectNone(aClient, 'friend-online');
  });

  it('the friendsHash in the check-in answer tells the client whether its list is current', async () => {
    const a = await user();
    const b = await user();
    await befriend(a, b);
    const table = (await call(a, 'GET', '/friends')) as { friendsHash: string };
    const { answer: same } = await connect(a, '/garage', { friendsHash: table.friendsHash });
    expect(same).toMatchObject({ friendsHash: table.friendsHash, friendsChanged: false });
    const { answer: stale } = await connect(a, '/garage', { friendsHash: 'stale' });
    expect(stale.friendsChanged).toBe(true);
  });

  it('a hidden player (offline setting, or offline in the check-in) is never announced nor listed', async () => {
    const watcher = await user();
    const shy = await user({ offline: true });
    const asks = await user();
    await befriend(watcher, shy);
    await befriend(watcher, asks);
    const { client } = await connect(watcher, '/garage');
    await connect(shy, '/garage');
    await connect(asks, '/garage', { offline: true });
    await expectNone(client, 'friend-online');
    const table = (await call(watcher, 'GET', '/friends')) as { values: unknown[][] };
    expect(table.values.map((r) => r[4])).toEqual([0, 0]);
  });

  it('a closed socket takes its player offline', async () => {
    const a = await user();
    const b = await user();
    await befriend(a, b);
    const { client } = await connect(a, '/garage');
    await client.close();
    for (let i = 0; i < 50; i += 1) {
      const table = (await call(b, 'GET', '/friends?online=1')) as { values: unknown[][] };
      if (table.values.length === 0) return;
      await sleep(50);
    }
    throw new Error('still online after the socket closed');
  });

  it('race-invites reach friends only, once per friend in a while; open-games counts', async () => {
    const host = await user();
    const friend = await user();
    const stranger = await user();
    await befriend(host, friend);
    const { client: friendClient } = await connect(friend, '/garage');
    const { client: strangerClient } = await connect(stranger, '/garage');
    const { client: hostClient } = await connect(host, `/race/${host.username}`);
    hostClient.send({
      channel: 'player-notifications',
      type: 'race-invites',
      data: { userIDs: [friend.userID, stranger.userID, host.userID, 2_000_000_000] },
    });
    expect((await hostClient.next('race-invites')).data).toEqual({ invited: 1 });
    const invite = await friendClient.next('race-invite');
    expect(invite.data).toMatchObject({
      userID: host.userID,
      username: host.username,
      app: 'typing',
    });
    // Repeating at once invites nobody (no flooding a friend).
    hostClient.send({
      channel: 'player-notifications',
      type: 'race-invites',
      data: { userIDs: [friend.userID] },
    });
    expect((await hostClient.next('race-invites')).data).toEqual({ invited: 0 });
    await expectNone(strangerClient, 'race-invite');

    // The host opens their friend room: the friend's open-games counts it.
    hostClient.send(join('friend', host.username));
    await hostClient.next('room');
    friendClient.send({ channel: 'player-notifications', type: 'open-games', data: {} });
    expect((await friendClient.next('open-games')).data).toEqual({ friends: 1, games: 1 });
    // The friend joins: the host is already in the room, so no waiting-to-play growl for them.
    friendClient.send(join('friend', host.username));
    await friendClient.next('room');
  });

  it('friend races need a friend; invite-only keeps strangers out; a friend joining tells the host', async () => {
    const loner = await user();
    const { client: lonerClient } = await connect(loner, '/garage');
    lonerClient.send(join('friend', loner.username));
    expect((await lonerClient.error('race-rejected')).data.message).toMatch(/at least one friend/);

    const host = await user({ gameVisibility: 'invite-only' });
    const friend = await user();
    const stranger = await user();
    await befriend(host, friend);
    const { client: hostClient } = await connect(host, '/garage');
    const { client: strangerClient } = await connect(stranger, '/garage');
    strangerClient.send(join('friend', host.username));
    expect((await strangerClient.error('race-rejected')).data.message).toMatch(/invite-only/);
    const { client: friendClient } = await connect(friend, '/garage');
    friendClient.send(join('friend', host.username));
    await friendClient.next('room');
    const waiting = await hostClient.next('waiting-to-play');
    expect(waiting.data).toMatchObject({ userID: friend.userID, totalWaiting: 1 });
  });

  it('request-friend and accept-friends over the socket run the same transitions', async () => {
    const a = await user();
    const b = await user();
    const c = await user();
    const { client: aClient } = await connect(a, '/friends');
    const { client: bClient } = await connect(b, '/friends');
    aClient.send({
      channel: 'player-notifications',
      type: 'request-friend',
      data: { userID: b.userID },
    });
    expect((await aClient.next('request-friend')).data).toMatchObject({
      ok: true,
      status: 'requested',
    });
    expect((await bClient.next('friend-requests')).data).toMatchObject({ userID: a.userID });
    aClient.send({
      channel: 'player-notifications',
      type: 'request-friend',
      data: { userID: a.userID },
    });
    expect((await aClient.next('request-friend')).data).toMatchObject({ ok: false, code: 'SELF' });
    // b accepts a's request and, in the same frame, one c never sent: only a's is taken.
    bClient.send({
      channel: 'player-notifications',
      type: 'accept-friends',
      data: { userIDs: [a.userID, c.userID] },
    });
    expect((await bClient.next('accept-friends')).data).toMatchObject({
      ok: true,
      accepted: 1,
      refused: [c.userID],
      friendIDs: [a.userID],
    });
    expect((await aClient.next('friend-accept')).data).toMatchObject({ userID: b.userID });
  });

  it('bad social frames are answered with an error and change nothing', async () => {
    const a = await user();
    const { client } = await connect(a, '/garage');
    for (const data of [{ userIDs: [] }, { userIDs: [-1] }, { userIDs: Array(21).fill(5) }, {}]) {
      client.send(JSON.stringify({ channel: 'player-notifications', type: 'race-invites', data }));
      expect((await client.error('bad-frame')).data.type).toBe('bad-frame');
    }
    client.send(
      JSON.stringify({
        channel: 'player-checkin',
        type: 'checkin',
        data: { path: 'x'.repeat(201) },
      }),
    );
    expect((await client.error('bad-frame')).data.type).toBe('bad-frame');
  });
});
