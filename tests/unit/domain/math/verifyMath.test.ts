import { describe, expect, it } from 'vitest';

import type { MathInputLog } from '../../../../src/domain/math/mathInputLog';
import { MAX_MATH_LOG_EVENTS, mathInputLogSchema } from '../../../../src/domain/math/mathInputLog';
import { WRONG_ANSWER_PENALTY_MS } from '../../../../src/domain/math/mathRace';
import { mathAccuracy, problemsPerMinute } from '../../../../src/domain/math/mathStats';
import type { Problem } from '../../../../src/domain/math/problem';
import { problemSequence } from '../../../../src/domain/math/problemSequence';
import { PROBLEM_TYPES } from '../../../../src/domain/math/problemTypes';
import type { VerifyMathInput } from '../../../../src/domain/math/verifyMath';
import { verifyMathRace } from '../../../../src/domain/math/verifyMath';
import { ANTI_CHEAT } from '../../../../src/domain/race/verify';
import { seededRng } from '../../../../src/domain/random';
import { honestMathRace } from './honestMathPlayer';

const problems = problemSequence(5, ['multiplication_1'], 10);
const answer = (p: Problem, ms: number) => ({ type: 'answer' as const, ms, data: p.answer });
const wrong = (p: Problem, ms: number) => ({
  type: 'answer' as const,
  ms,
  data: String(p.value + 1),
});
/** Right answers at the given times. */
const answersAt = (times: number[], ps = problems): MathInputLog =>
  times.map((ms, i) => answer(ps[i]!, ms));
const every = (gap: number, n = problems.length) =>
  Array.from({ length: n }, (_, i) => (i + 1) * gap);

/**
 * The updates an honest client sends for `log` (problems answered), each arriving `lagMs` after
 * the answer: its throttle, the network and a late green light together.
 */
const updatesFor = (log: MathInputLog, lagMs = 250) =>
  log.slice(0, -1).map((event, i) => ({ atMs: event.ms + lagMs, typed: i + 1 }));

const judge = (log: MathInputLog, extra: Partial<VerifyMathInput> = {}) => {
  const finish = Math.max(...log.map((e) => e.ms));
  return verifyMathRace({
    problems,
    log,
    serverElapsedMs: finish + 300,
    liveProgress: updatesFor(log),
    nitrosAllowed: 0,
    ...extra,
  });
};
const reasonOf = (v: ReturnType<typeof verifyMathRace>) => (v.ok ? 'ok' : v.reason);

describe('math figures', () => {
  it('computes problems per minute', () => {
    expect(problemsPerMinute(20, 60_000)).toBe(20);
    expect(problemsPerMinute(10, 30_000)).toBe(20);
    expect(problemsPerMinute(5, 0)).toBe(0);
  });

  it('computes accuracy over attempted problems with configurable decimals', () => {
    expect(mathAccuracy(18, 2)).toBe(90);
    expect(mathAccuracy(2, 1, 2)).toBe(66.67);
    expect(mathAccuracy(2, 1, 0)).toBe(67);
    expect(mathAccuracy(0, 0)).toBe(100);
  });
});

describe('verifyMathRace', () => {
  it('computes the figures itself from the log', () => {
    const log: MathInputLog = [
      answer(problems[0]!, 2000),
      wrong(problems[1]!, 4000),
      ...answersAt(
        every(2000, 8).map((ms) => ms + 4000 + WRONG_ANSWER_PENALTY_MS),
        problems.slice(2),
      ),
    ];
    const finish = 4000 + WRONG_ANSWER_PENALTY_MS + 16_000;
    const withNitro: MathInputLog = [...log.slice(0, -1), { type: 'nitro', ms: finish, data: '' }];
    const verdict = verifyMathRace({
      problems,
      log: withNitro,
      serverElapsedMs: finish + 500,
      liveProgress: updatesFor(withNitro),
      nitrosAllowed: 1,
      accuracyDecimals: 2,
    });
    if (!verdict.ok) throw new Error(verdict.message);
    expect(verdict.figures).toEqual({
      ppm: Math.round(problemsPerMinute(10, finish) * 10) / 10,
      accuracy: 88.89,
      correct: 8,
      wrong: 1,
      durationMs: finish,
      nitrosUsed: 1,
      answered: 10,
    });
    expect(verdict.figures.ppm).toBe(27.9);
  });

  it('rejects an empty or oversized log as malformed', () => {
    expect(
      reasonOf(
        verifyMathRace({
          problems,
          log: [],
          serverElapsedMs: 1,
          liveProgress: [],
          nitrosAllowed: 0,
        }),
      ),
    ).toBe('malformed-log');
    const huge = Array.from({ length: MAX_MATH_LOG_EVENTS + 1 }, (_, i) =>
      answer(problems[0]!, i * 1000),
    );
    expect(reasonOf(judge(huge))).toBe('malformed-log');
  });

  it('rejects an out-of-order log and broken events as malformed and suspect', () => {
    const log = answersAt(every(2000));
    [log[3], log[4]] = [log[4]!, log[3]!];
    const v = judge(log);
    expect(reasonOf(v)).toBe('malformed-log');
    expect(!v.ok && v.suspect).toBe(true);
    const broken = answersAt(every(2000)) as { type: string; ms: number; data: string }[];
    broken[2] = { type: 'nitro', ms: 6000, data: '7' };
    expect(reasonOf(judge(broken as MathInputLog))).toBe('malformed-log');
    const nan = answersAt(every(2000));
    nan[9] = { ...nan[9]!, ms: Number.NaN };
    expect(reasonOf(judge(nan, { serverElapsedMs: 20_000 }))).toBe('malformed-log');
  });

  it('rejects answers before the green light', () => {
    const log = answersAt(every(2000).map((ms) => ms - 2500));
    expect(reasonOf(judge(log))).toBe('answers-before-start');
  });

  it('rejects, without suspicion, a log that stops before the last problem', () => {
    const v = judge(answersAt(every(2000, 9)));
    expect(reasonOf(v)).toBe('log-does-not-match-problems');
    expect(!v.ok && v.suspect).toBe(false);
  });

  it('rejects as suspect a log with answers sent during a penalty', () => {
    const log: MathInputLog = [wrong(problems[0]!, 2000), answer(problems[1]!, 2500)];
    for (let i = 1; i < problems.length; i += 1) log.push(answer(problems[i]!, 4000 + i * 2000));
    const v = judge(log);
    expect(reasonOf(v)).toBe('log-does-not-match-problems');
    expect(!v.ok && v.suspect).toBe(true);
  });

  it('rejects more nitros than the racer owned', () => {
    const log: MathInputLog = [
      { type: 'nitro', ms: 1500, data: '' },
      { type: 'nitro', ms: 3000, data: '' },
      ...answersAt(
        every(2000, 8).map((ms) => ms + 3000),
        problems.slice(2),
      ),
    ];
    expect(reasonOf(judge(log, { nitrosAllowed: 1 }))).toBe('too-many-nitros');
    expect(reasonOf(judge(log, { nitrosAllowed: 2 }))).toBe('ok');
  });

  it('rejects a log whose clock disagrees with the server', () => {
    const log = answersAt(every(2000));
    expect(reasonOf(judge(log, { serverElapsedMs: 20_000 - ANTI_CHEAT.clockSlackMs - 1 }))).toBe(
      'clock-mismatch',
    );
    expect(reasonOf(judge(log, { serverElapsedMs: 20_000 - ANTI_CHEAT.clockSlackMs }))).toBe('ok');
    expect(reasonOf(judge(log, { serverElapsedMs: 20_000 + ANTI_CHEAT.maxSendDelayMs + 1 }))).toBe(
      'clock-mismatch',
    );
  });

  it('rejects five superhumanly quick answers in a row, but not four', () => {
    const slow = every(3000);
    const burst = (n: number) =>
      slow.map((ms, i) => (i > 2 && i <= 2 + n ? slow[2]! + (i - 2) * 200 : ms));
    expect(reasonOf(judge(answersAt(burst(5))))).toBe('too-fast');
    expect(reasonOf(judge(answersAt(burst(4))))).toBe('ok');
  });

  it('rejects quick answers crowded in a window: 4 quick, a 280 ms pause, repeat', () => {
    const ps = problemSequence(9, ['addition_1'], 20);
    const times = every(3000, 20).map((ms, i) => (i < 10 ? ms : 30_000));
    let t = 30_000;
    for (let i = 10; i < 20; i += 1) {
      times[i] = t;
      t += (i - 9) % 5 === 4 ? 280 : 60;
    }
    expect(reasonOf(judge(answersAt(times, ps), { problems: ps }))).toBe('too-fast');
    // Four quick answers once, then a normal pace: luck, not a script.
    const once = every(3000, 20).map((ms, i) => (i > 5 && i <= 9 ? 18_000 + (i - 5) * 200 : ms));
    expect(reasonOf(judge(answersAt(once, ps), { problems: ps }))).toBe('ok');
  });

  it('disqualifies an unseen tail answering half the course at once (attacker mathTail)', () => {
    const ps = problemSequence(9, ['addition_1'], 20);
    // Half at 1 s each, reported live; then the other half 280 ms apart (not quick, no run) in
    // the last 2.8 s, which only the finish covers.
    const times = Array.from({ length: 20 }, (_, i) =>
      i < 10 ? (i + 1) * 1000 : 10_000 + (i - 9) * 280,
    );
    const log = answersAt(times, ps);
    const live = updatesFor(log).filter((u) => u.typed <= 10);
    expect(reasonOf(judge(log, { problems: ps, liveProgress: live }))).toBe('not-answered-live');
    // The same answers reported live as they came in are a fast finish, not a forged one.
    expect(reasonOf(judge(log, { problems: ps }))).toBe('ok');
  });

  it('rejects a sustained pace no human keeps up', () => {
    const ps = problemSequence(9, ['addition_1'], 20);
    const fast = answersAt(every(300, 20), ps);
    expect(reasonOf(judge(fast, { problems: ps }))).toBe('too-fast');
    const brisk = answersAt(every(450, 20), ps);
    expect(reasonOf(judge(brisk, { problems: ps }))).toBe('ok');
  });

  it('disqualifies answers the server never saw live (issue 10, attack 1 on the math site)', () => {
    const log = answersAt(every(1500));
    expect(judge(log, { liveProgress: [] })).toMatchObject({
      ok: false,
      reason: 'not-answered-live',
      suspect: true,
    });
    // Updates that stopped half way are not enough either.
    const half = updatesFor(log).filter((u) => u.typed <= 5);
    expect(reasonOf(judge(log, { liveProgress: half }))).toBe('not-answered-live');
    expect(reasonOf(judge(log))).toBe('ok');
  });

  it('pays a log compressed in time no shorter than its finish arrival allows (attacker timeCompression)', () => {
    // GIVEN answers really given every 3 s, seen live at those times, the finish sent at the end
    const real = answersAt(every(3000));
    const realEnd = real.at(-1)!.ms;
    // WHEN the finished log claims every answer 8 % earlier (2.4 s by the end: within the live checks)
    const compressed = real.map((e) => ({ ...e, ms: Math.round(e.ms * 0.92) }));
    const verdict = verifyMathRace({
      problems,
      log: compressed,
      serverElapsedMs: realEnd + 300,
      liveProgress: updatesFor(real),
      nitrosAllowed: 0,
    });
    // THEN it is paid on no less than the real time less the finish allowance
    if (!verdict.ok) throw new Error(verdict.message);
    expect(verdict.figures.durationMs).toBeGreaterThanOrEqual(
      realEnd + 300 - ANTI_CHEAT.finishDelayAllowanceMs,
    );
    expect(verdict.figures.durationMs).toBeGreaterThan(compressed.at(-1)!.ms);
  });

  it('never flags an honest racer (600 simulated races across every type and mix)', () => {
    for (let seed = 1; seed <= 600; seed += 1) {
      const rng = seededRng(seed * 31);
      const types = seed % 9 === 0 ? PROBLEM_TYPES : [PROBLEM_TYPES[seed % PROBLEM_TYPES.length]!];
      const ps = problemSequence(seed, types, 5 + Math.floor(rng() * 26));
      const nitros = Math.floor(rng() * 4);
      const race = honestMathRace(ps, seed, { wrongRate: rng() * 0.4, nitros });
      const sent = race.finishedAt! + 50 + rng() * 2000;
      const log = mathInputLogSchema.parse(race.log);
      const verdict = verifyMathRace({
        problems: ps,
        log,
        serverElapsedMs: sent,
        liveProgress: updatesFor(log, 50 + rng() * 1500),
        nitrosAllowed: nitros,
      });
      if (!verdict.ok)
        throw new Error(`seed ${seed} flagged: ${verdict.reason} (${verdict.message})`);
      expect(verdict.figures.correct).toBe(race.correct);
      expect(verdict.figures.wrong).toBe(race.wrong);
      expect(verdict.figures.answered).toBe(ps.length);
    }
  });
});

describe('mathInputLogSchema', () => {
  it('accepts answers and nitros and drops anything else', () => {
    expect(mathInputLogSchema.safeParse([{ type: 'answer', ms: 5, data: '12' }]).success).toBe(
      true,
    );
    expect(mathInputLogSchema.safeParse([{ type: 'nitro', ms: 5, data: '' }]).success).toBe(true);
    expect(mathInputLogSchema.safeParse([{ type: 'nitro', ms: 5, data: '3' }]).success).toBe(false);
    expect(mathInputLogSchema.safeParse([{ type: 'key', ms: 5, data: '3' }]).success).toBe(false);
    expect(mathInputLogSchema.safeParse([{ type: 'answer', ms: 5, data: '' }]).success).toBe(false);
    expect(
      mathInputLogSchema.safeParse([{ type: 'answer', ms: 5, data: '1', extra: 1 }]).success,
    ).toBe(false);
  });
});
