// Attack on what one finished race moves besides its cash (challenges.test.ts sends a finish twice
// for the daily challenges): the same finish recorded many times at once (a room retrying, a
// client resending) must move the season (XP, season races), the league week (XP, races), the
// daily challenges and the ledger exactly once; a guest's finish moves none of them.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { raceCounts } from '../../../src/domain/challenges/challengeProgress';
import { kindOfChallenge } from '../../../src/domain/challenges/dailyChallenges';
import { leagueWeekStart } from '../../../src/domain/leagues/leagueWeek';
import { seasonAt } from '../../../src/domain/seasons/schedule';
import { leagueEntries, ledger, raceResults } from '../../../src/server/db/schema';
import type { RecordInput } from '../../../src/server/race/raceService';
import { findUserById } from '../../../src/server/users/userRepo';
import { startTestServer, testDatabases, type TestServer } from '../harness';
import { makeUser } from '../realtimeHarness';

const AT_ONCE = 12;

describe.each(testDatabases)('attack: one finish recorded many times on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const db = () => server.services.storage.db;
  const finish = (racer: RecordInput['racer'], roomID: string): RecordInput => ({
    race: {
      roomID,
      site: 'typing',
      passageID: 1,
      lessonID: null,
      scoringMode: 'competitive',
      racers: 4,
      startedStamp: server.clock.nowSeconds(),
    },
    racer,
    figures: {
      wpm: 80,
      accuracy: 99,
      errors: 0,
      consistency: 85,
      durationMs: 30_000,
      typedChars: 200,
      nitrosUsed: 0,
    },
    place: 1,
    qualifying: false,
  });

  it('moves the season, the league week, the challenges and the ledger once', async () => {
    const season = seasonAt(server.clock.nowSeconds());
    if (!season) throw new Error('no season running');
    // A player past both unlocks (leagues at 12 races, daily challenges at 10 typing races).
    const player = await makeUser(server.app, server.services, {
      racesPlayed: 30,
      qualifyingRaceComplete: true,
      avgSpeed: 80,
      racingStats: {
        typing: { played: 30, typed: 6_000, secs: 900, errs: 10, rank: 0, dayRank: 0, prevRank: 0 },
      },
    });
    const before = (await findUserById(db(), player.userID))!;
    const roomID = `once-${process.pid}-${player.userID}`;
    const input = finish({ userID: player.userID }, roomID);

    const results = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        server.services.race.record(finish({ userID: player.userID }, roomID)),
      ),
    );
    const [first] = results;
    const raceID = first?.raceID;
    if (!first || raceID === null || raceID === undefined) throw new Error('race not saved');
    for (const result of results) expect(result).toEqual(first);

    const after = (await findUserById(db(), player.userID))!;
    const paid = first!.experience;
    expect(after.racesPlayed).toBe(before.racesPlayed + 1);
    expect(after.money).toBe(before.money + first!.money);
    // The race's XP and any challenge XP it completed, once, in the season and the league week.
    const gained = after.experience - before.experience;
    expect(gained).toBeGreaterThanOrEqual(paid);
    expect(after).toMatchObject({
      seasonID: season.seasonID,
      seasonExperience: gained,
      seasonField4: 1,
    });
    const entries = await db()
      .select()
      .from(leagueEntries)
      .where(
        and(
          eq(leagueEntries.kind, 'user'),
          eq(leagueEntries.memberID, player.userID),
          eq(leagueEntries.weekStart, leagueWeekStart(server.clock.nowSeconds())),
        ),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ experience: gained, played: 1 });
    // The day's challenges (drawn by this race) moved by what one race adds, not twelve.
    const counts = raceCounts({ ...input.race, ...input.figures, place: input.place });
    expect(after.challenges.length).toBeGreaterThan(0);
    for (const challenge of after.challenges) {
      const kind = kindOfChallenge(challenge.challengeID)!;
      expect(challenge.progress).toBe(Math.min(kind.goal, counts[kind.type]));
    }
    const rows = await db()
      .select()
      .from(ledger)
      .where(and(eq(ledger.userID, player.userID), eq(ledger.reference, `race:${raceID}`)));
    expect(rows).toHaveLength(1);
    const saved = await db()
      .select()
      .from(raceResults)
      .where(and(eq(raceResults.raceID, raceID), eq(raceResults.userID, player.userID)));
    expect(saved).toHaveLength(1);
  });

  it("records a guest's finish once and credits no account", async () => {
    const guestID = `guest-once-${process.pid}-${Date.now()}`;
    const roomID = `once-guest-${guestID}`;
    const results = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        server.services.race.record(finish({ guestID }, roomID)),
      ),
    );
    const raceID = results[0]?.raceID;
    if (raceID === null || raceID === undefined) throw new Error('race not saved');
    const rows = await db().select().from(raceResults).where(eq(raceResults.raceID, raceID));
    // Only ever the guest's own row(s), never an account's; no ledger row names the race.
    expect(rows.every((r) => r.userID === null && r.guestID === guestID)).toBe(true);
    expect(
      await db()
        .select()
        .from(ledger)
        .where(eq(ledger.reference, `race:${raceID}`)),
    ).toEqual([]);
    expect(rows).toHaveLength(1);
  });
});
