// SPEC §4 Friends and §7 Friends on the real server and database: every transition (request,
// accept, deny, accept-all, deny-all, delete), the counts (requests never below 0), the friend
// limit, teammates and classmates, the friendsHash, the notices each transition records, and the
// abuse a script would try (itself, strangers with requests off, someone else's request, forged
// ids, concurrent accept-all).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { friendsHash } from '../../src/domain/friends/friendRules';
import { friendships, notifications } from '../../src/server/db/schema';
import { findUserById } from '../../src/server/users/userRepo';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { makeUser, type TestUser } from './realtimeHarness';

interface Answer {
  statusCode: number;
  body: { status: string; results: unknown; code?: string };
}

describe.each(testDatabases)('friends on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const call = async (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await server.app.inject({
      method,
      url: `/api/v2${url}`,
      headers: { authorization: `Bearer ${user.token}` },
      ...(payload ? { payload } : {}),
    });
    return { statusCode: res.statusCode, body: res.json() } as Answer;
  };
  const results = <T>(answer: Answer): T => {
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    return answer.body.results as T;
  };
  const user = (fields = {}) => makeUser(server.app, server.services, fields);
  const requestsOf = async (u: TestUser) =>
    (await findUserById(server.services.storage.db, u.userID))!.requests;
  const noticesOf = async (u: TestUser, type: string) =>
    (
      await server.services.storage.db
        .select()
        .from(notifications)
        .where(eq(notifications.userID, u.userID))
    ).filter((n) => n.type === type);
  const befriend = async (a: TestUser, b: TestUser) => {
    results(await call(a, 'POST', `/friend-requests/${b.userID}/request`));
    return results<{ friendIDs: number[]; friendsHash: string }>(
      await call(b, 'POST', `/friend-requests/${a.userID}/accept`),
    );
  };
  type Table = { fields: string[]; values: unknown[][]; friendsHash: string };
  const friendsOf = async (u: TestUser, query = '') =>
    results<Table>(await call(u, 'GET', `/friends${query}`));

  it('request → pending with a notice → accept: both are friends, the count falls to 0', async () => {
    const a = await user();
    const b = await user();
    const sent = results<{ status: string }>(
      await call(a, 'POST', `/friend-requests/${b.userID}/request`),
    );
    expect(sent.status).toBe('requested');
    expect(await requestsOf(b)).toBe(1);
    expect((await noticesOf(b, 'friend-requests'))[0]?.data).toMatchObject({
      userID: a.userID,
      username: a.username,
    });
    const pending = results<{ requests: { userID: number }[]; count: number }>(
      await call(b, 'GET', '/friend-requests'),
    );
    expect(pending.requests.map((r) => r.userID)).toEqual([a.userID]);
    expect(pending.count).toBe(1);

    const accepted = results<{ friendIDs: number[]; friendsHash: string; requests: number }>(
      await call(b, 'POST', `/friend-requests/${a.userID}/accept`),
    );
    expect(accepted.friendIDs).toEqual([a.userID]);
    expect(accepted.friendsHash).toBe(friendsHash([{ userID: a.userID, friendType: 'friend' }]));
    expect(accepted.requests).toBe(0);
    expect(await requestsOf(b)).toBe(0);
    expect(await noticesOf(a, 'friend-accept')).toHaveLength(1);
    const tableA = await friendsOf(a);
    expect(tableA.values.map((row) => row[0])).toEqual([b.userID]);
    expect(tableA.fields.slice(0, 5)).toEqual([
      'userID',
      'username',
      'displayName',
      'friendType',
      'online',
    ]);
    expect(tableA.values[0]?.[3]).toBe('friend');
  });

  it('asking someone who already asked you makes you friends at once', async () => {
    const a = await user();
    const b = await user();
    results(await call(a, 'POST', `/friend-requests/${b.userID}/request`));
    const answer = results<{ status: string; friendIDs: number[] }>(
      await call(b, 'POST', `/friend-requests/${a.userID}/request`),
    );
    expect(answer.status).toBe('accepted');
    expect(answer.friendIDs).toEqual([a.userID]);
    expect(await requestsOf(b)).toBe(0);
  });

  it('deny and deny-all remove requests; the count never goes below 0', async () => {
    const me = await user();
    const [x, y, z] = [await user(), await user(), await user()];
    for (const asker of [x, y, z])
      results(await call(asker, 'POST', `/friend-requests/${me.userID}/request`));
    expect(await requestsOf(me)).toBe(3);
    expect(results(await call(me, 'POST', `/friend-requests/${x.userID}/deny`))).toEqual({
      requests: 2,
    });
    // Denying the same request again: nothing to deny, the count stays.
    expect((await call(me, 'POST', `/friend-requests/${x.userID}/deny`)).statusCode).toBe(404);
    expect(await requestsOf(me)).toBe(2);
    expect(results(await call(me, 'POST', '/friend-requests/deny-all'))).toEqual({ requests: 0 });
    expect(results(await call(me, 'POST', '/friend-requests/deny-all'))).toEqual({ requests: 0 });
    expect(await requestsOf(me)).toBe(0);
    expect((await friendsOf(me)).values).toEqual([]);
  });

  it('accept-all befriends every asker and answers friendIDs and friendsHash', async () => {
    const me = await user();
    const askers = [await user(), await user(), await user()];
    for (const asker of askers)
      results(await call(asker, 'POST', `/friend-requests/${me.userID}/request`));
    const answer = results<{ friendIDs: number[]; friendsHash: string; accepted: number }>(
      await call(me, 'POST', '/friend-requests/accept-all'),
    );
    expect(answer.accepted).toBe(3);
    expect([...answer.friendIDs].sort()).toEqual(askers.map((a) => a.userID).sort());
    expect(answer.friendsHash).toBe((await friendsOf(me)).friendsHash);
    expect(await requestsOf(me)).toBe(0);
  });

  it('ten accept-alls at once befriend each asker once and leave the count at 0', async () => {
    const me = await user();
    const askers = await Promise.all(Array.from({ length: 5 }, () => user()));
    for (const asker of askers)
      results(await call(asker, 'POST', `/friend-requests/${me.userID}/request`));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(me, 'POST', '/friend-requests/accept-all')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const total = answers.reduce(
      (sum, a) => sum + (a.body.results as { accepted: number }).accepted,
      0,
    );
    expect(total).toBe(5);
    const rows = await server.services.storage.db
      .select()
      .from(friendships)
      .where(eq(friendships.userID, me.userID));
    expect(rows).toHaveLength(5);
    expect(await requestsOf(me)).toBe(0);
    // Each asker heard once.
    for (const asker of askers) expect(await noticesOf(asker, 'friend-accept')).toHaveLength(1);
  });

  it('accept-all racing with new requests and single accepts stays consistent', async () => {
    const me = await user();
    const early = await Promise.all(Array.from({ length: 3 }, () => user()));
    const late = await Promise.all(Array.from({ length: 3 }, () => user()));
    for (const asker of early)
      results(await call(asker, 'POST', `/friend-requests/${me.userID}/request`));
    const answers = await Promise.all([
      call(me, 'POST', '/friend-requests/accept-all'),
      call(me, 'POST', `/friend-requests/${early[0]!.userID}/accept`),
      ...late.map((asker) => call(asker, 'POST', `/friend-requests/${me.userID}/request`)),
      call(me, 'POST', '/friend-requests/accept-all'),
    ]);
    for (const a of answers) expect(a.statusCode).toBeLessThan(500);
    const friendCount = (
      await server.services.storage.db
        .select()
        .from(friendships)
        .where(eq(friendships.userID, me.userID))
    ).length;
    const pending = results<{ count: number; requests: unknown[] }>(
      await call(me, 'GET', '/friend-requests'),
    );
    // Everyone is either a friend or still pending, and the count matches the pending rows.
    expect(friendCount + pending.requests.length).toBe(6);
    expect(pending.count).toBe(pending.requests.length);
  });

  it('delete removes both sides; deleting a non-friend is a 404 and changes nothing', async () => {
    const a = await user();
    const b = await user();
    const c = await user();
    await befriend(a, b);
    await befriend(a, c);
    const answer = results<{ friendIDs: number[] }>(
      await call(a, 'POST', `/friends/${b.userID}/delete`),
    );
    expect(answer.friendIDs).toEqual([c.userID]);
    expect((await friendsOf(b)).values).toEqual([]);
    const again = await call(a, 'POST', `/friends/${b.userID}/delete`);
    expect(again.statusCode).toBe(404);
    expect(again.body.status).toBe('FAIL');
    // b cannot delete a's friendship with c.
    expect((await call(b, 'POST', `/friends/${c.userID}/delete`)).statusCode).toBe(404);
    expect((await friendsOf(a)).values.map((r) => r[0])).toEqual([c.userID]);
  });

  it('refuses a request to yourself, to an unknown id, twice, and to players with requests off', async () => {
    const a = await user();
    const shy = await user({ allowFriendRequests: false });
    const self = await call(a, 'POST', `/friend-requests/${a.userID}/request`);
    expect([self.statusCode, self.body.code]).toEqual([409, 'SELF']);
    const ghost = await call(a, 'POST', '/friend-requests/2147483000/request');
    expect(ghost.statusCode).toBe(404);
    const off = await call(a, 'POST', `/friend-requests/${shy.userID}/request`);
    expect([off.statusCode, off.body.code]).toEqual([403, 'REQUESTS_OFF']);
    expect(await requestsOf(shy)).toBe(0);
    const b = await user();
    results(await call(a, 'POST', `/friend-requests/${b.userID}/request`));
    const twice = await call(a, 'POST', `/friend-requests/${b.userID}/request`);
    expect(twice.statusCode).toBe(409);
    expect(await requestsOf(b)).toBe(1);
  });

  it("cannot accept someone else's request, nor a request that was never sent", async () => {
    const a = await user();
    const b = await user();
    const intruder = await user();
    results(await call(a, 'POST', `/friend-requests/${b.userID}/request`));
    // The intruder tries to accept a's request (meant for b) and a's own id.
    expect((await call(intruder, 'POST', `/friend-requests/${a.userID}/accept`)).statusCode).toBe(
      404,
    );
    // The sender cannot accept their own request on the other's behalf.
    expect((await call(a, 'POST', `/friend-requests/${b.userID}/accept`)).statusCode).toBe(404);
    expect((await call(intruder, 'POST', `/friend-requests/${a.userID}/deny`)).statusCode).toBe(
      404,
    );
    expect(await requestsOf(b)).toBe(1);
    expect((await friendsOf(a)).values).toEqual([]);
  });

  it('forged and malformed ids are 400s in the FAIL format', async () => {
    const a = await user();
    for (const id of ['0', '-5', 'abc', '1.5', '99999999999', '%00']) {
      const res = await call(a, 'POST', `/friend-requests/${id}/request`);
      expect(res.statusCode, id).toBe(400);
      expect(res.body.status).toBe('FAIL');
    }
    const noAuth = await server.app.inject({ method: 'GET', url: '/api/v2/friends' });
    expect(noAuth.statusCode).toBe(401);
    const extra = await call(a, 'GET', '/friends?online=1&admin=1');
    expect(extra.statusCode).toBe(400);
  });

  it('the friend limit holds on both sides, and accept-all leaves the overflow pending', async () => {
    const full = await user({ friendLimit: 2 });
    const f1 = await user();
    const f2 = await user();
    await befriend(f1, full);
    await befriend(f2, full);
    const newcomer = await user();
    const refused = await call(newcomer, 'POST', `/friend-requests/${full.userID}/request`);
    expect([refused.statusCode, refused.body.code]).toEqual([409, 'THEIR_LIMIT']);
    const mine = await call(full, 'POST', `/friend-requests/${newcomer.userID}/request`);
    expect([mine.statusCode, mine.body.code]).toEqual([409, 'YOUR_LIMIT']);

    const roomy = await user({ friendLimit: 1 });
    const askers = [await user(), await user()];
    for (const asker of askers)
      results(await call(asker, 'POST', `/friend-requests/${roomy.userID}/request`));
    const all = results<{ accepted: number; requests: number }>(
      await call(roomy, 'POST', '/friend-requests/accept-all'),
    );
    expect(all.accepted).toBe(1);
    expect(all.requests).toBe(1);
  });

  it('turning friend requests off zeroes the count and drops pending requests', async () => {
    const me = await user();
    const asker = await user();
    results(await call(asker, 'POST', `/friend-requests/${me.userID}/request`));
    const settings = results<{ allowFriendRequests: boolean; requests: number }>(
      await call(me, 'POST', '/settings/social', { allowFriendRequests: false }),
    );
    expect(settings).toMatchObject({ allowFriendRequests: false, requests: 0 });
    expect(
      results<{ requests: unknown[] }>(await call(me, 'GET', '/friend-requests')).requests,
    ).toEqual([]);
    expect((await call(asker, 'POST', `/friend-requests/${me.userID}/request`)).statusCode).toBe(
      403,
    );
    const bad = await call(me, 'POST', '/settings/social', { offline: 'yes' });
    expect(bad.statusCode).toBe(400);
  });

  it('teammates and classmates appear with their friendType, friends first', async () => {
    const me = await user({ teamID: 9_000_001, sectionID: 8_000_001 });
    const mate = await user({ teamID: 9_000_001 });
    const classmate = await user({ sectionID: 8_000_001 });
    const both = await user({ teamID: 9_000_001, sectionID: 8_000_001 });
    await befriend(me, both);
    const table = await friendsOf(me);
    const typeOf = new Map(table.values.map((r) => [r[0], r[3]]));
    expect(typeOf.get(both.userID)).toBe('friend');
    expect(typeOf.get(mate.userID)).toBe('teammate');
    expect(typeOf.get(classmate.userID)).toBe('classmate');
    expect(table.friendsHash).toBe(
      friendsHash([
        { userID: both.userID, friendType: 'friend' },
        { userID: mate.userID, friendType: 'teammate' },
        { userID: classmate.userID, friendType: 'classmate' },
      ]),
    );
  });

  it('search finds names by prefix; a private player shows a name only; it is rate-limited', async () => {
    const me = await user();
    const target = await user();
    const hidden = await user({ offline: true, displayName: 'Secret Sam' });
    const prefix = target.username.slice(0, 6);
    const found = results<{
      players: { userID: number; relation: string; level: number | null }[];
    }>(await call(me, 'POST', '/players/search', { term: target.username.toUpperCase() }));
    expect(found.players.map((p) => p.userID)).toEqual([target.userID]);
    expect(found.players[0]).toMatchObject({ relation: 'none', level: 1 });
    const secret = results<{
      players: { userID: number; displayName: string; level: number | null }[];
    }>(await call(me, 'POST', '/players/search', { term: hidden.username }));
    expect(secret.players[0]).toMatchObject({
      userID: hidden.userID,
      level: null,
      displayName: hidden.username,
    });
    // `%` and `_` are literal, not wildcards.
    const wild = results<{ players: unknown[] }>(
      await call(me, 'POST', '/players/search', { term: '%%' }),
    );
    expect(wild.players).toEqual([]);
    expect((await call(me, 'POST', '/players/search', { term: 'a' })).statusCode).toBe(400);
    expect((await call(me, 'POST', '/players/search', { term: 'ab\u0000' })).statusCode).toBe(400);
    const answers = [];
    for (let i = 0; i < 25; i += 1)
      answers.push((await call(me, 'POST', '/players/search', { term: prefix })).statusCode);
    expect(answers).toContain(429);
    expect(answers.filter((s) => s >= 500)).toEqual([]);
  });
});
