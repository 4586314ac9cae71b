// Attack (privacy): a racer checks in, then turns on "Appear offline" in their settings. Until
// their next check-in their presence entry still said "visible", so a friend's open-games and
// check-in answers counted them as online. The account setting hides them at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, testDatabases, type TestServer } from '../harness';
import {
  listenRealtime,
  makeUser,
  QUALIFIED,
  RealtimeClient,
  REALTIME_TEST_ENV,
  type TestUser,
} from '../realtimeHarness';

describe('appear offline after checking in', () => {
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

  const call = async (u: TestUser, path: string, payload: object = {}) => {
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/v2${path}`,
      headers: { authorization: `Bearer ${u.token}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const connect = async (u: TestUser) => {
    const client = await RealtimeClient.connect(url, { token: u.token });
    open.push(client);
    client.send({ channel: 'player-checkin', type: 'checkin', data: { path: '/garage' } });
    await client.next('checkin');
    return client;
  };

  it('a friend who turned on Appear offline is not counted online', async () => {
    const a = await makeUser(server.app, server.services, QUALIFIED);
    const b = await makeUser(server.app, server.services, QUALIFIED);
    await call(a, `/friend-requests/${b.userID}/request`);
    await call(b, `/friend-requests/${a.userID}/accept`);
    await connect(b);
    const aClient = await connect(a);
    aClient.send({ channel: 'player-notifications', type: 'open-games', data: {} });
    expect((await aClient.next('open-games')).data).toMatchObject({ friends: 1 });
    await call(b, '/settings/social', { offline: true });
    aClient.send({ channel: 'player-notifications', type: 'open-games', data: {} });
    expect((await aClient.next('open-games')).data).toMatchObject({ friends: 0 });
    aClient.send({ channel: 'player-checkin', type: 'checkin', data: { path: '/garage' } });
    expect((await aClient.next('checkin')).data).toMatchObject({ onlineFriends: 0 });
  });
});
