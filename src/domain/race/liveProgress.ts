// Live progress: a finish must agree with the progress the server saw during the race. The room
// records each progress update it accepts (its own race clock at receipt, the count reported);
// the finished log is then replayed into a timeline of when each unit was done, and the two must
// match in timing and amount. A log written after the fact (issue 10: no updates, then a
// fabricated log) claims progress the server never saw while the race ran.
import { ANTI_CHEAT } from './antiCheat';
import type { InputLog } from './inputLog';
import { nitroSpan } from './typing';

/** What the server saw: `typed` units done, received `atMs` after the green light (its clock). */
export interface ProgressObservation {
  atMs: number;
  typed: number;
}

/** A point of a log's own timeline: `done` units completed at race ms `ms`. */
export interface ProgressPoint {
  ms: number;
  done: number;
  /** A nitro's jump: however many units it fills, it is one action of the racer's. */
  jump?: boolean;
}

/**
 * When a typing log completes each character: the replay of typing.ts (a wrong key does not
 * advance; a nitro fills what a nitro fills there) reduced to the points where the cursor moves.
 */
export function typingTimeline(passage: string, log: InputLog): ProgressPoint[] {
  const points: ProgressPoint[] = [];
  let pos = 0;
  for (const event of log) {
    if (pos >= passage.length) break;
    if (event.type === 'key') {
      if (event.data !== passage[pos]) continue;
      pos += 1;
    } else {
      const span = nitroSpan(passage, pos);
      if (!span || span !== event.data) continue;
      pos += span.length;
      points.push({ ms: event.ms, done: pos, jump: true });
      continue;
    }
    points.push({ ms: event.ms, done: pos });
  }
  return points;
}

export type LiveProgressFault =
  /** The log claims progress the server did not see within liveLagMs: not typed live. */
  | 'not-seen-live'
  /** An update reported progress the log only reaches later: the log is not the race that ran. */
  | 'ahead-of-log'
  /** The unseen end of the log goes faster than the racer was ever seen to go. */
  | 'tail-too-fast';

export interface LiveProgressInput {
  /** The log's timeline (typingTimeline, or a math log's), in race ms order. */
  timeline: readonly ProgressPoint[];
  /** The updates the server accepted, in the order received (increasing counts). */
  observations: readonly ProgressObservation[];
  /** Server race ms at which the finish arrived: by then the whole course is seen. */
  finishAtMs: number;
  /** The tail rule's bounds (tailFault); the typing race's by default. */
  tail?: TailLimits;
}

/** What the end of a log, after the most any update reported, may add (see tailFault). */
export interface TailLimits {
  /** Units the tail may add beyond its pace allowance (a final word, a burst at the line). */
  slackUnits: number;
  /** The fastest pace (units a second) any tail may claim, however fast the racer was seen. */
  maxUnitsPerSecond: number;
}

export const TYPING_TAIL_LIMITS: TailLimits = {
  slackUnits: ANTI_CHEAT.tailSlackChars,
  maxUnitsPerSecond: (ANTI_CHEAT.maxWpm * 5) / 60,
};

/**
 * The end of the log that no update reported (the finish covers it) may only add what the
 * racer's own seen pace fits into it: at most tailPaceFactor x (units seen / log ms to reach them)
 * over the tail's log ms, never above maxUnitsPerSecond, plus slackUnits. A nitro counts as one
 * unit. An honest client's tail is the last throttle interval (<= 250 ms) before the finish frame,
 * or a stall's worth of updates the TCP stream delivers just before the finish (then seen anyway);
 * a script that stops reporting and claims the rest of the course in a fast final burst is not.
 */
export function tailFault(
  timeline: readonly ProgressPoint[],
  observations: readonly ProgressObservation[],
  limits: TailLimits,
): boolean {
  const seen = observations.reduce((most, o) => Math.max(most, o.typed), 0);
  const reached = timeline.findIndex((point) => point.done >= seen);
  const lastMs = timeline.at(-1)?.ms ?? 0;
  const seenAtMs = seen > 0 && reached >= 0 ? (timeline[reached]?.ms ?? 0) : 0;
  let added = 0;
  let done = reached >= 0 && seen > 0 ? (timeline[reached]?.done ?? 0) : 0;
  for (const point of timeline.slice(seen > 0 ? reached + 1 : 0)) {
    added += point.jump ? 1 : point.done - done;
    done = point.done;
  }
  const seenPace = seen > 0 ? (seen / Math.max(seenAtMs, 1)) * 1000 : Infinity;
  const pace = Math.min(ANTI_CHEAT.tailPaceFactor * seenPace, limits.maxUnitsPerSecond);
  return added > limits.slackUnits + (pace * (lastMs - seenAtMs)) / 1000;
}

/**
 * Whether a finished log disagrees with the live progress the server observed. Each point of the
 * log must have been reported by an update (or the finish itself) within liveLagMs of the time
 * the log gives it, and no update may report more than the log had done liveLeadMs later.
 */
export function liveProgressFault(input: LiveProgressInput): LiveProgressFault | null {
  const { timeline, observations, finishAtMs } = input;
  // The finish reports everything, and is sent right after the last key: the log's last
  // liveLagMs are its to cover, however late the network delivers it (TCP may hold it up behind
  // a stall; clockFault bounds how late).
  const coveredFrom = Math.min(finishAtMs, timeline.at(-1)?.ms ?? 0) - ANTI_CHEAT.liveLagMs;
  // Seen: the most any update had reported by a given race ms.
  let next = 0;
  let seen = 0;
  for (const point of timeline) {
    if (point.ms >= coveredFrom) break;
    const deadline = point.ms + ANTI_CHEAT.liveLagMs;
    while (next < observations.length && (observations[next]?.atMs ?? Infinity) <= deadline) {
      seen = Math.max(seen, observations[next]?.typed ?? 0);
      next += 1;
    }
    if (seen < point.done) return 'not-seen-live';
  }
  // Done by the log: how far it had got by a given race ms.
  let at = 0;
  let done = 0;
  for (const observation of observations) {
    const by = observation.atMs + ANTI_CHEAT.liveLeadMs;
    while (at < timeline.length && (timeline[at]?.ms ?? Infinity) <= by) {
      done = timeline[at]?.done ?? done;
      at += 1;
    }
    if (observation.typed > done) return 'ahead-of-log';
  }
  if (tailFault(timeline, observations, input.tail ?? TYPING_TAIL_LIMITS)) return 'tail-too-fast';
  return null;
}

/**
 * The duration to pay a log that passed liveProgressFault: its own, unless it ran ahead of what
 * the server saw. The not-seen-live check lets a log run up to liveLagMs ahead of the updates
 * (a free 3 s off any race). Two bounds take that back:
 * - the smallest lag between the log reaching a count and the server receiving it is the log's
 *   lead plus the best one-way trip, so the lead beyond liveLatencyAllowanceMs is added back;
 * - a log compressed in time (each key claimed earlier by a growing margin) keeps its first lags
 *   small and escapes that, but its finish, sent right after the typing really ended, arrives
 *   late for the log's last key: the race is paid no shorter than the finish's arrival less
 *   finishDelayAllowanceMs (the attacker's timeCompression test: times x0.85, paid 2.4 s fast).
 */
export function paidDurationMs(
  timeline: readonly ProgressPoint[],
  observations: readonly ProgressObservation[],
  finishAtMs?: number,
): number {
  const lastMs = timeline.at(-1)?.ms ?? 0;
  const floor = finishAtMs === undefined ? 0 : finishAtMs - ANTI_CHEAT.finishDelayAllowanceMs;
  let minLag = Infinity;
  let at = 0;
  for (const observation of observations) {
    if (observation.typed <= 0) continue;
    while (at < timeline.length && (timeline[at]?.done ?? Infinity) < observation.typed) at += 1;
    const reached = timeline[at];
    if (!reached) break;
    minLag = Math.min(minLag, observation.atMs - reached.ms);
  }
  const lead = Number.isFinite(minLag)
    ? Math.max(0, minLag - ANTI_CHEAT.liveLatencyAllowanceMs)
    : 0;
  return Math.max(lastMs + lead, floor);
}

export const LIVE_PROGRESS_MESSAGES: Record<LiveProgressFault, string> = {
  'not-seen-live': 'The race was not run live: the server never saw that progress while it ran.',
  'ahead-of-log': 'The race log does not match the progress reported during the race.',
  'tail-too-fast':
    'The race was not run live: its end goes faster than the server ever saw you type.',
};
