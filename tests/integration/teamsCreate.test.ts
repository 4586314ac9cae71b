// Founding a team (SPEC §4 Team): the cost moved once, even under concurrency; and its settings,
// MOTD and names kept as plain text that every member sees.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TEAM_CREATE_COST } from '../../src/domain/teams/teamRules';
import { users } from '../../src/server/db/schema';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { teamDriver } from './teamsHarness';

describe.each(testDatabases)('teams: founding and settings on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());
  const { player, call, row, teamBody, teamOf, memberOf } = teamDriver(() => server);

  it('creating a team makes the founder officer, deducts the cost and sets tag and colour', async () => {
    const founder = await player(TEAM_CREATE_COST + 123);
    const body = teamBody({ tagColor: '#AABBCC' });
    const res = await call(founder, 'POST', '/teams/create', body);
    expect(res.statusCode, res.body).toBe(200);
    const { user, team } = res.json().results;
    expect(user.money).toBe(123);
    expect(user.teamRole).toBe('officer');
    expect(user.tag).toBe(body.tag);
    expect(user.tagColor).toBe('#aabbcc');
    expect(team.members).toBe(1);
    const stored = await row(founder);
    expect(stored.money).toBe(123);
    expect(stored.teamID).toBe(team.teamID);
    // The password is stored hashed, never as sent.
    const page = await call(founder, 'GET', `/teams/${body.tag.toLowerCase()}`);
    expect(page.json().results.team.info.teamID).toBe(team.teamID);
    expect(page.body).not.toContain('team-secret');
  });

  it('refuses a team without the money, a taken tag (any case) and a second team', async () => {
    const poor = await player(TEAM_CREATE_COST - 1);
    const refused = await call(poor, 'POST', '/teams/create', teamBody());
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ status: 'FAIL', code: 'NOT_ENOUGH_MONEY' });
    expect((await row(poor)).money).toBe(TEAM_CREATE_COST - 1);

    const { founder, tag } = await teamOf();
    const rival = await player(TEAM_CREATE_COST);
    const taken = await call(rival, 'POST', '/teams/create', teamBody({ tag: tag.toLowerCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('TAG_TAKEN');
    expect((await row(rival)).money).toBe(TEAM_CREATE_COST);

    await server.services.storage.db
      .update(users)
      .set({ money: TEAM_CREATE_COST * 3 })
      .where(eq(users.userID, founder.userID));
    const second = await call(founder, 'POST', '/teams/create', teamBody());
    expect(second.json().code).toBe('IN_A_TEAM');
  });

  it('creating twice at once with money for one founds one team and charges once', async () => {
    const founder = await player(TEAM_CREATE_COST);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call(founder, 'POST', '/teams/create', teamBody())),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 409 || c === 402)).toBe(true);
    expect((await row(founder)).money).toBe(0);
  });

  it('MOTD and names are stored as text (HTML inert), the MOTD badge is set for members and seen on the team page', async () => {
    const { founder, teamID, tag } = await teamOf({ name: '<img src=x onerror=1>' });
    const member = await memberOf(teamID, founder);
    const message = '<script>alert(1)</script> race at 8';
    expect((await call(founder, 'POST', '/teams/motd', { message })).statusCode).toBe(200);
    expect((await row(member)).motdNotification).toBe(true);
    expect((await row(founder)).motdNotification).toBe(false);
    const outsider = await player();
    const publicPage = (await call(outsider, 'GET', `/teams/${tag}`)).json().results.team;
    expect(publicPage.motd).toBeNull();
    expect(publicPage.info.name).toBe('<img src=x onerror=1>');
    const page = (await call(member, 'GET', `/teams/${teamID}?isMember=1`)).json().results.team;
    expect(page.motd.message).toBe(message);
    const seen = await row(member);
    expect([seen.motdNotification, seen.newTeamMembers]).toEqual([false, 0]);

    // Boosts name the current MOTD; a stale one is refused.
    const boost = await call(member, 'POST', '/teams/boost', {
      boostID: 2,
      teamMotdID: page.motd.motdID,
    });
    expect(boost.statusCode, boost.body).toBe(200);
    const stale = await call(member, 'POST', '/teams/boost', {
      boostID: 2,
      teamMotdID: page.motd.motdID + 5,
    });
    expect(stale.json().code).toBe('STALE_MOTD');
    const after = (await call(member, 'GET', `/teams/${teamID}`)).json().results.team;
    expect(after.motd.boosts).toEqual([{ boostID: 2, count: 1 }]);
    expect(after.motd.myBoost).toBe(2);

    // A newcomer joining a team with a message of the day has it to read.
    const newcomer = await memberOf(teamID, founder);
    expect((await row(newcomer)).motdNotification).toBe(true);
  });

  it('update changes settings and every member sees the new name and colour', async () => {
    const { founder, teamID } = await teamOf();
    const member = await memberOf(teamID, founder);
    const res = await call(founder, 'POST', '/teams/update', {
      name: 'Renamed Crew',
      tagColor: '#00FF00',
      enrollment: 'open',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.team).toMatchObject({
      name: 'Renamed Crew',
      tagColor: '#00ff00',
      enrollment: 'open',
    });
    const m = await row(member);
    expect([m.teamName, m.teamTagColor]).toEqual(['Renamed Crew', '#00ff00']);
    expect((await call(founder, 'POST', '/teams/update', {})).statusCode).toBe(200);
  });
});
