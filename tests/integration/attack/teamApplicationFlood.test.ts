// Attack: a racer applies to a team, joins an open team (which withdraws the application), leaves
// it, and applies again, round after round. Each round used to record and push a new
// `team-application` notice to every officer of the first team: a notice flood that needs no
// one's consent. An officer holds at most one unseen notice per applicant and team. The same
// for joining an open team and leaving it, round after round: every member used to get a
// `team-member-joined` notice each time.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { notifications } from '../../../src/server/db/schema';
import { startTestServer, testDatabases, type TestServer } from '../harness';
import { makeUser, type TestUser } from '../realtimeHarness';

describe.each(testDatabases)('team application flood on $name', (database) => {
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
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: Record<string, unknown> }).results;
  };
  const found = async (u: TestUser, tag: string, enrollment: string) => {
    const results = await call(u, '/teams/create', {
      tag,
      name: `Team ${tag}`,
      tagColor: '#336699',
      minRaces: 0,
      minSpeed: 0,
      otherRequirements: '',
      enrollment,
      autoRemove: false,
      password: 'team-secret',
    });
    return (results.team as { teamID: number }).teamID;
  };
  const noticesOf = async (u: TestUser, type = 'team-application') =>
    server.services.storage.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userID, u.userID), eq(notifications.type, type)));

  it('apply, join elsewhere, leave, apply again: the officer gets one notice', async () => {
    const officer = await makeUser(server.app, server.services, { money: 10_000 });
    const other = await makeUser(server.app, server.services, { money: 10_000 });
    const attacker = await makeUser(server.app, server.services);
    const suffix = String(officer.userID % 1000);
    const closed = await found(officer, `A${suffix}`, 'application');
    const open = await found(other, `B${suffix}`, 'open');
    for (let round = 0; round < 5; round += 1) {
      expect((await call(attacker, `/teams/${closed}/apply`)).status).toBe('applied');
      expect((await call(attacker, `/teams/${open}/apply`)).status).toBe('joined');
      await call(attacker, '/teams/leave');
    }
    const notices = await noticesOf(officer);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.data).toMatchObject({ userID: attacker.userID, teamID: closed });
    // Once the officer has seen it, a new application is news again.
    await server.services.storage.db
      .update(notifications)
      .set({ seen: true })
      .where(eq(notifications.userID, officer.userID));
    expect((await call(attacker, `/teams/${closed}/apply`)).status).toBe('applied');
    expect(await noticesOf(officer)).toHaveLength(2);
  });

  it('join an open team, leave, join again: each member gets one notice', async () => {
    const officer = await makeUser(server.app, server.services, { money: 10_000 });
    const attacker = await makeUser(server.app, server.services);
    const open = await found(officer, `J${officer.userID % 10_000}`, 'open');
    for (let round = 0; round < 5; round += 1) {
      expect((await call(attacker, `/teams/${open}/apply`)).status).toBe('joined');
      await call(attacker, '/teams/leave');
    }
    const notices = await noticesOf(officer, 'team-member-joined');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.data).toMatchObject({ userID: attacker.userID, teamID: open });
  });
});
