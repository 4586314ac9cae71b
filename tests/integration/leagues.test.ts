// Leagues on PGlite and PostgreSQL: a race's XP counts for the week's league once the player has
// 12 races (and for their team's), GET /leagues/{user|team}/activity answers the tier and the
// division's standings (a SPEC §8 FAIL otherwise), and the weekly rollover closes a week exactly
// once — two runs at once, then a re-run — promoting the top of a division, recording a
// league-update (league-update-team for each team member) and pushing it to the player.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  leagueWeekStart,
  ROLLOVER_GRACE_SECONDS,
  WEEK_SECONDS,
} from '../../src/domain/leagues/leagueWeek';
import type { Notification } from '../../src/domain/notifications/notification';
import type { Tx } from '../../src/server/db/client';
import {
  leagueEntries,
  leagueWeeks,
  notifications,
  teamMembers,
  teams,
  users,
} from '../../src/server/db/schema';
import { creditLeagueRace } from '../../src/server/leagues/leagueCredit';
import { closeLeagueWeek, dueWeeks } from '../../src/server/leagues/leagueRollover';
import { createLeagueService } from '../../src/server/leagues/leagueService';
import { insertUser, lockUser } from '../../src/server/users/userRepo';
import {
  register,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  type TestServer,
} from './harness';
import { makeUser, type TestUser } from './realtimeHarness';

describe.each(testDatabases)('leagues on $name', (database) => {
  let server: TestServer;
  let room = 0;
  const operator = uniqueName('ops');
  beforeAll(async () => {
    server = await startTestServer(database, { ADMIN_USERS: operator });
  }, 180_000);
  afterAll(() => server?.close());

  const db = () => server.services.storage.db;
  const now = () => server.clock.nowSeconds();
  const week = () => leagueWeekStart(now());

  // Each test starts in a week of its own, so weeks closed by one do not touch the next.
  beforeEach(() => {
    const next = (leagueWeekStart(now()) + WEEK_SECONDS + 3600) * 1000;
    server.clock.set(next + 2 * 86_400_000);
  });

  const get = (url: string, token: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/v2${url}`,
      headers: { authorization: `Bearer ${token}` },
    });

  const race = (user: { userID: number }, durationMs = 30_000) =>
    server.services.race.record({
      race: {
        roomID: `league-${(room += 1)}-${Math.random()}`,
        site: 'typing',
        passageID: 1,
        lessonID: null,
        scoringMode: 'competitive',
        racers: 4,
        startedStamp: now(),
      },
      racer: { userID: user.userID },
      figures: {
        wpm: 60,
        accuracy: 97,
        errors: 1,
        consistency: 80,
        durationMs,
        typedChars: 150,
        nitrosUsed: 0,
      },
      place: 1,
      qualifying: false,
    });

  /** A racer with `races` races, straight in the table (no login needed). */
  async function quietRacer(races = 20) {
    const row = await insertUser(db(), {
      username: uniqueName('lg'),
      passwordHash: 'x',
      garage: [],
      createdStamp: now(),
      racesPlayed: races,
    });
    if (!row) throw new Error('no user');
    return row;
  }

  /** `xp` credited for the racer's week as a race would (in a transaction on the locked row). */
  const credit = (userID: number, xp: number, at = now()) =>
    db().transaction(async (tx: Tx) => {
      const user = await lockUser(tx, userID);
      if (!user) throw new Error('no user');
      await creditLeagueRace(tx, user, { experience: xp, seconds: 30 }, at);
    });

  const entryOf = async (kind: 'user' | 'team', memberID: number) =>
    db()
      .select()
      .from(leagueEntries)
      .where(and(eq(leagueEntries.kind, kind), eq(leagueEntries.memberID, memberID)));

  const userRow = async (userID: number) =>
    (await db().select().from(users).where(eq(users.userID, userID)))[0]!;

  const noticesOf = async (userID: number, type = 'league-update') =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userID, userID), eq(notifications.type, type)));

  it('counts a race for the league from the 12th race on, in the same transaction as its XP', async () => {
    const eleven = await quietRacer(11);
    const five = await quietRacer(5);
    const first = await race(eleven);
    await race(five);
    const [entry] = await entryOf('user', eleven.userID);
    expect(entry).toMatchObject({ weekStart: week(), tier: 1, division: 0, played: 1 });
    expect(entry!.experience).toBe(first.experience);
    expect(first.experience).toBeGreaterThan(0);
    expect(await entryOf('user', five.userID)).toEqual([]);
    await race(eleven);
    const [again] = await entryOf('user', eleven.userID);
    expect(again!.played).toBe(2);
    expect((await userRow(eleven.userID)).experience).toBe(again!.experience);
  });

  it('answers the SPEC §8 failure shape while leagues are locked or there is no team', async () => {
    const fresh = await makeUser(server.app, server.services);
    const locked = await get('/leagues/user/activity', fresh.token);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({
      status: 'FAIL',
      results: 'Leagues open after 12 races: 12 more to go.',
      code: 'LEAGUES_LOCKED',
    });
    await db().update(users).set({ racesPlayed: 12 }).where(eq(users.userID, fresh.userID));
    const team = await get('/leagues/team/activity', fresh.token);
    expect(team.statusCode).toBe(404);
    expect(team.json()).toMatchObject({ status: 'FAIL', code: 'NOT_FOUND' });
    const bad = await get('/leagues/everyone/activity', fresh.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status).toBe('FAIL');
    const anonymous = await server.app.inject({
      method: 'GET',
      url: '/api/v2/leagues/user/activity',
    });
    expect(anonymous.statusCode).toBe(401);
    // Unlocked, before the week's first race: tier 0, no standings yet.
    const empty = await get('/leagues/user/activity', fresh.token);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().results).toMatchObject({ tier: 0, standings: [], division: null });
  });

  it('shows the division ranked by the week’s XP, the caller marked', async () => {
    const me = await makeUser(server.app, server.services, { racesPlayed: 30 });
    const others = await Promise.all([quietRacer(), quietRacer()]);
    await credit(others[0]!.userID, 500);
    await credit(me.userID, 300);
    await credit(others[1]!.userID, 100);
    const res = await get('/leagues/user/activity', me.token);
    expect(res.statusCode).toBe(200);
    const body = res.json().results;
    expect(body.weekStart).toBe(week());
    expect(body.weekEnd).toBe(week() + WEEK_SECONDS);
    const mine = body.standings.filter((s: { me: boolean }) => s.me);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ memberID: me.userID, experience: 300 });
    const xp = body.standings.map((s: { experience: number }) => s.experience);
    expect(xp).toEqual([...xp].sort((a: number, b: number) => b - a));
    expect(body.league.name).toBe('Rookie');
  });

  it('closes a week exactly once with two runs at once and a re-run, promoting the top', async () => {
    const me = await makeUser(server.app, server.services, { racesPlayed: 30 });
    const racers = await Promise.all(Array.from({ length: 14 }, () => quietRacer()));
    // Me first with the most XP; then the rest in falling XP.
    await credit(me.userID, 10_000);
    for (const [i, r] of racers.entries()) await credit(r.userID, 5_000 - i * 100);
    const closing = week();
    expect(await dueWeeks(db(), now())).not.toContain(closing);
    server.clock.set((closing + WEEK_SECONDS + ROLLOVER_GRACE_SECONDS) * 1000);
    expect(await dueWeeks(db(), now())).toContain(closing);

    const pushed: { userID: number; type: string }[] = [];
    const service = (push: boolean) =>
      createLeagueService({
        db: db(),
        clock: server.clock,
        push: push ? { notify: (userID, n) => pushed.push({ userID, type: n.type }) } : undefined,
      });
    const [a, b] = await Promise.all([service(true).runDue(), service(true).runDue()]);
    const closedBy = [...a, ...b].filter((w) => w.weekStart === closing);
    expect(closedBy).toHaveLength(1);
    expect(closedBy[0]!.entries).toBeGreaterThanOrEqual(15);
    expect(await closeLeagueWeek(db(), closing, now())).toBeNull();
    expect(await service(true).runDue()).toEqual([]);
    const weeks = await db().select().from(leagueWeeks).where(eq(leagueWeeks.weekStart, closing));
    expect(weeks).toHaveLength(1);

    // Rookie promotes places 1–10: I came 1st of a new player's first week.
    const mine = await noticesOf(me.userID);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.data).toMatchObject({
      tier: 1,
      newTier: 2,
      place: 1,
      played: 1,
      experience: 10_000,
      reason: 'promote',
      highestLeagueTier: 2,
    });
    expect(await userRow(me.userID)).toMatchObject({ leagueTier: 2, highestLeagueTier: 2 });
    // 15th of 15: stays in Rookie, a newcomer's intro.
    const last = racers.at(-1)!;
    expect((await noticesOf(last.userID))[0]!.data).toMatchObject({ newTier: 1, reason: 'intro' });
    expect((await userRow(last.userID)).leagueTier).toBe(1);
    expect(pushed.filter((p) => p.userID === me.userID)).toEqual([
      { userID: me.userID, type: 'league-update' },
    ]);

    // Delivered on the next page load too, and the history shows the week.
    const stored = await get('/notifications', me.token);
    const types = stored.json().results.notifications.map((n: Notification) => n.type);
    expect(types).toContain('league-update');
    const activity = (await get('/leagues/user/activity', me.token)).json().results;
    expect(activity.tier).toBe(2);
    expect(activity.history[0]).toMatchObject({ weekStart: closing, place: 1, newTier: 2 });
  });

  it('ranks teams by their members’ XP and tells every member', async () => {
    const [one, two] = [await quietRacer(), await quietRacer()];
    const me = await makeUser(server.app, server.services, { racesPlayed: 30 });
    const [team] = await db()
      .insert(teams)
      .values({
        tag: uniqueName('T').slice(0, 6),
        name: 'League Crew',
        tagColor: '#336699',
        passwordHash: 'x',
        createdStamp: now(),
      })
      .returning();
    for (const member of [one, me]) {
      await db()
        .insert(teamMembers)
        .values({ userID: member.userID, teamID: team!.teamID, joinedStamp: now() });
      await db().update(users).set({ teamID: team!.teamID }).where(eq(users.userID, member.userID));
    }
    await credit(one.userID, 700);
    await credit(me.userID, 300);
    await credit(two.userID, 999); // not in the team
    const [entry] = await entryOf('team', team!.teamID);
    expect(entry).toMatchObject({ experience: 1000, played: 2, weekStart: week() });
    const res = await get('/leagues/team/activity', me.token);
    expect(res.statusCode).toBe(200);
    const standing = res.json().results.standings.find((s: { me: boolean }) => s.me);
    expect(standing).toMatchObject({
      memberID: team!.teamID,
      name: 'League Crew',
      experience: 1000,
    });

    const closed = await closeLeagueWeek(db(), week(), now());
    expect(closed).not.toBeNull();
    for (const member of [one, me]) {
      const notices = await noticesOf(member.userID, 'league-update-team');
      expect(notices).toHaveLength(1);
      expect(notices[0]!.data).toMatchObject({ teamID: team!.teamID, experience: 1000 });
    }
    expect(await noticesOf(two.userID, 'league-update-team')).toEqual([]);
  });

  it('counts a race after its week closed early for the next week (clock skew, operators)', async () => {
    const racer = await quietRacer();
    const closing = week();
    await closeLeagueWeek(db(), closing, now());
    await credit(racer.userID, 100);
    const [entry] = await entryOf('user', racer.userID);
    expect(entry!.weekStart).toBe(closing + WEEK_SECONDS);
    // A race stamped a second before midnight counts for its own week; one at midnight, the next.
    const other = await quietRacer();
    const end = closing + 2 * WEEK_SECONDS;
    await credit(other.userID, 10, end - 1);
    const late = await quietRacer();
    await credit(late.userID, 10, end);
    expect((await entryOf('user', other.userID))[0]!.weekStart).toBe(end - WEEK_SECONDS);
    expect((await entryOf('user', late.userID))[0]!.weekStart).toBe(end);
    // Not due before the grace after its end has passed: a fast clock does not close it early.
    server.clock.set((end + ROLLOVER_GRACE_SECONDS - 1) * 1000);
    expect(await dueWeeks(db(), now())).not.toContain(end - WEEK_SECONDS);
  });

  it('keeps the operators’ rollover and the test hooks to whom they belong', async () => {
    const player: TestUser = await makeUser(server.app, server.services, { racesPlayed: 30 });
    const rollover = await server.app.inject({
      method: 'POST',
      url: '/api/v2/admin/leagues/rollover',
      headers: { authorization: `Bearer ${player.token}` },
      payload: { closeCurrentWeek: true },
    });
    expect(rollover.statusCode).toBe(403);
    expect(rollover.json()).toMatchObject({ status: 'FAIL', code: 'OPERATORS_ONLY' });
    expect(await db().select().from(leagueWeeks).where(eq(leagueWeeks.weekStart, week()))).toEqual(
      [],
    );
    for (const url of ['/api/v2/test/leagues', '/api/v2/test/leagues/rollover']) {
      const hook = await server.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${player.token}` },
        payload: { racesPlayed: 12, experience: 1_000_000 },
      });
      expect(hook.statusCode).toBe(404);
    }
  });

  it('lets an operator run the rollover, closing the week being played when asked', async () => {
    const racer = await quietRacer();
    await credit(racer.userID, 250);
    const res = await register(server.app, operator);
    const rollover = (closeCurrentWeek: boolean) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v2/admin/leagues/rollover',
        headers: { authorization: `Bearer ${tokenOf(res)}` },
        payload: { closeCurrentWeek },
      });
    // The week is not over: it is not due (earlier tests' weeks are, and close now).
    const closing = week();
    const due = await rollover(false);
    expect(due.statusCode).toBe(200);
    const weeksOf = (res: typeof due) =>
      (res.json().results.closed as { weekStart: number }[]).map((w) => w.weekStart);
    expect(weeksOf(due)).not.toContain(closing);
    const forced = await rollover(true);
    expect(forced.json().results.closed).toEqual([{ weekStart: closing, entries: 1 }]);
    expect((await noticesOf(racer.userID))[0]!.data).toMatchObject({
      reason: 'promote',
      place: 1,
      newTier: 2,
    });
    // Clicked twice: the week is closed already; nothing more happens.
    const again = await rollover(true);
    expect(again.json().results.closed).toEqual([]);
    expect(await noticesOf(racer.userID)).toHaveLength(1);
  });
});
