// Attack on paidDurationMs (liveProgress.ts): a real typist's keys, live, but the finished log
// claims each key 15% earlier than it was typed (its times x0.85). The lead over the updates
// grows from 0 to ~2.4 s, always inside liveLagMs (3 s), and the smallest lag (the first
// updates') is under liveLatencyAllowanceMs, so nothing was added back: typed in 16.0 s, paid
// 13.6 s (91 → 108 WPM), where the README promised at most 1 s. The finish, sent when the typing
// really ended, now bounds it: at most finishDelayAllowanceMs (2 s) off.
import { describe, expect, it } from 'vitest';

import { testDatabases } from '../harness';
import { playLog, practiceRace, typistLog } from '../realtimeHarness';
import { liveRealtime, racesOf } from './liveServer';

describe.each(testDatabases.slice(0, 1))('attack: a log compressed in time on $name', (db) => {
  const live = liveRealtime(db);

  it('pays no more than 2 s faster than the keys the server saw', async () => {
    const { user, client, room, startAt } = await practiceRace(
      live.server.app,
      live.server.services,
      live.url,
    );
    const typed = typistLog(room.passage, 100, 3);
    const claimed = typed.map((e) => ({ ...e, ms: Math.round(e.ms * 0.85) }));
    await playLog(client, room, startAt, typed, claimed);
    await Promise.race([client.next('result'), client.next('disqualified')]).catch(() => null);
    const rows = await racesOf(live.server, user.userID);
    const paidMs = rows[0]?.durationMs ?? Infinity;
    expect(paidMs).toBeGreaterThanOrEqual(typed.at(-1)!.ms - 2000);
    await client.close();
  }, 45_000);
});
