// Attack on live progress (liveProgress.ts): the last liveLagMs of a finished log are never checked
// against the updates the server saw ("the finish reports everything"). A script types live at a
// modest pace, stops reporting, and sends a log whose final ~2 s complete most of the passage at
// ~30 ms a key (under the 12 ms burst floor, the 250 WPM cap and the timing checks). The server saw
// under half the passage typed at ~80 WPM, yet pays the race at well over 150 WPM.
import { describe, expect, it } from 'vitest';

import type { InputLog } from '../../../src/domain/race/inputLog';
import { gaussian, seededRng } from '../../../src/domain/random';
import { testDatabases } from '../harness';
import { practiceRace, sleep } from '../realtimeHarness';
import { liveRealtime, racesOf } from './liveServer';

/** Head typed at ~80 WPM (150 ms a key), tail at ~30 ms a key; both jittered like fingers. */
function tailLog(passage: string, headChars: number): InputLog {
  const rng = seededRng(42);
  const log: InputLog = [];
  let t = 200;
  for (let i = 0; i < passage.length; i += 1) {
    const mean = i < headChars ? 150 : 30;
    if (i > 0) t += Math.max(mean * 0.5, gaussian(rng, mean, mean * 0.3));
    log.push({ type: 'key', ms: Math.round(t), data: passage[i] ?? ' ' });
  }
  return log;
}

describe.each(testDatabases.slice(0, 1))('attack: the unchecked tail of a log on $name', (db) => {
  const live = liveRealtime(db);

  it('does not pay a finish that completes most of the passage after its last live update', async () => {
    const { user, client, room, startAt } = await practiceRace(
      live.server.app,
      live.server.services,
      live.url,
    );
    const passage = room.passage;
    const headChars = Math.floor(passage.length * 0.4);
    const log = tailLog(passage, headChars);
    const headEnd = log[headChars - 1]!.ms;
    // Live updates, honestly, for the head only (every 100 ms, as the client does).
    let sent = 0;
    while (Date.now() - startAt < headEnd + 50) {
      await sleep(100);
      const now = Date.now() - startAt;
      const typed = log.filter((e) => e.ms <= now).length;
      const capped = Math.min(typed, headChars);
      if (capped > sent) {
        sent = capped;
        client.send({ channel: 'race-server', type: 'update', data: { typed: capped, errors: 0 } });
      }
    }
    // Silence, then the whole log right when its last key claims to be.
    await sleep(startAt + log.at(-1)!.ms + 30 - Date.now());
    client.send({ channel: 'race-server', type: 'finish', data: { log } });
    const outcome = await client
      .next('result', () => true, 10_000)
      .then(
        (f) => ({ kind: 'paid' as const, wpm: f.data }),
        () => ({ kind: 'not-paid' as const }),
      );
    const rows = await racesOf(live.server, user.userID);
    // What the server saw live: `headChars` by `headEnd` (~80 WPM).
    const liveWpm = headChars / 5 / (headEnd / 60_000);
    const paid = rows[0]?.wpm ?? 0;
    expect(liveWpm).toBeLessThan(100);
    // The finish must not be paid at a speed the live progress never showed.
    expect({ outcome: outcome.kind, paidWpm: paid }).toEqual({ outcome: 'not-paid', paidWpm: 0 });
    await client.close();
  }, 60_000);
});
