// The host starts a friend race over real sockets (SPEC §7 begin-friend-race): nobody else can,
// whatever they send and however often. Refusals are error frames and change nothing: the room
// keeps waiting, and the host can still begin afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ClientFrame } from '../../src/domain/realtime/protocol';
import { addFriendship } from '../../src/server/social/friendStore';
import { startTestServer, testDatabases, type TestServer } from './harness';
import {
  awaitStart,
  guestToken,
  join,
  listenRealtime,
  makeUser,
  QUALIFIED,
  RealtimeClient,
  REALTIME_TEST_ENV,
  sleep,
} from './realtimeHarness';

const BEGIN: ClientFrame = { channel: 'race-server', type: 'begin-friend-race', data: {} };

describe.each(testDatabases)('begin-friend-race on $name', (database) => {
  let server: TestServer;
  let url: string;
  beforeAll(async () => {
    // A short public wait: a friend room must not start on it.
    server = await startTestServer(database, { ...REALTIME_TEST_ENV, RACE_WAIT_MS: '300' });
    url = await listenRealtime(server.app);
  });
  afterAll(() => server?.close());

  /** A host with one friend; the friend opens the room first, then the host comes. */
  async function friendRoom() {
    const host = await makeUser(server.app, server.services, QUALIFIED);
    const buddy = await makeUser(server.app, server.services, QUALIFIED);
    await server.services.storage.db.transaction((tx) =>
      addFriendship(tx, host.userID, buddy.userID, 0),
    );
    const b = await RealtimeClient.connect(url, { token: buddy.token });
    b.send(join('friend', host.username));
    const buddyRoom = (await b.next('room')).data;
    const a = await RealtimeClient.connect(url, { token: host.token });
    a.send(join('friend', host.username));
    const hostRoom = (await a.next('room')).data;
    expect(hostRoom.roomID).toBe(buddyRoom.roomID);
    return { host, buddy, a, b, roomID: hostRoom.roomID };
  }

  const noCountdown = (client: RealtimeClient) =>
    client.inbox.some(
      (f) => f.type === 'countdown' || (f.type === 'room' && f.data.phase !== 'waiting'),
    );

  it('refuses a joined friend, a guest and a stranger; the host then begins', async () => {
    const { a, b } = await friendRoom();
    // A guest's socket (a guest before qualifying races against bots: the room step's test
    // covers a guest seated in the friend room).
    const { token } = await guestToken(server.app);
    const g = await RealtimeClient.connect(url, { token });
    // A stranger on a socket of their own, seated nowhere.
    const strangerUser = await makeUser(server.app, server.services, QUALIFIED);
    const stranger = await RealtimeClient.connect(url, { token: strangerUser.token });

    b.send(BEGIN);
    expect((await b.error('forbidden')).data.message).toMatch(/only the host/i);
    g.send(BEGIN);
    expect((await g.error('not-in-race')).data.message).toMatch(/not in a race/i);
    stranger.send(BEGIN);
    expect((await stranger.error('not-in-race')).data.message).toMatch(/not in a race/i);
    // Well past the public wait: still waiting, nobody was told of a countdown.
    await sleep(700);
    for (const client of [a, b]) expect(noCountdown(client)).toBe(false);

    a.send(BEGIN);
    const [startA, startB] = await Promise.all([awaitStart(a), awaitStart(b)]);
    expect(startA.startAt).toBe(startB.startAt);
    expect(startA.room.racers.filter((r) => r.isBot)).toHaveLength(0);
    expect(startA.room.racers).toHaveLength(2);
    for (const client of [a, b, g, stranger]) await client.close();
  }, 20_000);

  it('starts once for two begins at once, and refuses a replay after the start', async () => {
    const { a, b } = await friendRoom();
    a.send(BEGIN);
    a.send(BEGIN);
    await awaitStart(a);
    expect((await a.error('bad-frame')).data.message).toMatch(/already started/i);
    a.send(BEGIN);
    expect((await a.error('bad-frame')).data.message).toMatch(/already started/i);
    await sleep(200);
    // One countdown only, for each racer.
    expect(a.inbox.filter((f) => f.type === 'countdown')).toHaveLength(0);
    await b.next('countdown');
    expect(b.inbox.filter((f) => f.type === 'countdown')).toHaveLength(0);
    for (const client of [a, b]) await client.close();
  }, 20_000);

  it('refuses the host alone, and a begin in a public room', async () => {
    const host = await makeUser(server.app, server.services, QUALIFIED);
    const buddy = await makeUser(server.app, server.services, QUALIFIED);
    await server.services.storage.db.transaction((tx) =>
      addFriendship(tx, host.userID, buddy.userID, 0),
    );
    const a = await RealtimeClient.connect(url, { token: host.token });
    a.send(join('friend', host.username));
    await a.next('room');
    a.send(BEGIN);
    expect((await a.error('bad-frame')).data.message).toMatch(/friend to join/i);

    const p = await RealtimeClient.connect(url, { token: buddy.token });
    p.send(join('public'));
    await p.next('room');
    p.send(BEGIN);
    expect((await p.error('bad-frame')).data.message).toMatch(/friend race/i);
    for (const client of [a, p]) await client.close();
  }, 20_000);

  it('keeps the room when the host leaves, and the host begins on return', async () => {
    const { host, a, b, roomID } = await friendRoom();
    a.send({ channel: 'race-server', type: 'leave', data: {} });
    await b.next('racer-left');
    b.send(BEGIN);
    expect((await b.error('forbidden')).data.message).toMatch(/only the host/i);
    const back = await RealtimeClient.connect(url, { token: host.token });
    back.send(join('friend', host.username));
    expect((await back.next('room')).data.roomID).toBe(roomID);
    back.send(BEGIN);
    await Promise.all([awaitStart(back), awaitStart(b)]);
    for (const client of [a, b, back]) await client.close();
  }, 20_000);
});
