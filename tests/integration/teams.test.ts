// The team calls of SPEC §7 against the real server and database: every transition of SPEC §4
// Team, officers-only actions (§6) refused to everyone else, money moved once under concurrency,
// and free text kept as plain, length-limited text.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { periodSpan } from '../../src/domain/stats/periods';
import { TEAM_CREATE_COST } from '../../src/domain/teams/teamRules';
import { notifications, racerTotals, teamApplications, users } from '../../src/server/db/schema';
import { findUserById } from '../../src/server/users/userRepo';
import {
  register,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  type TestServer,
} from './harness';

let tagCounter = 0;
const uniqueTag = () =>
  `T${(Date.now() % 1000).toString(36)}${(tagCounter++).toString(36)}`.slice(0, 6).toUpperCase();

describe.each(testDatabases)('teams on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  interface Player {
    userID: number;
    token: string;
  }

  async function player(
    money = 0,
    extra: Partial<typeof users.$inferInsert> = {},
  ): Promise<Player> {
    const res = await register(server.app, uniqueName('tm'));
    expect(res.statusCode).toBe(200);
    const userID = res.json().results.user.userID as number;
    await server.services.storage.db
      .update(users)
      .set({ money, ...extra })
      .where(eq(users.userID, userID));
    return { userID, token: tokenOf(res) };
  }

  const call = (who: Player | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url: `/api/v2${url}`,
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
      ...(method === 'POST' ? { payload: (payload ?? {}) as object } : {}),
    });

  const row = async (p: Player) => (await findUserById(server.services.storage.db, p.userID))!;

  const teamBody = (extra: Record<string, unknown> = {}) => ({
    tag: uniqueTag(),
    name: 'Speed Demons',
    tagColor: '#ff3366',
    enrollment: 'application',
    minRaces: 0,
    minSpeed: 0,
    otherRequirements: '',
    autoRemove: false,
    password: 'team-secret',
    ...extra,
  });

  async function teamOf(extra: Record<string, unknown> = {}) {
    const founder = await player(TEAM_CREATE_COST + 500);
    const res = await call(founder, 'POST', '/teams/create', teamBody(extra));
    expect(res.statusCode, res.body).toBe(200);
    const team = res.json().results.team as { teamID: number; tag: string };
    return { founder, teamID: team.teamID, tag: team.tag };
  }

  async function memberOf(teamID: number, founder: Player): Promise<Player> {
    const p = await player();
    expect((await call(p, 'POST', `/teams/${teamID}/apply`)).json().results.status).toBe('applied');
    expect((await call(founder, 'POST', `/team-applications/${p.userID}/accept`)).statusCode).toBe(
      200,
    );
    return p;
  }

  const noticesOf = async (p: Player, type: string) =>
    (
      await server.services.storage.db
        .select()
        .from(notifications)
        .where(eq(notifications.userID, p.userID))
    ).filter((n) => n.type === type);

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
