// The math site's problem types (SPEC §2: the "Choose Math Type" chooser). The order is the
// order the chooser lists them and the order of lessons 1-8; the first is the fallback for any
// name the client or an old link sends that we do not know (SPEC §5: unknown problem type falls
// back to the first available).
export const PROBLEM_TYPES = [
  'addition_1',
  'subtraction_1',
  'money_1',
  'multiplication_1',
  'counting_1',
  'multiplication_2',
  'division_1',
  'division_2',
] as const;
export type ProblemType = (typeof PROBLEM_TYPES)[number];

export const DEFAULT_PROBLEM_TYPE: ProblemType = PROBLEM_TYPES[0];

/** What the chooser shows for each type. */
export const PROBLEM_TYPE_LABELS: Readonly<Record<ProblemType, string>> = {
  addition_1: 'Addition',
  subtraction_1: 'Subtraction',
  money_1: 'Money',
  multiplication_1: 'Multiplication',
  counting_1: 'Counting',
  multiplication_2: 'Big Multiplication',
  division_1: 'Division',
  division_2: 'Big Division',
};

export function isProblemType(value: unknown): value is ProblemType {
  return typeof value === 'string' && (PROBLEM_TYPES as readonly string[]).includes(value);
}

/** The named type, or the first available one when the name is unknown. */
export function resolveProblemType(name: string): ProblemType {
  const trimmed = name.trim();
  return isProblemType(trimmed) ? trimmed : DEFAULT_PROBLEM_TYPE;
}
