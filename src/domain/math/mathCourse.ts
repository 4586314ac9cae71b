// A math race on the shared race machinery. Rooms, bots, positions and the scene measure a race in
// course units (a typing passage's characters); a math course gives every problem the same number
// of units, so a racer who has answered n of N problems is n/N of the way along, bots "type" the
// course at their speed, and nothing downstream needs to know which site it is on. The problems
// themselves come from the seed: the server and every racer generate the same sequence.
import type { RaceFigures } from '../race/verify';
import { hashSeed } from '../random';
import { lessonProblemTypes, type MathLesson } from './lessons';
import type { Problem } from './problem';
import { MATH_RACE_PROBLEMS, problemSequence } from './problemSequence';
import type { ProblemType } from './problemTypes';
import { isProblemType } from './problemTypes';
import type { MathRaceFigures } from './verifyMath';

/** Course units per problem: a problem is worth about two typed words. */
export const UNITS_PER_PROBLEM = 12;

export interface MathCourse {
  seed: number;
  lessonID: number;
  problemTypes: ProblemType[];
  count: number;
}

export function mathCourseFor(roomID: string, lesson: MathLesson): MathCourse {
  return {
    seed: hashSeed(`math:${roomID}`),
    lessonID: lesson.lessonID,
    problemTypes: lessonProblemTypes(lesson),
    count: MATH_RACE_PROBLEMS,
  };
}

export const mathCourseProblems = (course: MathCourse): Problem[] =>
  problemSequence(course.seed, course.problemTypes, course.count);

/** The course as text for the machinery that measures in characters: one 11-dot word a problem. */
export function mathCourseText(count: number): string {
  return Array.from({ length: count }, () => '·'.repeat(UNITS_PER_PROBLEM - 1)).join(' ');
}

/** Course units covered after `answered` of `count` problems. */
export function mathCourseUnits(answered: number, count: number): number {
  // The course text has no space after its last word.
  if (answered >= count) return Math.max(0, count * UNITS_PER_PROBLEM - 1);
  return Math.max(0, answered) * UNITS_PER_PROBLEM;
}

/**
 * Problems answered for `units` of the course: the inverse of mathCourseUnits, so progress updates
 * (sent in units) can be held against a math log (live progress, verifyMath.ts).
 */
export function mathAnsweredOf(units: number, count: number): number {
  if (units >= mathCourseUnits(count, count)) return count;
  return Math.max(0, Math.floor(units / UNITS_PER_PROBLEM));
}

/**
 * The lesson a join asks for: a lesson id ("3") or a problem type name ("division_1"). Anything
 * else falls back to the first lesson (SPEC §5: unknown problem type → first available).
 */
export function lessonFor(
  requested: string | undefined,
  lessons: readonly MathLesson[],
): MathLesson {
  const first = lessons[0];
  if (!first) throw new Error('No math lessons are loaded.');
  const wanted = requested?.trim() ?? '';
  if (/^\d+$/.test(wanted)) return lessons.find((l) => l.lessonID === Number(wanted)) ?? first;
  if (isProblemType(wanted)) {
    return (
      lessons.find((l) => l.problemTypes.length === 1 && l.problemTypes[0] === wanted) ?? first
    );
  }
  return first;
}

/** A verified math race in the shape results and rewards are recorded in. */
export function mathRaceFigures(figures: MathRaceFigures, count: number): RaceFigures {
  return {
    wpm: figures.ppm,
    accuracy: figures.accuracy,
    errors: figures.wrong,
    consistency: 0,
    durationMs: figures.durationMs,
    typedChars: mathCourseUnits(figures.answered, count),
    nitrosUsed: figures.nitrosUsed,
  };
}
