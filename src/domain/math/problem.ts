// What a math racer is asked. A problem is plain data: the prompt the scene shows, the canonical
// answer text, and the numbers it was built from so anyone (tests, the server, the results
// screen) can recompute the answer instead of trusting it.
import type { Rng } from '../random';
import type { ProblemType } from './problemTypes';

/** Inclusive bounds of a whole number. */
export interface IntRange {
  readonly min: number;
  readonly max: number;
}

/** The signs the prompt uses: real minus, times and division signs, not "-", "x" and "/". */
export const SIGNS = { add: '+', subtract: '−', multiply: '×', divide: '÷' } as const;
export type Operator = (typeof SIGNS)[keyof typeof SIGNS];

interface ProblemBase {
  /** What the racer reads, e.g. "7 + 5", "$3.45 − $1.20", "How many stars?". */
  readonly prompt: string;
  /** Canonical answer text: "12", or "$4.35" for money. */
  readonly answer: string;
  /** The answer as a whole number: whole cents for money (no float maths anywhere). */
  readonly value: number;
}

export interface ArithmeticProblem extends ProblemBase {
  readonly type: Exclude<ProblemType, 'counting_1'>;
  readonly operator: Operator;
  /** Left and right operand, in cents for money_1. */
  readonly operands: readonly [number, number];
}

export const COUNTED_OBJECT_KINDS = [
  'star',
  'apple',
  'car',
  'balloon',
  'fish',
  'heart',
  'flower',
  'ball',
] as const;
export type CountedObjectKind = (typeof COUNTED_OBJECT_KINDS)[number];

/** What the scene draws for a counting problem. */
export interface CountedObjects {
  readonly kind: CountedObjectKind;
  readonly count: number;
}

export interface CountingProblem extends ProblemBase {
  readonly type: 'counting_1';
  readonly operands: readonly [number];
  readonly objects: CountedObjects;
}

export type Problem = ArithmeticProblem | CountingProblem;

export type ProblemGenerator = (rng: Rng) => Problem;

/** A uniformly drawn whole number in [range.min, range.max]. */
export function randomInt(rng: Rng, range: IntRange): number {
  return range.min + Math.floor(rng() * (range.max - range.min + 1));
}

export function isMoneyProblem(problem: Problem): boolean {
  return problem.type === 'money_1';
}

/** Whole cents as currency text: 435 -> "$4.35". */
export function formatCents(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return `$${whole}.${String(rest).padStart(2, '0')}`;
}

/** Canonical answer text for a value of this problem's kind. */
export function formatAnswer(problem: Problem, value: number): string {
  return isMoneyProblem(problem) ? formatCents(value) : String(value);
}
