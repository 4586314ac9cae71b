import { describe, expect, it } from 'vitest';

import { answerChoices, checkAnswer, parseAnswer } from '../../../../src/domain/math/answers';
import type { Problem } from '../../../../src/domain/math/problem';
import { generateProblem } from '../../../../src/domain/math/problemSequence';
import { PROBLEM_TYPES } from '../../../../src/domain/math/problemTypes';
import { seededRng } from '../../../../src/domain/random';

const money: Problem = {
  type: 'money_1',
  prompt: '$3.00 + $1.50',
  answer: '$4.50',
  value: 450,
  operator: '+',
  operands: [300, 150],
};
const sum: Problem = {
  type: 'addition_1',
  prompt: '7 + 5',
  answer: '12',
  value: 12,
  operator: '+',
  operands: [7, 5],
};
const zero: Problem = {
  type: 'addition_1',
  prompt: '0 + 0',
  answer: '0',
  value: 0,
  operator: '+',
  operands: [0, 0],
};

describe('checkAnswer', () => {
  it.each(['12', ' 12', '12 ', '\t12\n', '012'])('accepts %j for 12', (input) => {
    expect(checkAnswer(sum, input)).toBe(true);
  });

  it.each(['13', '11', '1 2', '$12', '12.0', '-12', '+12', '', '   ', 'twelve', '1e1', '0x0c'])(
    'rejects %j for 12',
    (input) => {
      expect(checkAnswer(sum, input)).toBe(false);
    },
  );

  it.each(['$4.50', '4.50', '4.5', '$4.5', ' $ 4.50 ', '$04.50'])(
    'accepts %j for $4.50',
    (input) => {
      expect(checkAnswer(money, input)).toBe(true);
    },
  );

  it.each(['$4.05', '4.05', '45', '450', '$4.500', '-4.50', '4,50', '$4.51', '$4.', '$', '4.5.0'])(
    'rejects %j for $4.50',
    (input) => {
      expect(checkAnswer(money, input)).toBe(false);
    },
  );

  it('reads whole dollars and bare cents', () => {
    const four: Problem = { ...money, answer: '$4.00', value: 400 };
    expect(checkAnswer(four, '4')).toBe(true);
    expect(checkAnswer(four, '$4')).toBe(true);
    expect(parseAnswer(money, '.35')).toBe(35);
    expect(parseAnswer(money, '$0.07')).toBe(7);
    expect(parseAnswer(money, 'abc')).toBeNull();
    expect(parseAnswer(sum, '1234567890123')).toBeNull();
  });

  it('accepts every generated canonical answer and rejects it off by one', () => {
    for (const type of PROBLEM_TYPES) {
      for (let seed = 0; seed < 300; seed += 1) {
        const p = generateProblem(type, seededRng(seed));
        expect(checkAnswer(p, p.answer)).toBe(true);
        const offByOne =
          p.type === 'money_1' ? `$${((p.value + 1) / 100).toFixed(2)}` : String(p.value + 1);
        expect(checkAnswer(p, offByOne)).toBe(false);
      }
    }
  });
});

describe('answerChoices', () => {
  it.each(PROBLEM_TYPES)('offers four plausible, distinct choices for %s (1000 seeds)', (type) => {
    const rightAt = [0, 0, 0, 0];
    for (let seed = 0; seed < 1000; seed += 1) {
      const p = generateProblem(type, seededRng(seed));
      const choices = answerChoices(p, seededRng(seed + 7));
      const fail = (why: string) => {
        throw new Error(`${why}: ${p.prompt} -> ${choices.join(', ')}`);
      };
      if (choices.length !== 4) fail('not four');
      if (new Set(choices).size !== 4) fail('duplicates');
      if (choices.filter((c) => checkAnswer(p, c)).length !== 1) fail('not exactly one right');
      const index = choices.indexOf(p.answer);
      if (index < 0) fail('right answer not in canonical form');
      rightAt[index]! += 1;
      for (const choice of choices) {
        const value = parseAnswer(p, choice);
        if (value === null || value < 0) fail('negative or unreadable');
        if (p.type === 'money_1' && !/^\$\d+\.\d{2}$/.test(choice)) fail('money format');
        if (p.type === 'counting_1' && value === 0) fail('zero objects');
        // Plausible: a near miss or a mixed-up operation, not a number from anywhere.
        const reach = Math.max(110, p.value, 2 * Math.max(...p.operands));
        if (Math.abs(value! - p.value) > reach) fail('implausible');
      }
    }
    // Shuffled: the right answer lands in every position.
    for (const count of rightAt) expect(count).toBeGreaterThan(150);
  });

  it('is deterministic for the rng', () => {
    expect(answerChoices(sum, seededRng(5))).toEqual(answerChoices(sum, seededRng(5)));
    const orders = new Set(
      Array.from({ length: 50 }, (_, s) => answerChoices(sum, seededRng(s)).join()),
    );
    expect(orders.size).toBeGreaterThan(5);
  });

  it('finds enough non-negative choices for 0 + 0', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const choices = answerChoices(zero, seededRng(seed));
      expect(new Set(choices).size).toBe(4);
      expect(choices).toContain('0');
      expect(choices.every((c) => Number(c) >= 0)).toBe(true);
    }
  });
});
