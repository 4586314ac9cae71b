// The results compare a race with the player's best on that site before it, and a finish sent
// again is answered with the same comparison.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RaceFigures } from '../../src/domain/race/verify';
import type { SiteId } from '../../src/domain/site';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { makeUser } from './realtimeHarness';

const figures = (wpm: number): RaceFigures => ({
  wpm,
  accuracy: 97,
  errors: 1,
  consistency: 80,
  durationMs: 40_000,
  typedChars: 200,
  nitrosUsed: 0,
});

describe.each(testDatabases)('personal best on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  it('is null for a first race, then the best before each race, per site', async () => {
    const user = await makeUser(server.app, server.services);
    let room = 0;
    const race = (wpm: number, site: SiteId = 'typing') =>
      server.services.race.record({
        race: {
          roomID: `pb-${user.userID}-${(room += 1)}`,
          site,
          passageID: 1,
          lessonID: site === 'math' ? 'addition_1' : null,
          scoringMode: 'competitive',
          racers: 5,
          startedStamp: Math.floor(Date.now() / 1000),
        },
        racer: { userID: user.userID },
        figures: figures(wpm),
        place: 3,
        qualifying: false,
      });
    expect((await race(50)).personalBest).toBeNull();
    expect((await race(62)).personalBest).toBe(50);
    expect((await race(41)).personalBest).toBe(62);
    // The math site keeps its own best.
    expect((await race(20, 'math')).personalBest).toBeNull();
    expect((await race(70)).personalBest).toBe(62);
  });
});
