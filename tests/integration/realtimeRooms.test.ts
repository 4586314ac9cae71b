// Matchmaking and rooms: humans of similar speed share a public room and see each other, across a
// bucket edge too; distant speeds and invite-only rooms keep players apart; friend rooms gather by
// host name and chat.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RoomSnapshot } from '../../src/domain/realtime/protocol';
import { addFriendship } from '../../src/server/social/friendStore';
import { startTestServer, testDatabases, type TestServer } from './harness';
import {
  awaitStart,
  join,
  listenRealtime,
  makeUser,
  QUALIFIED,
  RealtimeClient,
  REALTIME_TEST_ENV,
  sleep,
} from './realtimeHarness';

describe.each(testDatabases)('realtime rooms on $name', (database) => {
  let server: TestServer;
  let url: string;
  beforeAll(async () => {
    server = await startTestServer(database, REALTIME_TEST_ENV);
    url = await listenRealtime(server.app);
  });
  afterAll(() => server?.close());

  /** A qualified racer of `speed`, connected and asking to join. */
  async function racer(speed: number, kind: 'public' | 'friend' = 'public', host?: string) {
    const user = await makeUser(server.app, server.services, { ...QUALIFIED, avgSpeed: speed });
    const client = await RealtimeClient.connect(url, { token: user.token });
    client.send(join(kind, host));
    const room: RoomSnapshot = (await client.next('room')).data;
    return { user, client, room };
  }

  it('matches two humans of similar speed into one public room where they see each other', async () => {
    const a = await racer(61);
    const b = await racer(66);
    expect(b.room.roomID).toBe(a.room.roomID);
    expect(b.room.racers.map((r) => r.id)).toEqual([a.room.youID, b.room.youID]);
    const joined = await a.client.next('racer-joined');
    expect(joined.data).toMatchObject({ id: b.room.youID, userID: b.user.userID, isBot: false });

    // After the wait, bots fill the other three seats and both see the same countdown.
    const [startA, startB] = await Promise.all([awaitStart(a.client), awaitStart(b.client)]);
    expect(startA.startAt).toBe(startB.startAt);
    expect(startA.room.racers).toHaveLength(5);
    expect(startA.room.racers.filter((r) => r.isBot)).toHaveLength(3);
    expect(startA.room.passage).toBe(startB.room.passage);

    await sleep(startA.startAt - Date.now() + 300);
    b.client.send({ channel: 'race-server', type: 'update', data: { typed: 3, errors: 0 } });
    const seen = await a.client.next('positions', (f) =>
      f.data.racers.some((r) => r.id === b.room.youID && r.progress === 3),
    );
    // Only who moved: A has not typed, so A is in the race's first frame and not in this one.
    expect(seen.data.racers.map((r) => r.id)).not.toContain(a.room.youID);
    const first = await a.client.next('positions');
    expect(first.data.racers.map((r) => r.id)).toContain(a.room.youID);

    b.client.send({ channel: 'race-server', type: 'leave', data: {} });
    expect((await a.client.next('racer-left')).data.id).toBe(b.room.youID);
    await a.client.close();
    await b.client.close();
  }, 20_000);

  it('keeps players of different speed buckets apart', async () => {
    const slow = await racer(22);
    const fast = await racer(96);
    expect(fast.room.roomID).not.toBe(slow.room.roomID);
    await slow.client.close();
    await fast.client.close();
  });

  it('seats a racer in a room just across a bucket edge when nobody waits in their own', async () => {
    // 88 and 92 WPM fall in different buckets (the edge is 90) but are close enough to race.
    const a = await racer(88);
    const b = await racer(92);
    expect(b.room.roomID).toBe(a.room.roomID);
    await a.client.close();
    await b.client.close();
  });

  it('does not match public joins into an invite-only room; only the host changes settings', async () => {
    const host = await racer(45);
    const guestOfRoom = await racer(45);
    expect(guestOfRoom.room.roomID).toBe(host.room.roomID);
    guestOfRoom.client.send({
      channel: 'race-server',
      type: 'settings',
      data: { gameVisibility: 'invite-only' },
    });
    expect((await guestOfRoom.client.error('race-rejected')).data.message).toMatch(/host/);
    host.client.send({
      channel: 'race-server',
      type: 'settings',
      data: { gameVisibility: 'invite-only', scoringMode: 'casual' },
    });
    await sleep(100);
    const stranger = await racer(45);
    expect(stranger.room.roomID).not.toBe(host.room.roomID);
    for (const r of [host, guestOfRoom, stranger]) await r.client.close();
  });

  it('gathers a friend race by host name, with chat and no bots for two humans', async () => {
    const host = await makeUser(server.app, server.services, QUALIFIED);
    // Friend races need at least one friend (SPEC §6).
    const buddy = await makeUser(server.app, server.services, QUALIFIED);
    await server.services.storage.db.transaction((tx) =>
      addFriendship(tx, host.userID, buddy.userID, 0),
    );
    const hostClient = await RealtimeClient.connect(url, { token: host.token });
    hostClient.send(join('friend', host.username));
    const hostRoom = (await hostClient.next('room')).data;
    const friend = await racer(50, 'friend', host.username.toUpperCase());
    expect(friend.room.roomID).toBe(hostRoom.roomID);
    // A public join never lands in a friend room.
    const stranger = await racer(50);
    expect(stranger.room.roomID).not.toBe(hostRoom.roomID);

    friend.client.send({ channel: 'race-server', type: 'chat', data: { message: 'gl hf' } });
    expect((await hostClient.next('chat')).data).toEqual({
      from: friend.user.username,
      message: 'gl hf',
    });
    stranger.client.send({ channel: 'race-server', type: 'chat', data: { message: 'hi' } });
    expect((await stranger.client.error('bad-frame')).data.message).toMatch(/friend races/);

    // The host starts the race (begin-friend-race); it waits for nothing else.
    expect(hostRoom.hostUserID).toBe(host.userID);
    hostClient.send({ channel: 'race-server', type: 'begin-friend-race', data: {} });
    const { room } = await awaitStart(hostClient);
    expect(room.racers).toHaveLength(2);
    expect(room.racers.some((r) => r.isBot)).toBe(false);
    for (const client of [hostClient, friend.client, stranger.client]) await client.close();
  }, 20_000);

  it('refuses a friend race with a host nobody is called', async () => {
    const user = await makeUser(server.app, server.services, QUALIFIED);
    const client = await RealtimeClient.connect(url, { token: user.token });
    client.send(join('friend', 'nobody-by-this-name'));
    expect((await client.error('race-rejected')).data.message).toMatch(/no racer/i);
    await client.close();
  });

  it('gives a room that empties while waiting back (a new join opens a new room)', async () => {
    const first = await racer(75);
    await first.client.close();
    await sleep(100);
    const second = await racer(75);
    expect(second.room.roomID).not.toBe(first.room.roomID);
    expect(second.room.racers).toHaveLength(1);
    await second.client.close();
  });
});
