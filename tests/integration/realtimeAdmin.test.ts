// The operators' channels over the real socket: an operator named by ADMIN_USERS watches the math
// site's rooms on math-admin (and the typing site's on race-admin), sees a room from its census
// through the verified finish to its close, and can end a room; anyone else is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mathCourseProblems } from '../../src/domain/math/mathCourse';
import type { MathInputLog } from '../../src/domain/math/mathInputLog';
import { unclaimedOperators } from '../../src/server/realtime/adminFeed';
import { register, startTestServer, testDatabases, tokenOf, type TestServer } from './harness';
import {
  awaitStart,
  listenRealtime,
  makeUser,
  playAnswers,
  RealtimeClient,
  REALTIME_TEST_ENV,
  sleep,
} from './realtimeHarness';

const OPERATOR = `op${process.pid % 10_000}${Math.random().toString(36).slice(2, 6)}`;

describe.each(testDatabases)('operators watch races on $name', (database) => {
  let server: TestServer;
  let mathUrl: string;
  let typingUrl: string;
  let operatorToken: string;
  beforeAll(async () => {
    server = await startTestServer(database, {
      ...REALTIME_TEST_ENV,
      ADMIN_USERS: ` someone-else , ${OPERATOR.toUpperCase()}`,
    });
    mathUrl = await listenRealtime(server.apps.math);
    typingUrl = await listenRealtime(server.apps.typing);
    const res = await register(server.app, OPERATOR);
    expect(res.statusCode).toBe(200);
    operatorToken = tokenOf(res);
  });
  afterAll(() => server?.close());

  const watch = (channel: 'math-admin' | 'race-admin') =>
    ({ channel, type: 'watch', data: {} }) as const;

  it('names the listed operators no account holds yet (the server warns of them at start)', async () => {
    // GIVEN ADMIN_USERS lists someone-else (never registered) and the registered operator
    const unclaimed = await unclaimedOperators(server.services.storage.db, [
      'someone-else',
      OPERATOR.toUpperCase(),
    ]);
    // THEN only the unregistered name is one a stranger could still claim by registering it
    expect(unclaimed).toEqual(['someone-else']);
  });

  it('shows a math room from the census to its verified finish and its close', async () => {
    // GIVEN a player already waiting in a math room before the operator arrives
    const user = await makeUser(server.app, server.services);
    const racer = await RealtimeClient.connect(mathUrl, { token: user.token });
    racer.send({
      channel: 'race-server',
      type: 'join',
      data: { kind: 'practice', lessonID: 'addition_1' },
    });
    await racer.next('room');

    // WHEN the operator watches math-admin
    const operator = await RealtimeClient.connect(mathUrl, { token: operatorToken });
    operator.send(watch('math-admin'));
    await operator.nextAdmin('watching');

    // THEN the census shows the room with its lesson and the player in it
    const first = await operator.nextAdmin('room', (f) =>
      f.data.racers.some((r) => r.userID === user.userID),
    );
    const roomID = first.data.roomID;
    expect(first.channel).toBe('math-admin');
    expect(first.data).toMatchObject({ site: 'math', kind: 'practice' });
    expect(first.data.lesson?.lessonID).toBeGreaterThan(0);

    // AND follows it as it starts and as the player's answers are verified
    const { room, startAt } = await awaitStart(racer);
    await operator.nextAdmin('room', (f) => f.data.roomID === roomID && f.data.phase === 'racing');
    const answers: MathInputLog = mathCourseProblems(room.math!).map((problem, i) => ({
      type: 'answer',
      ms: 400 + i * 700,
      data: problem.answer,
    }));
    await playAnswers(racer, startAt, answers, room.math!.count);
    const result = (await racer.next('result', () => true, 15_000)).data;
    const finished = await operator.nextAdmin('room', (f) =>
      f.data.racers.some((r) => r.userID === user.userID && r.finish !== null),
    );
    const seen = finished.data.racers.find((r) => r.userID === user.userID)!;
    expect(seen.finish).toEqual({ place: result.place, wpm: result.wpm, accuracy: 100 });

    // AND the room is removed when the player leaves it
    await racer.close();
    await operator.nextAdmin('room-closed', (f) => f.data.roomID === roomID);

    // AND nothing more arrives after unwatch
    operator.send({ channel: 'math-admin', type: 'unwatch', data: {} });
    const other = await makeUser(server.app, server.services);
    const late = await RealtimeClient.connect(mathUrl, { token: other.token });
    late.send({ channel: 'race-server', type: 'join', data: { kind: 'practice' } });
    await late.next('room');
    await sleep(300);
    const aboutLate = operator.inbox.filter(
      (f) =>
        f.channel === 'math-admin' &&
        f.type === 'room' &&
        f.data.racers.some((r) => r.userID === other.userID),
    );
    expect(aboutLate).toEqual([]);
    await late.close();
    await operator.close();
  }, 45_000);

  it('lets an operator end a race: the racer is told and the room closes', async () => {
    const user = await makeUser(server.app, server.services);
    const racer = await RealtimeClient.connect(typingUrl, { token: user.token });
    const operator = await RealtimeClient.connect(typingUrl, { token: operatorToken });
    operator.send(watch('race-admin'));
    await operator.nextAdmin('watching');
    racer.send({ channel: 'race-server', type: 'join', data: { kind: 'practice' } });
    const report = await operator.nextAdmin('room', (f) =>
      f.data.racers.some((r) => r.userID === user.userID),
    );
    expect(report.data.site).toBe('typing');

    operator.send({
      channel: 'race-admin',
      type: 'end-room',
      data: { roomID: report.data.roomID },
    });

    const told = await racer.error('race-rejected');
    expect(told.data.message).toMatch(/ended by a site operator/);
    await operator.nextAdmin('room-closed', (f) => f.data.roomID === report.data.roomID);
    await racer.close();
    await operator.close();
  }, 30_000);

  it('refuses players, guests, the wrong site and end-room without watching', async () => {
    const user = await makeUser(server.app, server.services);
    const player = await RealtimeClient.connect(mathUrl, { token: user.token });
    player.send(watch('math-admin'));
    expect((await player.error('forbidden')).data.message).toMatch(/operators/);
    player.send({
      channel: 'math-admin',
      type: 'end-room',
      data: { roomID: '00000000-0000-4000-8000-000000000000' },
    });
    await player.error('forbidden');
    await player.close();

    const operator = await RealtimeClient.connect(mathUrl, { token: operatorToken });
    operator.send(watch('race-admin'));
    expect((await operator.error('bad-frame')).data.message).toMatch(/own admin channel/);
    operator.send({ channel: 'math-admin', type: 'end-room', data: { roomID: 'not-a-uuid' } });
    await operator.error('bad-frame');
    await operator.close();
  }, 20_000);
});
