// subtraction_1: the subtraction facts that undo single-digit addition, so the answer is never
// negative: (a + b) − b with a and b single digits.
import type { Rng } from '../../random';
import type { ArithmeticProblem, IntRange } from '../problem';
import { randomInt, SIGNS } from '../problem';

/** Subtrahend and difference are single digits; the minuend is their sum (0-18). */
export const SUBTRACTION_1 = {
  subtrahend: { min: 0, max: 9 },
  difference: { min: 0, max: 9 },
} as const satisfies Record<string, IntRange>;

export function subtractionProblem(rng: Rng): ArithmeticProblem {
  const b = randomInt(rng, SUBTRACTION_1.subtrahend);
  const difference = randomInt(rng, SUBTRACTION_1.difference);
  const a = difference + b;
  return {
    type: 'subtraction_1',
    prompt: `${a} ${SIGNS.subtract} ${b}`,
    answer: String(difference),
    value: difference,
    operator: SIGNS.subtract,
    operands: [a, b],
  };
}
