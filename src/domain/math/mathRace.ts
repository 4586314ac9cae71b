// The math race model: which problem the racer is on, and how they have done. A right answer
// moves on. A wrong answer also moves on (the problem counts as attempted, not correct), but first
// the right answer is shown for WRONG_ANSWER_PENALTY_MS, during which answers and nitros are
// ignored and not logged, so the car stands still. Pure: it runs on every answer, client and server.
import type { RaceMs } from '../race/inputLog';
import { checkAnswer, MAX_ANSWER_LENGTH } from './answers';
import type { MathInputEvent, MathInputLog } from './mathInputLog';
import type { Problem } from './problem';

/** How long a wrong answer keeps the right one on screen and the racer from answering. */
export const WRONG_ANSWER_PENALTY_MS = 1500;

/** The problem answered wrongly most recently: the UI shows its answer until the penalty ends. */
export interface MissedProblem {
  readonly problemIndex: number;
  /** What the racer entered. */
  readonly given: string;
}

export interface MathRaceState {
  readonly problems: readonly Problem[];
  /** The current problem; also how many problems are done. */
  readonly index: number;
  /** Problems the racer answered right (nitro-answered ones are not counted, as in typing). */
  readonly correct: number;
  readonly wrong: number;
  readonly nitrosUsed: number;
  /** Race ms before which nothing is accepted; null when no penalty was ever given. */
  readonly penaltyUntil: RaceMs | null;
  readonly missed: MissedProblem | null;
  readonly log: MathInputLog;
  /**
   * Race ms the racer crossed the line. A wrong last answer finishes when its penalty ends, so a
   * miss at the end costs the same time as anywhere else.
   */
  readonly finishedAt: RaceMs | null;
}

export function startMathRace(problems: readonly Problem[]): MathRaceState {
  return {
    problems,
    index: 0,
    correct: 0,
    wrong: 0,
    nitrosUsed: 0,
    penaltyUntil: null,
    missed: null,
    log: [],
    finishedAt: null,
  };
}

export function isMathRaceFinished(state: MathRaceState): boolean {
  return state.index >= state.problems.length;
}

export function isInPenalty(state: MathRaceState, ms: RaceMs): boolean {
  return state.penaltyUntil !== null && ms < state.penaltyUntil;
}

/** The problem on screen, or null once the race is done. */
export function currentProblem(state: MathRaceState): Problem | null {
  return state.problems[state.index] ?? null;
}

/** Problems done (right, wrong or by nitro). */
export function answeredCount(state: MathRaceState): number {
  return state.index;
}

/** How far along the track the car is, 0..1: answered problems over all problems. */
export function mathProgress(state: MathRaceState): number {
  if (state.problems.length === 0) return 0;
  return Math.min(1, state.index / state.problems.length);
}

function accepts(state: MathRaceState, ms: RaceMs): boolean {
  return !isMathRaceFinished(state) && !isInPenalty(state, ms);
}

/**
 * Submits an answer. Ignored (state returned unchanged, nothing logged) after the finish, during
 * a penalty, or when the text is blank or longer than any answer.
 */
export function submitAnswer(state: MathRaceState, text: string, ms: RaceMs): MathRaceState {
  const data = text.trim();
  const problem = currentProblem(state);
  if (!problem || !accepts(state, ms) || !data || data.length > MAX_ANSWER_LENGTH) return state;
  const log = [...state.log, { type: 'answer', ms, data } satisfies MathInputEvent];
  const index = state.index + 1;
  const last = index >= state.problems.length;
  if (checkAnswer(problem, data)) {
    return { ...state, index, correct: state.correct + 1, log, finishedAt: last ? ms : null };
  }
  const penaltyUntil = ms + WRONG_ANSWER_PENALTY_MS;
  return {
    ...state,
    index,
    wrong: state.wrong + 1,
    penaltyUntil,
    missed: { problemIndex: state.index, given: data },
    log,
    finishedAt: last ? penaltyUntil : null,
  };
}

/** Uses a nitro on the current problem (the caller checks the racer has one). */
export function applyMathNitro(state: MathRaceState, ms: RaceMs): MathRaceState {
  if (!accepts(state, ms)) return state;
  const index = state.index + 1;
  return {
    ...state,
    index,
    nitrosUsed: state.nitrosUsed + 1,
    log: [...state.log, { type: 'nitro', ms, data: '' }],
    finishedAt: index >= state.problems.length ? ms : null,
  };
}

/**
 * Rebuilds the state from a log: what the server does with the log a client sends. Events the
 * live race would have ignored are ignored here too, so `result.log` is shorter than `log` exactly
 * when the log holds something an honest client never sends.
 */
export function replayMath(problems: readonly Problem[], log: MathInputLog): MathRaceState {
  let state = startMathRace(problems);
  for (const event of log) {
    state =
      event.type === 'answer'
        ? submitAnswer(state, event.data, event.ms)
        : applyMathNitro(state, event.ms);
  }
  return state;
}
