// Attack: chat in a friend room is limited to CHAT_BURST messages in CHAT_WINDOW_MS per racer,
// and a waiting room lets a racer leave and join again. A script spent its five messages, sent
// `join` for the same room (or `leave` then `join`) and had five more: the limit lived on the
// racer, and a rejoin seats a new racer. Chat is the one thing other people must read, so the
// window belongs to the player, whichever seat they hold in the room.
import { describe, expect, it } from 'vitest';

import { CHAT_BURST } from '../../../src/domain/race/room/chatLimit';
import type { ClientFrame } from '../../../src/domain/realtime/protocol';
import { addFriendship } from '../../../src/server/social/friendStore';
import { testDatabases } from '../harness';
import { join, makeUser, QUALIFIED, RealtimeClient } from '../realtimeHarness';
import { liveRealtime } from './liveServer';

const chat = (message: string): ClientFrame => ({
  channel: 'race-server',
  type: 'chat',
  data: { message },
});
const leave: ClientFrame = { channel: 'race-server', type: 'leave', data: {} };

describe.each(testDatabases)('friend-room chat across rejoins on $name', (database) => {
  const live = liveRealtime(database, { env: { RACE_WAIT_MS: '20000' } });

  it('leaving and joining the room again does not refill the chat budget', async () => {
    const { server, url } = live;
    const host = await makeUser(server.app, server.services, QUALIFIED);
    const friend = await makeUser(server.app, server.services, QUALIFIED);
    await server.services.storage.db.transaction((tx) =>
      addFriendship(tx, host.userID, friend.userID, 0),
    );
    const a = await RealtimeClient.connect(url, { token: host.token });
    a.send(join('friend', host.username));
    const { roomID } = (await a.next('room')).data;
    const b = await RealtimeClient.connect(url, { token: friend.token });
    b.send(join('friend', host.username));
    await b.next('room');

    for (let i = 0; i < CHAT_BURST; i += 1) b.send(chat(`m${i}`));
    for (let i = 0; i < CHAT_BURST; i += 1) await a.next('chat', (f) => f.data.message === `m${i}`);
    b.send(chat('refused'));
    await b.error('rate-limited');

    // A join for the same room while seated in it: a new seat in the same room.
    b.send(join('friend', host.username));
    expect((await b.next('room')).data.roomID).toBe(roomID);
    b.send(chat('after rejoin'));
    expect((await b.error('rate-limited')).data.message).toMatch(/slow down/i);

    // A leave, then a join.
    b.send(leave);
    await a.next('racer-left');
    b.send(join('friend', host.username));
    expect((await b.next('room')).data.roomID).toBe(roomID);
    b.send(chat('after leave and join'));
    await b.error('rate-limited');

    // The host's own messages still go out, and nothing the friend sent past the limit did.
    a.send(chat('host speaks'));
    await b.next('chat', (f) => f.data.message === 'host speaks');
    expect(a.inbox.filter((f) => f.type === 'chat').map((f) => f.data)).toEqual([
      { from: host.username, message: 'host speaks' },
    ]);
    await a.close();
    await b.close();
  }, 60_000);
});
