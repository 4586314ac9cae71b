// counting_1: the scene draws a handful of objects and the racer counts them. The prompt names
// the kind; the count lives only in `objects`, which the engine draws.
import type { Rng } from '../../random';
import { pick } from '../../random';
import type { CountedObjectKind, CountingProblem, IntRange } from '../problem';
import { COUNTED_OBJECT_KINDS, randomInt } from '../problem';

/** 1-20 objects: enough to need counting, few enough to draw on a phone. */
export const COUNTING_1 = { count: { min: 1, max: 20 } } as const satisfies Record<
  string,
  IntRange
>;

const PLURALS: Readonly<Record<CountedObjectKind, string>> = {
  star: 'stars',
  apple: 'apples',
  car: 'cars',
  balloon: 'balloons',
  fish: 'fish',
  heart: 'hearts',
  flower: 'flowers',
  ball: 'balls',
};

export function countingProblem(rng: Rng): CountingProblem {
  const kind = pick(rng, COUNTED_OBJECT_KINDS);
  const count = randomInt(rng, COUNTING_1.count);
  return {
    type: 'counting_1',
    prompt: `How many ${PLURALS[kind]}?`,
    answer: String(count),
    value: count,
    operands: [count],
    objects: { kind, count },
  };
}
