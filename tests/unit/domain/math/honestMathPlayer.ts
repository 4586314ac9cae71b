// A simulated honest math racer for tests: reads each problem for 0.8-8 s, sometimes answers
// wrong, sometimes spends a nitro, waits out penalties. Drives the live model, so its log is
// exactly what a real client would send.
import { answerChoices } from '../../../../src/domain/math/answers';
import type { MathRaceState } from '../../../../src/domain/math/mathRace';
import {
  applyMathNitro,
  currentProblem,
  isMathRaceFinished,
  startMathRace,
  submitAnswer,
} from '../../../../src/domain/math/mathRace';
import type { Problem } from '../../../../src/domain/math/problem';
import { pick, seededRng } from '../../../../src/domain/random';

export const HONEST_GAP_MS = { min: 800, max: 8000 };

export interface HonestOptions {
  wrongRate?: number;
  nitros?: number;
}

export function honestMathRace(
  problems: readonly Problem[],
  seed: number,
  { wrongRate = 0.1, nitros = 0 }: HonestOptions = {},
): MathRaceState {
  const rng = seededRng(seed);
  let state = startMathRace(problems);
  let t = 0;
  let nitrosLeft = nitros;
  while (!isMathRaceFinished(state)) {
    const gap = HONEST_GAP_MS.min + rng() * (HONEST_GAP_MS.max - HONEST_GAP_MS.min);
    // The next problem appears when a penalty ends; the racer starts reading it then.
    t = Math.round((Math.max(t, state.penaltyUntil ?? 0) + gap) * 10) / 10;
    const problem = currentProblem(state)!;
    if (nitrosLeft > 0 && rng() < 0.15) {
      state = applyMathNitro(state, t);
      nitrosLeft -= 1;
      continue;
    }
    if (rng() < wrongRate) {
      const wrong = answerChoices(problem, rng).filter((choice) => choice !== problem.answer);
      state = submitAnswer(state, pick(rng, wrong), t);
    } else {
      // Real racers type money either way: "$4.35" or "4.35".
      const typed = rng() < 0.5 ? problem.answer.replace('$', '') : problem.answer;
      state = submitAnswer(state, typed, t);
    }
  }
  return state;
}
