// Division is built backwards from divisor × quotient, so every problem divides exactly: no
// remainders, no fractions, never a zero divisor.
import type { Rng } from '../../random';
import type { ArithmeticProblem, IntRange } from '../problem';
import { randomInt, SIGNS } from '../problem';

/** division_1 undoes the times tables: divisor 1-10, quotient 0-10, dividend 0-100. */
export const DIVISION_1 = {
  divisor: { min: 1, max: 10 },
  quotient: { min: 0, max: 10 },
} as const satisfies Record<string, IntRange>;

/** division_2: a two- or three-digit dividend (10-999) shared by a one-digit divisor (2-9). */
export const DIVISION_2 = {
  dividend: { min: 10, max: 999 },
  divisor: { min: 2, max: 9 },
} as const satisfies Record<string, IntRange>;

function quotientProblem(
  type: ArithmeticProblem['type'],
  divisor: number,
  quotient: number,
): ArithmeticProblem {
  const dividend = divisor * quotient;
  return {
    type,
    prompt: `${dividend} ${SIGNS.divide} ${divisor}`,
    answer: String(quotient),
    value: quotient,
    operator: SIGNS.divide,
    operands: [dividend, divisor],
  };
}

export function divisionProblem(rng: Rng): ArithmeticProblem {
  const divisor = randomInt(rng, DIVISION_1.divisor);
  const quotient = randomInt(rng, DIVISION_1.quotient);
  return quotientProblem('division_1', divisor, quotient);
}

export function bigDivisionProblem(rng: Rng): ArithmeticProblem {
  const divisor = randomInt(rng, DIVISION_2.divisor);
  // Every quotient whose dividend lands in range, so dividends are spread across the range.
  const quotient = randomInt(rng, {
    min: Math.ceil(DIVISION_2.dividend.min / divisor),
    max: Math.floor(DIVISION_2.dividend.max / divisor),
  });
  return quotientProblem('division_2', divisor, quotient);
}
