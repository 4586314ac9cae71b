// Cheating over the socket: the server trusts nothing a client computes. Keys before the green
// light, inhuman speed, pasted text and a client-side disqualification all disqualify (one more
// DQ on the record, no pay); a log that does not type the passage is rejected without a DQ; an
// update claiming impossible progress is ignored.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InputLog } from '../../src/domain/race/inputLog';
import { raceResults } from '../../src/server/db/schema';
import { findUserById } from '../../src/server/users/userRepo';
import { startTestServer, testDatabases, type TestServer } from './harness';
import {
  awaitStart,
  guestToken,
  join,
  listenRealtime,
  makeUser,
  QUALIFIED,
  RealtimeClient,
  REALTIME_TEST_ENV,
  sleep,
  typistLog,
  type TestUser,
} from './realtimeHarness';

const keys = (text: string, msOf: (i: number) => number): InputLog =>
  [...text].map((data, i) => ({ type: 'key' as const, ms: msOf(i), data }));

describe.each(testDatabases)('realtime anti-cheat on $name', (database) => {
  let server: TestServer;
  let url: string;
  beforeAll(async () => {
    server = await startTestServer(database, REALTIME_TEST_ENV);
    url = await listenRealtime(server.app);
  });
  afterAll(() => server?.close());

  /** A user in a practice race that has just gone green. */
  async function racing(fields = QUALIFIED) {
    const user = await makeUser(server.app, server.services, fields);
    const client = await RealtimeClient.connect(url, { token: user.token });
    client.send(join('practice'));
    const { room, startAt } = await awaitStart(client);
    await sleep(startAt - Date.now() + 50);
    return { user, client, room };
  }

  async function expectDisqualified(user: TestUser, client: RealtimeClient, message: RegExp) {
    const dq = (await client.next('disqualified')).data;
    expect(dq.message).toMatch(message);
    expect(dq.DQs).toBe(1);
    const row = await findUserById(server.services.storage.db, user.userID);
    expect(row).toMatchObject({ dqs: 1, money: 0 });
    expect(row?.lastDq).toBeGreaterThan(0);
    const results = await server.services.storage.db
      .select()
      .from(raceResults)
      .where(eq(raceResults.userID, user.userID));
    expect(results).toHaveLength(0);
  }

  const finish = (client: RealtimeClient, log: InputLog) =>
    client.send({ channel: 'race-server', type: 'finish', data: { log } });

  it('disqualifies keys sent before the race started', async () => {
    const { user, client, room } = await racing();
    const log = typistLog(room.passage, 90).map((e) => ({ ...e, ms: e.ms - 600 }));
    finish(client, log);
    await expectDisqualified(user, client, /before the race started/);
    // A disqualified racer cannot finish afterwards.
    finish(client, typistLog(room.passage, 90));
    expect((await client.error('race-rejected')).data.message).toMatch(/disqualified/);
    await client.close();
  });

  it('disqualifies typing faster than humanly possible', async () => {
    const { user, client, room } = await racing();
    finish(
      client,
      keys(room.passage, (i) => 20 + i * 5),
    );
    await expectDisqualified(user, client, /faster than humanly possible/);
    await client.close();
  });

  it('disqualifies pasted text', async () => {
    const { user, client, room } = await racing();
    finish(
      client,
      keys(room.passage, () => 40),
    );
    await expectDisqualified(user, client, /pasted/);
    await client.close();
  });

  it("disqualifies on the client's own report (paste detected)", async () => {
    const { user, client } = await racing();
    client.send({ channel: 'race-server', type: 'disqualify', data: { reason: 'paste' } });
    await expectDisqualified(user, client, /pasted/);
    await client.close();
  });

  it('rejects a log that does not type the passage, without a disqualification', async () => {
    const { user, client, room } = await racing();
    const wrong = room.passage.split('').reverse().join('');
    finish(client, typistLog(wrong, 60).slice(0, 10));
    expect((await client.error('race-rejected')).data.message).toMatch(/does not complete/);
    const row = await findUserById(server.services.storage.db, user.userID);
    expect(row).toMatchObject({ dqs: 0, money: 0 });
    await client.close();
  });

  it('disqualifies a cheating guest without touching storage', async () => {
    const { token } = await guestToken(server.app);
    const client = await RealtimeClient.connect(url, { token });
    client.send(join('practice'));
    const { room, startAt } = await awaitStart(client);
    await sleep(startAt - Date.now() + 50);
    finish(
      client,
      keys(room.passage, () => 40),
    );
    expect((await client.next('disqualified')).data).toMatchObject({ DQs: 1 });
    await client.close();
  });

  it('ignores updates claiming impossible progress', async () => {
    const { client, room } = await racing();
    client.send({ channel: 'race-server', type: 'update', data: { typed: 100, errors: 0 } });
    await sleep(150);
    client.send({ channel: 'race-server', type: 'update', data: { typed: 4, errors: 0 } });
    const positions = await client.next('positions', (f) =>
      f.data.racers.some((r) => r.id === room.youID && r.progress > 0),
    );
    expect(positions.data.racers.find((r) => r.id === room.youID)?.progress).toBe(4);
    // Going backwards is ignored too.
    client.send({ channel: 'race-server', type: 'update', data: { typed: 2, errors: 0 } });
    await sleep(150);
    client.inbox.length = 0;
    const later = await client.next('positions');
    expect(later.data.racers.find((r) => r.id === room.youID)?.progress).toBe(4);
    await client.close();
  });
});
