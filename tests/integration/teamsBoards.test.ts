// Teams on the boards: the season's team board, leaderboards grouped by team with coloured tags,
// and team search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { periodSpan } from '../../src/domain/stats/periods';
import { racerTotals } from '../../src/server/db/schema';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { type Player, teamDriver } from './teamsHarness';

describe.each(testDatabases)('teams: boards and search on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());
  const { player, call, row, teamOf, memberOf } = teamDriver(() => server);

  it("shows a team's place and points in the current season's team board, or none yet", async () => {
    const first = await teamOf();
    const firstMember = await memberOf(first.teamID, first.founder);
    const second = await teamOf();
    const quiet = await teamOf();
    const span = periodSpan('season', server.clock.nowSeconds());
    const season = (p: Player, points: number) => ({
      site: 'typing',
      period: 'season',
      periodStart: span.start,
      userID: p.userID,
      races: 3,
      speedSum: 150,
      accuracySum: 290,
      points,
    });
    // The first team's two members outscore the second team's founder; a week row counts not.
    await server.services.storage.db
      .insert(racerTotals)
      .values([
        season(first.founder, 7_000_000),
        season(firstMember, 6_000_000),
        season(second.founder, 9_000_000),
        { ...season(quiet.founder, 50_000_000), period: 'week', periodStart: span.start },
      ]);
    const seasonOf = async (tag: string) =>
      (await call(null, 'GET', `/teams/${tag}`)).json().results.team.season;
    const a = await seasonOf(first.tag);
    const b = await seasonOf(second.tag);
    expect(a).toMatchObject({ points: 13_000_000, races: 6, start: span.start, end: span.end });
    expect(b).toMatchObject({ points: 9_000_000, races: 3 });
    expect(a.place).toBeGreaterThanOrEqual(1);
    expect(b.place).toBe(a.place + 1);
    // The same place as GET /leaderboards gives it over the season.
    const board = (await call(null, 'GET', '/leaderboards?time=season')).json().results;
    const row = board.teams.find((t: { teamID: number }) => t.teamID === first.teamID);
    expect(row.rank ?? board.teams.indexOf(row) + 1).toBe(a.place);
    // No points this season (its week does not count): no place.
    expect(await seasonOf(quiet.tag)).toMatchObject({ place: null, points: 0, races: 0 });
    // The math site has its own board.
    const math = await server.apps.math.inject({
      method: 'GET',
      url: `/api/v2/teams/${first.tag}`,
    });
    expect(math.json().results.team.season).toMatchObject({ place: null, points: 0 });
  });

  it('leaderboards group teams by their members, and tags in colour reach boards and profiles', async () => {
    const { founder, teamID, tag } = await teamOf({ tagColor: '#123456' });
    const member = await memberOf(teamID, founder);
    const loner = await player();
    const start = periodSpan('week', server.clock.nowSeconds()).start;
    const totals = (p: Player, points: number) => ({
      site: 'typing',
      period: 'week',
      periodStart: start,
      userID: p.userID,
      races: 2,
      speedSum: 100,
      accuracySum: 190,
      points,
    });
    await server.services.storage.db
      .insert(racerTotals)
      .values([totals(founder, 900_000), totals(member, 800_000), totals(loner, 1_000_000)]);
    const board = (await call(null, 'GET', '/leaderboards?time=week')).json().results;
    const mine = board.teams.find((t: { teamID: number }) => t.teamID === teamID);
    expect(mine).toMatchObject({ tag, tagColor: '#123456', races: 4, points: 1_700_000 });
    expect(board.teams[0].teamID).toBe(teamID);
    const racer = board.racers.find((r: { userID: number }) => r.userID === member.userID);
    expect(racer).toMatchObject({ tag, tagColor: '#123456' });
    const lone = board.racers.find((r: { userID: number }) => r.userID === loner.userID);
    expect(lone).toMatchObject({ tag: null, tagColor: null });
    const username = (await row(member)).username;
    const profile = (await call(null, 'GET', `/racer/${username}`)).json().results.racer;
    expect(profile).toMatchObject({ tag, tagColor: '#123456' });
    // The team page's stats and leaderboard come from the same totals.
    const page = (await call(member, 'GET', `/teams/${teamID}`)).json().results.team;
    expect(page.stats).toMatchObject({ races: 4, points: 1_700_000 });
    expect(page.leaderboard.map((r: { userID: number }) => r.userID)).toEqual([
      founder.userID,
      member.userID,
    ]);
  });

  it('search finds teams by the start of a tag or name and by the requirements a racer meets', async () => {
    const easy = await teamOf({ name: 'Zebra Zoomers', minRaces: 0, minSpeed: 0 });
    const hard = await teamOf({ name: 'Zebra Elite', minRaces: 500, minSpeed: 120 });
    const searcher = await player();
    const ids = async (body: object) =>
      (await call(searcher, 'POST', '/teams/search', body))
        .json()
        .results.teams.map((t: { teamID: number }) => t.teamID) as number[];
    const byName = await ids({ term: 'zebra' });
    expect(byName).toEqual(expect.arrayContaining([easy.teamID, hard.teamID]));
    expect(await ids({ term: easy.tag.toLowerCase() })).toEqual([easy.teamID]);
    const eligible = await ids({ term: 'zebra', racesPlayed: 10, speed: 50 });
    expect(eligible).toContain(easy.teamID);
    expect(eligible).not.toContain(hard.teamID);
    expect(await ids({ term: 'zebra_' })).toEqual([]);
    expect((await call(null, 'POST', '/teams/search', {})).statusCode).toBe(401);
  });
});
