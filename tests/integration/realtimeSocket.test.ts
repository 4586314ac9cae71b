// The realtime socket's edge: who may connect, the heartbeat, malformed frames, the per-socket
// rate limit, checkins and notifications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, testDatabases, type TestServer } from './harness';
import {
  guestToken,
  listenRealtime,
  makeUser,
  RealtimeClient,
  REALTIME_TEST_ENV,
  sleep,
} from './realtimeHarness';

describe.each(testDatabases)('realtime socket on $name', (database) => {
  let server: TestServer;
  let url: string;
  beforeAll(async () => {
    server = await startTestServer(database, REALTIME_TEST_ENV);
    url = await listenRealtime(server.app);
  });
  afterAll(() => server?.close());

  describe('authentication', () => {
    it('accepts a user session token and a guest token', async () => {
      const user = await makeUser(server.app, server.services);
      const asUser = await RealtimeClient.connect(url, { token: user.token });
      const guest = await guestToken(server.app);
      const asGuest = await RealtimeClient.connect(url, { token: guest.token });
      // GIVEN both connected WHEN they check in THEN both are answered (nothing closed them).
      for (const client of [asUser, asGuest]) {
        client.send({ channel: 'player-checkin', type: 'checkin', data: { path: '/race' } });
        const reply = await client.next('checkin');
        expect(reply).toMatchObject({
          channel: 'player-notifications',
          type: 'checkin',
          data: { ok: true },
        });
        expect(client.isOpen).toBe(true);
        await client.close();
      }
    });

    it('refuses a bad token with invalid-session and closes (4001)', async () => {
      const client = await RealtimeClient.connect(url, { token: 'not-a-token' });
      const error = await client.error();
      expect(error.channel).toBeNull();
      expect(error.data.type).toBe('invalid-session');
      expect((await client.closed).code).toBe(4001);
    });

    it('refuses a missing token: invalid-session with cookies, cookies-required without', async () => {
      const withCookies = await RealtimeClient.connect(url, { cookie: 'a=b' });
      expect((await withCookies.error()).data.type).toBe('invalid-session');
      expect((await withCookies.closed).code).toBe(4001);
      const noCookies = await RealtimeClient.connect(url, { cookie: null });
      const error = await noCookies.error();
      expect(error.data).toEqual({
        type: 'cookies-required',
        message: 'Your browser must have cookies enabled to play!',
      });
      expect((await noCookies.closed).code).toBe(4001);
    });

    it('serves the socket on the math site too', async () => {
      const mathUrl = await listenRealtime(server.apps.math);
      const guest = await guestToken(server.apps.math);
      const client = await RealtimeClient.connect(mathUrl, { token: guest.token });
      client.send('1PING');
      await expect.poll(() => client.texts.includes('1PONG')).toBe(true);
      await client.close();
    });
  });

  describe('heartbeat', () => {
    it("pings with '1PING', keeps a socket that answers '1PONG', closes a silent one", async () => {
      const { token } = await guestToken(server.app);
      const answering = await RealtimeClient.connect(url, { token });
      const silent = await RealtimeClient.connect(url, { token, autoPong: false });
      await expect.poll(() => silent.texts.includes('1PING'), { timeout: 2000 }).toBe(true);
      // The timeout is 4 s in these tests (45 s in production).
      expect((await silent.closed).code).toBe(4000);
      expect(answering.isOpen).toBe(true);
      expect(answering.texts.filter((t) => t === '1PING').length).toBeGreaterThan(3);
      await answering.close();
    });

    it("answers a client's '1PING' with '1PONG' (heartbeats are not JSON)", async () => {
      const { token } = await guestToken(server.app);
      const client = await RealtimeClient.connect(url, { token });
      client.send('1PING');
      await expect.poll(() => client.texts.includes('1PONG')).toBe(true);
      expect(client.inbox.filter((f) => f.type === 'error')).toHaveLength(0);
      await client.close();
    });
  });

  describe('frames', () => {
    it('answers a malformed or unknown frame with bad-frame and keeps the connection', async () => {
      const { token } = await guestToken(server.app);
      const client = await RealtimeClient.connect(url, { token });
      client.send('{not json');
      expect((await client.error('bad-frame')).data.message).toMatch(/JSON/);
      client.send({ channel: 'race-server', type: 'teleport', data: {} } as never);
      await client.error('bad-frame');
      client.send(
        JSON.stringify({ channel: 'race-server', type: 'update', data: { typed: -1, errors: 0 } }),
      );
      await client.error('bad-frame');
      client.send({ channel: 'race-server', type: 'update', data: { typed: 3, errors: 0 } });
      expect((await client.error('not-in-race')).data.message).toBe('You are not in a race.');
      client.send({ channel: 'player-checkin', type: 'checkin', data: { path: '/' } });
      await client.next('checkin');
      expect(client.isOpen).toBe(true);
      await client.close();
    });

    it('rate-limits a flood (dropped frames, one notice) and closes a persistent abuser', async () => {
      const { token } = await guestToken(server.app);
      const client = await RealtimeClient.connect(url, { token });
      const checkin = JSON.stringify({
        channel: 'player-checkin',
        type: 'checkin',
        data: { path: '/' },
      });
      for (let i = 0; i < 150; i += 1) client.send(checkin);
      await client.error('rate-limited');
      await sleep(300);
      const answered = client.inbox.filter((f) => f.type === 'checkin').length;
      expect(answered).toBeGreaterThanOrEqual(60);
      expect(answered).toBeLessThan(100);
      expect(client.isOpen).toBe(true);
      // Keep flooding: after more than 5 s over the limit the socket is closed (4008).
      const flood = setInterval(() => {
        if (client.isOpen) for (let i = 0; i < 20; i += 1) client.send(checkin);
      }, 50);
      const closed = await client.closed;
      clearInterval(flood);
      expect(closed.code).toBe(4008);
    }, 15_000);

    it('closes a socket that sends a frame over the size limit (1009)', async () => {
      const { token } = await guestToken(server.app);
      const client = await RealtimeClient.connect(url, { token });
      client.send('x'.repeat(300 * 1024));
      expect((await client.closed).code).toBe(1009);
    });
  });

  describe('notifications', () => {
    it("delivers notify(userID) on 'player-notifications' to that user's sockets only", async () => {
      const user = await makeUser(server.app, server.services);
      const other = await makeUser(server.app, server.services);
      const a = await RealtimeClient.connect(url, { token: user.token });
      const b = await RealtimeClient.connect(url, { token: other.token });
      // A checkin is answered only once a socket is set up, notifications subscription included.
      for (const client of [a, b]) {
        client.send({ channel: 'player-checkin', type: 'checkin', data: { path: '/garage' } });
        await client.next('checkin');
      }
      server.services.realtime.notify(user.userID, { type: 'friend-online', data: { userID: 7 } });
      const note = await a.next('friend-online');
      expect(note).toEqual({
        channel: 'player-notifications',
        type: 'friend-online',
        data: { userID: 7 },
      });
      await sleep(100);
      expect(b.inbox.some((f) => f.type === 'friend-online')).toBe(false);
      await a.close();
      await b.close();
    });
  });
});

describe('realtime server choice', () => {
  let server: TestServer;
  let url: string;
  beforeAll(async () => {
    const database = testDatabases[0]!;
    // Server 0 of 2: user ids whose last three digits are even belong here.
    server = await startTestServer(database, {
      ...REALTIME_TEST_ENV,
      REALTIME_SERVERS: '2',
      REALTIME_SERVER: '0',
    });
    url = await listenRealtime(server.app);
  });
  afterAll(() => server?.close());

  it('refuses a user who belongs on another server, accepts the rest and guests', async () => {
    const users = [
      await makeUser(server.app, server.services),
      await makeUser(server.app, server.services),
    ];
    for (const user of users) {
      const client = await RealtimeClient.connect(url, { token: user.token });
      if ((user.userID % 1000) % 2 === 0) {
        client.send({ channel: 'player-checkin', type: 'checkin', data: { path: '/' } });
        await client.next('checkin');
        await client.close();
      } else {
        const error = await client.error('wrong-server');
        expect(error.data.message).toMatch(/server 1/);
        expect((await client.closed).code).toBe(4002);
      }
    }
    const guest = await RealtimeClient.connect(url, {
      token: (await guestToken(server.app)).token,
    });
    guest.send('1PING');
    await expect.poll(() => guest.texts.includes('1PONG')).toBe(true);
    await guest.close();
  });
});
