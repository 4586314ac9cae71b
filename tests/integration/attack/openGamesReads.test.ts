// Attack: `open-games` on the player socket (friends online, and how many of their friend rooms
// wait) read the player row of every online friend one by one, after reading all their cards
// already: a player with 200 friends online made 200 extra queries a frame, 30 frames a second
// within the socket's rate limit. The answer now comes from the one read of the cards.
import { describe, expect, it, vi } from 'vitest';

import { addFriendship } from '../../../src/server/social/friendStore';
import * as userRepo from '../../../src/server/users/userRepo';
import { testDatabases } from '../harness';
import { join, makeUser, QUALIFIED, RealtimeClient } from '../realtimeHarness';
import { liveRealtime } from './liveServer';

vi.mock('../../../src/server/users/userRepo', async (importOriginal) => {
  const actual = await importOriginal<typeof userRepo>();
  return { ...actual, findUserById: vi.fn(actual.findUserById) };
});

const FRIENDS = 6;

describe.each(testDatabases)('attack: open-games reads on $name', (database) => {
  const live = liveRealtime(database);

  it('answers from one read of the friends, however many are online', async () => {
    const { server, url } = live;
    const me = await makeUser(server.app, server.services, QUALIFIED);
    const friends = await Promise.all(
      Array.from({ length: FRIENDS }, () => makeUser(server.app, server.services, QUALIFIED)),
    );
    for (const f of friends)
      await server.services.storage.db.transaction((tx) =>
        addFriendship(tx, me.userID, f.userID, 0),
      );
    const sockets = await Promise.all(
      friends.map((f) => RealtimeClient.connect(url, { token: f.token })),
    );
    for (const s of sockets) {
      s.send({ channel: 'player-checkin', type: 'checkin', data: { path: '/garage' } });
      await s.next('checkin');
    }
    // One friend waits in their friend room.
    sockets[0]!.send(join('friend', friends[0]!.username));
    await sockets[0]!.next('room');
    const mine = await RealtimeClient.connect(url, { token: me.token });
    const reads = vi.mocked(userRepo.findUserById);
    reads.mockClear();
    mine.send({ channel: 'player-notifications', type: 'open-games', data: {} });
    expect((await mine.next('open-games')).data).toEqual({ friends: FRIENDS, games: 1 });
    // No friend's row is read on its own (the caller's own may be).
    const friendIDs = new Set(friends.map((f) => f.userID));
    expect(reads.mock.calls.map(([, id]) => id).filter((id) => friendIDs.has(id))).toEqual([]);
    await Promise.all([mine, ...sockets].map((s) => s.close()));
  }, 120_000);
});
