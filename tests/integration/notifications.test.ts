// The player's notifications (SPEC §4 Notifications): one recorded in the transaction of its event
// is delivered on the next page load (GET /notifications) and pushed to an online socket on
// 'player-notifications'; only its owner can mark it seen; bad input gets the SPEC §8 FAIL format
// and never a 5xx. The TEST_HOOKS route exists only when the server runs with TEST_HOOKS=1
// (badInput.test.ts shows it absent otherwise).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deliverNotifications } from '../../src/server/notifications/deliver';
import { recordNotification } from '../../src/server/notifications/notificationStore';
import { startTestServer, testDatabases, type TestServer } from './harness';
import {
  listenRealtime,
  makeUser,
  RealtimeClient,
  REALTIME_TEST_ENV,
  type TestUser,
} from './realtimeHarness';

describe.each(testDatabases)('player notifications on $name', (database) => {
  let server: TestServer;
  let url: string;
  beforeAll(async () => {
    server = await startTestServer(database, { ...REALTIME_TEST_ENV, TEST_HOOKS: '1' });
    url = await listenRealtime(server.app);
  });
  afterAll(() => server?.close());

  const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
  const unseen = async (user: TestUser) => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v2/notifications',
      headers: auth(user),
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { results: { notifications: { id: number; type: string }[] } }).results
      .notifications;
  };
  const markSeen = (user: TestUser, payload: unknown) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v2/notifications/seen',
      headers: auth(user),
      payload: payload as object,
    });
  /** As a feature does: recorded inside the event's transaction, pushed after the commit. */
  const record = async (user: TestUser, type: string, data: Record<string, unknown>) => {
    const { db } = server.services.storage;
    const notice = await db.transaction((tx) =>
      recordNotification(tx, user.userID, { type, data }, server.clock.nowSeconds()),
    );
    deliverNotifications(server.services.realtime, user.userID, [notice]);
    return notice;
  };

  it('delivers a notice recorded while away on the next load, and only to its owner', async () => {
    const owner = await makeUser(server.app, server.services);
    const other = await makeUser(server.app, server.services);
    const notice = await record(owner, 'level-up', { level: 3 });
    expect(await unseen(owner)).toEqual([
      {
        id: notice.id,
        type: 'level-up',
        data: { level: 3 },
        seen: false,
        persist: false,
        captchaStatus: null,
      },
    ]);
    expect(await unseen(other)).toEqual([]);
  });

  it('pushes a notice to the online owner on player-notifications, with its id', async () => {
    const owner = await makeUser(server.app, server.services);
    const client = await RealtimeClient.connect(url, { token: owner.token });
    client.send({ channel: 'player-checkin', type: 'checkin', data: { path: '/garage' } });
    await client.next('checkin');
    const notice = await record(owner, 'achievement', {
      achievementID: 1,
      name: 'First Race',
      points: 10,
    });
    expect(await client.next('achievement')).toEqual({
      channel: 'player-notifications',
      type: 'achievement',
      data: { achievementID: 1, name: 'First Race', points: 10, notificationID: notice.id },
    });
    await client.close();
  });

  it("marks only the caller's own notices seen; another player's ids are ignored", async () => {
    const owner = await makeUser(server.app, server.services);
    const thief = await makeUser(server.app, server.services);
    const a = await record(owner, 'level-up', { level: 2 });
    const b = await record(owner, 'challenge-complete', {
      challengeID: 1,
      title: 'x',
      experience: 5,
    });
    const theirs = await record(thief, 'level-up', { level: 9 });

    const forged = await markSeen(thief, { ids: [a.id, b.id, theirs.id] });
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toEqual({ status: 'OK', results: { seen: 1 } });
    expect((await unseen(owner)).map((n) => n.id)).toEqual([a.id, b.id]);

    const own = await markSeen(owner, { ids: [a.id, a.id] });
    expect(own.json().results).toEqual({ seen: 1 });
    expect((await unseen(owner)).map((n) => n.id)).toEqual([b.id]);
    // Twice, or concurrently: nothing more changes.
    const again = await Promise.all([
      markSeen(owner, { ids: [a.id, b.id] }),
      markSeen(owner, { ids: [b.id] }),
    ]);
    const counts = again.map((res) => (res.json() as { results: { seen: number } }).results.seen);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await unseen(owner)).toEqual([]);
  });

  it('refuses guests and bad input in the FAIL format, never a 5xx', async () => {
    const user = await makeUser(server.app, server.services);
    const guest = await server.app.inject({ method: 'GET', url: '/api/v2/notifications' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().status).toBe('FAIL');
    for (const payload of [
      {},
      { ids: [] },
      { ids: ['1'] },
      { ids: [-1] },
      { ids: [1.5] },
      { ids: [2 ** 40] },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      { ids: [1], extra: true },
      'ids=1',
    ]) {
      const res = await markSeen(user, payload);
      expect([400, 415], JSON.stringify(payload)).toContain(res.statusCode);
      expect(res.json().status).toBe('FAIL');
    }
  });

  it('the test hook records for the caller only, pushed or silent', async () => {
    const user = await makeUser(server.app, server.services);
    const send = (payload: unknown, headers: Record<string, string> = auth(user)) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v2/test/notifications',
        headers,
        payload: payload as object,
      });
    expect((await send({ type: 'level-up' }, {})).statusCode).toBe(401);
    expect((await send({ type: 'level-up', userID: 1 })).statusCode).toBe(400);
    const res = await send({ type: 'level-up', data: { level: 4 }, silent: true });
    expect(res.statusCode).toBe(200);
    expect((await unseen(user)).map((n) => n.type)).toEqual(['level-up']);
  });
});
