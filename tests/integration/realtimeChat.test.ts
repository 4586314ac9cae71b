// Chat in friend rooms over real sockets (SPEC §7 Race messages chat, lesson-help): relayed to the
// room as text, length-limited by the frame schema, rate-limited per racer (5 in 10 s), refused
// outside friend rooms; a math friend room's lesson-help shows everyone the lesson's help.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CHAT_BURST } from '../../src/domain/race/room/chatLimit';
import type { ClientFrame } from '../../src/domain/realtime/protocol';
import { addFriendship } from '../../src/server/social/friendStore';
import { startTestServer, testDatabases, type TestServer } from './harness';
import {
  join,
  listenRealtime,
  makeUser,
  QUALIFIED,
  RealtimeClient,
  REALTIME_TEST_ENV,
} from './realtimeHarness';

const chat = (message: string): ClientFrame => ({
  channel: 'race-server',
  type: 'chat',
  data: { message },
});

describe.each(testDatabases)('friend-room chat on $name', (database) => {
  let server: TestServer;
  let url: string;
  let mathUrl: string;
  beforeAll(async () => {
    server = await startTestServer(database, { ...REALTIME_TEST_ENV, RACE_WAIT_MS: '20000' });
    url = await listenRealtime(server.app);
    mathUrl = await listenRealtime(server.apps.math);
  });
  afterAll(() => server?.close());

  async function friendRoom(site: 'typing' | 'math' = 'typing') {
    const socketUrl = site === 'math' ? mathUrl : url;
    const host = await makeUser(server.app, server.services, QUALIFIED);
    const guest = await makeUser(server.app, server.services, QUALIFIED);
    // Friend races need at least one friend (SPEC §6): the guest is the host's friend.
    await server.services.storage.db.transaction((tx) =>
      addFriendship(tx, host.userID, guest.userID, 0),
    );
    const a = await RealtimeClient.connect(socketUrl, { token: host.token });
    a.send(
      site === 'math'
        ? {
            channel: 'race-server',
            type: 'join',
            data: { kind: 'friend', host: host.username, lessonID: '1' },
          }
        : join('friend', host.username),
    );
    await a.next('room');
    const b = await RealtimeClient.connect(socketUrl, { token: guest.token });
    b.send(
      site === 'math'
        ? {
            channel: 'race-server',
            type: 'join',
            data: { kind: 'friend', host: host.username, lessonID: '1' },
          }
        : join('friend', host.username),
    );
    await b.next('room');
    return { host, guest, a, b };
  }

  it('relays text unchanged (markup stays text), limits length and rate per racer', async () => {
    const { guest, a, b } = await friendRoom();
    const markup = '<img src=x onerror=alert(1)> & <b>hi</b>';
    b.send(chat(markup));
    expect((await a.next('chat')).data).toEqual({ from: guest.username, message: markup });

    b.send(chat('x'.repeat(201)));
    expect((await b.error('bad-frame')).data.message).toMatch(/malformed/i);
    b.send(chat('   '));
    expect((await b.error('bad-frame')).data.message).toMatch(/malformed/i);

    // The first message counts; four more fit in the window, the next is refused to its sender.
    for (let i = 1; i < CHAT_BURST; i += 1) b.send(chat(`m${i}`));
    for (let i = 1; i < CHAT_BURST; i += 1)
      expect((await a.next('chat')).data.message).toBe(`m${i}`);
    b.send(chat('one too many'));
    expect((await b.error('rate-limited')).data.message).toMatch(/slow down/i);
    // The host's own budget is untouched.
    a.send(chat('still here'));
    expect((await b.next('chat', (f) => f.data.message === 'still here')).data.from).toBeTruthy();
    expect(a.inbox.some((f) => f.type === 'chat' && f.data.message === 'one too many')).toBe(false);
    await a.close();
    await b.close();
  });

  it('refuses chat and lesson-help outside friend rooms, and lesson-help in typing rooms', async () => {
    const user = await makeUser(server.app, server.services, QUALIFIED);
    const client = await RealtimeClient.connect(url, { token: user.token });
    client.send(chat('hello'));
    expect((await client.error('not-in-race')).data.type).toBe('not-in-race');
    client.send(join('practice'));
    await client.next('room');
    client.send(chat('hello'));
    expect((await client.error('bad-frame')).data.message).toMatch(/friend races/);
    await client.close();

    const { a, b } = await friendRoom();
    a.send({ channel: 'race-server', type: 'lesson-help', data: {} });
    expect((await a.error('bad-frame')).data.message).toMatch(/math friend races/);
    await a.close();
    await b.close();
  });

  it("shows a math friend room the lesson's help", async () => {
    const { host, a, b } = await friendRoom('math');
    a.send({ channel: 'race-server', type: 'lesson-help', data: {} });
    const lesson = server.services.garage.catalogue.lessons.find((l) => l.lessonID === 1)!;
    expect((await b.next('lesson-help')).data).toEqual({
      from: host.username,
      lessonID: 1,
      title: lesson.shortDescription,
      subtitle: lesson.subtitle,
      help: lesson.longDescription,
    });
    await a.close();
    await b.close();
  });
});
