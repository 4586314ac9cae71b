// One seat per player (issue 10 item 4): two sockets of one account (or one guest) cannot race in
// two rooms at once and be paid for both. The second join is refused until the first racer is
// done, has left, or its socket is gone.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { raceResults } from '../../src/server/db/schema';
import { findUserById } from '../../src/server/users/userRepo';
import { startTestServer, testDatabases, type TestServer } from './harness';
import {
  awaitStart,
  guestToken,
  join,
  listenRealtime,
  makeUser,
  playLog,
  QUALIFIED,
  RealtimeClient,
  REALTIME_TEST_ENV,
  typistLog,
} from './realtimeHarness';

const ALREADY_RACING = /already in a race in another window/;

describe.each(testDatabases)('one seat per player on $name', (database) => {
  let server: TestServer;
  let url: string;
  beforeAll(async () => {
    server = await startTestServer(database, REALTIME_TEST_ENV);
    url = await listenRealtime(server.app);
  });
  afterAll(() => server?.close());
  const db = () => server.services.storage.db;

  it('refuses a second socket of the same account and pays only the race it holds', async () => {
    // GIVEN one account on two sockets (two tabs, or a script with the same token)
    const user = await makeUser(server.app, server.services, QUALIFIED);
    const first = await RealtimeClient.connect(url, { token: user.token });
    const second = await RealtimeClient.connect(url, { token: user.token });
    const moneyBefore = (await findUserById(db(), user.userID))!.money;
    // WHEN both ask for a practice race
    first.send(join('practice'));
    const { room, startAt } = await awaitStart(first);
    second.send(join('practice'));
    // THEN the second is refused with a clear error and never seated
    const refused = await second.error('race-rejected');
    expect(refused.data.message).toMatch(ALREADY_RACING);
    expect(second.inbox.some((f) => f.type === 'room')).toBe(false);

    // AND only the seated race is recorded and paid
    await playLog(first, room, startAt, typistLog(room.passage, 150, 3));
    const result = (await first.next('result', () => true, 15_000)).data;
    const rows = await db().select().from(raceResults).where(eq(raceResults.userID, user.userID));
    expect(rows).toHaveLength(1);
    expect((await findUserById(db(), user.userID))!.money).toBe(moneyBefore + result.money);

    // AND once that racer is done, the other socket may race
    second.send(join('practice'));
    expect((await second.next('room')).data.phase).toBe('waiting');
    await first.close();
    await second.close();
  }, 30_000);

  it('frees the seat when the racer leaves, and when its socket closes', async () => {
    const user = await makeUser(server.app, server.services, QUALIFIED);
    const a = await RealtimeClient.connect(url, { token: user.token });
    const b = await RealtimeClient.connect(url, { token: user.token });
    a.send(join('practice'));
    await a.next('room');
    b.send(join('practice'));
    expect((await b.error('race-rejected')).data.message).toMatch(ALREADY_RACING);
    // WHEN A leaves THEN B is seated
    a.send({ channel: 'race-server', type: 'leave', data: {} });
    await new Promise((resolve) => setTimeout(resolve, 100));
    b.send(join('practice'));
    await b.next('room');
    // WHEN B's socket dies THEN A is seated again
    a.send(join('practice'));
    expect((await a.error('race-rejected')).data.message).toMatch(ALREADY_RACING);
    await b.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    a.send(join('practice'));
    await a.next('room');
    await a.close();
  }, 20_000);

  it('holds guests to one seat per guest id too', async () => {
    const guest = await guestToken(server.app);
    const a = await RealtimeClient.connect(url, { token: guest.token });
    const b = await RealtimeClient.connect(url, { token: guest.token });
    a.send(join('practice'));
    await a.next('room');
    b.send(join('practice'));
    expect((await b.error('race-rejected')).data.message).toMatch(ALREADY_RACING);
    // Another guest is another player.
    const other = await RealtimeClient.connect(url, {
      token: (await guestToken(server.app)).token,
    });
    other.send(join('practice'));
    await other.next('room');
    await Promise.all([a.close(), b.close(), other.close()]);
  }, 20_000);

  it('lets one socket move from race to race (its own seat is not in its way)', async () => {
    const user = await makeUser(server.app, server.services, QUALIFIED);
    const client = await RealtimeClient.connect(url, { token: user.token });
    client.send(join('practice'));
    const firstRoom = (await client.next('room')).data.roomID;
    client.send(join('practice'));
    const secondRoom = (await client.next('room', (f) => f.data.roomID !== firstRoom)).data;
    expect(secondRoom.phase).toBe('waiting');
    await client.close();
  }, 20_000);
});
