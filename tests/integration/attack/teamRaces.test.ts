// Attack probes on team and friend transitions fired at once (Promise.all), kept as regressions:
// nothing here found a hole, and each asserts what must hold whatever order the calls land in.
// - a racer joining two open teams at once is in exactly one, and their row agrees;
// - eight foundings and a join at once, with the cash for one team: one team, one charge;
// - the last two officers demoting themselves and leaving at once: a team never loses its last
//   officer while members remain;
// - two officers kicking each other at once: one kick lands, the other is refused;
// - two players asking each other at once, three times each: friends once, no request left.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TEAM_CREATE_COST } from '../../../src/domain/teams/teamRules';
import { friendships, friendRequests, ledger, teamMembers } from '../../../src/server/db/schema';
import { startTestServer, testDatabases, type TestServer } from '../harness';
import { teamDriver } from '../teamsHarness';

describe.each(testDatabases)('attack: team and friend calls at once on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  }, 180_000);
  afterAll(() => server?.close());
  const { player, call, row, teamOf, memberOf, teamBody } = teamDriver(() => server);
  const db = () => server.services.storage.db;
  const rosterOf = async (teamID: number) =>
    db().select().from(teamMembers).where(eq(teamMembers.teamID, teamID));
  const failFormat = (answers: { statusCode: number; json(): { status: string } }[]) => {
    for (const a of answers) {
      expect(a.statusCode).toBeLessThan(500);
      if (a.statusCode !== 200) expect(a.json().status).toBe('FAIL');
    }
  };

  it('joining two open teams at once lands in one', async () => {
    const a = await teamOf({ enrollment: 'open' });
    const b = await teamOf({ enrollment: 'open' });
    const racers = await Promise.all(Array.from({ length: 5 }, () => player()));
    const answers = await Promise.all(
      racers.flatMap((r) => [
        call(r, 'POST', `/teams/${a.teamID}/apply`),
        call(r, 'POST', `/teams/${b.teamID}/apply`),
      ]),
    );
    failFormat(answers);
    expect(answers.filter((x) => x.statusCode === 200)).toHaveLength(racers.length);
    const members = [...(await rosterOf(a.teamID)), ...(await rosterOf(b.teamID))];
    for (const r of racers) {
      const mine = members.filter((m) => m.userID === r.userID);
      expect(mine).toHaveLength(1);
      expect((await row(r)).teamID).toBe(mine[0]!.teamID);
    }
  }, 120_000);

  it('eight foundings and a join at once, with cash for one: one team, charged once', async () => {
    const founder = await player(TEAM_CREATE_COST);
    const open = await teamOf({ enrollment: 'open' });
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => call(founder, 'POST', '/teams/create', teamBody())),
      call(founder, 'POST', `/teams/${open.teamID}/apply`),
    ]);
    failFormat(answers);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const memberships = (await db().select().from(teamMembers)).filter(
      (m) => m.userID === founder.userID,
    );
    expect(memberships).toHaveLength(1);
    const charges = (await db().select().from(ledger)).filter(
      (l) => l.userID === founder.userID && l.kind === 'team-founding',
    );
    const founded = memberships[0]!.teamID !== open.teamID;
    expect(charges).toHaveLength(founded ? 1 : 0);
    expect((await row(founder)).money).toBe(founded ? 0 : TEAM_CREATE_COST);
  }, 120_000);

  it('the last two officers stepping down at once leave an officer while members remain', async () => {
    const { founder, teamID } = await teamOf();
    const second = await memberOf(teamID, founder);
    await memberOf(teamID, founder);
    expect((await call(founder, 'POST', `/team-members/${second.userID}/promote`)).statusCode).toBe(
      200,
    );
    const answers = await Promise.all([
      call(founder, 'POST', `/team-members/${founder.userID}/demote`),
      call(second, 'POST', `/team-members/${second.userID}/demote`),
      call(founder, 'POST', '/teams/leave'),
      call(second, 'POST', '/teams/leave'),
    ]);
    failFormat(answers);
    const roster = await rosterOf(teamID);
    expect(roster.length).toBeGreaterThan(0);
    expect(roster.filter((m) => m.role === 'officer').length).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('two officers kicking each other at once: one kick lands', async () => {
    const { founder, teamID } = await teamOf();
    const other = await memberOf(teamID, founder);
    await call(founder, 'POST', `/team-members/${other.userID}/promote`);
    const answers = await Promise.all([
      call(founder, 'POST', `/team-members/${other.userID}/kick`),
      call(other, 'POST', `/team-members/${founder.userID}/kick`),
    ]);
    failFormat(answers);
    // The loser is no officer any more (403), or no member at all by the time it is read (409).
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const roster = await rosterOf(teamID);
    expect(roster).toHaveLength(1);
    expect(roster[0]!.role).toBe('officer');
  }, 120_000);

  it('two players asking each other at once become friends once, with no request left', async () => {
    const a = await player();
    const b = await player();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2
          ? call(a, 'POST', `/friend-requests/${b.userID}/request`)
          : call(b, 'POST', `/friend-requests/${a.userID}/request`),
      ),
    );
    failFormat(answers);
    const pair = (await db().select().from(friendships)).filter(
      (f) => f.userID === a.userID || f.userID === b.userID,
    );
    expect(pair.map((f) => [f.userID, f.friendID]).sort()).toEqual(
      [
        [a.userID, b.userID],
        [b.userID, a.userID],
      ].sort(),
    );
    const pending = (await db().select().from(friendRequests)).filter(
      (r) =>
        [a.userID, b.userID].includes(r.fromUserID) || [a.userID, b.userID].includes(r.toUserID),
    );
    expect(pending).toHaveLength(0);
    expect([(await row(a)).requests, (await row(b)).requests]).toEqual([0, 0]);
  }, 120_000);
});
