// Timing checks: whether the rhythm of a log's keys is a person's. Fingers produce gaps that
// spread widely, differ from one letter pair to the next and vary again when a pair repeats;
// scripts produce metronomes (issue 10: keys exactly 50 ms apart), a few fixed delays, replayed
// timing tables, or text in chunks that share one instant (a paste split into groups of 4 keys).
// Validators in the Monkeytype mould look at the same statistics of the inter-key intervals.
import { ANTI_CHEAT } from './antiCheat';
import type { InputLog } from './inputLog';

export interface KeyGap {
  /** ms since the key before. */
  ms: number;
  /** The two keys, e.g. "th". */
  bigram: string;
}

/** Gaps between consecutive key events (a nitro breaks the chain: its gap is no keystroke's). */
export function keyGaps(log: InputLog): KeyGap[] {
  const gaps: KeyGap[] = [];
  let previous: { ms: number; data: string } | null = null;
  for (const event of log) {
    if (event.type !== 'key') {
      previous = null;
      continue;
    }
    if (previous) gaps.push({ ms: event.ms - previous.ms, bigram: previous.data + event.data });
    previous = event;
  }
  return gaps;
}

const mean = (values: readonly number[]) =>
  values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

/** Coefficient of variation (standard deviation over mean); 0 for no spread or no mean. */
export function coefficientOfVariation(values: readonly number[]): number {
  const m = mean(values);
  if (values.length < 2 || m <= 0) return 0;
  const variance = values.reduce((sum, v) => sum + (v - m) ** 2, 0) / values.length;
  return Math.sqrt(variance) / m;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * Shannon entropy in bits of the gaps, binned at `binFraction` of their median: scale-free, so
 * a 20 WPM and a 200 WPM typist are measured alike.
 */
export function gapEntropyBits(gaps: readonly number[], binFraction: number): number {
  if (gaps.length === 0) return 0;
  const width = Math.max(1, median(gaps) * binFraction);
  const counts = new Map<number, number>();
  for (const gap of gaps) {
    const bin = Math.floor(gap / width);
    counts.set(bin, (counts.get(bin) ?? 0) + 1);
  }
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / gaps.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/**
 * Per-bigram consistency: the mean spread (CV) of the gaps of each letter pair typed at least
 * `minRepeats` times, and how many gaps that covers. Null when too few pairs repeat.
 */
export function bigramRepeatSpread(
  gaps: readonly KeyGap[],
  minRepeats: number,
): { cv: number; samples: number } | null {
  const byBigram = new Map<string, number[]>();
  for (const gap of gaps) {
    const list = byBigram.get(gap.bigram) ?? [];
    list.push(gap.ms);
    byBigram.set(gap.bigram, list);
  }
  const spreads: number[] = [];
  let samples = 0;
  for (const list of byBigram.values()) {
    if (list.length < minRepeats) continue;
    spreads.push(coefficientOfVariation(list));
    samples += list.length;
  }
  return spreads.length === 0 ? null : { cv: mean(spreads), samples };
}

/** Runs of 3+ keys inside one instant (near-zero gaps in a row). */
function instantChunks(gaps: readonly number[]): number {
  let chunks = 0;
  let run = 0;
  for (const gap of gaps) {
    if (gap <= ANTI_CHEAT.nearZeroGapMs) {
      run += 1;
      if (run === 2) chunks += 1;
    } else run = 0;
  }
  return chunks;
}

/**
 * Share of gaps at most ANTI_CHEAT.shortGapOfMean of the typist's own mean gap (winsorized at
 * winsorizeQuantile, so a pause mid-race does not stretch the mean): keys in groups, however
 * many ms apart within a group, against the pace between groups.
 */
export function shortGapShare(gaps: readonly number[]): number {
  if (gaps.length === 0) return 0;
  const sorted = [...gaps].sort((a, b) => a - b);
  const cap = sorted[Math.floor(sorted.length * ANTI_CHEAT.winsorizeQuantile)] ?? Infinity;
  const held = mean(gaps.map((gap) => Math.min(gap, cap)));
  const cut = Math.max(ANTI_CHEAT.nearZeroGapMs, ANTI_CHEAT.shortGapOfMean * held);
  return gaps.filter((gap) => gap <= cut).length / gaps.length;
}

export type TimingFault =
  /** Keys arrive in chunks sharing an instant: a paste split into groups. */
  | 'chunked-paste'
  /** Gaps without a person's spread: a metronome, or a few fixed delays. */
  | 'machine-even-timing'
  /** Each letter pair always takes the same time: a replayed timing table. */
  | 'replayed-bigram-timing';

/** The timing checks over a log's keystrokes; null when it looks like fingers (or is too short). */
export function timingFault(log: InputLog): TimingFault | null {
  const gaps = keyGaps(log);
  if (gaps.length < ANTI_CHEAT.minGapsForTiming) return null;
  const ms = gaps.map((g) => g.ms);
  const nearZero = ms.filter((g) => g <= ANTI_CHEAT.nearZeroGapMs).length;
  if (
    nearZero / ms.length > ANTI_CHEAT.maxNearZeroShare ||
    instantChunks(ms) >= ANTI_CHEAT.maxInstantChunks ||
    shortGapShare(ms) > ANTI_CHEAT.maxShortGapShare
  )
    return 'chunked-paste';
  if (coefficientOfVariation(ms) < ANTI_CHEAT.minGapCv) return 'machine-even-timing';
  if (gapEntropyBits(ms, ANTI_CHEAT.gapBinFraction) < ANTI_CHEAT.minGapEntropyBits)
    return 'machine-even-timing';
  const bigrams = bigramRepeatSpread(gaps, ANTI_CHEAT.minBigramRepeats);
  if (
    bigrams &&
    bigrams.samples >= ANTI_CHEAT.minBigramSamples &&
    bigrams.cv < ANTI_CHEAT.minBigramCv
  )
    return 'replayed-bigram-timing';
  return null;
}

export const TIMING_FAULT_MESSAGES: Record<TimingFault, string> = {
  'chunked-paste': 'Text was pasted instead of typed (keys arrived in chunks).',
  'machine-even-timing': 'The race was typed by a program (key timing too even to be human).',
  'replayed-bigram-timing': 'The race was typed by a program (key timing replayed).',
};
