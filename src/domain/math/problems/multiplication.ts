// multiplication_1: the times tables up to 10 × 10. multiplication_2: a two-digit number times a
// one-digit number (2-9: × 0 and × 1 would make the "big" problems trivial).
import type { Rng } from '../../random';
import type { ArithmeticProblem, IntRange } from '../problem';
import { randomInt, SIGNS } from '../problem';

/** Both factors 0-10, products 0-100. */
export const MULTIPLICATION_1 = { factor: { min: 0, max: 10 } } as const satisfies Record<
  string,
  IntRange
>;

/** 10-99 times 2-9, products 20-891. The two-digit factor is always written first. */
export const MULTIPLICATION_2 = {
  twoDigit: { min: 10, max: 99 },
  oneDigit: { min: 2, max: 9 },
} as const satisfies Record<string, IntRange>;

function product(type: ArithmeticProblem['type'], a: number, b: number): ArithmeticProblem {
  return {
    type,
    prompt: `${a} ${SIGNS.multiply} ${b}`,
    answer: String(a * b),
    value: a * b,
    operator: SIGNS.multiply,
    operands: [a, b],
  };
}

export function multiplicationProblem(rng: Rng): ArithmeticProblem {
  const a = randomInt(rng, MULTIPLICATION_1.factor);
  const b = randomInt(rng, MULTIPLICATION_1.factor);
  return product('multiplication_1', a, b);
}

export function bigMultiplicationProblem(rng: Rng): ArithmeticProblem {
  const a = randomInt(rng, MULTIPLICATION_2.twoDigit);
  const b = randomInt(rng, MULTIPLICATION_2.oneDigit);
  return product('multiplication_2', a, b);
}
