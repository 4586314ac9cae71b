// A math race over the real socket on the math site: the room hands out a seeded course of the
// chosen lesson, the racer answers the problems it generates from the seed, and the server
// replays the answers against its own sequence, computes problems per minute and accuracy, and
// records them into lessonStats with the shared rewards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mathCourseProblems, mathCourseUnits } from '../../src/domain/math/mathCourse';
import type { MathInputLog } from '../../src/domain/math/mathInputLog';
import { WRONG_ANSWER_PENALTY_MS } from '../../src/domain/math/mathRace';
import { findUserById } from '../../src/server/users/userRepo';
import { startTestServer, testDatabases, type TestServer } from './harness';
import {
  awaitStart,
  listenRealtime,
  makeUser,
  playAnswers,
  RealtimeClient,
  REALTIME_TEST_ENV,
  sleep,
} from './realtimeHarness';

describe.each(testDatabases)('realtime math race on $name', (database) => {
  let server: TestServer;
  let url: string;
  beforeAll(async () => {
    server = await startTestServer(database, REALTIME_TEST_ENV);
    url = await listenRealtime(server.apps.math);
  });
  afterAll(() => server?.close());

  it('races a lesson of one problem type and records problems per minute into lessonStats', async () => {
    // GIVEN a logged-in player on the math site (no qualifying race needed there)
    const user = await makeUser(server.app, server.services);
    const client = await RealtimeClient.connect(url, { token: user.token });
    // WHEN they join a practice race of division_1
    client.send({
      channel: 'race-server',
      type: 'join',
      data: { kind: 'practice', lessonID: 'division_1' },
    });
    const { room, startAt } = await awaitStart(client);
    expect(room.qualifying).toBe(false);
    expect(room.math).toMatchObject({ lessonID: 7, problemTypes: ['division_1'], count: 20 });
    expect(room.passage.length).toBe(mathCourseUnits(20, 20));
    const problems = mathCourseProblems(room.math!);
    expect(problems.every((p) => p.type === 'division_1')).toBe(true);

    // AND answer every problem, one of them wrongly, a quick 0.8 s apart (75 a minute)
    const answers: MathInputLog = [];
    let ms = 400;
    problems.forEach((problem, i) => {
      answers.push({ type: 'answer', ms, data: i === 3 ? `${problem.value + 1}` : problem.answer });
      ms += i === 3 ? WRONG_ANSWER_PENALTY_MS + 50 : 800;
    });
    // (reporting progress after each answer as the math client does)
    await playAnswers(client, startAt, answers, room.math!.count);

    // THEN the server's result has the problems per minute and the accuracy it computed
    const result = (await client.next('result', () => true, 15_000)).data;
    const durationMs = answers.at(-1)!.ms;
    expect(result.durationMs).toBe(durationMs);
    expect(result.wpm).toBeCloseTo(20 / (durationMs / 60_000), 0);
    expect(result.accuracy).toBeCloseTo((19 / 20) * 100, 1);
    expect(result.errors).toBe(1);
    expect(result.money).toBeGreaterThan(0);
    const row = await findUserById(server.services.storage.db, user.userID);
    expect(row?.lessonStats['7']).toMatchObject({ played: 1, errs: 1 });
    expect(row?.racingStats.typing?.played ?? 0).toBe(0);
    expect(row?.money).toBe(result.money);
    await client.close();
  }, 45_000);

  it('refuses a typing log in a math room and an unfinished answer log', async () => {
    const user = await makeUser(server.app, server.services);
    const client = await RealtimeClient.connect(url, { token: user.token });
    client.send({
      channel: 'race-server',
      type: 'join',
      data: { kind: 'practice', lessonID: 'no-such-lesson' },
    });
    const { room, startAt } = await awaitStart(client);
    // An unknown lesson falls back to the first (SPEC §5).
    expect(room.math?.lessonID).toBe(1);
    await sleep(startAt - Date.now() + 200);
    client.send({
      channel: 'race-server',
      type: 'finish',
      data: { log: [{ type: 'key', ms: 100, data: 'a' }] },
    });
    expect((await client.next('error')).data.type).toBe('race-rejected');
    // Answers that stop short of the last problem do not finish the race.
    const short: MathInputLog = Array.from({ length: 5 }, (_, i) => ({
      type: 'answer',
      ms: 100 + i * 2000,
      data: '1',
    }));
    client.send({ channel: 'race-server', type: 'finish', data: { answers: short } });
    expect((await client.error('race-rejected')).data.message).toMatch(/problem|complete/i);
    await client.close();
  }, 30_000);
});
