// Two server processes sharing rooms and notifications through Redis. Each "process" here is its
// own services (own Redis bus, own rooms, own matchmaker) and its own Fastify app; they share
// only the storage and Redis, as two real processes on one database would.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Storage } from '../../src/server/db/client';
import { raceResults } from '../../src/server/db/schema';
import { deliverNotifications } from '../../src/server/notifications/deliver';
import { recordNotification } from '../../src/server/notifications/notificationStore';
import { register, testDatabases, tokenOf } from './harness';
import { startCluster, type Cluster, type ServerProcess } from './processes';
import {
  awaitStart,
  join,
  makeUser,
  playLog,
  QUALIFIED,
  RealtimeClient,
  sleep,
  typistLog,
} from './realtimeHarness';

const redisUrl = process.env.TEST_REDIS_URL;
const OPERATOR = `rop${process.pid % 10_000}${Math.random().toString(36).slice(2, 6)}`;

describe.skipIf(!redisUrl).each(testDatabases)('realtime over Redis on $name', (database) => {
  let cluster: Cluster;
  let storage: Storage;
  let nodes: ServerProcess[];

  beforeAll(async () => {
    cluster = await startCluster(database, redisUrl ?? '', { ADMIN_USERS: OPERATOR });
    ({ storage, nodes } = cluster);
  });

  afterAll(() => cluster?.close());

  it('seats racers of two processes in one room; each sees the other; results cross back', async () => {
    const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    // A speed no other suite uses, so this room is not shared with anything left in Redis.
    const fields = { ...QUALIFIED, avgSpeed: 33 };
    const userA = await makeUser(a.app, a.services, fields);
    const userB = await makeUser(b.app, b.services, fields);
    const clientA = await RealtimeClient.connect(a.url, { token: userA.token });
    const clientB = await RealtimeClient.connect(b.url, { token: userB.token });
    clientA.send(join('public'));
    const roomA = (await clientA.next('room')).data;
    clientB.send(join('public'));
    const roomB = (await clientB.next('room')).data;
    expect(roomB.roomID).toBe(roomA.roomID);
    expect((await clientA.next('racer-joined')).data.id).toBe(roomB.youID);
    // The room lives in one process only.
    expect(a.services.realtime.rooms.count() + b.services.realtime.rooms.count()).toBe(1);

    const [startA, startB] = await Promise.all([awaitStart(clientA), awaitStart(clientB)]);
    expect(startB.startAt).toBe(startA.startAt);
    expect(startB.room.racers.map((r) => r.id)).toContain(roomA.youID);

    await sleep(startA.startAt - Date.now() + 300);
    clientA.send({ channel: 'race-server', type: 'update', data: { typed: 4, errors: 0 } });
    await clientB.next('positions', (f) =>
      f.data.racers.some((r) => r.id === roomA.youID && r.progress === 4),
    );

    // B races to the end on its own process; the owner verifies and records it.
    const log = typistLog(startB.room.passage, 190, 21);
    await playLog(clientB, startB.room, startB.startAt, log);
    const result = (await clientB.next('result', () => true, 15_000)).data;
    expect(result.racers).toBe(5);
    const rows = await storage.db
      .select()
      .from(raceResults)
      .where(eq(raceResults.userID, userB.userID));
    expect(rows).toHaveLength(1);
    await clientA.next('positions', (f) =>
      f.data.racers.some((r) => r.id === roomB.youID && r.place !== undefined),
    );
    await clientA.close();
    await clientB.close();
  }, 30_000);

  it('delivers a notification sent by one process to a socket held by the other', async () => {
    const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    const user = await makeUser(b.app, b.services);
    const client = await RealtimeClient.connect(b.url, { token: user.token });
    // Answered only once the socket is set up, notifications subscription included.
    client.send({ channel: 'player-checkin', type: 'checkin', data: { path: '/garage' } });
    await client.next('checkin');
    a.services.realtime.notify(user.userID, { type: 'sent-cash', data: { amount: 500 } });
    expect((await client.next('sent-cash')).data).toEqual({ amount: 500 });
    await client.close();
  });

  it('pushes a notification recorded on one process to the owner online on the other', async () => {
    const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    const user = await makeUser(b.app, b.services);
    const client = await RealtimeClient.connect(b.url, { token: user.token });
    client.send({ channel: 'player-checkin', type: 'checkin', data: { path: '/garage' } });
    await client.next('checkin');
    // As a feature on process a does: recorded in its transaction, delivered after the commit.
    const notice = await storage.db.transaction((tx) =>
      recordNotification(tx, user.userID, { type: 'level-up', data: { level: 5 } }, 1),
    );
    deliverNotifications(a.services.realtime, user.userID, [notice]);
    expect((await client.next('level-up')).data).toEqual({ level: 5, notificationID: notice.id });
    await client.close();
  });

  it('shows an operator on one process the rooms another process owns, and ends one there', async () => {
    const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    const registered = await register(a.app, OPERATOR);
    expect(registered.statusCode).toBe(200);
    // GIVEN a practice room already running on process B
    const user = await makeUser(b.app, b.services);
    const racer = await RealtimeClient.connect(b.url, { token: user.token });
    racer.send(join('practice'));
    const { roomID } = (await racer.next('room')).data;
    // WHEN an operator on process A watches race-admin
    const operator = await RealtimeClient.connect(a.url, { token: tokenOf(registered) });
    operator.send({ channel: 'race-admin', type: 'watch', data: {} });
    await operator.nextAdmin('watching');
    // THEN B's census reports the room, and B's later changes arrive too
    await operator.nextAdmin('room', (f) => f.data.roomID === roomID);
    await operator.nextAdmin('room', (f) => f.data.roomID === roomID && f.data.phase !== 'waiting');
    // AND ending it from A closes it on B, which tells its racer
    operator.send({ channel: 'race-admin', type: 'end-room', data: { roomID } });
    expect((await racer.error('race-rejected')).data.message).toMatch(/operator/);
    await operator.nextAdmin('room-closed', (f) => f.data.roomID === roomID);
    await racer.close();
    await operator.close();
  }, 20_000);
});
