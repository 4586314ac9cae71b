// The server's judgement of a finished math race (the twin of race/verify.ts). It replays the
// client's log against the problems it built from the same seed, checks the log against its own
// clock and computes every figure itself. Thresholds sit far beyond the fastest human solvers
// (timed-arithmetic champions manage about 75 problems a minute), so honest racers are never
// flagged: each check looks for what no human hand produces.
import type { RaceMs } from '../race/inputLog';
import { CLOCK_FAULT_MESSAGES, clockFault, eventOrderFault } from '../race/verify';
import { MAX_ANSWER_LENGTH } from './answers';
import type { MathInputLog } from './mathInputLog';
import { MAX_MATH_LOG_EVENTS } from './mathInputLog';
import { replayMath } from './mathRace';
import { mathAccuracy, problemsPerMinute } from './mathStats';
import type { Problem } from './problem';

export interface MathRaceFigures {
  /** Problems per minute, one decimal. */
  ppm: number;
  accuracy: number;
  correct: number;
  wrong: number;
  /** ms from the green light to the finish line. */
  durationMs: number;
  nitrosUsed: number;
  /** Problems done: right, wrong and by nitro (the whole sequence once finished). */
  answered: number;
}

export type MathRejection =
  | 'malformed-log'
  | 'answers-before-start'
  | 'log-does-not-match-problems'
  | 'too-many-nitros'
  | 'too-fast'
  | 'clock-mismatch';

export type MathVerdict =
  | { ok: true; figures: MathRaceFigures }
  /** `suspect`: looks like cheating (disqualify); otherwise just unusable (e.g. unfinished). */
  | { ok: false; reason: MathRejection; suspect: boolean; message: string };

export const MATH_ANTI_CHEAT = {
  /** Answers this soon after the previous event are superhuman when they come in a run... */
  minAnswerGapMs: 250,
  /** ...of this many in a row: one quick tap is luck, five is a script. */
  fastAnswerRun: 5,
  /** Sustained rate of the racer's own answers: twice the fastest timed-arithmetic champions. */
  maxPpm: 150,
  /** The sustained cap needs a few answers to mean anything. */
  minAnswersForRate: 5,
  // Clock tolerances are the typing race's (ANTI_CHEAT), applied by the shared clockFault.
};

export interface VerifyMathInput {
  problems: readonly Problem[];
  log: MathInputLog;
  /** Server ms between the green light and receiving the finished log. */
  serverElapsedMs: RaceMs;
  /** Nitros the racer was allowed to use (inventory at the start). */
  nitrosAllowed: number;
  accuracyDecimals?: number;
}

const reject = (reason: MathRejection, suspect: boolean, message: string): MathVerdict => ({
  ok: false,
  reason,
  suspect,
  message,
});

/** Shape checks for logs that did not come through the schema (e.g. read back from storage). */
function wellFormed(log: MathInputLog): boolean {
  return log.every((event) =>
    event.type === 'answer'
      ? typeof event.data === 'string' &&
        event.data.length > 0 &&
        event.data.length <= MAX_ANSWER_LENGTH
      : event.type === 'nitro' && event.data === '',
  );
}

/** Whether some `run` answers in a row each came less than `minGap` after the event before. */
function hasFastRun(log: MathInputLog): boolean {
  let run = 0;
  for (let i = 1; i < log.length; i += 1) {
    const event = log[i];
    const gap = (event?.ms ?? 0) - (log[i - 1]?.ms ?? 0);
    run = event?.type === 'answer' && gap < MATH_ANTI_CHEAT.minAnswerGapMs ? run + 1 : 0;
    if (run >= MATH_ANTI_CHEAT.fastAnswerRun) return true;
  }
  return false;
}

export function verifyMathRace(input: VerifyMathInput): MathVerdict {
  const { problems, log } = input;
  if (log.length === 0 || log.length > MAX_MATH_LOG_EVENTS)
    return reject('malformed-log', false, 'The race log is empty or too long.');
  if (!wellFormed(log)) return reject('malformed-log', true, 'The race log has broken events.');
  const order = eventOrderFault(log);
  if (order === 'out-of-order')
    return reject('malformed-log', true, 'The race log is out of order.');
  if (order === 'before-start')
    return reject('answers-before-start', true, 'Answers were sent before the race started.');

  const state = replayMath(problems, log);
  // An honest client logs only what the race accepted; anything else was written by hand.
  if (state.log.length !== log.length) {
    return reject(
      'log-does-not-match-problems',
      true,
      'The race log holds answers sent during a penalty or after the finish.',
    );
  }
  if (state.index !== problems.length || state.finishedAt === null) {
    return reject(
      'log-does-not-match-problems',
      false,
      'The race log does not answer every problem.',
    );
  }
  if (state.nitrosUsed > input.nitrosAllowed)
    return reject('too-many-nitros', true, 'More nitros were used than owned.');

  const durationMs = state.finishedAt;
  const clock = clockFault(durationMs, input.serverElapsedMs);
  if (clock) return reject('clock-mismatch', true, CLOCK_FAULT_MESSAGES[clock]);

  if (hasFastRun(log)) return reject('too-fast', true, 'Answering faster than humanly possible.');
  const ownAnswers = state.correct + state.wrong;
  if (
    ownAnswers >= MATH_ANTI_CHEAT.minAnswersForRate &&
    problemsPerMinute(ownAnswers, durationMs) > MATH_ANTI_CHEAT.maxPpm
  )
    return reject('too-fast', true, 'Answering faster than humanly possible.');

  const ppm = problemsPerMinute(problems.length, durationMs);
  return {
    ok: true,
    figures: {
      ppm: Math.round(ppm * 10) / 10,
      accuracy: mathAccuracy(state.correct, state.wrong, input.accuracyDecimals ?? 1),
      correct: state.correct,
      wrong: state.wrong,
      durationMs,
      nitrosUsed: state.nitrosUsed,
      answered: state.index,
    },
  };
}
