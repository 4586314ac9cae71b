// Issue 15: a friend given Nitro Gold is told who gave it: a stored `gold-gift` notification, and
// the same notice pushed to their open socket once the payment commits. A callback delivered
// again (or several at once) tells them once; a gold purchase for yourself tells nobody else.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { notifications } from '../../src/server/db/schema';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { paymentDriver } from './paymentsHarness';
import { listenRealtime, RealtimeClient, REALTIME_TEST_ENV } from './realtimeHarness';

describe.each(testDatabases)('gold gift notice on $name', (database) => {
  let server: TestServer;
  let url: string;
  beforeAll(async () => {
    server = await startTestServer(database, REALTIME_TEST_ENV);
    url = await listenRealtime(server.app);
  });
  afterAll(() => server?.close());

  const { player, startCheckout } = paymentDriver(() => server);
  const giftNotices = (userID: number) =>
    server.services.storage.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userID, userID), eq(notifications.type, 'gold-gift')));

  it('tells the friend who gave the gold, stored and pushed, once however often it is paid', async () => {
    const [giver, friend] = await Promise.all([player('giver'), player('friend')]);
    const client = await RealtimeClient.connect(url, { token: friend.token });
    client.send({ channel: 'player-checkin', type: 'checkin', data: { path: '/garage' } });
    await client.next('checkin');

    const gift = await startCheckout(giver, 'gold-gift-yearly', friend.username);
    const body = server.services.sandboxSigner.callback(
      gift.sessionID,
      'paid',
      server.clock.nowSeconds(),
    );
    const deliveries = await Promise.all(
      [1, 2, 3].map(() =>
        server.app.inject({
          method: 'POST',
          url: '/api/v2/payments/sandbox/callback',
          payload: body,
        }),
      ),
    );
    expect(deliveries.map((r) => r.statusCode)).toEqual([200, 200, 200]);

    const pushed = await client.next('gold-gift');
    expect(pushed.data).toMatchObject({
      userID: giver.userID,
      username: giver.username,
      from: giver.username,
      term: 'yearly',
    });
    const stored = await giftNotices(friend.userID);
    expect(stored).toHaveLength(1);
    expect(pushed.data.notificationID).toBe(stored[0]!.id);

    // The friend's page load lists it for the overlay queue.
    const listed = await server.app.inject({
      url: '/api/v2/notifications',
      headers: { authorization: `Bearer ${friend.token}` },
    });
    expect(listed.json().results.notifications).toContainEqual(
      expect.objectContaining({
        type: 'gold-gift',
        data: expect.objectContaining({ userID: giver.userID, username: giver.username }),
      }),
    );
    // Nothing more arrives for the repeated deliveries.
    await expect(client.next('gold-gift', () => true, 500)).rejects.toThrow();
    await client.close();
    // The giver is not sent a gift notice.
    expect(await giftNotices(giver.userID)).toHaveLength(0);
  });

  it('sends no gift notice for gold bought for yourself', async () => {
    const me = await player('self');
    const own = await startCheckout(me, 'gold-monthly');
    const paid = await server.app.inject({
      method: 'POST',
      url: '/api/v2/payments/sandbox/callback',
      payload: server.services.sandboxSigner.callback(
        own.sessionID,
        'paid',
        server.clock.nowSeconds(),
      ),
    });
    expect(paid.statusCode).toBe(200);
    expect(await giftNotices(me.userID)).toHaveLength(0);
  });
});
