// Cheating over the socket: the server trusts nothing a client computes. Keys before the green
// light, inhuman speed, pasted text (whole or in chunks), a log the server never saw typed live,
// machine-even key timing and a client-side disqualification all disqualify (one more
// DQ on the record, no pay); a log that does not type the passage is rejected without a DQ; an
// update claiming impossible progress is ignored.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { mathCourseProblems } from '../../src/domain/math/mathCourse';
import type { MathInputLog } from '../../src/domain/math/mathInputLog';
import type { InputLog } from '../../src/domain/race/inputLog';
import { seededRng } from '../../src/domain/random';
import { raceResults } from '../../src/server/db/schema';
import { findUserById } from '../../src/server/users/userRepo';
import { describeDatabasesAtOnce } from './databasesAtOnce';
import { startTestServer, type TestServer } from './harness';
import {
  awaitStart,
  guestToken,
  join,
  listenRealtime,
  makeUser,
  playLog,
  QUALIFIED,
  RealtimeClient,
  REALTIME_TEST_ENV,
  sleep,
  typistLog,
  type TestUser,
} from './realtimeHarness';

const keys = (text: string, msOf: (i: number) => number): InputLog =>
  [...text].map((data, i) => ({ type: 'key' as const, ms: msOf(i), data }));

describeDatabasesAtOnce('realtime anti-cheat on $name', (database) => {
  let server: TestServer;
  let url: string;
  let mathUrl: string;
  beforeAll(async () => {
    server = await startTestServer(database, REALTIME_TEST_ENV);
    url = await listenRealtime(server.app);
    mathUrl = await listenRealtime(server.apps.math);
  });
  afterAll(() => server?.close());

  /** A user in a practice race that has just gone green. */
  async function racing(fields = QUALIFIED) {
    const user = await makeUser(server.app, server.services, fields);
    const client = await RealtimeClient.connect(url, { token: user.token });
    client.send(join('practice'));
    const { room, startAt } = await awaitStart(client);
    await sleep(startAt - Date.now() + 50);
    return { user, client, room, startAt };
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

  // Issue 10, attack 1: no update and no key during the race, then at startAt + T a fabricated,
  // jittered 240 WPM log whose last key is at T. It used to be paid (226 WPM and cash).
  it('disqualifies a finish whose progress the server never saw live', async () => {
    const { user, client, room, startAt } = await racing();
    const rng = seededRng(10);
    let t = 150;
    const log = keys(room.passage, (i) => (i === 0 ? t : (t += 50 * (0.5 + rng()))));
    const T = log.at(-1)!.ms;
    await sleep(startAt + T - Date.now());
    finish(client, log);
    await expectDisqualified(user, client, /never saw that progress/);
    await client.close();
  }, 30_000);

  // Attack 1 on the math site: no progress update, then every answer at once at the end.
  it('disqualifies a math finish whose answers the server never saw live', async () => {
    const user = await makeUser(server.app, server.services);
    const client = await RealtimeClient.connect(mathUrl, { token: user.token });
    client.send({
      channel: 'race-server',
      type: 'join',
      data: { kind: 'practice', lessonID: 'addition_1' },
    });
    const { room, startAt } = await awaitStart(client);
    const answers: MathInputLog = mathCourseProblems(room.math!).map((problem, i) => ({
      type: 'answer',
      ms: 400 + i * 600,
      data: problem.answer,
    }));
    await sleep(startAt + answers.at(-1)!.ms + 50 - Date.now());
    client.send({ channel: 'race-server', type: 'finish', data: { answers } });
    await expectDisqualified(user, client, /never saw that progress/);
    await client.close();
  }, 30_000);

  // Attack 2: keys exactly 50 ms apart (240 WPM, zero variance), progress reported live.
  it('disqualifies machine-even key timing typed live', async () => {
    const { user, client, room, startAt } = await racing();
    const log = keys(room.passage, (i) => 150 + i * 50);
    await playLog(client, room, startAt, log);
    await expectDisqualified(user, client, /typed by a program/);
    await client.close();
  }, 30_000);

  // Attack 3: the passage pasted in chunks of 4 keys sharing one timestamp, 250 ms apart (188.8
  // WPM), progress reported live.
  it('disqualifies a paste split into chunks of four keys', async () => {
    const { user, client, room, startAt } = await racing();
    const log = keys(room.passage, (i) => 150 + Math.floor(i / 4) * 250);
    await playLog(client, room, startAt, log);
    await expectDisqualified(user, client, /pasted/);
    await client.close();
  }, 30_000);

  it('ignores updates claiming impossible progress', async () => {
    const { client, room } = await racing();
    client.send({ channel: 'race-server', type: 'update', data: { typed: 100, errors: 0 } });
    await sleep(150);
    client.send({ channel: 'race-server', type: 'update', data: { typed: 4, errors: 0 } });
    const positions = await client.next('positions', (f) =>
      f.data.racers.some((r) => r.id === room.youID && r.progress > 0),
    );
    expect(positions.data.racers.find((r) => r.id === room.youID)?.progress).toBe(4);
    // Going backwards is ignored too: no later frame moves the racer (the bots' moves still come).
    client.inbox.length = 0;
    client.send({ channel: 'race-server', type: 'update', data: { typed: 2, errors: 0 } });
    await sleep(350);
    await client.next('positions');
    const mine = client.inbox.flatMap((f) =>
      f.channel === 'race-server' && f.type === 'positions'
        ? f.data.racers.filter((r) => r.id === room.youID)
        : [],
    );
    expect(mine).toEqual([]);
    await client.close();
  });
});
