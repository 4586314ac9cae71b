// Attacks on what the timing checks (timingChecks.ts) look at. Issue 10's metronome (keys exactly
// 50 ms apart) is caught on its own, but the checks measured every key of the log, and keys that
// change no figure could give the rhythm a human spread:
// - keys after the last character (typing.ts ignores them; the log kept them): a metronome
//   followed by a few hundred random keys was paid at ~237 WPM;
// - wrong keys at random moments between evenly spaced right keys: paid at ~120 WPM.
// Progress is reported live, honestly, as the client does.
import { describe, expect, it } from 'vitest';

import type { InputLog } from '../../../src/domain/race/inputLog';
import { seededRng } from '../../../src/domain/random';
import { testDatabases } from '../harness';
import { playLog, practiceRace, type RealtimeClient } from '../realtimeHarness';
import { liveRealtime, racesOf } from './liveServer';

/** Right keys exactly `gapMs` apart from 200 ms. */
const metronome = (passage: string, gapMs: number): InputLog =>
  [...passage].map((data, i) => ({ type: 'key', ms: 200 + i * gapMs, data }));

/** Random keys at random gaps after the log's last character (they change no figure). */
function padded(log: InputLog): InputLog {
  const rng = seededRng(9);
  const padding: InputLog = [];
  let t = log.at(-1)!.ms;
  for (let i = 0; i < 400; i += 1) {
    t += 20 + Math.round(rng() * 400);
    padding.push({ type: 'key', ms: t, data: 'abcdefghij'[Math.floor(rng() * 10)]! });
  }
  return [...log, ...padding];
}

/** Right keys 100 ms apart, each after a wrong key at a random moment of its gap. */
function wrongKeysBetween(passage: string): InputLog {
  const rng = seededRng(5);
  const log: InputLog = [];
  for (const event of metronome(passage, 100)) {
    if (event.ms > 300)
      log.push({ type: 'key', ms: event.ms - Math.round(10 + rng() * 80), data: '#' });
    log.push(event);
  }
  return log;
}

/** What the server answered a finish with: a result, a disqualification or a rejection. */
const outcomeOf = (client: RealtimeClient) =>
  Promise.race([
    client.next('result', () => true, 10_000).then(() => 'paid'),
    client.next('disqualified', () => true, 10_000).then((f) => `DQ: ${f.data.message}`),
    client.error('race-rejected', 10_000).then((f) => `rejected: ${f.data.message}`),
  ]);

describe.each(testDatabases.slice(0, 1))('attack: padding a scripted rhythm on $name', (db) => {
  const live = liveRealtime(db);

  const paidWpm = async (userID: number) => {
    const rows = await racesOf(live.server, userID);
    return rows[0]?.wpm ?? 0;
  };

  it('does not pay a metronome padded with random keys after its last character', async () => {
    const { user, client, room, startAt } = await practiceRace(
      live.server.app,
      live.server.services,
      live.url,
    );
    // Typed live at 50 ms a key; the finish (sent right after the last key) carries the padding.
    const log = metronome(room.passage, 50);
    await playLog(client, room, startAt, log, padded(log));
    const outcome = await outcomeOf(client);
    expect({ outcome, paid: await paidWpm(user.userID) }).toEqual({
      outcome: expect.stringMatching(/^rejected: .*after its last character/),
      paid: 0,
    });
    await client.close();
  }, 45_000);

  it('disqualifies evenly spaced right keys hidden among wrong keys at random moments', async () => {
    const { user, client, room, startAt } = await practiceRace(
      live.server.app,
      live.server.services,
      live.url,
    );
    await playLog(client, room, startAt, wrongKeysBetween(room.passage));
    const outcome = await outcomeOf(client);
    expect({ outcome, paid: await paidWpm(user.userID) }).toEqual({
      outcome: expect.stringMatching(/^DQ: .*program/),
      paid: 0,
    });
    await client.close();
  }, 45_000);
});
