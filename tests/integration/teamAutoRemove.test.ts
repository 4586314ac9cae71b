// A team's autoRemove (src/domain/teams/autoRemove.ts) against the real server and database: the
// periodic job removes the idle members of teams that have it on, nobody else (officers, active
// racers, newcomers, other teams), clears the removed players' team fields, and is idempotent:
// two runs at once remove each member once, and a later run removes nobody.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AUTO_REMOVE_INACTIVE_DAYS } from '../../src/domain/teams/autoRemove';
import { TEAM_CREATE_COST } from '../../src/domain/teams/teamRules';
import { teamMembers, users } from '../../src/server/db/schema';
import { findUserById } from '../../src/server/users/userRepo';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { type Player, teamDriver, uniqueTag } from './teamsHarness';

const DAY = 86_400;

describe.each(testDatabases)('team autoRemove on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const { player, call: request, teamBody } = teamDriver(() => server);
  const call = (who: Player, url: string, payload: object = {}) =>
    request(who, 'POST', url, payload);

  /** An open team with autoRemove as given, and `n` members who joined it. */
  async function team(autoRemove: boolean, n: number) {
    const founder = await player(TEAM_CREATE_COST);
    const res = await call(
      founder,
      '/teams/create',
      teamBody({
        tag: uniqueTag('A'),
        name: 'Idle Hands',
        tagColor: '#3366ff',
        enrollment: 'open',
        autoRemove,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const teamID = res.json().results.team.teamID as number;
    const members: Player[] = [];
    for (let i = 0; i < n; i += 1) {
      const member = await player();
      const joined = await call(member, `/teams/${teamID}/apply`);
      expect(joined.json().results.status, joined.body).toBe('joined');
      members.push(member);
    }
    return { founder, teamID, members };
  }

  const db = () => server.services.storage.db;
  /** Sets when a player joined their team and last raced, `daysAgo` before now. */
  async function activity(p: Player, joinedDaysAgo: number, racedDaysAgo: number | null) {
    const now = Math.floor(Date.now() / 1000);
    await db()
      .update(teamMembers)
      .set({ joinedStamp: now - joinedDaysAgo * DAY })
      .where(eq(teamMembers.userID, p.userID));
    await db()
      .update(users)
      .set({ lastConsecRace: racedDaysAgo === null ? 0 : now - racedDaysAgo * DAY })
      .where(eq(users.userID, p.userID));
  }
  const inTeam = async (p: Player) => (await findUserById(db(), p.userID))!.teamID;

  it('removes idle members of autoRemove teams only, once, however many runs overlap', async () => {
    const idle = AUTO_REMOVE_INACTIVE_DAYS + 5;
    const on = await team(true, 4);
    const [gone, neverRaced, active, newcomer] = on.members as [Player, Player, Player, Player];
    await activity(gone, 200, idle);
    await activity(neverRaced, 200, null);
    await activity(active, 200, 2);
    await activity(newcomer, 1, null);
    // The founder (an officer) is idle too, and stays.
    await activity(on.founder, 200, idle);
    const off = await team(false, 1);
    await activity(off.members[0]!, 200, idle);

    // Two processes' runs at once, and the job itself.
    const [first, second] = await Promise.all([
      server.services.teams.removeInactiveMembers(on.teamID),
      server.services.teams.removeInactiveMembers(on.teamID),
    ]);
    expect([...first, ...second].sort()).toEqual([gone.userID, neverRaced.userID].sort());
    expect(await server.services.teamAutoRemover.runOnce()).toBe(0);

    expect(await inTeam(gone)).toBeNull();
    expect(await inTeam(neverRaced)).toBeNull();
    const goneRow = (await findUserById(db(), gone.userID))!;
    expect(goneRow).toMatchObject({ teamTag: null, teamRole: null });
    for (const stays of [active, newcomer, on.founder]) expect(await inTeam(stays)).toBe(on.teamID);
    expect(await inTeam(off.members[0]!)).toBe(off.teamID);
    const roster = await db()
      .select({ userID: teamMembers.userID })
      .from(teamMembers)
      .where(eq(teamMembers.teamID, on.teamID));
    expect(roster.map((r) => r.userID).sort()).toEqual(
      [on.founder.userID, active.userID, newcomer.userID].sort(),
    );
  }, 60_000);

  it('the job removes an idle member of a team that turns autoRemove on', async () => {
    const later = await team(false, 1);
    const member = later.members[0]!;
    await activity(member, 100, AUTO_REMOVE_INACTIVE_DAYS + 1);
    expect(await server.services.teamAutoRemover.runOnce()).toBe(0);
    expect(await inTeam(member)).toBe(later.teamID);
    const edit = await call(later.founder, '/teams/update', { autoRemove: true });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await server.services.teamAutoRemover.runOnce()).toBe(1);
    expect(await inTeam(member)).toBeNull();
  }, 60_000);
});
