// What a room races and how a finish is judged against it: a passage (typing), or a math course
// whose problems every racer generates from the same seed (its `passage` is the course in units,
// see mathCourse.ts). The judge replays what the racer sent with the server's own clock.
import type { MathLesson } from '../../domain/math/lessons';
import {
  mathAnsweredOf,
  mathCourseFor,
  mathCourseProblems,
  mathCourseText,
  mathRaceFigures,
  type MathCourse,
} from '../../domain/math/mathCourse';
import type { Problem } from '../../domain/math/problem';
import { verifyMathRace } from '../../domain/math/verifyMath';
import type { ProgressObservation } from '../../domain/race/liveProgress';
import { verifyRace, type Verdict } from '../../domain/race/verify';
import type { ClientFrame } from '../../domain/realtime/protocol';
import type { PassageView } from '../race/passageService';

export interface RoomCourse {
  passage: PassageView;
  math: { course: MathCourse; problems: Problem[] } | null;
}

export type FinishData = Extract<ClientFrame, { type: 'finish' }>['data'];

/** A math answer log in a typing room, or keystrokes in a math room: unusable, not cheating. */
const WRONG_KIND: Verdict = {
  ok: false,
  reason: 'log-does-not-match-passage',
  suspect: false,
  message: 'That finish does not belong to this race.',
};

/** The math course of room `roomID` for `lesson`, seeded by the room. */
export function mathRoomCourse(roomID: string, lesson: MathLesson): RoomCourse {
  const course = mathCourseFor(roomID, lesson);
  return {
    math: { course, problems: mathCourseProblems(course) },
    passage: {
      id: 0,
      text: mathCourseText(course.count),
      source: 'original',
      author: lesson.shortDescription,
    },
  };
}

export const typingRoomCourse = (passage: PassageView): RoomCourse => ({ passage, math: null });

/** What the room saw of a racer, against which a finish is judged. */
export interface FinishContext {
  /** Server ms between the green light and receiving the finish. */
  serverElapsedMs: number;
  /** Nitros the racer owned at the start. */
  nitrosAllowed: number;
  /** The progress updates the room accepted during the race. */
  liveProgress: readonly ProgressObservation[];
}

/** Replays a racer's finish (keystrokes or answers) against the course. */
export function judgeFinish(
  { passage, math }: RoomCourse,
  data: FinishData,
  { serverElapsedMs, nitrosAllowed, liveProgress }: FinishContext,
): Verdict {
  if ('answers' in data) {
    if (!math) return WRONG_KIND;
    const verdict = verifyMathRace({
      problems: math.problems,
      log: data.answers,
      serverElapsedMs,
      nitrosAllowed,
      // Updates count course units; the math log counts problems.
      liveProgress: liveProgress.map(({ atMs, typed }) => ({
        atMs,
        typed: mathAnsweredOf(typed, math.course.count),
      })),
    });
    if (!verdict.ok) return { ...verdict, reason: 'log-does-not-match-passage' };
    return { ok: true, figures: mathRaceFigures(verdict.figures, math.course.count) };
  }
  if (math) return WRONG_KIND;
  return verifyRace({
    passage: passage.text,
    log: data.log,
    serverElapsedMs,
    nitrosAllowed,
    liveProgress,
  });
}
