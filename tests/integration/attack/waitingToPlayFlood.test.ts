// Attack: a friend (or anyone who joined the host's open team) joins the host's friend room again
// and again. Each join used to push the host a `waiting-to-play` growl, so a script could flood
// the host at the socket's frame rate. One growl per joiner and host in a while is enough.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, testDatabases, type TestServer } from '../harness';
import {
  join,
  listenRealtime,
  makeUser,
  QUALIFIED,
  RealtimeClient,
  REALTIME_TEST_ENV,
  sleep,
  type TestUser,
} from '../realtimeHarness';

describe('waiting-to-play flood', () => {
  let server: TestServer;
  let url: string;
  const open: RealtimeClient[] = [];
  beforeAll(async () => {
    server = await startTestServer(testDatabases[0]!, REALTIME_TEST_ENV);
    url = await listenRealtime(server.app);
  }, 180_000);
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
    await server?.close();
  });

  const call = async (u: TestUser, path: string) => {
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/v2${path}`,
      headers: { authorization: `Bearer ${u.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const user = () => makeUser(server.app, server.services, QUALIFIED);
  const connect = async (u: TestUser) => {
    const client = await RealtimeClient.connect(url, { token: u.token });
    open.push(client);
    client.send({ channel: 'player-checkin', type: 'checkin', data: { path: '/garage' } });
    await client.next('checkin');
    return client;
  };

  it('a friend joining the host room ten times growls at the host once', async () => {
    const host = await user();
    const friend = await user();
    await call(host, `/friend-requests/${friend.userID}/request`);
    await call(friend, `/friend-requests/${host.userID}/accept`);
    const hostClient = await connect(host);
    const friendClient = await connect(friend);
    for (let i = 0; i < 10; i += 1) {
      friendClient.send(join('friend', host.username));
      await friendClient.next('room');
    }
    expect((await hostClient.next('waiting-to-play')).data).toMatchObject({
      userID: friend.userID,
    });
    // A round trip on the host's socket, then a while for any further growls to arrive.
    hostClient.send({ channel: 'player-checkin', type: 'checkin', data: { path: '/garage' } });
    await hostClient.next('checkin');
    await sleep(300);
    expect(hostClient.inbox.filter((f) => f.type === 'waiting-to-play')).toEqual([]);
  });
});
