// The player's model of the course being raced, whichever it is: a typing run (the passage and the
// keys typed) or a math run (the problems and the answers, raceMath.ts). RaceTyping drives either
// through this one shape (units done, nitro, live figures, the finish log), so the nitro, the
// throttled progress frames and the finish are written once for both races.
import type { RaceMs } from '../../domain/race/inputLog';
import { completedWord, liveFigures } from '../../domain/race/raceView';
import {
  applyNitro,
  isFinished,
  startTyping,
  typeKey,
  type TypingState,
} from '../../domain/race/typing';
import type { ClientFrame } from '../../domain/realtime/protocol';
import type { MathCourseModel } from './raceMath';

export type FinishData = Extract<ClientFrame, { type: 'finish' }>['data'];

/** What RaceTyping asks of a course model. */
export interface CourseModel {
  /** Course units done (a passage's characters, or UNITS_PER_PROBLEM a problem answered). */
  readonly units: number;
  /** Mistakes so far (typos or wrong answers), sent with each progress frame. */
  readonly errors: number;
  readonly finished: boolean;
  /** Applies a nitro at race ms `ms`; false when it changed nothing. */
  nitro(ms: RaceMs): boolean;
  /** Live speed and accuracy for the chips. */
  figures(raceMs: number): { wpm: number; accuracy: number };
  /** Whether going from `before` units to now completed a word (progress is sent sooner). */
  completedWord(before: number): boolean;
  /** The finish frame: the whole log, replayed by the server. */
  finishData(): FinishData;
}

export class TypingRun implements CourseModel {
  readonly kind = 'typing';
  state: TypingState;
  /** The state before the last key or nitro: the passage repaints only what changed. */
  previous: TypingState;

  constructor(readonly passage: string) {
    this.state = startTyping(passage);
    this.previous = this.state;
  }

  get units(): number {
    return this.state.pos;
  }

  get errors(): number {
    return this.state.errors;
  }

  get finished(): boolean {
    return isFinished(this.state);
  }

  /** A character typed at race ms `ms`; true when it moved the racer on. */
  type(char: string, ms: RaceMs): boolean {
    this.previous = this.state;
    this.state = typeKey(this.state, char, ms);
    return this.state.pos > this.previous.pos;
  }

  nitro(ms: RaceMs): boolean {
    const next = applyNitro(this.state, ms);
    if (next === this.state) return false;
    this.previous = this.state;
    this.state = next;
    return true;
  }

  figures(raceMs: number) {
    return liveFigures(this.state, raceMs);
  }

  completedWord(before: number): boolean {
    return completedWord(this.state.passage, before, this.state.pos);
  }

  finishData(): FinishData {
    return { log: this.state.log };
  }
}

/** The course under way: switch on `kind` where the two races truly differ. */
export type CourseRun = TypingRun | MathCourseModel;
