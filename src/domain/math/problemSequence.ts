// One generator per problem type, and the race's problem list. The list is a pure function of the
// room's seed, so the server and every racer build the same problems without sending them.
import type { Rng } from '../random';
import { pick, seededRng } from '../random';
import type { Problem, ProblemGenerator } from './problem';
import { additionProblem } from './problems/addition';
import { countingProblem } from './problems/counting';
import { bigDivisionProblem, divisionProblem } from './problems/division';
import { moneyProblem } from './problems/money';
import { bigMultiplicationProblem, multiplicationProblem } from './problems/multiplication';
import { subtractionProblem } from './problems/subtraction';
import type { ProblemType } from './problemTypes';
import { DEFAULT_PROBLEM_TYPE } from './problemTypes';

export const PROBLEM_GENERATORS: Readonly<Record<ProblemType, ProblemGenerator>> = {
  addition_1: additionProblem,
  subtraction_1: subtractionProblem,
  money_1: moneyProblem,
  multiplication_1: multiplicationProblem,
  counting_1: countingProblem,
  multiplication_2: bigMultiplicationProblem,
  division_1: divisionProblem,
  division_2: bigDivisionProblem,
};

/** Problems per race unless a lesson says otherwise. */
export const MATH_RACE_PROBLEMS = 20;

/** Draws before a repeated prompt is accepted; every type has far more than this many prompts. */
const MAX_REDRAWS = 50;

export function generateProblem(type: ProblemType, rng: Rng): Problem {
  return PROBLEM_GENERATORS[type](rng);
}

/**
 * `count` problems drawn from `types` (each problem's type picked at random), the same for the
 * same seed. The same prompt never shows twice in a row: a racer would think the screen stuck.
 * An empty type list means the default type.
 */
export function problemSequence(
  seed: number,
  types: readonly ProblemType[],
  count: number,
): Problem[] {
  const rng = seededRng(seed);
  const mix = types.length > 0 ? types : [DEFAULT_PROBLEM_TYPE];
  const problems: Problem[] = [];
  for (let i = 0; i < count; i += 1) {
    const previous = problems.at(-1)?.prompt;
    let problem = generateProblem(pick(rng, mix), rng);
    for (let redraw = 0; problem.prompt === previous && redraw < MAX_REDRAWS; redraw += 1) {
      problem = generateProblem(pick(rng, mix), rng);
    }
    problems.push(problem);
  }
  return problems;
}
