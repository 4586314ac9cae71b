// Daily challenges on the real server: a verified race result advances them in its transaction,
// a completion pays its XP once (a finish sent twice or at once pays once) with a notice delivered
// after the commit, the 10th typing race unlocks the feature, and a new day draws new ones. Nothing
// a client sends can set them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { challengesAfterRace } from '../../src/domain/challenges/challengeProgress';
import {
  challengeIDFor,
  dailyChallenges,
  dayNumber,
  kindOfChallenge,
  type StoredChallenge,
} from '../../src/domain/challenges/dailyChallenges';
import type { RaceFigures } from '../../src/domain/race/verify';
import type { SiteId } from '../../src/domain/site';
import { DAY_SECONDS } from '../../src/domain/time';
import type { User } from '../../src/domain/user';
import { emptyRacingStats } from '../../src/domain/user';
import { notifications, users } from '../../src/server/db/schema';
import { updateUser } from '../../src/server/users/userRepo';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { makeUser, type TestUser } from './realtimeHarness';

const figures: RaceFigures = {
  wpm: 60,
  accuracy: 98,
  errors: 1,
  consistency: 80,
  durationMs: 40_000,
  typedChars: 200,
  nitrosUsed: 0,
};

const typing = (played: number) => ({ typing: { ...emptyRacingStats(), played } });

describe.each(testDatabases)('daily challenges on $name', (database) => {
  let server: TestServer;
  let room = 0;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    // Mid-day, so a few minutes of racing never crosses midnight.
    const now = server.clock.nowSeconds();
    const noon = (dayNumber(now) + 1) * DAY_SECONDS + DAY_SECONDS / 2;
    server.clock.advance((noon - now) * 1000);
  });

  const race = (user: TestUser, over: { roomID?: string; site?: SiteId; place?: number } = {}) =>
    server.services.race.record({
      race: {
        roomID: over.roomID ?? `ch-${user.userID}-${(room += 1)}`,
        site: over.site ?? 'typing',
        passageID: 1,
        lessonID: over.site === 'math' ? '1' : null,
        scoringMode: 'competitive',
        racers: 5,
        startedStamp: server.clock.nowSeconds(),
      },
      racer: { userID: user.userID },
      figures,
      place: over.place ?? 1,
      qualifying: false,
    });

  const row = async (user: TestUser) => {
    const [found] = await server.services.storage.db
      .select()
      .from(users)
      .where(eq(users.userID, user.userID));
    if (!found) throw new Error('no user');
    return found;
  };

  const session = async (user: TestUser): Promise<User> => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v2/auth/session',
      headers: { authorization: `Bearer ${user.token}` },
    });
    return (res.json() as { results: { user: User } }).results.user;
  };

  const notices = async (user: TestUser) =>
    server.services.storage.db
      .select()
      .from(notifications)
      .where(eq(notifications.userID, user.userID));

  /** Today's draw for the user, set to `progress` each (stored as if raced already). */
  const seedToday = async (user: TestUser, progress: (c: StoredChallenge) => number) => {
    const today = dayNumber(server.clock.nowSeconds());
    const base = await row(user);
    const list = dailyChallenges(base, today).map((c) => ({ ...c, progress: progress(c) }));
    await updateUser(server.services.storage.db, user.userID, { challenges: list });
    return list;
  };

  it('shows none before the 10th typing race; the 10th unlocks them with a notice', async () => {
    const user = await makeUser(server.app, server.services, { racingStats: typing(8) });
    expect((await session(user)).challenges).toEqual([]);
    await race(user);
    expect((await session(user)).challenges).toEqual([]);
    await race(user, { site: 'math' });
    expect((await notices(user)).filter((n) => n.type !== 'level-up')).toEqual([]);

    await race(user);
    const shown = (await session(user)).challenges;
    expect(shown).toHaveLength(3);
    expect(shown.every((c) => c.progress === 0)).toBe(true);
    expect((await row(user)).challenges).toEqual(shown);
    const unlocks = (await notices(user)).filter((n) => n.type === 'feature-unlocked');
    expect(unlocks.map((n) => n.data)).toEqual([{ feature: 'daily-challenges' }]);
    // Later races do not unlock again.
    await race(user);
    expect((await notices(user)).filter((n) => n.type === 'feature-unlocked')).toHaveLength(1);
  });

  it('a race that raises the level records a level-up notice, one that does not records none', async () => {
    const user = await makeUser(server.app, server.services, { experience: 590, level: 1 });
    await race(user);
    const level = (await row(user)).level;
    expect(level).toBeGreaterThan(1);
    const levelUps = (await notices(user)).filter((n) => n.type === 'level-up');
    expect(levelUps.map((n) => n.data)).toEqual([{ level }]);
    await updateUser(server.services.storage.db, user.userID, { experience: 0, level: 50 });
    await race(user);
    expect((await notices(user)).filter((n) => n.type === 'level-up')).toHaveLength(1);
  });

  it('a race advances progress, and the user view shows the stored list', async () => {
    const user = await makeUser(server.app, server.services, { racingStats: typing(20) });
    const drawn = (await session(user)).challenges;
    expect(drawn).toHaveLength(3);
    // Viewing stores nothing: the day's first race does.
    expect((await row(user)).challenges).toEqual([]);
    const before = await row(user);
    const expected = challengesAfterRace(
      before,
      {
        site: 'typing',
        lessonID: null,
        scoringMode: 'competitive',
        racers: 5,
        place: 1,
        ...figures,
      },
      server.clock.nowSeconds(),
    ).challenges;
    await race(user);
    const after = (await session(user)).challenges;
    expect(after.map((c) => c.challengeID)).toEqual(drawn.map((c) => c.challengeID));
    expect(after.map((c) => c.progress)).toEqual(expected.map((c) => c.progress));
    expect(after.some((c) => c.progress > 0)).toBe(true);
  });

  it('completion pays XP once, even for a finish sent twice or at once, and notifies after commit', async () => {
    const user = await makeUser(server.app, server.services, { racingStats: typing(20) });
    // Each challenge one short of its goal: a winning 98% race of 40 words completes all three
    // (no nitro kind is drawn for a player who never used one).
    const list = await seedToday(user, (c) => {
      const kind = kindOfChallenge(c.challengeID);
      return kind ? Math.max(0, kind.goal - 1) : 0;
    });
    const delivered: string[] = [];
    const stop = await server.services.realtime.notifications.listen(user.userID, (payload) =>
      delivered.push(payload),
    );
    const xpBefore = (await row(user)).experience;
    const roomID = `ch-twice-${user.userID}`;
    const [first, second] = await Promise.all([race(user, { roomID }), race(user, { roomID })]);
    expect(second).toEqual(first);
    await race(user, { roomID });

    const stored = (await row(user)).challenges;
    const completed = stored.filter((c) => c.completeStamp !== null);
    expect(completed).toHaveLength(3);
    const paid = completed.reduce(
      (sum, c) => sum + (kindOfChallenge(c.challengeID)?.reward ?? 0),
      0,
    );
    expect((await row(user)).experience).toBe(xpBefore + first.experience + paid);

    const done = (await notices(user)).filter((n) => n.type === 'challenge-complete');
    expect(done.map((n) => n.data.challengeID).sort()).toEqual(
      completed.map((c) => c.challengeID).sort(),
    );
    const one = done[0];
    expect(one?.data).toMatchObject({ title: expect.any(String), experience: expect.any(Number) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(delivered.filter((p) => p.includes('challenge-complete'))).toHaveLength(done.length);
    await stop();

    // A completed challenge stays complete and pays nothing more.
    const xp = (await row(user)).experience;
    const next = await race(user);
    expect((await row(user)).experience).toBe(xp + next.experience);
    expect((await notices(user)).filter((n) => n.type === 'challenge-complete')).toHaveLength(
      done.length,
    );
    expect(list).toHaveLength(3);
  });

  it('shows at most 3 unexpired, and a new day draws new ones', async () => {
    const user = await makeUser(server.app, server.services, { racingStats: typing(20) });
    const today = dayNumber(server.clock.nowSeconds());
    // A tampered row: yesterday's, an unknown kind and four of today's.
    const tampered = [
      { challengeID: challengeIDFor(today - 1, 1), progress: 2, completeStamp: null },
      { challengeID: challengeIDFor(today, 999), progress: 2, completeStamp: null },
      ...[1, 4, 8, 10].map((k) => ({
        challengeID: challengeIDFor(today, k),
        progress: 1,
        completeStamp: null,
      })),
    ];
    await updateUser(server.services.storage.db, user.userID, { challenges: tampered });
    const shown = (await session(user)).challenges;
    expect(shown.map((c) => c.challengeID)).toEqual([1, 4, 8].map((k) => challengeIDFor(today, k)));

    await race(user);
    server.clock.advance(DAY_SECONDS * 1000);
    const tomorrow = (await session(user)).challenges;
    expect(tomorrow).toHaveLength(3);
    expect(tomorrow.every((c) => c.progress === 0)).toBe(true);
    expect(tomorrow.every((c) => Math.floor(c.challengeID / 1000) === today + 1)).toBe(true);
    await race(user);
    expect((await row(user)).challenges.map((c) => c.challengeID)).toEqual(
      tomorrow.map((c) => c.challengeID),
    );
  });

  it('refuses challenges sent by a client and changes nothing', async () => {
    const user = await makeUser(server.app, server.services, { racingStats: typing(20) });
    await race(user);
    const before = (await row(user)).challenges;
    const forged = before.map((c) => ({ ...c, progress: 999, completeStamp: 1 }));
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v2/settings/sounds',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { value: 'all', challenges: forged },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'FAIL' });
    expect((await row(user)).challenges).toEqual(before);
    // The end-to-end set-up route exists only with TEST_HOOKS=1.
    const setup = await server.app.inject({
      method: 'POST',
      url: '/api/v2/test/daily-challenges',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { typingRaces: 10, kinds: [1] },
    });
    expect(setup.statusCode).toBe(404);
    expect((await row(user)).challenges).toEqual(before);
  });
});
