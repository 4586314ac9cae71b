import { describe, expect, it } from 'vitest';

import {
  answeredCount,
  applyMathNitro,
  currentProblem,
  isInPenalty,
  isMathRaceFinished,
  mathProgress,
  replayMath,
  startMathRace,
  submitAnswer,
  WRONG_ANSWER_PENALTY_MS,
} from '../../../../src/domain/math/mathRace';
import { MATH_RACE_PROBLEMS, problemSequence } from '../../../../src/domain/math/problemSequence';
import { PROBLEM_TYPES } from '../../../../src/domain/math/problemTypes';
import { honestMathRace } from './honestMathPlayer';

const problems = problemSequence(11, ['addition_1'], 4);
const [p0, p1, p2, p3] = problems as [
  (typeof problems)[0],
  (typeof problems)[0],
  (typeof problems)[0],
  (typeof problems)[0],
];
const wrongFor = (answer: string) => String(Number(answer) + 1);

describe('math race model', () => {
  it('starts on the first problem with nothing done', () => {
    const s = startMathRace(problems);
    expect(currentProblem(s)).toBe(p0);
    expect(mathProgress(s)).toBe(0);
    expect(isMathRaceFinished(s)).toBe(false);
    expect(s.finishedAt).toBeNull();
  });

  it('moves on after a right answer and logs it', () => {
    const s = submitAnswer(startMathRace(problems), ` ${p0.answer} `, 1200);
    expect(s.index).toBe(1);
    expect(s.correct).toBe(1);
    expect(s.wrong).toBe(0);
    expect(currentProblem(s)).toBe(p1);
    expect(mathProgress(s)).toBe(0.25);
    expect(s.log).toEqual([{ type: 'answer', ms: 1200, data: p0.answer }]);
    expect(s.penaltyUntil).toBeNull();
  });

  it('shows the right answer for the penalty after a wrong one, then moves on', () => {
    const s = submitAnswer(startMathRace(problems), wrongFor(p0.answer), 1000);
    expect(s.wrong).toBe(1);
    expect(s.correct).toBe(0);
    expect(s.index).toBe(1);
    expect(s.penaltyUntil).toBe(1000 + WRONG_ANSWER_PENALTY_MS);
    expect(s.missed).toEqual({ problemIndex: 0, given: wrongFor(p0.answer) });
    expect(isInPenalty(s, 1000 + WRONG_ANSWER_PENALTY_MS - 1)).toBe(true);
    expect(isInPenalty(s, 1000 + WRONG_ANSWER_PENALTY_MS)).toBe(false);

    // During the penalty nothing counts and nothing is logged: the car stands still.
    const during = submitAnswer(s, p1.answer, 2000);
    expect(during).toBe(s);
    expect(applyMathNitro(s, 2400)).toBe(s);

    const after = submitAnswer(s, p1.answer, 2500);
    expect(after.index).toBe(2);
    expect(after.correct).toBe(1);
    expect(after.log).toHaveLength(2);
    expect(mathProgress(after)).toBe(0.5);
  });

  it('lets a nitro answer the current problem without counting it as an attempt', () => {
    const s = applyMathNitro(startMathRace(problems), 800);
    expect(s.index).toBe(1);
    expect(s.nitrosUsed).toBe(1);
    expect(s.correct).toBe(0);
    expect(s.wrong).toBe(0);
    expect(s.log).toEqual([{ type: 'nitro', ms: 800, data: '' }]);
  });

  it('ignores blank and over-long answers', () => {
    const s = startMathRace(problems);
    expect(submitAnswer(s, '   ', 500)).toBe(s);
    expect(submitAnswer(s, '1234567890123', 500)).toBe(s);
  });

  it('finishes on the last right answer and ignores everything after', () => {
    let s = startMathRace(problems);
    s = submitAnswer(s, p0.answer, 1000);
    s = applyMathNitro(s, 2000);
    s = submitAnswer(s, p2.answer, 3000);
    expect(s.finishedAt).toBeNull();
    s = submitAnswer(s, p3.answer, 4000);
    expect(isMathRaceFinished(s)).toBe(true);
    expect(s.finishedAt).toBe(4000);
    expect(mathProgress(s)).toBe(1);
    expect(answeredCount(s)).toBe(4);
    expect(currentProblem(s)).toBeNull();
    expect(submitAnswer(s, '3', 5000)).toBe(s);
    expect(applyMathNitro(s, 5000)).toBe(s);
  });

  it('makes a wrong last answer finish when its penalty ends', () => {
    let s = startMathRace(problems);
    for (const [i, p] of [p0, p1, p2].entries()) s = submitAnswer(s, p.answer, 1000 * (i + 1));
    s = submitAnswer(s, wrongFor(p3.answer), 4000);
    expect(s.finishedAt).toBe(4000 + WRONG_ANSWER_PENALTY_MS);
    expect(s.correct).toBe(3);
    expect(s.wrong).toBe(1);
  });

  it('has no progress with no problems', () => {
    const s = startMathRace([]);
    expect(mathProgress(s)).toBe(0);
    expect(isMathRaceFinished(s)).toBe(true);
  });
});

describe('replayMath', () => {
  it('rebuilds exactly the live state from its log (300 simulated races)', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const type = PROBLEM_TYPES[seed % PROBLEM_TYPES.length]!;
      const ps = problemSequence(seed, [type], MATH_RACE_PROBLEMS);
      const live = honestMathRace(ps, seed, { wrongRate: 0.2, nitros: 3 });
      expect(replayMath(ps, live.log)).toEqual(live);
    }
  });

  it('drops answers a live race would have ignored', () => {
    const log = [
      { type: 'answer' as const, ms: 1000, data: wrongFor(p0.answer) },
      { type: 'answer' as const, ms: 1200, data: p1.answer },
    ];
    const s = replayMath(problems, log);
    expect(s.log).toHaveLength(1);
    expect(s.index).toBe(1);
  });
});
