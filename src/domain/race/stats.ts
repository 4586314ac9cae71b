// Race figures as pure functions of the input log (SPEC §9: speed is words per minute, characters
// divided by five over minutes; accuracy a percentage with configurable decimals).
import type { InputLog } from './inputLog';

export function wpm(characters: number, ms: number): number {
  if (ms <= 0) return 0;
  return characters / 5 / (ms / 60_000);
}

/** Correct key presses over all key presses, in percent, rounded to `decimals`. */
export function accuracy(correctKeys: number, errors: number, decimals = 1): number {
  const total = correctKeys + errors;
  if (total === 0) return 100;
  const factor = 10 ** decimals;
  return Math.round((correctKeys / total) * 100 * factor) / factor;
}

/**
 * How even the racer's pace was, 0-100: the spread of per-word speeds mapped through the same
 * curve Monkeytype uses (100 for perfectly even words, falling as the coefficient of variation grows).
 */
export function consistency(log: InputLog, passage: string): number {
  const wordSpeeds: number[] = [];
  let pos = 0;
  let wordStartMs: number | null = null;
  let wordChars = 0;
  for (const event of log) {
    if (event.type === 'nitro') {
      pos += event.data.length;
      wordStartMs = null;
      wordChars = 0;
      continue;
    }
    if (event.data !== passage[pos]) continue;
    wordStartMs ??= event.ms;
    wordChars += 1;
    pos += 1;
    const wordEnds = passage[pos - 1] === ' ' || pos === passage.length;
    if (wordEnds) {
      const span = event.ms - wordStartMs;
      if (wordChars >= 2 && span > 0) wordSpeeds.push(wpm(wordChars - 1, span));
      wordStartMs = null;
      wordChars = 0;
    }
  }
  if (wordSpeeds.length < 2) return 100;
  const mean = wordSpeeds.reduce((a, b) => a + b, 0) / wordSpeeds.length;
  if (mean === 0) return 0;
  const variance = wordSpeeds.reduce((a, b) => a + (b - mean) ** 2, 0) / wordSpeeds.length;
  const cv = Math.sqrt(variance) / mean;
  return Math.round(100 * (1 - Math.tanh(cv + cv ** 3 / 3 + cv ** 5 / 5)));
}
