// Attack: a script sends a friend request to every racer on the site, one id after another. Each
// request records and pushes a `friend-requests` notice to a stranger, and nothing used to stop
// it. A player has at most SENT_REQUESTS_MAX requests waiting for an answer; an answer frees one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SENT_REQUESTS_MAX } from '../../../src/domain/friends/friendRules';
import { friendRequests, notifications } from '../../../src/server/db/schema';
import { startTestServer, testDatabases, type TestServer } from '../harness';
import { makeUser, type TestUser } from '../realtimeHarness';

describe.each(testDatabases)('friend request flood on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  }, 180_000);
  afterAll(() => server?.close());

  const call = async (u: TestUser, url: string) => {
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/v2${url}`,
      headers: { authorization: `Bearer ${u.token}` },
    });
    return { statusCode: res.statusCode, body: res.json() as { status: string; code?: string } };
  };

  it('requests to strangers stop at the cap of waiting requests; an answer frees one', async () => {
    const attacker = await makeUser(server.app, server.services);
    const strangers: TestUser[] = [];
    for (let i = 0; i < SENT_REQUESTS_MAX + 3; i += 1)
      strangers.push(await makeUser(server.app, server.services));
    // Concurrently, so the cap cannot be raced either.
    const answers = await Promise.all(
      strangers.map((s) => call(attacker, `/friend-requests/${s.userID}/request`)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(SENT_REQUESTS_MAX);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.body).toMatchObject({ status: 'FAIL', code: 'TOO_MANY_SENT' });
    }
    const db = server.services.storage.db;
    const sent = await db
      .select()
      .from(friendRequests)
      .where(eq(friendRequests.fromUserID, attacker.userID));
    expect(sent).toHaveLength(SENT_REQUESTS_MAX);
    const noticed = new Set(
      (await db.select().from(notifications).where(eq(notifications.type, 'friend-requests')))
        .filter((n) => (n.data as { userID?: number }).userID === attacker.userID)
        .map((n) => n.userID),
    );
    expect(noticed.size).toBe(SENT_REQUESTS_MAX);
    // A stranger says no: the attacker may ask one more racer.
    const asked = strangers.find((s) => sent.some((r) => r.toUserID === s.userID))!;
    const waiting = strangers.find((s) => !sent.some((r) => r.toUserID === s.userID))!;
    expect((await call(asked, `/friend-requests/${attacker.userID}/deny`)).statusCode).toBe(200);
    expect((await call(attacker, `/friend-requests/${waiting.userID}/request`)).statusCode).toBe(
      200,
    );
  }, 120_000);
});
