// How a room judges a finish: it replays what the racer sent (keystrokes against the passage, or
// answers against the problems) with the server's own clock and the progress it saw live.
import { mathAnsweredOf, mathRaceFigures } from '../../math/mathCourse';
import { verifyMathRace } from '../../math/verifyMath';
import type { ClientFrame } from '../../realtime/protocol';
import type { RaceCourse } from '../course';
import type { ProgressObservation } from '../liveProgress';
import { verifyRace, type Verdict } from '../verify';

export type FinishData = Extract<ClientFrame, { type: 'finish' }>['data'];

/** A math answer log in a typing room, or keystrokes in a math room: unusable, not cheating. */
const WRONG_KIND: Verdict = {
  ok: false,
  reason: 'log-does-not-match-passage',
  suspect: false,
  message: 'That finish does not belong to this race.',
};

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
  course: RaceCourse,
  data: FinishData,
  { serverElapsedMs, nitrosAllowed, liveProgress }: FinishContext,
): Verdict {
  if (course.kind === 'typing')
    return 'log' in data
      ? verifyRace({
          passage: course.passage.text,
          log: data.log,
          serverElapsedMs,
          nitrosAllowed,
          liveProgress,
        })
      : WRONG_KIND;
  if (!('answers' in data)) return WRONG_KIND;
  const { count } = course.course;
  const verdict = verifyMathRace({
    problems: course.problems,
    log: data.answers,
    serverElapsedMs,
    nitrosAllowed,
    // Updates count course units; the math log counts problems.
    liveProgress: liveProgress.map(({ atMs, typed }) => ({
      atMs,
      typed: mathAnsweredOf(typed, count),
    })),
  });
  if (!verdict.ok) return { ...verdict, reason: 'log-does-not-match-passage' };
  return { ok: true, figures: mathRaceFigures(verdict.figures, count) };
}
