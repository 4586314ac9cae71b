// Officers-only team actions (SPEC §6): refused to everyone else, and forged or malformed input
// refused with the FAIL format, never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, testDatabases, type TestServer } from './harness';
import { teamDriver } from './teamsHarness';

describe.each(testDatabases)('teams: officers only on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());
  const { player, call, row, teamBody, teamOf, memberOf } = teamDriver(() => server);

  it('only officers act for a team, and only for their own (every officer route)', async () => {
    const { founder, teamID } = await teamOf();
    const member = await memberOf(teamID, founder);
    const other = await teamOf();
    const applicant = await player();
    await call(applicant, 'POST', `/teams/${teamID}/apply`);
    const outsider = await player();
    const officerCalls: [string, unknown?][] = [
      [`/teams/${teamID}/invite`, { userID: outsider.userID }],
      ['/teams/update', { name: 'Hijacked' }],
      ['/teams/disband', { password: 'team-secret' }],
      ['/teams/motd', { message: 'hi' }],
      [`/team-applications/${applicant.userID}/accept`],
      [`/team-applications/${applicant.userID}/deny`],
      ['/team-applications/accept-all'],
      ['/team-applications/deny-all'],
      [`/team-members/${founder.userID}/promote`],
      [`/team-members/${founder.userID}/demote`],
      [`/team-members/${founder.userID}/kick`],
    ];
    for (const [url, body] of officerCalls) {
      const res = await call(member, 'POST', url, body);
      expect([403], `${url}: ${res.body}`).toContain(res.statusCode);
      expect(res.json().status).toBe('FAIL');
    }
    expect((await call(member, 'GET', '/teams/applications')).statusCode).toBe(403);
    // An officer of another team cannot invite into, or act on members of, this one.
    const foreign = await call(other.founder, 'POST', `/teams/${teamID}/invite`, {
      userID: outsider.userID,
    });
    expect(foreign.statusCode).toBe(403);
    const forged = await call(other.founder, 'POST', `/team-members/${member.userID}/kick`);
    expect(forged.statusCode).toBe(404);
    expect((await row(member)).teamID).toBe(teamID);
    const notTheirs = await call(
      other.founder,
      'POST',
      `/team-applications/${applicant.userID}/accept`,
    );
    expect(notTheirs.statusCode).toBe(404);
    expect((await row(applicant)).teamID).toBeNull();
    // Without a session, nothing.
    expect((await call(null, 'POST', '/teams/leave')).statusCode).toBe(401);
    const page = await call(founder, 'GET', `/teams/${teamID}`);
    expect(page.json().results.team.info.name).toBe('Speed Demons');
  });

  it("an officer's answer carries their own row as it now is: renamed, or demoted", async () => {
    const { founder, teamID } = await teamOf();
    const renamed = await call(founder, 'POST', '/teams/update', {
      name: 'Fresh Paint',
      tagColor: '#0000FF',
    });
    expect(renamed.json().results.user).toMatchObject({
      teamName: 'Fresh Paint',
      tagColor: '#0000ff',
    });
    const second = await memberOf(teamID, founder);
    expect((await call(founder, 'POST', `/team-members/${second.userID}/promote`)).statusCode).toBe(
      200,
    );
    const demoted = await call(founder, 'POST', `/team-members/${founder.userID}/demote`);
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(demoted.json().results.user).toMatchObject({ teamRole: 'member', teamApplications: 0 });
    const kicked = await call(second, 'POST', `/team-members/${founder.userID}/kick`);
    expect(kicked.json().results.user).toMatchObject({ teamRole: 'officer', teamID });
  });

  it('forged and malformed ids and bodies are refused with the FAIL format, never a 5xx', async () => {
    const { founder } = await teamOf();
    const cases: [string, 'GET' | 'POST', unknown?][] = [
      ['/teams/999999999/apply', 'POST'],
      ['/teams/0/apply', 'POST'],
      ['/teams/-1/accept-invite', 'POST'],
      ['/teams/abc/ignore-invite', 'POST'],
      ['/teams/99999999999/apply', 'POST'],
      ['/team-members/999999/kick', 'POST'],
      ['/team-applications/1e3/accept', 'POST'],
      ['/teams/create', 'POST', { ...teamBody(), extra: 1 }],
      ['/teams/create', 'POST', teamBody({ tag: '<b>' })],
      ['/teams/create', 'POST', teamBody({ tag: '1234' })],
      ['/teams/create', 'POST', teamBody({ tagColor: 'red' })],
      ['/teams/create', 'POST', teamBody({ name: 'x'.repeat(31) })],
      ['/teams/create', 'POST', teamBody({ name: 'nul\u0000name' })],
      ['/teams/create', 'POST', teamBody({ minSpeed: -1 })],
      ['/teams/motd', 'POST', { message: 'x'.repeat(501) }],
      ['/teams/motd', 'POST', { message: 'line\nbreak' }],
      ['/teams/boost', 'POST', { boostID: 99, teamMotdID: 1 }],
      ['/teams/search', 'POST', { term: '%'.repeat(40) }],
      ['/teams/%00', 'GET'],
      ['/teams/' + 'x'.repeat(40), 'GET'],
    ];
    for (const [url, method, body] of cases) {
      const res = await call(founder, method, url, body);
      expect(res.statusCode, `${url} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().status).toBe('FAIL');
    }
    const wild = await call(founder, 'POST', '/teams/search', { term: '%' });
    expect(wild.json().results.teams).toEqual([]);
  });
});
