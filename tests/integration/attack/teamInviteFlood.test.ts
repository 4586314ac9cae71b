// Attack: a team officer invites every racer on the site, one id after another. Each invite
// records and pushes a `team-invite` notice to a stranger (and raises their Team badge), and
// nothing used to stop it. A team has at most TEAM_PENDING_INVITES_MAX invites waiting.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TEAM_PENDING_INVITES_MAX } from '../../../src/domain/teams/teamRules';
import { teamInvites } from '../../../src/server/db/schema';
import { startTestServer, testDatabases, type TestServer } from '../harness';
import { makeUser, type TestUser } from '../realtimeHarness';

describe.each(testDatabases)('team invite flood on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  }, 180_000);
  afterAll(() => server?.close());

  const call = async (u: TestUser, url: string, payload: object = {}) => {
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/v2${url}`,
      headers: { authorization: `Bearer ${u.token}` },
      payload,
    });
    return { statusCode: res.statusCode, body: res.json() as { status: string; code?: string } };
  };

  it('invites stop at the cap of waiting invites; an ignored one frees a place', async () => {
    const officer = await makeUser(server.app, server.services, { money: 10_000 });
    const created = await call(officer, '/teams/create', {
      tag: `F${officer.userID % 10_000}`,
      name: 'Flooders',
      tagColor: '#336699',
      minRaces: 0,
      minSpeed: 0,
      otherRequirements: '',
      enrollment: 'invite-only',
      autoRemove: false,
      password: 'team-secret',
    });
    expect(created.statusCode).toBe(200);
    const teamID = (created.body as unknown as { results: { team: { teamID: number } } }).results
      .team.teamID;
    const strangers: TestUser[] = [];
    for (let i = 0; i < TEAM_PENDING_INVITES_MAX + 3; i += 1)
      strangers.push(await makeUser(server.app, server.services));
    const answers = await Promise.all(
      strangers.map((s) => call(officer, `/teams/${teamID}/invite`, { userID: s.userID })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(TEAM_PENDING_INVITES_MAX);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.body).toMatchObject({ status: 'FAIL', code: 'TOO_MANY_INVITES' });
    }
    const db = server.services.storage.db;
    const sent = await db.select().from(teamInvites).where(eq(teamInvites.teamID, teamID));
    expect(sent).toHaveLength(TEAM_PENDING_INVITES_MAX);
    const invited = strangers.find((s) => sent.some((r) => r.userID === s.userID))!;
    const waiting = strangers.find((s) => !sent.some((r) => r.userID === s.userID))!;
    expect((await call(invited, `/teams/${teamID}/ignore-invite`)).statusCode).toBe(200);
    expect(
      (await call(officer, `/teams/${teamID}/invite`, { userID: waiting.userID })).statusCode,
    ).toBe(200);
  }, 120_000);
});
