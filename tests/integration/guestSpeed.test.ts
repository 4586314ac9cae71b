// A guest's rooms and bots are matched to the guest's own latest results (issue 11: a 41-69 WPM
// guest always met 40 WPM bots and won every race).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { raceResults, races } from '../../src/server/db/schema';
import { DEFAULT_SPEED } from '../../src/server/realtime/matchmaking';
import { racerFor } from '../../src/server/realtime/players';
import { startTestServer, testDatabases, type TestServer } from './harness';

describe.each(testDatabases)('a guest matched to their own speed on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  let room = 0;
  async function guestResult(guestID: string, site: 'typing' | 'math', wpm: number, at: number) {
    const db = server.services.storage.db;
    room += 1;
    const [race] = await db
      .insert(races)
      .values({
        roomID: `guest-speed-${process.pid}-${Date.now()}-${room}`,
        site,
        passageID: 1,
        scoringMode: 'competitive',
        racers: 5,
        startedStamp: at,
      })
      .returning({ raceID: races.raceID });
    await db.insert(raceResults).values({
      raceID: race!.raceID,
      guestID,
      place: 1,
      wpm,
      accuracy: 97,
      errors: 1,
      consistency: 80,
      durationMs: 30_000,
      typedChars: 150,
      nitrosUsed: 0,
      money: 100,
      experience: 100,
      lines: [],
      levelBefore: 1,
      levelAfter: 1,
      createdStamp: at,
    });
  }

  const speedOf = async (guestID: string, site: 'typing' | 'math') => {
    const lookup = await racerFor(
      server.services.storage.db,
      { kind: 'guest', guestID },
      site,
      {},
      0,
    );
    if (!('entry' in lookup)) throw new Error(lookup.refused);
    return lookup.entry.speed;
  };

  it('races a new guest at the default speed, then at the mean of their latest five races on the site', async () => {
    const guestID = `g-speed-${Date.now().toString(36)}`;
    expect(await speedOf(guestID, 'typing')).toBe(DEFAULT_SPEED);
    // GIVEN an old slow race, then five recent ones at 60-70 WPM, and a math race
    await guestResult(guestID, 'typing', 20, 1_000);
    for (const [i, wpm] of [60, 62, 64, 68, 70].entries()) {
      await guestResult(guestID, 'typing', wpm, 2_000 + i);
    }
    await guestResult(guestID, 'math', 10, 3_000);
    // THEN typing rooms match the latest five (64.8), not the old race or the other site's
    expect(await speedOf(guestID, 'typing')).toBeCloseTo(64.8, 5);
    expect(await speedOf(guestID, 'math')).toBe(10);
  });
});
