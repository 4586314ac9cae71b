// The server's judgement of a finished math race (the twin of race/verify.ts). It replays the
// client's log against the problems it built from the same seed, checks the log against its own
// clock and computes every figure itself. Thresholds sit far beyond the fastest human solvers
// (timed-arithmetic champions manage about 75 problems a minute), so honest racers are never
// flagged: each check looks for what no human hand produces.
import type { RaceMs } from '../race/inputLog';
import {
  LIVE_PROGRESS_MESSAGES,
  liveProgressFault,
  paidDurationMs,
  type ProgressObservation,
  type TailLimits,
} from '../race/liveProgress';
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
  | 'clock-mismatch'
  | 'not-answered-live';

export type MathVerdict =
  | { ok: true; figures: MathRaceFigures }
  /** `suspect`: looks like cheating (disqualify); otherwise just unusable (e.g. unfinished). */
  | { ok: false; reason: MathRejection; suspect: boolean; message: string };

export const MATH_ANTI_CHEAT = {
  /** Answers this soon after the previous event are superhuman when they come in a run... */
  minAnswerGapMs: 250,
  /** ...of this many in a row: one quick tap is luck, five is a script. */
  fastAnswerRun: 5,
  /**
   * ...or this many among any fastAnswerWindow answers in a row: a script that answers 4 quickly
   * and pauses 280 ms (never 5 in a row) has 8 in 10 (the attacker's mathTail test). The honest
   * simulation never answers under 800 ms after the event before (worst: 0 quick answers).
   */
  maxFastInWindow: 6,
  fastAnswerWindow: 10,
  /** Sustained rate of the racer's own answers: twice the fastest timed-arithmetic champions. */
  maxPpm: 150,
  /** The sustained cap needs a few answers to mean anything. */
  minAnswersForRate: 5,
  /**
   * Answers the unseen end of a log (after the last update) may add beyond 1.5x the seen pace
   * (liveProgress.ts tailFault). An honest client reports each answer, so its tail is the final
   * answer alone (honest worst: 1); the attacker's mathTail claimed 10 in its last second.
   */
  tailSlackAnswers: 3,
  // Clock and live-progress tolerances are the typing race's (ANTI_CHEAT), applied by the shared
  // clockFault and liveProgressFault.
};

/** The tail rule for a math log: units are problems, the cap is maxPpm. */
const MATH_TAIL_LIMITS: TailLimits = {
  slackUnits: MATH_ANTI_CHEAT.tailSlackAnswers,
  maxUnitsPerSecond: MATH_ANTI_CHEAT.maxPpm / 60,
};

export interface VerifyMathInput {
  problems: readonly Problem[];
  log: MathInputLog;
  /** Server ms between the green light and receiving the finished log. */
  serverElapsedMs: RaceMs;
  /**
   * The progress updates the server accepted while the race ran, counted in problems answered
   * (see mathAnsweredOf): the log must agree with them (liveProgress.ts).
   */
  liveProgress: readonly ProgressObservation[];
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

/**
 * Whether answers come superhumanly quick (under minAnswerGapMs after the event before): `run` in
 * a row, or maxFastInWindow among any fastAnswerWindow consecutive events.
 */
function hasFastRun(log: MathInputLog): boolean {
  const quick = log.map((event, i) => {
    const gap = event.ms - (log[i - 1]?.ms ?? -Infinity);
    return i > 0 && event.type === 'answer' && gap < MATH_ANTI_CHEAT.minAnswerGapMs;
  });
  let run = 0;
  let inWindow = 0;
  for (let i = 0; i < quick.length; i += 1) {
    run = quick[i] ? run + 1 : 0;
    inWindow += (quick[i] ? 1 : 0) - (quick[i - MATH_ANTI_CHEAT.fastAnswerWindow] ? 1 : 0);
    if (run >= MATH_ANTI_CHEAT.fastAnswerRun || inWindow >= MATH_ANTI_CHEAT.maxFastInWindow)
      return true;
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

  // Every logged event was accepted (checked above), and each moves the racer one problem on.
  const timeline = log.map((event, i) => ({ ms: event.ms, done: i + 1 }));
  const live = liveProgressFault({
    timeline,
    observations: input.liveProgress,
    finishAtMs: input.serverElapsedMs,
    tail: MATH_TAIL_LIMITS,
  });
  if (live) return reject('not-answered-live', true, LIVE_PROGRESS_MESSAGES[live]);

  // Paid (and ranked) on the log's time, unless the log ran ahead of what the server saw or its
  // finish arrived later than a log of that length allows (a log compressed in time).
  const paidMs = Math.max(
    durationMs,
    paidDurationMs(timeline, input.liveProgress, input.serverElapsedMs),
  );
  const ppm = problemsPerMinute(problems.length, paidMs);
  return {
    ok: true,
    figures: {
      ppm: Math.round(ppm * 10) / 10,
      accuracy: mathAccuracy(state.correct, state.wrong, input.accuracyDecimals ?? 1),
      correct: state.correct,
      wrong: state.wrong,
      durationMs: paidMs,
      nitrosUsed: state.nitrosUsed,
      answered: state.index,
    },
  };
}
