// Attack on a private (`offline`) racer's stats (README: "on no board, no public profile, their
// log and charts refused to others"): stats.test.ts already checks the boards, the profile, and
// /stats/data and /stats/graphs. Here: the saved race page GET /race/{id}, which anyone may read
// and whose ids run in sequence, so walking them must not rebuild a private racer's log by their
// user id; and the league division standings, which must not name them to the other racers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { leagueWeekStart } from '../../../src/domain/leagues/leagueWeek';
import type { RaceFigures } from '../../../src/domain/race/verify';
import { creditLeagueRace } from '../../../src/server/leagues/leagueCredit';
import { updateUser } from '../../../src/server/users/userRepo';
import { startTestServer, testDatabases, type TestServer } from '../harness';
import { makeUser, type TestUser } from '../realtimeHarness';

const figures = (wpm: number): RaceFigures => ({
  wpm,
  accuracy: 97,
  errors: 1,
  consistency: 80,
  durationMs: 30_000,
  typedChars: 150,
  nitrosUsed: 0,
});

interface SavedResult {
  userID: number | null;
  wpm: number;
  place: number;
}

describe.each(testDatabases)('attack: a private racer on $name', (database) => {
  let server: TestServer;
  let room = 0;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const db = () => server.services.storage.db;
  const get = (url: string, token?: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/v2${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  /** One race of `racers` (in place order); its id. */
  async function raceOf(racers: { user: TestUser; wpm: number }[]): Promise<number> {
    const roomID = `private-${process.pid}-${(room += 1)}`;
    let raceID = 0;
    for (const [index, { user, wpm }] of racers.entries()) {
      const result = await server.services.race.record({
        race: {
          roomID,
          site: 'typing',
          passageID: 1,
          lessonID: null,
          scoringMode: 'competitive',
          racers: racers.length,
          startedStamp: server.clock.nowSeconds(),
        },
        racer: { userID: user.userID },
        figures: figures(wpm),
        place: index + 1,
        qualifying: false,
      });
      if (result.raceID === null) throw new Error('race not saved');
      raceID = result.raceID;
    }
    return raceID;
  }

  it('does not tie a saved race to a private racer for anyone but them', async () => {
    const shy = await makeUser(server.app, server.services);
    const open = await makeUser(server.app, server.services);
    const raceID = await raceOf([
      { user: shy, wpm: 111 },
      { user: open, wpm: 55 },
    ]);
    await updateUser(db(), shy.userID, { offline: true });
    // Their log is refused to others (stats.test.ts) ...
    expect((await get(`/stats/data/${shy.userID}`, open.token)).statusCode).toBe(403);
    // ... and the saved race, read by a visitor or another racer, does not say whose row is theirs.
    for (const token of [undefined, open.token]) {
      const res = await get(`/race/${raceID}`, token);
      expect(res.statusCode).toBe(200);
      const results = res.json().results.results as SavedResult[];
      expect(results).toHaveLength(2);
      expect(results.map((r) => r.userID)).not.toContain(shy.userID);
      // The row is still there (places stay whole), only anonymous; a public racer is unchanged.
      expect(results.find((r) => r.place === 1)).toMatchObject({ userID: null, wpm: 111 });
      expect(results.find((r) => r.place === 2)).toMatchObject({ userID: open.userID, wpm: 55 });
    }
    // The private racer still finds their own row.
    const own = (await get(`/race/${raceID}`, shy.token)).json().results.results as SavedResult[];
    expect(own.find((r) => r.place === 1)).toMatchObject({ userID: shy.userID, wpm: 111 });
  });

  it('does not name a private racer in the league standings other racers see', async () => {
    const [shy, open] = [
      await makeUser(server.app, server.services, { racesPlayed: 20 }),
      await makeUser(server.app, server.services, { racesPlayed: 20 }),
    ];
    const now = server.clock.nowSeconds();
    for (const [user, experience] of [
      [shy, 900],
      [open, 400],
    ] as const) {
      await db().transaction((tx) =>
        creditLeagueRace(
          tx,
          { userID: user.userID, teamID: null, racesPlayed: 20, leagueTier: 0 },
          { experience, seconds: 30 },
          now,
        ),
      );
    }
    await updateUser(db(), shy.userID, { offline: true, displayName: 'Shy Sam' });
    const standings = async (token: string) => {
      const res = await get('/leagues/user/activity', token);
      expect(res.statusCode).toBe(200);
      expect(res.json().results.weekStart).toBe(leagueWeekStart(now));
      return res.json().results.standings as {
        memberID: number;
        name: string;
        username: string | null;
        experience: number;
        me: boolean;
      }[];
    };
    const seen = await standings(open.token);
    const row = seen.find((r) => r.experience === 900 && !r.me);
    // Ranked as before (the division still counts them), but not by name or id.
    expect(row).toBeDefined();
    expect(row).toMatchObject({ name: 'Racer', username: null });
    expect(row!.memberID).not.toBe(shy.userID);
    expect(JSON.stringify(seen)).not.toContain(shy.username);
    expect(JSON.stringify(seen)).not.toContain('Shy Sam');
    // Their own view still names them.
    const mine = (await standings(shy.token)).find((r) => r.me);
    expect(mine).toMatchObject({ memberID: shy.userID, username: shy.username, name: 'Shy Sam' });
  });
});
