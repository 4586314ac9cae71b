// Attack on the chunked-paste rule (timingChecks.ts) after its first fix: "same instant" became
// gaps of 12 ms or less, an absolute cut. A paste in groups whose keys are just over it apart
// (4 keys 13-20 ms apart, groups 150-210 ms apart; or pairs 13-16 ms apart) had no near-zero gap
// at all, every spread statistic looked human, progress was reported live, and it was paid at
// ~160-210 WPM. No typist lands most keys within a few dozen ms of the last, whatever their speed.
import { describe, expect, it } from 'vitest';

import type { InputLog } from '../../../src/domain/race/inputLog';
import { seededRng } from '../../../src/domain/random';
import { testDatabases } from '../harness';
import { playLog, practiceRace } from '../realtimeHarness';
import { liveRealtime, racesOf } from './liveServer';

/** Groups of `size` keys `inner` ms apart (+ jitter), groups `outer` ms apart (+ jitter). */
function groupedLog(passage: string, size: number, inner: number, outer: number): InputLog {
  const rng = seededRng(size * 31 + inner);
  const log: InputLog = [];
  let t = 200;
  for (let i = 0; i < passage.length; i += 1) {
    if (i > 0) t += i % size === 0 ? outer + rng() * 60 : inner + rng() * (inner / 2);
    log.push({ type: 'key', ms: Math.round(t), data: passage[i] ?? ' ' });
  }
  return log;
}

describe.each(testDatabases.slice(0, 1))(
  'attack: a paste in groups just over 12 ms on $name',
  (db) => {
    const live = liveRealtime(db);

    it.each([
      ['4-key groups, keys 13-20 ms apart', 4, 13, 150],
      ['pairs, keys 13-20 ms apart', 2, 13, 80],
    ])(
      'disqualifies a paste in %s',
      async (_name, size, inner, outer) => {
        const { user, client, room, startAt } = await practiceRace(
          live.server.app,
          live.server.services,
          live.url,
        );
        await playLog(client, room, startAt, groupedLog(room.passage, size, inner, outer));
        const outcome = await Promise.race([
          client.next('disqualified', () => true, 10_000).then((f) => `DQ: ${f.data.message}`),
          client.next('result', () => true, 10_000).then((f) => `paid ${f.data.wpm} WPM`),
        ]);
        const rows = await racesOf(live.server, user.userID);
        expect({ outcome, paidWpm: rows[0]?.wpm ?? 0 }).toEqual({
          outcome: expect.stringMatching(/^DQ: .*pasted/),
          paidWpm: 0,
        });
        await client.close();
      },
      45_000,
    );
  },
);
