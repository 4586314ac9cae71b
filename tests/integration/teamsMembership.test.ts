// Joining and leaving a team (SPEC §4 Team): applications, invites, kicks and disbanding, and the
// counts that follow them, also when officers act at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { teamApplications } from '../../src/server/db/schema';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { teamDriver } from './teamsHarness';

describe.each(testDatabases)('teams: membership on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());
  const { player, call, row, teamOf, memberOf, noticesOf } = teamDriver(() => server);

  it('apply: applied for a team that reviews, joined for an open one; requirements checked on the server', async () => {
    const { founder, teamID } = await teamOf();
    const racer = await player();
    const res = await call(racer, 'POST', `/teams/${teamID}/apply`);
    expect(res.json().results.status).toBe('applied');
    expect((await row(founder)).teamApplications).toBe(1);
    expect(await noticesOf(founder, 'team-application')).toHaveLength(1);
    const again = await call(racer, 'POST', `/teams/${teamID}/apply`);
    expect(again.json().code).toBe('ALREADY_APPLIED');

    const open = await teamOf({ enrollment: 'open' });
    const joiner = await player();
    const joined = await call(joiner, 'POST', `/teams/${open.teamID}/apply`);
    expect(joined.json().results.status).toBe('joined');
    expect(joined.json().results.user.tag).toBe(open.tag);
    expect((await row(open.founder)).newTeamMembers).toBe(1);
    expect(await noticesOf(open.founder, 'team-member-joined')).toHaveLength(1);

    const strict = await teamOf({ enrollment: 'open', minRaces: 10, minSpeed: 40 });
    const slow = await player(0, { racesPlayed: 50, avgSpeed: 30 });
    const refused = await call(slow, 'POST', `/teams/${strict.teamID}/apply`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('REQUIREMENTS');
    const fast = await player(0, { racesPlayed: 10, avgSpeed: 40 });
    expect((await call(fast, 'POST', `/teams/${strict.teamID}/apply`)).json().results.status).toBe(
      'joined',
    );
  });

  it('accepting an application joins the racer, clears their applications elsewhere and lowers every count', async () => {
    const a = await teamOf();
    const b = await teamOf();
    const racer = await player();
    await call(racer, 'POST', `/teams/${a.teamID}/apply`);
    await call(racer, 'POST', `/teams/${b.teamID}/apply`);
    expect((await row(b.founder)).teamApplications).toBe(1);
    const res = await call(a.founder, 'POST', `/team-applications/${racer.userID}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.user.teamApplications).toBe(0);
    const joined = await row(racer);
    expect(joined.teamID).toBe(a.teamID);
    expect(joined.teamTag).toBe(a.tag);
    expect(joined.teamRole).toBe('member');
    // Their application to b is withdrawn and b's officer count falls.
    expect((await row(b.founder)).teamApplications).toBe(0);
    expect(await noticesOf(racer, 'team-accept')).toHaveLength(1);
    const page = await call(b.founder, 'GET', '/teams/applications');
    expect(page.json().results.applications).toEqual([]);
  });

  it('two officers accepting the same application at once: one joins it, the count never goes below 0', async () => {
    const { founder, teamID } = await teamOf();
    const second = await memberOf(teamID, founder);
    expect((await call(founder, 'POST', `/team-members/${second.userID}/promote`)).statusCode).toBe(
      200,
    );
    const racer = await player();
    await call(racer, 'POST', `/teams/${teamID}/apply`);
    expect((await row(second)).teamApplications).toBe(1);
    const answers = await Promise.all([
      call(founder, 'POST', `/team-applications/${racer.userID}/accept`),
      call(second, 'POST', `/team-applications/${racer.userID}/accept`),
      call(founder, 'POST', `/team-applications/${racer.userID}/accept`),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 404, 404]);
    expect((await row(founder)).teamApplications).toBe(0);
    expect((await row(second)).teamApplications).toBe(0);
    const page = (await call(founder, 'GET', `/teams/${teamID}`)).json().results.team;
    expect(page.members.filter((m: { userID: number }) => m.userID === racer.userID)).toHaveLength(
      1,
    );
  });

  it('deny, accept-all and deny-all: counts fall and reach 0', async () => {
    const { founder, teamID } = await teamOf();
    const applicants = await Promise.all([player(), player(), player(), player()]);
    for (const p of applicants) await call(p, 'POST', `/teams/${teamID}/apply`);
    expect((await row(founder)).teamApplications).toBe(4);
    const denied = await call(founder, 'POST', `/team-applications/${applicants[0]!.userID}/deny`);
    expect(denied.json().results.user.teamApplications).toBe(3);
    expect((await row(applicants[0]!)).teamID).toBeNull();
    const all = await call(founder, 'POST', '/team-applications/accept-all');
    expect(all.json().results).toMatchObject({ count: 3, user: { teamApplications: 0 } });
    for (const p of applicants.slice(1)) expect((await row(p)).teamID).toBe(teamID);

    const late = await player();
    await call(late, 'POST', `/teams/${teamID}/apply`);
    const none = await call(founder, 'POST', '/team-applications/deny-all');
    expect(none.json().results).toMatchObject({ count: 1, user: { teamApplications: 0 } });
    expect((await row(late)).teamID).toBeNull();
  });

  it('accept-all: every member, old and new, counts each newcomer who joins after them', async () => {
    const { founder, teamID } = await teamOf();
    const member = await memberOf(teamID, founder);
    const founderBefore = (await row(founder)).newTeamMembers;
    const memberBefore = (await row(member)).newTeamMembers;
    const applicants = [await player(), await player(), await player()];
    for (const p of applicants) await call(p, 'POST', `/teams/${teamID}/apply`);
    const all = await call(founder, 'POST', '/team-applications/accept-all');
    expect(all.json().results).toMatchObject({
      count: 3,
      user: { newTeamMembers: founderBefore + 3, teamApplications: 0 },
    });
    expect((await row(founder)).newTeamMembers).toBe(founderBefore + 3);
    expect((await row(member)).newTeamMembers).toBe(memberBefore + 3);
    // Accepted in the order they applied: each counts the ones accepted after them.
    const counts = [];
    for (const p of applicants) counts.push((await row(p)).newTeamMembers);
    expect(counts).toEqual([2, 1, 0]);
    expect(await noticesOf(member, 'team-member-joined')).toHaveLength(3);
  });

  it('accept-all racing a member leaving: both land and the roster stays consistent', async () => {
    const { founder, teamID } = await teamOf();
    const leaver = await memberOf(teamID, founder);
    const applicants = await Promise.all([player(), player(), player()]);
    for (const p of applicants) await call(p, 'POST', `/teams/${teamID}/apply`);
    const [all, left] = await Promise.all([
      call(founder, 'POST', '/team-applications/accept-all'),
      call(leaver, 'POST', '/teams/leave'),
    ]);
    expect(all.statusCode, all.body).toBe(200);
    expect(left.statusCode, left.body).toBe(200);
    expect((await row(leaver)).teamID).toBeNull();
    const page = (await call(founder, 'GET', `/teams/${teamID}`)).json().results.team;
    expect(page.info.members).toBe(4);
    expect((await row(founder)).teamApplications).toBe(0);
    const left2 = await server.services.storage.db
      .select()
      .from(teamApplications)
      .where(eq(teamApplications.teamID, teamID));
    expect(left2).toEqual([]);
  });

  it('invites: a team-invite raises the count, ignore lowers it, accept joins and clears it', async () => {
    const { founder, teamID, tag } = await teamOf({ enrollment: 'invite-only' });
    const racer = await player();
    const closed = await call(racer, 'POST', `/teams/${teamID}/apply`);
    expect(closed.json().code).toBe('INVITE_ONLY');
    expect(
      (await call(founder, 'POST', `/teams/${teamID}/invite`, { userID: racer.userID })).statusCode,
    ).toBe(200);
    expect((await row(racer)).teamApplications).toBe(1);
    expect(await noticesOf(racer, 'team-invite')).toHaveLength(1);
    const again = await call(founder, 'POST', `/teams/${teamID}/invite`, { userID: racer.userID });
    expect(again.json().code).toBe('ALREADY_INVITED');
    const search = await call(racer, 'POST', '/teams/search', { invites: true });
    expect(search.json().results.teams.map((t: { teamID: number }) => t.teamID)).toEqual([teamID]);

    const ignored = await call(racer, 'POST', `/teams/${teamID}/ignore-invite`);
    expect(ignored.json().results.user.teamApplications).toBe(0);
    const twice = await call(racer, 'POST', `/teams/${teamID}/ignore-invite`);
    expect(twice.statusCode).toBe(404);
    expect((await row(racer)).teamApplications).toBe(0);

    await call(founder, 'POST', `/teams/${teamID}/invite`, { userID: racer.userID });
    const accepted = await call(racer, 'POST', `/teams/${teamID}/accept-invite`);
    expect(accepted.json().results).toMatchObject({ teamID, tag, tagColor: '#ff3366' });
    expect(accepted.json().results.user.teamApplications).toBe(0);
    expect((await row(founder)).newTeamMembers).toBe(1);
  });

  it('leaving, kicking and disbanding clear the team; the last officer cannot leave', async () => {
    const { founder, teamID } = await teamOf();
    const lonely = await call(founder, 'POST', '/teams/leave');
    expect(lonely.json().code).toBe('LAST_OFFICER');
    const member = await memberOf(teamID, founder);
    const kicked = await memberOf(teamID, founder);
    expect((await call(founder, 'POST', '/teams/leave')).json().code).toBe('LAST_OFFICER');
    expect((await call(founder, 'POST', `/team-members/${kicked.userID}/kick`)).statusCode).toBe(
      200,
    );
    const gone = await row(kicked);
    expect([gone.teamID, gone.teamTag, gone.teamRole]).toEqual([null, null, null]);
    expect((await call(founder, 'POST', `/team-members/${member.userID}/promote`)).statusCode).toBe(
      200,
    );
    expect((await call(founder, 'POST', '/teams/leave')).statusCode).toBe(200);
    expect((await row(founder)).teamID).toBeNull();
    // The new (last) officer cannot demote themselves.
    expect((await call(member, 'POST', `/team-members/${member.userID}/demote`)).json().code).toBe(
      'LAST_OFFICER',
    );
    const wrong = await call(member, 'POST', '/teams/disband', { password: 'nope' });
    expect(wrong.statusCode).toBe(403);
    expect((await row(member)).teamID).toBe(teamID);
    const disbanded = await call(member, 'POST', '/teams/disband', { password: 'team-secret' });
    expect(disbanded.statusCode, disbanded.body).toBe(200);
    expect((await row(member)).teamID).toBeNull();
    expect((await call(null, 'GET', `/teams/${teamID}`)).json().results.team).toBeNull();
  });
});
