// What a race is run over: a typing passage or a math course. Everything that measures a race
// (progress, positions, bots, the scene) counts course units: a passage's characters, or
// UNITS_PER_PROBLEM a math problem (mathCourse.ts). The union says which race it is, so code that
// differs by site switches on `kind` instead of asking "is there a math course?".
import {
  mathCourseProblems,
  mathCourseText,
  mathCourseUnits,
  type MathCourse,
} from '../math/mathCourse';
import type { Problem } from '../math/problem';

/** A passage as a room races it (the passage service's view of a row). */
export interface PassageView {
  id: number;
  text: string;
  source: string;
  author: string;
}

export type RaceCourse =
  | { kind: 'typing'; passage: PassageView }
  /** `problems` come from the course's seed; `lessonName` credits the course like an author. */
  | { kind: 'math'; course: MathCourse; problems: Problem[]; lessonName: string };

export const typingCourse = (passage: PassageView): RaceCourse => ({ kind: 'typing', passage });

export const mathRaceCourse = (course: MathCourse, lessonName: string): RaceCourse => ({
  kind: 'math',
  course,
  problems: mathCourseProblems(course),
  lessonName,
});

/** Course units from start to finish line. */
export const courseLength = (course: RaceCourse): number =>
  course.kind === 'typing'
    ? course.passage.text.length
    : mathCourseUnits(course.course.count, course.course.count);

/**
 * The course as the characters a bot types and the room snapshot's `passage` carries: a math
 * course is one 11-dot word a problem, so bots pace it like words and clients size the track by it.
 */
export const courseUnitsText = (course: RaceCourse): string =>
  course.kind === 'typing' ? course.passage.text : mathCourseText(course.course.count);

/** How the room names the course's origin. */
export function courseSource(course: RaceCourse): string {
  if (course.kind === 'math') return course.lessonName;
  const { source, author } = course.passage;
  return source === 'original' ? author : `${author}, ${source}`;
}

/**
 * The course as a racer's client learns it from the room snapshot: the passage's text, or the
 * math course its problems are generated from. Null before the countdown.
 */
export type ClientCourse =
  { kind: 'typing'; passage: string } | { kind: 'math'; course: MathCourse };

export function clientCourseOf(room: {
  passage: string;
  math: MathCourse | null;
}): ClientCourse | null {
  if (room.math) return { kind: 'math', course: room.math };
  return room.passage ? { kind: 'typing', passage: room.passage } : null;
}

/** Course units from start to finish line, as the client counts them. */
export const clientCourseLength = (course: ClientCourse): number =>
  course.kind === 'typing'
    ? course.passage.length
    : mathCourseUnits(course.course.count, course.course.count);
