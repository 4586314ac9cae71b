// The unchecked tail of liveProgress.ts on the math site, where the only other defences are a
// 150 a minute cap and "5 answers in a row under 250 ms" (4 quick ones and a pause never are):
// a script answers half the course live at 60 a minute, goes quiet, and sends a log whose final
// ~1 s answers the other half. The server saw 10 problems in 10 s; it pays ~109 a minute.
import { describe, expect, it } from 'vitest';

import { mathCourseProblems, mathCourseUnits } from '../../../src/domain/math/mathCourse';
import type { MathInputLog } from '../../../src/domain/math/mathInputLog';
import { findUserById } from '../../../src/server/users/userRepo';
import { testDatabases } from '../harness';
import { awaitStart, makeUser, RealtimeClient, sleep } from '../realtimeHarness';
import { liveRealtime } from './liveServer';

describe.each(testDatabases.slice(0, 1))(
  'attack: the unchecked tail of a math log on $name',
  (db) => {
    const live = liveRealtime(db, { site: 'math' });

    it('does not pay answers the server never saw coming in', async () => {
      const user = await makeUser(live.server.app, live.server.services);
      const client = await RealtimeClient.connect(live.url, { token: user.token });
      client.send({
        channel: 'race-server',
        type: 'join',
        data: { kind: 'practice', lessonID: 'addition_1' },
      });
      const { room, startAt } = await awaitStart(client);
      const problems = mathCourseProblems(room.math!);
      const count = problems.length;
      const half = Math.floor(count / 2);
      const answers: MathInputLog = [];
      let ms = 1000;
      problems.forEach((problem, i) => {
        answers.push({ type: 'answer', ms, data: problem.answer });
        ms += i < half - 1 ? 1000 : (i - half + 1) % 5 === 4 ? 280 : 60;
      });
      // Live: an update after each of the first half's answers, then silence.
      for (let i = 0; i < half; i += 1) {
        await sleep(startAt + answers[i]!.ms - Date.now());
        const typed = mathCourseUnits(i + 1, count);
        client.send({ channel: 'race-server', type: 'update', data: { typed, errors: 0 } });
      }
      await sleep(startAt + answers.at(-1)!.ms + 30 - Date.now());
      client.send({ channel: 'race-server', type: 'finish', data: { answers } });
      const outcome = await Promise.race([
        client
          .next('disqualified', () => true, 10_000)
          .then((f) => `disqualified: ${f.data.message}`),
        client.next('result', () => true, 10_000).then((f) => `paid ${f.data.wpm} a minute`),
      ]);
      const row = await findUserById(live.server.services.storage.db, user.userID);
      expect({ outcome, money: row?.money }).toMatchObject({
        outcome: expect.stringMatching(/^disqualified/),
        money: 0,
      });
      await client.close();
    }, 45_000);
  },
);
