// Attack on a guest's qualifying race (qualifyingSignup.test.ts covers the one-after-another case:
// a second account from the same browser gets nothing). Here the accounts come at once: one guest
// cookie, several sign-ups fired together. The race (its cash, XP and the "qualified" mark) must go
// to one account only, with one ledger row, and the saved race must name that account.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ledger, raceResults } from '../../../src/server/db/schema';
import { findUserById } from '../../../src/server/users/userRepo';
import { startTestServer, testDatabases, uniqueName, type TestServer } from '../harness';

const SIGN_UPS = 8;

describe.each(testDatabases)(
  'attack: one guest qualifying race, many sign-ups on $name',
  (database) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(database);
    });
    afterAll(() => server?.close());

    it('pays the race to one account however many sign up with its cookie at once', async () => {
      // GIVEN a guest whose qualifying race the server recorded (by the guest cookie)
      const guest = await server.app.inject({ method: 'GET', url: '/api/v2/auth/guest-token' });
      const cookie = guest.cookies.find((c) => c.name === 'guest_id');
      if (!cookie) throw new Error('no guest cookie');
      const guestID = server.app.unsignCookie(cookie.value).value;
      if (!guestID) throw new Error('guest cookie not signed');
      const recorded = await server.services.race.record({
        race: {
          roomID: `guest-twice-${process.pid}-${guestID}`,
          site: 'typing',
          passageID: 1,
          lessonID: null,
          scoringMode: 'competitive',
          racers: 3,
          startedStamp: server.clock.nowSeconds(),
        },
        racer: { guestID },
        figures: {
          wpm: 70,
          accuracy: 96,
          errors: 2,
          consistency: 80,
          durationMs: 30_000,
          typedChars: 175,
          nitrosUsed: 0,
        },
        place: 1,
        qualifying: true,
      });
      expect(recorded.money).toBeGreaterThan(0);
      const raceID = recorded.raceID;
      if (raceID === null) throw new Error('race not saved');

      // WHEN several accounts sign up from that browser at the same moment
      const answers = await Promise.all(
        Array.from({ length: SIGN_UPS }, () => {
          const username = uniqueName('gq');
          return server.app.inject({
            method: 'POST',
            url: '/api/v2/auth/register/username',
            headers: { 'x-username': username, cookie: `guest_id=${cookie.value}` },
            payload: { username, password: 'correct-horse', acceptPolicy: 'on' },
          });
        }),
      );
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      const userIDs = answers.map((res) => res.json().results.user.userID as number);

      // THEN exactly one of them has the race, its cash once, and the ledger says so once
      const db = server.services.storage.db;
      const accounts = await Promise.all(userIDs.map(async (id) => (await findUserById(db, id))!));
      const qualified = accounts.filter((a) => a.qualifyingRaceComplete);
      expect(qualified).toHaveLength(1);
      expect(accounts.reduce((sum, a) => sum + a.money, 0)).toBe(recorded.money);
      expect(accounts.reduce((sum, a) => sum + a.racesPlayed, 0)).toBe(1);
      const rows = await db
        .select()
        .from(ledger)
        .where(eq(ledger.reference, `race:${raceID}`));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ userID: qualified[0]!.userID, moneyDelta: recorded.money });
      const [saved] = await db
        .select()
        .from(raceResults)
        .where(and(eq(raceResults.raceID, raceID), eq(raceResults.qualifying, true)));
      expect(saved).toMatchObject({ userID: qualified[0]!.userID, guestID: null });
    }, 120_000);
  },
);
