// The race results' copy of the special events (src/server/events/raceEvents.ts): read once and
// shared by the results that follow rather than queried per racer per race, dropped at once by a
// save through the server, and read again after EVENTS_FRESH_SECONDS for rows written elsewhere.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SpecialEvent } from '../../src/domain/events/specialEvent';
import { specialEvents, users } from '../../src/server/db/schema';
import { saveEvent } from '../../src/server/events/eventStore';
import { EVENTS_FRESH_SECONDS } from '../../src/server/events/raceEvents';
import { register, startTestServer, testDatabases, uniqueName, type TestServer } from './harness';

const FROSTBITE = 49;

describe.each(testDatabases)('the event bonus read once for many races on $name', (database) => {
  let server: TestServer;
  let room = 0;
  beforeAll(async () => {
    server = await startTestServer(database);
  }, 180_000);
  afterAll(() => server?.close());

  const now = () => server.clock.nowSeconds();
  const db = () => server.services.storage.db;
  const event = (eventID: number, moneyPercent: number): SpecialEvent => ({
    eventID,
    name: `Shared ${eventID}`,
    description: 'A test event.',
    startStamp: now() - 10,
    endStamp: now() + 3600,
    cars: [{ carID: FROSTBITE, price: 1000 }],
    bonus: { moneyPercent, experiencePercent: 0 },
  });
  const race = (userID: number) =>
    server.services.race.record({
      race: {
        roomID: `shared-ev-${(room += 1)}`,
        site: 'typing',
        passageID: 1,
        lessonID: null,
        scoringMode: 'competitive',
        racers: 5,
        startedStamp: now(),
      },
      racer: { userID },
      figures: {
        wpm: 60,
        accuracy: 98,
        errors: 1,
        consistency: 80,
        durationMs: 40_000,
        typedChars: 200,
        nitrosUsed: 0,
      },
      place: 1,
      qualifying: false,
    });
  const bonusOf = async (userID: number) =>
    (await race(userID)).lines.find((l) => l.label.endsWith('event car'))?.label ?? null;

  it('pays from one read of the events, a save through the server counting at once', async () => {
    await db().delete(specialEvents);
    const res = await register(server.app, uniqueName('shared'));
    const userID = res.json().results.user.userID as number;
    await db()
      .update(users)
      .set({ carID: FROSTBITE, cars: [[FROSTBITE, 'owned', 0]] })
      .where(eq(users.userID, userID));
    await saveEvent(db(), event(7001, 40));
    expect(await bonusOf(userID)).toBe('Shared 7001 event car');
    // Rows removed behind the server's back: the results keep paying from the copy already read,
    // so they did not query the table again.
    await db().delete(specialEvents);
    expect(await bonusOf(userID)).toBe('Shared 7001 event car');
    // A save through the server drops the copy: the next result sees the table as it is now.
    await saveEvent(db(), event(7002, 10));
    expect(await bonusOf(userID)).toBe('Shared 7002 event car');
    // A row changed elsewhere counts once the copy is EVENTS_FRESH_SECONDS old.
    await db().delete(specialEvents);
    server.clock.advance(EVENTS_FRESH_SECONDS * 1000);
    expect(await bonusOf(userID)).toBeNull();
  });
});
