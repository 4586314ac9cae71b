// Math race figures as pure functions (the math twin of race/stats.ts): speed is problems per
// minute, accuracy the percentage of attempted problems answered right.
import { accuracy } from '../race/stats';

export function problemsPerMinute(answered: number, ms: number): number {
  if (ms <= 0) return 0;
  return answered / (ms / 60_000);
}

/**
 * Right answers over attempted problems (right + wrong), in percent, rounded to `decimals`.
 * Nitro-answered problems are not attempts, as nitro-filled characters are not keys in typing.
 */
export function mathAccuracy(correct: number, wrong: number, decimals = 1): number {
  return accuracy(correct, wrong, decimals);
}
