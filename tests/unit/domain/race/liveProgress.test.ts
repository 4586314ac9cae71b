// Live progress (issue 10, attack 1): a finished log must agree with the updates the server
// received while the race ran, in timing and in amount.
import { describe, expect, it } from 'vitest';

import { ANTI_CHEAT } from '../../../../src/domain/race/antiCheat';
import type { InputLog } from '../../../../src/domain/race/inputLog';
import {
  liveProgressFault,
  paidDurationMs,
  tailFault,
  TYPING_TAIL_LIMITS,
  typingTimeline,
  type ProgressObservation,
} from '../../../../src/domain/race/liveProgress';
import { replay } from '../../../../src/domain/race/typing';
import { honestLog, honestUpdates } from './honestTypist';

const passage =
  'Rivers carve their valleys slowly, one grain of sand at a time, until the stone gives way and the water finds a new path toward the sea.';

const judge = (log: InputLog, observations: ProgressObservation[], finishAtMs: number) =>
  liveProgressFault({ timeline: typingTimeline(passage, log), observations, finishAtMs });

/** Updates reporting the log's progress `lagMs` after it happened, every 100 ms. */
function laggedUpdates(log: InputLog, lagMs: number): ProgressObservation[] {
  const timeline = typingTimeline(passage, log);
  const seen: ProgressObservation[] = [];
  for (let at = 0; at < timeline.at(-1)!.ms; at += 100) {
    const done = timeline.filter((p) => p.ms <= at).at(-1)?.done ?? 0;
    if (done > (seen.at(-1)?.typed ?? 0)) seen.push({ atMs: at + lagMs, typed: done });
  }
  return seen;
}

describe('typingTimeline', () => {
  it('moves as the replay does: wrong keys stay put, a forged nitro fills nothing', () => {
    const log: InputLog = [
      { type: 'key', ms: 100, data: 'R' },
      { type: 'key', ms: 200, data: 'x' },
      { type: 'nitro', ms: 300, data: 'ivers ' },
      { type: 'nitro', ms: 400, data: 'forged ' },
      { type: 'key', ms: 500, data: 'c' },
    ];
    expect(typingTimeline(passage, log)).toEqual([
      { ms: 100, done: 1 },
      { ms: 300, done: 7, jump: true },
      { ms: 500, done: 8 },
    ]);
    const honest = honestLog(passage, 90, 4);
    expect(typingTimeline(passage, honest).at(-1)).toEqual({
      ms: replay(passage, honest).finishedAt,
      done: passage.length,
    });
  });
});

describe('liveProgressFault', () => {
  it("accepts an honest client's updates over a jittery network (500 races, 20-200 WPM)", () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const log = honestLog(passage, 20 + (seed % 19) * 10, seed);
      const live = honestUpdates(passage, log, seed, {
        latencyMs: 30 + (seed % 5) * 60,
        jitterMs: 120,
        spikeChance: 0.05,
        spikeMs: 1200,
      });
      const fault = judge(log, live.observations, live.finishAtMs);
      if (fault) throw new Error(`seed ${seed}: ${fault}`);
    }
  });

  it('rejects a finish with no updates at all: the log was never typed live', () => {
    const log = honestLog(passage, 240, 3, 0);
    const T = log.at(-1)!.ms;
    expect(T).toBeGreaterThan(ANTI_CHEAT.liveLagMs);
    expect(judge(log, [], T + 20)).toBe('not-seen-live');
  });

  it('lets the finish itself cover the last liveLagMs of the log', () => {
    const short = honestLog(passage.slice(0, 20), 200, 3, 0).map((e) => ({ ...e }));
    expect(short.at(-1)!.ms).toBeLessThan(ANTI_CHEAT.liveLagMs);
    expect(
      liveProgressFault({
        timeline: typingTimeline(passage.slice(0, 20), short),
        observations: [],
        finishAtMs: short.at(-1)!.ms + 50,
      }),
    ).toBeNull();
  });

  it('lets a finish held up by a network stall cover the end of the log', () => {
    const log = honestLog(passage, 60, 8);
    const last = log.at(-1)!.ms;
    const updates = laggedUpdates(log, 300).filter((o) => o.atMs < last - 2000);
    expect(judge(log, updates, last + 6000)).toBeNull();
  });

  it('allows updates up to liveLagMs late and no more', () => {
    const log = honestLog(passage, 60, 8);
    const finishAtMs = log.at(-1)!.ms + 100;
    expect(judge(log, laggedUpdates(log, ANTI_CHEAT.liveLagMs - 150), finishAtMs)).toBeNull();
    expect(judge(log, laggedUpdates(log, ANTI_CHEAT.liveLagMs + 150), finishAtMs)).toBe(
      'not-seen-live',
    );
  });

  it('rejects updates that reported more than the log had done (another race than the log)', () => {
    const log = honestLog(passage, 60, 8);
    const finishAtMs = log.at(-1)!.ms + 100;
    // Progress reported 1.5 s before the log reaches it.
    const early = laggedUpdates(log, -ANTI_CHEAT.liveLeadMs - 500).map((o) => ({
      ...o,
      atMs: Math.max(0, o.atMs),
    }));
    expect(judge(log, early, finishAtMs)).toBe('ahead-of-log');
  });

  it("lets an honest tail through: what the last update missed is one throttle's worth", () => {
    // Honest worst over the 500 races of the first test: 4 characters after the last update.
    for (let seed = 1; seed <= 500; seed += 1) {
      const log = honestLog(passage, 20 + (seed % 19) * 10, seed);
      const live = honestUpdates(passage, log, seed);
      expect(tailFault(typingTimeline(passage, log), live.observations, TYPING_TAIL_LIMITS)).toBe(
        false,
      );
    }
  });

  it('rejects a log whose unseen tail completes most of the passage far faster than seen', () => {
    // The attacker's raceTail: 40% reported live at ~80 WPM (150 ms a key), then silence and a
    // log whose last ~2 s type the other 60% at ~30 ms a key; finish right after the last key.
    const head = Math.floor(passage.length * 0.4);
    const log: InputLog = [...passage].map((data, i) => ({
      type: 'key',
      ms: 200 + (i < head ? i * 150 : (head - 1) * 150 + (i - head + 1) * 30),
      data,
    }));
    const updates = laggedUpdates(log, 150).filter((o) => o.typed <= head);
    const finishAtMs = log.at(-1)!.ms + 30;
    expect(judge(log, updates, finishAtMs)).toBe('tail-too-fast');
    // The same log, reported live all the way (an honest 150 ms-then-30 ms sprint), passes.
    expect(judge(log, laggedUpdates(log, 150), finishAtMs)).toBeNull();
  });

  it('caps a tail at maxWpm even when the seen pace was fast, and counts a nitro as one', () => {
    const timeline = [
      { ms: 1000, done: 20 },
      { ms: 1100, done: 60 },
    ];
    // 20 seen in 1 s; 40 more in 100 ms (1.5x pace allows 3, maxWpm ~2, slack 10).
    expect(tailFault(timeline, [{ atMs: 1100, typed: 20 }], TYPING_TAIL_LIMITS)).toBe(true);
    const nitro = [
      { ms: 1000, done: 20 },
      { ms: 1100, done: 40, jump: true },
    ];
    expect(tailFault(nitro, [{ atMs: 1100, typed: 20 }], TYPING_TAIL_LIMITS)).toBe(false);
  });

  it('pays a log that runs ahead of its updates on the time the server saw, not a free 3 s', () => {
    const log = honestLog(passage, 60, 8);
    const timeline = typingTimeline(passage, log);
    const last = timeline.at(-1)!.ms;
    // Every update 2.5 s after the log's moment: within liveLagMs, so not flagged...
    expect(judge(log, laggedUpdates(log, 2500), last + 2600)).toBeNull();
    // ...but the lead beyond liveLatencyAllowanceMs is paid for (updates sample every 100 ms).
    const paid = paidDurationMs(timeline, laggedUpdates(log, 2500));
    expect(paid).toBeGreaterThanOrEqual(last + 2500 - ANTI_CHEAT.liveLatencyAllowanceMs);
    expect(paid).toBeLessThan(last + 2600 - ANTI_CHEAT.liveLatencyAllowanceMs);
    expect(paidDurationMs(timeline, laggedUpdates(log, 300))).toBe(last);
    // Honest clients over a jittery network are paid their own log's time (worst lag 544 ms).
    for (let seed = 1; seed <= 500; seed += 1) {
      const honest = honestLog(passage, 20 + (seed % 19) * 10, seed);
      const live = honestUpdates(passage, honest, seed, {
        latencyMs: 30 + (seed % 5) * 60,
        jitterMs: 120,
        spikeChance: 0.05,
        spikeMs: 1200,
      });
      const own = typingTimeline(passage, honest);
      expect(paidDurationMs(own, live.observations)).toBe(own.at(-1)!.ms);
      // Their finish, however the network delays it, costs nothing either.
      expect(paidDurationMs(own, live.observations, live.finishAtMs)).toBe(own.at(-1)!.ms);
    }
  });

  it('pays a log compressed in time on when its finish arrived, not on its own last key', () => {
    const typed = honestLog(passage, 60, 8);
    const live = honestUpdates(passage, typed, 8);
    // Every key claimed 15% earlier than typed: the first lags stay small, the last grow to ~3 s.
    const claimed = typed.map((e) => ({ ...e, ms: Math.round(e.ms * 0.85) }));
    const timeline = typingTimeline(passage, claimed);
    expect(paidDurationMs(timeline, live.observations)).toBe(timeline.at(-1)!.ms);
    const paid = paidDurationMs(timeline, live.observations, live.finishAtMs);
    expect(paid).toBe(live.finishAtMs - ANTI_CHEAT.finishDelayAllowanceMs);
    expect(paid).toBeGreaterThan(timeline.at(-1)!.ms + 1000);
  });

  it('rejects a stream of updates far behind the log it finishes with (amount)', () => {
    const log = honestLog(passage, 60, 8);
    const finishAtMs = log.at(-1)!.ms + 100;
    // Updates on time but for a third of the characters.
    const third = laggedUpdates(log, 100).map((o) => ({ ...o, typed: Math.floor(o.typed / 3) }));
    expect(judge(log, third, finishAtMs)).toBe('not-seen-live');
  });
});
