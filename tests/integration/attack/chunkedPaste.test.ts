// Attack on the chunked-paste rule (timingChecks.ts): "same instant" means gaps of 2 ms or less
// (nearZeroGapMs), so a paste split into groups of 4 keys whose keys are 3-8 ms apart (no finger
// types four keys 3-8 ms apart, over and over) is neither a chunk nor a same-instant run. With
// jitter between and within the chunks every spread statistic looks human, progress is reported
// live, and the paste is paid (~190 WPM).
import { describe, expect, it } from 'vitest';

import type { InputLog } from '../../../src/domain/race/inputLog';
import { seededRng } from '../../../src/domain/random';
import { testDatabases } from '../harness';
import { playLog, practiceRace } from '../realtimeHarness';
import { liveRealtime, racesOf } from './liveServer';

/** Groups of 4 keys 3-8 ms apart; groups 200-300 ms apart. */
function chunkedLog(passage: string): InputLog {
  const rng = seededRng(4);
  const log: InputLog = [];
  let t = 200;
  for (let i = 0; i < passage.length; i += 1) {
    if (i > 0) t += i % 4 === 0 ? 200 + Math.round(rng() * 100) : 3 + Math.floor(rng() * 6);
    log.push({ type: 'key', ms: t, data: passage[i] ?? ' ' });
  }
  return log;
}

describe.each(testDatabases.slice(0, 1))('attack: paste in 4-key chunks on $name', (db) => {
  const live = liveRealtime(db);

  it('disqualifies a paste in chunks whose keys are a few ms apart', async () => {
    const { user, client, room, startAt } = await practiceRace(
      live.server.app,
      live.server.services,
      live.url,
    );
    await playLog(client, room, startAt, chunkedLog(room.passage));
    const outcome = await Promise.race([
      client.next('disqualified', () => true, 10_000).then((f) => `DQ: ${f.data.message}`),
      client.next('result', () => true, 10_000).then(() => 'paid'),
    ]);
    const rows = await racesOf(live.server, user.userID);
    expect({ outcome, paidWpm: rows[0]?.wpm ?? 0 }).toMatchObject({
      outcome: expect.stringMatching(/^DQ: .*(pasted|program)/),
      paidWpm: 0,
    });
    await client.close();
  }, 45_000);
});
