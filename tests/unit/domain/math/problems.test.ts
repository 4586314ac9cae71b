import { describe, expect, it } from 'vitest';

import type { Problem } from '../../../../src/domain/math/problem';
import { COUNTED_OBJECT_KINDS, formatCents } from '../../../../src/domain/math/problem';
import { additionProblem, ADDITION_1 } from '../../../../src/domain/math/problems/addition';
import { COUNTING_1, countingProblem } from '../../../../src/domain/math/problems/counting';
import {
  bigDivisionProblem,
  DIVISION_1,
  DIVISION_2,
  divisionProblem,
} from '../../../../src/domain/math/problems/division';
import { MONEY_1, moneyProblem } from '../../../../src/domain/math/problems/money';
import {
  bigMultiplicationProblem,
  MULTIPLICATION_1,
  MULTIPLICATION_2,
  multiplicationProblem,
} from '../../../../src/domain/math/problems/multiplication';
import {
  SUBTRACTION_1,
  subtractionProblem,
} from '../../../../src/domain/math/problems/subtraction';
import { generateProblem } from '../../../../src/domain/math/problemSequence';
import type { ProblemType } from '../../../../src/domain/math/problemTypes';
import { PROBLEM_TYPES } from '../../../../src/domain/math/problemTypes';
import { seededRng } from '../../../../src/domain/random';

const SEEDS = 1000;
const within = (n: number, range: { min: number; max: number }) =>
  Number.isInteger(n) && n >= range.min && n <= range.max;
const cents = (text: string) => {
  const match = /^\$(\d+)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`not currency: ${text}`);
  return Number(match[1]) * 100 + Number(match[2]);
};

/** The answer worked out again from the operands, independently of the generators. */
function recompute(p: Problem): number {
  if (p.type === 'counting_1') return p.objects.count;
  const [a, b] = p.operands;
  if (p.type === 'money_1') return p.operator === '+' ? a + b : a - b;
  if (p.type === 'addition_1') return a + b;
  if (p.type === 'subtraction_1') return a - b;
  if (p.type === 'division_1' || p.type === 'division_2') return a / b;
  return a * b;
}

/** Range, sign and shape rules per type; throws with the offending problem. */
function checkBounds(p: Problem): void {
  const fail = (why: string) => {
    throw new Error(`${why}: ${JSON.stringify(p)}`);
  };
  if (p.type === 'counting_1') {
    if (!within(p.objects.count, COUNTING_1.count)) fail('count out of range');
    if (!COUNTED_OBJECT_KINDS.includes(p.objects.kind)) fail('unknown kind');
    if (!/^How many [a-z]+\?$/.test(p.prompt)) fail('prompt');
    if (!p.prompt.includes(p.objects.kind === 'fish' ? 'fish' : `${p.objects.kind}s`))
      fail('prompt names another kind');
    return;
  }
  const [a, b] = p.operands;
  const sign = { addition_1: '+', subtraction_1: '−', multiplication_1: '×' } as const;
  switch (p.type) {
    case 'addition_1':
      if (!within(a, ADDITION_1.addend) || !within(b, ADDITION_1.addend)) fail('addend');
      break;
    case 'subtraction_1':
      if (!within(b, SUBTRACTION_1.subtrahend) || !within(a - b, SUBTRACTION_1.difference))
        fail('subtraction range');
      break;
    case 'money_1':
      if (!within(a, MONEY_1.amountCents) || !within(b, MONEY_1.amountCents)) fail('amount');
      if (!/^\$\d+\.\d{2}$/.test(p.answer)) fail('money answer not two decimals');
      if (!/^\$\d+\.\d{2} [+−] \$\d+\.\d{2}$/.test(p.prompt)) fail('money prompt');
      if (cents(p.prompt.split(' ')[0]!) !== a || cents(p.prompt.split(' ')[2]!) !== b)
        fail('prompt amounts differ from operands');
      return;
    case 'multiplication_1':
      if (!within(a, MULTIPLICATION_1.factor) || !within(b, MULTIPLICATION_1.factor))
        fail('factor');
      break;
    case 'multiplication_2':
      if (!within(a, MULTIPLICATION_2.twoDigit) || !within(b, MULTIPLICATION_2.oneDigit))
        fail('factor');
      if (p.prompt !== `${a} × ${b}`) fail('prompt');
      return;
    case 'division_1':
      if (!within(b, DIVISION_1.divisor) || !within(a / b, DIVISION_1.quotient)) fail('range');
      if (p.prompt !== `${a} ÷ ${b}`) fail('prompt');
      return;
    case 'division_2':
      if (!within(a, DIVISION_2.dividend) || !within(b, DIVISION_2.divisor)) fail('range');
      if (p.prompt !== `${a} ÷ ${b}`) fail('prompt');
      return;
  }
  if (p.prompt !== `${a} ${sign[p.type]} ${b}`) fail('prompt');
}

describe.each(PROBLEM_TYPES)('%s over 1000 seeds', (type: ProblemType) => {
  const problems = Array.from({ length: SEEDS }, (_, seed) =>
    generateProblem(type, seededRng(seed)),
  );

  it('has the right type and an answer that matches its operands', () => {
    for (const p of problems) {
      expect(p.type).toBe(type);
      const expected = recompute(p);
      if (p.value !== expected) throw new Error(`wrong answer ${JSON.stringify(p)}`);
      const text = p.type === 'money_1' ? formatCents(expected) : String(expected);
      if (p.answer !== text) throw new Error(`answer text ${JSON.stringify(p)}`);
    }
  });

  it('stays inside its documented range with whole, non-negative answers', () => {
    for (const p of problems) {
      checkBounds(p);
      if (!Number.isInteger(p.value) || p.value < 0) throw new Error(JSON.stringify(p));
      expect(p.prompt).not.toMatch(/[-/*]| x /);
    }
  });

  it('is varied: many different prompts', () => {
    const distinct = new Set(problems.map((p) => `${p.prompt}=${p.answer}`)).size;
    expect(distinct).toBeGreaterThan(type === 'counting_1' ? 100 : 50);
  });

  it('is deterministic for the rng', () => {
    expect(generateProblem(type, seededRng(42))).toEqual(generateProblem(type, seededRng(42)));
  });
});

describe('generators reach both ends of their ranges', () => {
  const draw = <T>(n: number, make: (seed: number) => T) =>
    Array.from({ length: n }, (_, s) => make(s));

  it('addition_1 uses every addend 0-9 and sums up to 18', () => {
    const ps = draw(2000, (s) => additionProblem(seededRng(s)));
    expect(new Set(ps.flatMap((p) => p.operands))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect(Math.max(...ps.map((p) => p.value))).toBe(18);
  });

  it('subtraction_1 reaches 18 − 9 and 0 − 0 but never goes below zero', () => {
    const ps = draw(3000, (s) => subtractionProblem(seededRng(s)));
    expect(Math.max(...ps.map((p) => p.operands[0]))).toBe(18);
    expect(Math.min(...ps.map((p) => p.value))).toBe(0);
    expect(Math.max(...ps.map((p) => p.value))).toBe(9);
  });

  it('money_1 adds and subtracts, with cents that need carrying', () => {
    const ps = draw(1000, (s) => moneyProblem(seededRng(s)));
    const adds = ps.filter((p) => p.operator === '+').length;
    expect(adds).toBeGreaterThan(400);
    expect(adds).toBeLessThan(600);
    expect(ps.some((p) => p.value > 999)).toBe(true);
    expect(
      ps.some((p) => p.operator === '+' && (p.operands[0] % 100) + (p.operands[1] % 100) >= 100),
    ).toBe(true);
  });

  it('multiplication_1 covers 0 × n up to 10 × 10', () => {
    const ps = draw(2000, (s) => multiplicationProblem(seededRng(s)));
    expect(Math.max(...ps.map((p) => p.value))).toBe(100);
    expect(new Set(ps.flatMap((p) => p.operands)).size).toBe(11);
  });

  it('multiplication_2 multiplies 10-99 by 2-9', () => {
    const ps = draw(3000, (s) => bigMultiplicationProblem(seededRng(s)));
    expect(Math.min(...ps.map((p) => p.operands[0]))).toBe(10);
    expect(Math.max(...ps.map((p) => p.operands[0]))).toBe(99);
    expect(new Set(ps.map((p) => p.operands[1]))).toEqual(new Set([2, 3, 4, 5, 6, 7, 8, 9]));
  });

  it('division_1 uses divisors 1-10 and quotients 0-10', () => {
    const ps = draw(2000, (s) => divisionProblem(seededRng(s)));
    expect(new Set(ps.map((p) => p.operands[1])).size).toBe(10);
    expect(new Set(ps.map((p) => p.value)).size).toBe(11);
    expect(ps.every((p) => p.operands[1] !== 0)).toBe(true);
  });

  it('division_2 has two- and three-digit dividends', () => {
    const ps = draw(1000, (s) => bigDivisionProblem(seededRng(s)));
    expect(ps.some((p) => p.operands[0] < 100)).toBe(true);
    expect(ps.filter((p) => p.operands[0] >= 100).length).toBeGreaterThan(700);
  });

  it('counting_1 draws 1-20 objects of every kind', () => {
    const ps = draw(2000, (s) => countingProblem(seededRng(s)));
    expect(Math.min(...ps.map((p) => p.value))).toBe(1);
    expect(Math.max(...ps.map((p) => p.value))).toBe(20);
    expect(new Set(ps.map((p) => p.objects.kind)).size).toBe(COUNTED_OBJECT_KINDS.length);
  });
});

describe('examples', () => {
  it('formats money answers with two decimals', () => {
    expect(formatCents(435)).toBe('$4.35');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(1000)).toBe('$10.00');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('writes prompts with the real signs', () => {
    const seen = new Set(
      PROBLEM_TYPES.flatMap((type) =>
        Array.from({ length: 50 }, (_, s) => generateProblem(type, seededRng(s)).prompt),
      ).join(''),
    );
    for (const sign of ['+', '−', '×', '÷', '$']) expect(seen.has(sign)).toBe(true);
  });

  it('gives a counting problem its objects for the scene', () => {
    const p = countingProblem(seededRng(3));
    expect(p.objects.count).toBe(p.value);
    expect(p.operands).toEqual([p.value]);
  });
});
