// The player's side of a math race, the math kind of course run (courseRun.ts): the seeded
// problems, the answer model, and what the race screen shows of it. React renders the problem view once per
// problem (a handful of times a minute), so the math view lives in the race store.
import {
  answerChoices,
  answeredCount,
  applyMathNitro,
  currentProblem,
  isMathRaceFinished,
  mathAccuracy,
  mathCourseProblems,
  mathCourseUnits,
  problemsPerMinute,
  startMathRace,
  submitAnswer,
  type MathCourse,
  type MathRaceState,
  type Problem,
} from '../../domain/math';
import type { RaceMs } from '../../domain/race/inputLog';
import { hashSeed, seededRng } from '../../domain/random';
import type { CourseModel, FinishData } from './courseRun';

/** What the race screen renders of a math race. */
export interface MathView {
  problem: Problem | null;
  index: number;
  total: number;
  /** The last wrong answer and the right one, shown until the penalty ends. */
  missed: { given: string; answer: string } | null;
  /** No answers now: before the green light, or during a wrong answer's penalty. */
  locked: boolean;
  /** Touch screens tap one of these instead of typing. */
  choices: string[];
}

export class MathCourseModel implements CourseModel {
  readonly kind = 'math';
  state: MathRaceState;
  readonly total: number;

  constructor(readonly course: MathCourse) {
    this.state = startMathRace(mathCourseProblems(course));
    this.total = course.count;
  }

  get units(): number {
    return mathCourseUnits(answeredCount(this.state), this.total);
  }

  get errors(): number {
    return this.state.wrong;
  }

  get finished(): boolean {
    return isMathRaceFinished(this.state);
  }

  /** Every problem answered is a word done: its progress is worth sending. */
  completedWord(): boolean {
    return true;
  }

  finishData(): FinishData {
    return { answers: this.state.log };
  }

  /** Applies an answer; null when the model ignored it (penalty, finished, blank). */
  answer(text: string, ms: RaceMs): 'right' | 'wrong' | null {
    const before = this.state;
    this.state = submitAnswer(before, text, ms);
    if (this.state === before) return null;
    return this.state.wrong > before.wrong ? 'wrong' : 'right';
  }

  nitro(ms: RaceMs): boolean {
    const next = applyMathNitro(this.state, ms);
    if (next === this.state) return false;
    this.state = next;
    return true;
  }

  view(locked: boolean): MathView {
    const problem = currentProblem(this.state);
    const missed = this.state.missed;
    const missedProblem = missed ? this.state.problems[missed.problemIndex] : undefined;
    return {
      problem,
      index: Math.min(this.state.index, this.total - 1),
      total: this.total,
      // Only while the penalty runs: the next problem is a fresh start.
      missed:
        locked && missed && missedProblem
          ? { given: missed.given, answer: missedProblem.answer }
          : null,
      locked,
      // Seeded per problem, so the choices stay put while the problem is on screen.
      choices: problem
        ? answerChoices(problem, seededRng(hashSeed(`${this.course.seed}:${this.state.index}`)))
        : [],
    };
  }

  /** Live speed (problems per minute) and accuracy for the chips. */
  figures(raceMs: number): { wpm: number; accuracy: number } {
    const ms = this.state.finishedAt ?? raceMs;
    const { correct, wrong } = this.state;
    return {
      wpm: ms > 0 ? Math.round(problemsPerMinute(answeredCount(this.state), ms)) : 0,
      accuracy: mathAccuracy(correct, wrong, 0),
    };
  }
}
