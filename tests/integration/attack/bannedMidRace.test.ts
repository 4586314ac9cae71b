// Attack: an operator bans a racer (reports queue, Ban from racing) while the racer is in a race.
// Every join after the ban is refused, but the race already under way went on: its finish was
// recorded and paid, on the leaderboards and in the racer's cash, as if no ban had happened. The
// race service reads the racer's row, locked, when it pays; a banned row is not paid, and the
// racer is told why instead of "try again".
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { users } from '../../../src/server/db/schema';
import { findUserById } from '../../../src/server/users/userRepo';
import { testDatabases } from '../harness';
import { playLog, practiceRace, typistLog } from '../realtimeHarness';
import { liveRealtime, racesOf } from './liveServer';

describe.each(testDatabases)('attack: a racer banned mid-race on $name', (database) => {
  const live = liveRealtime(database);

  it('the race under way at the ban is not recorded nor paid; a second finish is refused too', async () => {
    const { server, url } = live;
    const { user, client, room, startAt } = await practiceRace(server.app, server.services, url);
    const db = server.services.storage.db;
    const before = (await findUserById(db, user.userID))!;
    // The operator's ban, as the reports queue writes it, while the racer races.
    await db.update(users).set({ racingBanned: true }).where(eq(users.userID, user.userID));
    const log = typistLog(room.passage, 70);
    await playLog(client, room, startAt, log);
    const refused = await client.error('race-rejected');
    expect(refused.data.message).toMatch(/banned/i);
    client.send({ channel: 'race-server', type: 'finish', data: { log } });
    expect((await client.error('race-rejected')).data.message).toMatch(/banned/i);
    expect(client.inbox.some((f) => f.type === 'result')).toBe(false);
    expect(await racesOf(server, user.userID)).toHaveLength(0);
    const after = (await findUserById(db, user.userID))!;
    expect(after.money).toBe(before.money);
    expect(after.racesPlayed).toBe(before.racesPlayed);
    await client.close();
  }, 60_000);
});
