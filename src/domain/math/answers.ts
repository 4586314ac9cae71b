// Judging what the racer entered, and the four answers offered on touch screens. Answers are
// compared as whole numbers (cents for money), never as text, so "$4.5" and "4.50" both count.
import type { Rng } from '../random';
import type { Problem } from './problem';
import { formatAnswer, isMoneyProblem, SIGNS } from './problem';

/** Longest text an answer may be: "$19.98" with room for stray spaces. */
export const MAX_ANSWER_LENGTH = 12;

export const ANSWER_CHOICES = 4;

const WHOLE = /^\d{1,6}$/;
/** "$4.35", "4.35", "4.5", "4", "$ 4", ".35": at most two decimals, no sign. */
const MONEY = /^\$?\s*(?:(\d{1,6})(?:\.(\d{1,2}))?|\.(\d{1,2}))$/;

/** The value the racer entered (cents for money), or null when it is not a number at all. */
export function parseAnswer(problem: Problem, input: string): number | null {
  const text = input.trim();
  if (text.length === 0 || text.length > MAX_ANSWER_LENGTH) return null;
  if (!isMoneyProblem(problem)) return WHOLE.test(text) ? Number(text) : null;
  const match = MONEY.exec(text);
  if (!match) return null;
  const dollars = Number(match[1] ?? '0');
  const cents = Number((match[2] ?? match[3] ?? '').padEnd(2, '0'));
  return dollars * 100 + cents;
}

export function checkAnswer(problem: Problem, input: string): boolean {
  return parseAnswer(problem, input) === problem.value;
}

/** Mistakes a racer plausibly makes on this problem: near misses and mixed-up operations. */
function likelyMistakes(problem: Problem): number[] {
  const v = problem.value;
  if (problem.type === 'counting_1') return [v + 1, v - 1, v + 2, v - 2, v + 3, v - 3];
  const [a, b] = problem.operands;
  if (isMoneyProblem(problem)) {
    const other = problem.operator === SIGNS.add ? a - b : a + b;
    return [v + 1, v - 1, v + 10, v - 10, v + 100, v - 100, other];
  }
  switch (problem.operator) {
    case SIGNS.add:
      return [v + 1, v - 1, v + 2, v - 2, v + 10, Math.abs(a - b)];
    case SIGNS.subtract:
      return [v + 1, v - 1, v + 2, v - 2, a + b, v + 10];
    case SIGNS.multiply:
      return [(a + 1) * b, (a - 1) * b, a * (b + 1), a * (b - 1), v + 1, v - 1, a + b];
    case SIGNS.divide:
      return [v + 1, v - 1, v + 2, v - 2, v + 10, b];
  }
}

function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/**
 * Four distinct answers, one of them right, in an order drawn from `rng`. Wrong ones are never
 * negative (and never zero objects for counting), so no choice gives itself away.
 */
export function answerChoices(problem: Problem, rng: Rng): string[] {
  const floor = problem.type === 'counting_1' ? 1 : 0;
  const wrong = new Set<number>();
  for (const candidate of shuffle(rng, likelyMistakes(problem))) {
    if (wrong.size === ANSWER_CHOICES - 1) break;
    if (candidate >= floor && candidate !== problem.value) wrong.add(candidate);
  }
  // Tiny answers can leave too few near misses (0 + 0): count upwards, which is always free.
  for (let next = problem.value + 1; wrong.size < ANSWER_CHOICES - 1; next += 1) wrong.add(next);
  const values = shuffle(rng, [problem.value, ...wrong]);
  return values.map((value) => formatAnswer(problem, value));
}
