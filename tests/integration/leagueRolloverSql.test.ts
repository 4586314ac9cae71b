// The rollover's SQL (src/server/leagues/rolloverSteps.ts) against the domain's own reckoning of
// the same week (weekResults: rankDivision, nextTier, leagueOutcome, afterLeagueUpdate in JS): a
// seeded week with ties on XP and races, newcomers, tournament rounds and cup winners, closed by
// the database, must give every entry the place, tier and reason, every player the league fields
// and every notice the payload the domain gives; entries already made for the next week move to
// the new tier.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LEAGUES } from '../../src/domain/leagues/leagues';
import { leagueWeekStart, WEEK_SECONDS } from '../../src/domain/leagues/leagueWeek';
import { seededRng } from '../../src/domain/random';
import { leagueEntries, notifications, users } from '../../src/server/db/schema';
import { closeLeagueWeek } from '../../src/server/leagues/leagueRollover';
import {
  updatePayload,
  weekResults,
  type ClosingEntry,
} from '../../src/server/leagues/weekResults';
import { insertUser } from '../../src/server/users/userRepo';
import { startTestServer, testDatabases, uniqueName, type TestServer } from './harness';

describe.each(testDatabases)('the rollover in SQL agrees with the domain on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  }, 180_000);
  afterAll(() => server?.close());

  const db = () => server.services.storage.db;

  it('ranks, moves and tells every player as weekResults does', async () => {
    const rng = seededRng(2026);
    const int = (n: number) => Math.floor(rng() * n);
    const week = leagueWeekStart(server.clock.nowSeconds()) - 40 * WEEK_SECONDS;
    const tiers = [1, 1, 1, 2, 6, 7, 8, 9];
    const entries: ClosingEntry[] = [];
    for (let i = 0; i < 150; i += 1) {
      const tier = tiers[int(tiers.length)]!;
      // Mostly the tier played; some newcomers (0) and some whose tier moved since.
      const leagueTier = rng() < 0.15 ? 0 : rng() < 0.2 ? LEAGUES[int(LEAGUES.length)]!.tier : tier;
      const highestLeagueTier = Math.max(leagueTier, int(10));
      const tournamentsWon = int(3);
      const row = await insertUser(db(), {
        username: uniqueName('sql'),
        passwordHash: 'x',
        garage: [],
        createdStamp: week - 86_400,
        racesPlayed: 40,
        leagueTier,
        highestLeagueTier,
        tournamentsWon,
      });
      entries.push({
        kind: 'user',
        memberID: row!.userID,
        tier,
        division: int(2),
        // Few distinct values, so XP, races and joining all break ties.
        experience: 100 * int(4),
        played: 1 + int(2),
        seconds: 60,
        joinedStamp: week + int(3),
        leagueTier,
        highestLeagueTier,
        tournamentsWon,
      });
    }
    await db()
      .insert(leagueEntries)
      .values(
        entries.map(({ leagueTier: _t, highestLeagueTier: _h, tournamentsWon: _w, ...e }) => ({
          ...e,
          weekStart: week,
        })),
      );
    // A few raced already in the next week, placed by their old tier.
    const early = entries.slice(0, 12);
    await db()
      .insert(leagueEntries)
      .values(
        early.map((e, i) => ({
          weekStart: week + WEEK_SECONDS,
          kind: 'user',
          memberID: e.memberID,
          tier: e.tier,
          division: 0,
          experience: 10,
          played: 1,
          seconds: 30,
          joinedStamp: week + WEEK_SECONDS + i,
        })),
      );

    const expected = weekResults(entries);
    const closed = await closeLeagueWeek(db(), week, week + WEEK_SECONDS + 7200);
    expect(closed?.entries).toBe(entries.length);
    // The seed covers what the SQL has to get right: promotions, demotions, cups.
    const reasons = new Set(expected.map((r) => r.reason));
    for (const reason of ['promote', 'demote', 'intro', 'winner', 'elimination'] as const) {
      expect(reasons).toContain(reason);
    }

    const stored = await db().select().from(leagueEntries).where(eq(leagueEntries.weekStart, week));
    const byMember = new Map(stored.map((s) => [s.memberID, s]));
    for (const r of expected) {
      expect(byMember.get(r.memberID), `entry ${r.memberID}`).toMatchObject({
        place: r.place,
        newTier: r.newTier,
        reason: r.reason,
      });
      const [player] = await db().select().from(users).where(eq(users.userID, r.memberID));
      expect(player, `player ${r.memberID}`).toMatchObject(r.after);
      const notices = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userID, r.memberID), eq(notifications.type, 'league-update')));
      expect(notices.map((n) => n.data)).toEqual([updatePayload(r, week)]);
      expect(closed!.notices.get(r.memberID)?.map((n) => n.data)).toEqual([updatePayload(r, week)]);
    }

    const next = await db()
      .select()
      .from(leagueEntries)
      .where(eq(leagueEntries.weekStart, week + WEEK_SECONDS));
    for (const e of early) {
      const r = expected.find((x) => x.memberID === e.memberID)!;
      expect(next.find((n) => n.memberID === e.memberID)).toMatchObject({
        tier: r.newTier,
        division: 0,
      });
    }
  });
});
