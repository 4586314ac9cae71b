// One seat per player across processes (issue 10 item 4): two server processes sharing Redis and
// the database. A player seated through one process is refused on the other until the seat is
// given up; a seat held by a process that died expires on its own. Keys use a prefix of this run
// only, so parallel test runs on the same Redis never see each other's seats.
import { eq } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Storage } from '../../src/server/db/client';
import { raceResults } from '../../src/server/db/schema';
import { createRedisSeatLocks } from '../../src/server/realtime/redisSeatLocks';
import { testDatabases } from './harness';
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
const ALREADY_RACING = /already in a race in another window/;

describe.skipIf(!redisUrl).each(testDatabases)(
  'one seat per player over Redis on $name',
  (database) => {
    let cluster: Cluster;
    let storage: Storage;
    let redis: Redis;
    let nodes: ServerProcess[];
    let KEY_PREFIX: string;

    beforeAll(async () => {
      cluster = await startCluster(database, redisUrl ?? '');
      ({ storage, redis, nodes, keyPrefix: KEY_PREFIX } = cluster);
    });

    afterAll(() => cluster?.close());

    it('refuses the same account on another process and pays one race only', async () => {
      const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
      const user = await makeUser(a.app, a.services, QUALIFIED);
      const onA = await RealtimeClient.connect(a.url, { token: user.token });
      const onB = await RealtimeClient.connect(b.url, { token: user.token });
      onA.send(join('practice'));
      const { room, startAt } = await awaitStart(onA);
      // The seat is a Redis key of this run's prefix, with a TTL (a dead process cannot keep it).
      const ttl = await redis.pttl(`${KEY_PREFIX}seat:u:${user.userID}`);
      expect(ttl).toBeGreaterThan(0);
      onB.send(join('practice'));
      expect((await onB.error('race-rejected')).data.message).toMatch(ALREADY_RACING);

      await playLog(onA, room, startAt, typistLog(room.passage, 150, 5));
      await onA.next('result', () => true, 15_000);
      const rows = await storage.db
        .select()
        .from(raceResults)
        .where(eq(raceResults.userID, user.userID));
      expect(rows).toHaveLength(1);
      // Done on A: B may race now.
      onB.send(join('practice'));
      await onB.next('room');
      await onA.close();
      await onB.close();
    }, 30_000);

    it('frees the seat for the other process when the socket holding it closes', async () => {
      const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
      const user = await makeUser(a.app, a.services, QUALIFIED);
      const onA = await RealtimeClient.connect(a.url, { token: user.token });
      const onB = await RealtimeClient.connect(b.url, { token: user.token });
      onA.send(join('practice'));
      await onA.next('room');
      onB.send(join('practice'));
      expect((await onB.error('race-rejected')).data.message).toMatch(ALREADY_RACING);
      await onA.close();
      await sleep(150);
      onB.send(join('practice'));
      await onB.next('room');
      await onB.close();
    }, 20_000);

    it('lets a seat held by a crashed process expire', async () => {
      // A process that died holding a seat never releases or renews it.
      const crashed = createRedisSeatLocks(redis, KEY_PREFIX, 300);
      const alive = createRedisSeatLocks(redis, KEY_PREFIX, 300);
      expect(await crashed.acquire('u:crash', 'dead-socket')).toBe(true);
      expect(await alive.acquire('u:crash', 'new-socket')).toBe(false);
      await alive.release('u:crash', 'new-socket');
      expect(await alive.acquire('u:crash', 'new-socket')).toBe(false);
      await sleep(400);
      expect(await alive.acquire('u:crash', 'new-socket')).toBe(true);
      expect(await crashed.renew('u:crash', 'dead-socket')).toBe(false);
    });
  },
);
