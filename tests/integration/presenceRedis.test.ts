// Presence across two server processes on Redis (SPEC §7 player-checkin with REDIS_URL): a player
// checked in on one process is online for a friend whose socket and HTTP calls go to the other,
// the friend-online notice crosses over, the 900 s suppression holds across processes, and a
// closed socket takes the player offline everywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testDatabases } from './harness';
import { startCluster, type Cluster, type ServerProcess } from './processes';
import { makeUser, RealtimeClient, sleep, type TestUser } from './realtimeHarness';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl).each(testDatabases)('presence over Redis on $name', (database) => {
  let cluster: Cluster;
  let nodes: [ServerProcess, ServerProcess];
  const open: RealtimeClient[] = [];

  beforeAll(async () => {
    cluster = await startCluster(database, redisUrl ?? '');
    nodes = cluster.nodes as [ServerProcess, ServerProcess];
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
    await cluster?.close();
  });

  const call = async (
    node: ServerProcess,
    user: TestUser,
    method: 'GET' | 'POST',
    path: string,
  ) => {
    const res = await node.app.inject({
      method,
      url: `/api/v2${path}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: Record<string, unknown> }).results;
  };
  const connect = async (node: ServerProcess, u: TestUser, path: string) => {
    const client = await RealtimeClient.connect(node.url, { token: u.token });
    open.push(client);
    client.send({ channel: 'player-checkin', type: 'checkin', data: { path } });
    await client.next('checkin');
    return client;
  };

  it('online on one process, announced and listed on the other; offline everywhere on close', async () => {
    const [one, two] = nodes;
    const a = await makeUser(one.app, one.services);
    const b = await makeUser(two.app, two.services);
    await call(one, a, 'POST', `/friend-requests/${b.userID}/request`);
    await call(two, b, 'POST', `/friend-requests/${a.userID}/accept`);

    const bClient = await connect(two, b, '/garage');
    const aClient = await connect(one, a, '/garage/customizer/stickers');
    const notice = await bClient.next('friend-online');
    expect(notice.data).toMatchObject({ userID: a.userID, username: a.username });
    const table = (await call(two, b, 'GET', '/friends?online=1')) as { values: unknown[][] };
    expect(table.values.map((r) => [r[0], r[5]])).toEqual([[a.userID, 'garage']]);

    // Checking in again on the other process within 900 s: no second announcement.
    const aElsewhere = await connect(two, a, '/shop');
    bClient.send({ channel: 'player-checkin', type: 'checkin', data: { path: '/garage' } });
    await bClient.next('checkin');
    await sleep(200);
    expect(bClient.inbox.filter((f) => f.type === 'friend-online')).toEqual([]);

    // The socket that checked in last closes: offline on both processes.
    await aElsewhere.close();
    await aClient.close();
    for (let i = 0; i < 60; i += 1) {
      const now = (await call(one, b, 'GET', '/friends?online=1')) as { values: unknown[][] };
      if (now.values.length === 0) return;
      await sleep(50);
    }
    throw new Error('still online after every socket closed');
  });
});
