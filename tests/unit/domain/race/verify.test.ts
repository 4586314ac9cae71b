import { describe, expect, it } from 'vitest';

import type { InputLog } from '../../../../src/domain/race/inputLog';
import { accuracy, consistency, wpm } from '../../../../src/domain/race/stats';
import { replay } from '../../../../src/domain/race/typing';
import { verifyRace } from '../../../../src/domain/race/verify';
import { honestLog, honestUpdates } from './honestTypist';

const passage =
  'Rivers carve their valleys slowly, one grain of sand at a time, until the stone gives way and the water finds a new path toward the sea.';

const lastMs = (log: InputLog) => log.at(-1)!.ms;
/** Judges `log` as the server would after an honest client typed it live (its updates included). */
function judge(log: InputLog, extra: Partial<Parameters<typeof verifyRace>[0]> = {}, seed = 1) {
  const live = honestUpdates(passage, log, seed);
  return verifyRace({
    passage,
    log,
    serverElapsedMs: live.finishAtMs,
    liveProgress: live.observations,
    nitrosAllowed: 0,
    ...extra,
  });
}

describe('race figures', () => {
  it('computes WPM as characters/5 per minute', () => {
    expect(wpm(500, 60_000)).toBe(100);
    expect(wpm(250, 30_000)).toBe(100);
    expect(wpm(10, 0)).toBe(0);
  });

  it('computes accuracy with configurable decimals', () => {
    expect(accuracy(97, 3)).toBe(97);
    expect(accuracy(2, 1, 2)).toBe(66.67);
    expect(accuracy(2, 1, 0)).toBe(67);
    expect(accuracy(0, 0)).toBe(100);
  });

  it('rates an even pace as more consistent than an uneven one', () => {
    const even = honestLog(passage, 60, 1, 0);
    const uneven: InputLog = [];
    let t = 0;
    for (const [i, ch] of [...passage].entries()) {
      t += i % 20 < 10 ? 60 : 400;
      uneven.push({ type: 'key', ms: t, data: ch });
    }
    expect(consistency(even, passage)).toBeGreaterThan(consistency(uneven, passage));
  });
});

describe('server verification', () => {
  it('never flags an honest typist from 20 to 200 WPM (500 simulated races)', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const target = 20 + (seed % 19) * 10;
      const log = honestLog(passage, target, seed);
      const verdict = judge(log, {}, seed);
      if (!verdict.ok) throw new Error(`seed ${seed} at ${target} WPM flagged: ${verdict.reason}`);
      expect(verdict.figures.wpm).toBeGreaterThan(target * 0.6);
    }
  });

  it('computes the figures from the log, not from anything the client claims', () => {
    const log = honestLog(passage, 80, 7, 0.05);
    const verdict = judge(log);
    if (!verdict.ok) throw new Error(verdict.reason);
    const state = replay(passage, log);
    expect(verdict.figures.errors).toBe(state.errors);
    expect(verdict.figures.wpm).toBeCloseTo(wpm(passage.length, state.finishedAt!), 1);
    expect(verdict.figures.accuracy).toBe(accuracy(state.correctKeys, state.errors));
  });

  it('rejects keys before the start', () => {
    const log = honestLog(passage, 60, 3).map((e) => ({ ...e, ms: e.ms - 1000 }));
    expect(judge(log)).toMatchObject({ ok: false, reason: 'keys-before-start', suspect: true });
  });

  it('rejects a log that does not spell the passage', () => {
    const log = honestLog(passage.replace('Rivers', 'Lakes!'), 60, 3);
    expect(judge(log)).toMatchObject({ ok: false, reason: 'log-does-not-match-passage' });
  });

  it('rejects pasted text', () => {
    const log: InputLog = [...passage].map((ch, i) => ({
      type: 'key',
      ms: 1000 + Math.floor(i / 50) * 500,
      data: ch,
    }));
    expect(judge(log)).toMatchObject({ ok: false, reason: 'pasted-text', suspect: true });
  });

  it('rejects superhuman speed, sustained or in a burst', () => {
    const sustained: InputLog = [...passage].map((ch, i) => ({
      type: 'key',
      ms: 100 + i * 40,
      data: ch,
    }));
    expect(judge(sustained)).toMatchObject({ ok: false, reason: 'too-fast' });
    const honest = honestLog(passage, 70, 11, 0);
    const burst = honest.map((e, i) =>
      i >= 40 && i < 70 ? { ...e, ms: honest[40]!.ms + (i - 40) * 5 } : e,
    );
    for (let i = 70; i < burst.length; i += 1)
      burst[i] = { ...burst[i]!, ms: Math.max(burst[i]!.ms, burst[i - 1]!.ms + 1) };
    expect(judge(burst)).toMatchObject({ ok: false, reason: 'too-fast' });
  });

  it('judges no key after the last character: a padded metronome is refused, then caught', () => {
    const metronome: InputLog = [...passage].map((data, i) => ({
      type: 'key',
      ms: 200 + i * 60,
      data,
    }));
    let t = lastMs(metronome);
    const padding: InputLog = Array.from({ length: 400 }, (_, i) => ({
      type: 'key',
      ms: (t += 20 + ((i * 7919) % 400)),
      data: 'abcdefghij'[i % 10]!,
    }));
    expect(judge([...metronome, ...padding])).toMatchObject({
      ok: false,
      reason: 'malformed-log',
      suspect: false,
    });
    expect(judge(metronome)).toMatchObject({ ok: false, reason: 'machine-timing' });
  });

  it('judges the rhythm of the right keys: wrong keys between even right keys do not hide it', () => {
    const log: InputLog = [];
    for (const [i, data] of [...passage].entries()) {
      const ms = 200 + i * 100;
      if (i > 0) log.push({ type: 'key', ms: ms - 10 - ((i * 37) % 80), data: '#' });
      log.push({ type: 'key', ms, data });
    }
    expect(judge(log)).toMatchObject({ ok: false, reason: 'machine-timing', suspect: true });
  });

  it('rejects a log that claims more time than the race ran, or arrives long after it ended', () => {
    const log = honestLog(passage, 60, 5);
    expect(judge(log, { serverElapsedMs: lastMs(log) - 5000 })).toMatchObject({
      reason: 'clock-mismatch',
    });
    expect(judge(log, { serverElapsedMs: lastMs(log) + 60_000 })).toMatchObject({
      reason: 'clock-mismatch',
    });
  });

  it('rejects out-of-order events and more nitros than owned', () => {
    const log = honestLog(passage, 60, 5);
    const swapped = [...log];
    [swapped[3], swapped[4]] = [swapped[4]!, swapped[3]!];
    expect(judge(swapped)).toMatchObject({ ok: false, reason: 'malformed-log' });
    const withNitro: InputLog = [
      { type: 'nitro', ms: 500, data: 'Rivers ' },
      ...honestLog(passage.slice(7), 60, 5).map((e) => ({ ...e, ms: e.ms + 600 })),
    ];
    expect(judge(withNitro, { nitrosAllowed: 1 }).ok).toBe(true);
    expect(judge(withNitro, { nitrosAllowed: 0 })).toMatchObject({ ok: false, suspect: true });
  });
});
