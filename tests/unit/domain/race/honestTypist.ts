// A simulated honest typist for tests, and the updates its client sends while it types.
//
// The typist: log-normal key gaps around a target speed (each typist with their own spread), a
// personal speed for each letter pair (some bigrams are fast rolls, others awkward reaches), slower
// word starts, thinking pauses, typos corrected after a pause, and fast typists' rollovers (two keys
// a few ms apart, sometimes the same ms). Times are whole ms, as the real client logs them.
import type { InputLog } from '../../../../src/domain/race/inputLog';
import type { ProgressObservation } from '../../../../src/domain/race/liveProgress';
import { typingTimeline } from '../../../../src/domain/race/liveProgress';
import { completedWord, freshThrottle, updateDecision } from '../../../../src/domain/race/raceView';
import { gaussian, hashSeed, seededRng, type Rng } from '../../../../src/domain/random';

const logNormal = (rng: Rng, median: number, sigma: number) =>
  median * Math.exp(gaussian(rng, 0, sigma));

export function honestLog(
  passage: string,
  targetWpm: number,
  seed: number,
  typoRate = 0.03,
): InputLog {
  const rng = seededRng(seed);
  const meanGap = 60_000 / (targetWpm * 5);
  // Each typist's own evenness and bigram spread.
  const sigma = 0.25 + rng() * 0.25;
  const bigramSpread = 0.15 + rng() * 0.2;
  const bigramFactor = new Map<string, number>();
  const factorOf = (pair: string) => {
    let f = bigramFactor.get(pair);
    if (f === undefined) {
      f = Math.exp(gaussian(seededRng(hashSeed(pair) ^ seed), 0, bigramSpread));
      bigramFactor.set(pair, f);
    }
    return f;
  };
  // The median of a log-normal is below its mean; aim the mean at the target.
  const median = meanGap / Math.exp((sigma * sigma + bigramSpread * bigramSpread) / 2) / 1.08;
  const log: InputLog = [];
  let t = 300 + rng() * 400;
  const push = (data: string) => log.push({ type: 'key', ms: Math.round(t), data });
  for (let i = 0; i < passage.length; i += 1) {
    const ch = passage[i]!;
    if (i === 0) {
      push(ch);
      continue;
    }
    let gap = logNormal(rng, median, sigma) * factorOf(passage[i - 1]! + ch);
    if (passage[i - 1] === ' ') gap *= 1.2;
    // A thinking pause between words now and then.
    if (passage[i - 1] === ' ' && rng() < 0.03) gap += 300 + rng() * 1200;
    // A fast typist rolls over two keys: the second lands a few ms after the first.
    if (targetWpm >= 80 && rng() < 0.03) gap = rng() * 12;
    if (rng() < typoRate) {
      t += gap;
      push(ch === 'x' ? 'z' : 'x');
      gap = 150 + logNormal(rng, 200, 0.4);
    }
    t += gap;
    push(ch);
  }
  return log;
}

/**
 * The updates the server receives from an honest client typing `log`: the client's own throttle
 * (raceView.updateDecision: word ends at most every 100 ms, mid-word every 250 ms), a green light
 * the client places late by up to one minimum one-way latency, and a network with jitter and the
 * odd spike (TCP keeps order). Returns server race ms of receipt and the count sent.
 */
export function honestUpdates(
  passage: string,
  log: InputLog,
  seed: number,
  network = { latencyMs: 80, jitterMs: 60, spikeChance: 0.02, spikeMs: 900 },
): { observations: ProgressObservation[]; finishAtMs: number } {
  const rng = seededRng(seed ^ 0x5eed);
  const timeline = typingTimeline(passage, log);
  const clockLate = rng() * network.latencyMs;
  const oneWay = () =>
    network.latencyMs +
    rng() * network.jitterMs +
    (rng() < network.spikeChance ? rng() * network.spikeMs : 0);
  const observations: ProgressObservation[] = [];
  let lastArrival = 0;
  const deliver = (clientMs: number) => {
    lastArrival = Math.max(lastArrival, clientMs + clockLate + oneWay());
    return lastArrival;
  };
  let throttle = freshThrottle();
  let dueAt: number | null = null;
  const posAt = (ms: number) => {
    let done = 0;
    for (const point of timeline) if (point.ms <= ms) done = point.done;
    return done;
  };
  const fire = (at: number) => {
    const typed = posAt(at);
    observations.push({ atMs: Math.round(deliver(at)), typed });
    throttle = { sentAt: at, sentTyped: typed };
    dueAt = null;
  };
  let prevDone = 0;
  for (const point of timeline) {
    // A pending update fires before this key if it was due earlier.
    if (dueAt !== null && dueAt < point.ms) fire(dueAt);
    if (point.done >= passage.length) break;
    const decision = updateDecision(
      throttle,
      point.done,
      point.ms,
      completedWord(passage, prevDone, point.done),
    );
    prevDone = point.done;
    const want = decision.send
      ? point.ms
      : decision.retryInMs === null
        ? null
        : point.ms + decision.retryInMs;
    if (want !== null && (dueAt === null || want < dueAt)) dueAt = want;
  }
  const lastMs = timeline.at(-1)?.ms ?? 0;
  // The finish cancels a pending update and is sent right after the last key.
  return { observations, finishAtMs: Math.round(deliver(lastMs + 4)) };
}
