import { describe, expect, it } from 'vitest';

import { MATH_RACE_PROBLEMS, problemSequence } from '../../../../src/domain/math/problemSequence';
import type { ProblemType } from '../../../../src/domain/math/problemTypes';
import {
  isProblemType,
  PROBLEM_TYPE_LABELS,
  PROBLEM_TYPES,
  resolveProblemType,
} from '../../../../src/domain/math/problemTypes';

describe('problem types', () => {
  it('lists the eight SPEC types in order', () => {
    expect(PROBLEM_TYPES).toEqual([
      'addition_1',
      'subtraction_1',
      'money_1',
      'multiplication_1',
      'counting_1',
      'multiplication_2',
      'division_1',
      'division_2',
    ]);
    expect(Object.keys(PROBLEM_TYPE_LABELS).sort()).toEqual([...PROBLEM_TYPES].sort());
  });

  it('resolves known names and falls back to the first type for unknown ones', () => {
    expect(resolveProblemType('division_2')).toBe('division_2');
    expect(resolveProblemType(' money_1 ')).toBe('money_1');
    expect(resolveProblemType('algebra_9')).toBe('addition_1');
    expect(resolveProblemType('')).toBe('addition_1');
    expect(resolveProblemType('Division_2')).toBe('addition_1');
    expect(isProblemType('counting_1')).toBe(true);
    expect(isProblemType('toString')).toBe(false);
    expect(isProblemType(3)).toBe(false);
  });
});

describe('problemSequence', () => {
  const all: readonly ProblemType[] = PROBLEM_TYPES;

  it('builds the same problems for the same seed (server and every racer)', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      expect(problemSequence(seed, all, 20)).toEqual(problemSequence(seed, all, 20));
    }
  });

  it('builds different problems for different seeds', () => {
    let differing = 0;
    for (let seed = 0; seed < 200; seed += 1) {
      const a = problemSequence(seed, ['addition_1'], 20).map((p) => p.prompt);
      const b = problemSequence(seed + 1000, ['addition_1'], 20).map((p) => p.prompt);
      if (a.join() !== b.join()) differing += 1;
    }
    expect(differing).toBe(200);
  });

  it('has the requested length and only the requested types', () => {
    const seq = problemSequence(7, ['division_1', 'money_1'], MATH_RACE_PROBLEMS);
    expect(seq).toHaveLength(20);
    expect(new Set(seq.map((p) => p.type))).toEqual(new Set(['division_1', 'money_1']));
    expect(problemSequence(7, ['division_1'], 0)).toEqual([]);
  });

  it('mixes every type of a mixed lesson', () => {
    const types = new Set(problemSequence(1, all, 400).map((p) => p.type));
    expect(types.size).toBe(PROBLEM_TYPES.length);
  });

  it('never shows the same prompt twice in a row (1000 seeds per type)', () => {
    for (const type of PROBLEM_TYPES) {
      for (let seed = 0; seed < 1000; seed += 1) {
        const seq = problemSequence(seed, [type], 20);
        for (let i = 1; i < seq.length; i += 1) {
          if (seq[i]!.prompt === seq[i - 1]!.prompt)
            throw new Error(`${type} seed ${seed}: "${seq[i]!.prompt}" repeated at ${i}`);
        }
      }
    }
  });

  it('uses the default type when given no types', () => {
    const seq = problemSequence(3, [], 5);
    expect(seq.map((p) => p.type)).toEqual(Array(5).fill('addition_1'));
  });
});
