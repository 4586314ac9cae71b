// addition_1: the single-digit addition facts, 0 + 0 up to 9 + 9.
import type { Rng } from '../../random';
import type { ArithmeticProblem, IntRange } from '../problem';
import { randomInt, SIGNS } from '../problem';

/** Both addends are single digits, so sums run 0-18. */
export const ADDITION_1 = { addend: { min: 0, max: 9 } } as const satisfies Record<
  string,
  IntRange
>;

export function additionProblem(rng: Rng): ArithmeticProblem {
  const a = randomInt(rng, ADDITION_1.addend);
  const b = randomInt(rng, ADDITION_1.addend);
  const sum = a + b;
  return {
    type: 'addition_1',
    prompt: `${a} ${SIGNS.add} ${b}`,
    answer: String(sum),
    value: sum,
    operator: SIGNS.add,
    operands: [a, b],
  };
}
