// money_1: adding or taking away dollar amounts written as currency. Everything is whole cents so
// $0.10 + $0.20 is exactly $0.30; a subtraction always takes the smaller amount from the larger.
import type { Rng } from '../../random';
import type { ArithmeticProblem, IntRange } from '../problem';
import { formatCents, randomInt, SIGNS } from '../problem';

/** Each amount is $0.01-$9.99 (in cents); sums reach $19.98, differences are never negative. */
export const MONEY_1 = { amountCents: { min: 1, max: 999 } } as const satisfies Record<
  string,
  IntRange
>;

export function moneyProblem(rng: Rng): ArithmeticProblem {
  const x = randomInt(rng, MONEY_1.amountCents);
  const y = randomInt(rng, MONEY_1.amountCents);
  const adding = rng() < 0.5;
  const [a, b] = adding ? [x, y] : [Math.max(x, y), Math.min(x, y)];
  const operator = adding ? SIGNS.add : SIGNS.subtract;
  const value = adding ? a + b : a - b;
  return {
    type: 'money_1',
    prompt: `${formatCents(a)} ${operator} ${formatCents(b)}`,
    answer: formatCents(value),
    value,
    operator,
    operands: [a, b],
  };
}
