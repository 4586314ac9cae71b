// The server's judgement of a finished race. It replays the client's log against the passage, its
// own clock and the progress it saw live (liveProgress.ts), checks the rhythm of the keys
// (timingChecks.ts), and computes every figure itself. Thresholds (antiCheat.ts) are set so honest
// typists up to 200 WPM are never flagged: each check looks for what no human hand produces.
import { ANTI_CHEAT } from './antiCheat';
import type { InputLog } from './inputLog';
import { MAX_LOG_EVENTS } from './inputLog';
import {
  LIVE_PROGRESS_MESSAGES,
  liveProgressFault,
  paidDurationMs,
  typingTimeline,
  type ProgressObservation,
} from './liveProgress';
import { accuracy, consistency, wpm } from './stats';
import { TIMING_FAULT_MESSAGES, timingFault } from './timingChecks';
import { nitroSpan, replay } from './typing';

export interface RaceFigures {
  wpm: number;
  accuracy: number;
  errors: number;
  consistency: number;
  /** ms from the green light to the last character. */
  durationMs: number;
  typedChars: number;
  nitrosUsed: number;
}

export type Rejection =
  | 'malformed-log'
  | 'keys-before-start'
  | 'log-does-not-match-passage'
  | 'too-fast'
  | 'pasted-text'
  | 'clock-mismatch'
  | 'not-typed-live'
  | 'machine-timing';

export type Verdict =
  | { ok: true; figures: RaceFigures }
  /** `suspect`: looks like cheating (disqualify); otherwise just unusable (e.g. unfinished). */
  | { ok: false; reason: Rejection; suspect: boolean; message: string };

export { ANTI_CHEAT };

export interface VerifyInput {
  passage: string;
  log: InputLog;
  /** Server ms between the green light and receiving the finished log. */
  serverElapsedMs: number;
  /** The progress updates the server accepted while the race ran (see liveProgress.ts). */
  liveProgress: readonly ProgressObservation[];
  /** Nitros the racer was allowed to use (inventory at the start). */
  nitrosAllowed: number;
  accuracyDecimals?: number;
}

const reject = (reason: Rejection, suspect: boolean, message: string): Verdict => ({
  ok: false,
  reason,
  suspect,
  message,
});

/**
 * What is wrong with the times of an event log (typing or math), if anything: times must be
 * finite, never go back, and start at or after the green light.
 */
export function eventOrderFault(
  log: readonly { ms: number }[],
): 'out-of-order' | 'before-start' | null {
  let previous = -Infinity;
  for (const event of log) {
    if (!Number.isFinite(event.ms) || event.ms < previous) return 'out-of-order';
    previous = event.ms;
  }
  return (log[0]?.ms ?? 0) < 0 ? 'before-start' : null;
}

/**
 * Whether a finish time fits the server's own clock: a log may not claim more time than the race
 * has run, and one much shorter than the race it arrived in was written after the fact.
 */
export function clockFault(
  durationMs: number,
  serverElapsedMs: number,
): 'claims-more-time' | 'sent-late' | null {
  if (durationMs > serverElapsedMs + ANTI_CHEAT.clockSlackMs) return 'claims-more-time';
  if (serverElapsedMs - durationMs > ANTI_CHEAT.maxSendDelayMs) return 'sent-late';
  return null;
}

export const CLOCK_FAULT_MESSAGES = {
  'claims-more-time': 'The race log claims more time than the race has run.',
  'sent-late': 'The race log does not match when it was received.',
} as const;

/**
 * The log as the racer's hand moved the cursor: the index of the event that completed the
 * passage (-1 if none did), and the events that advanced it (right keys and nitros). Timing is
 * judged on these too: wrong keys scattered between a script's evenly spaced right keys gave
 * its rhythm a human spread (the attacker's timingPadding test, paid at 120 WPM).
 */
export function typedPath(
  passage: string,
  log: InputLog,
): { finishIndex: number; advancing: InputLog } {
  const advancing: InputLog = [];
  let pos = 0;
  for (const [index, event] of log.entries()) {
    const step = event.type === 'key' ? (event.data === passage[pos] ? 1 : 0) : 0;
    const span = event.type === 'nitro' ? nitroSpan(passage, pos) : '';
    if (step === 0 && (span === '' || span !== event.data)) continue;
    pos += step + span.length;
    advancing.push(event);
    if (pos >= passage.length) return { finishIndex: index, advancing };
  }
  return { finishIndex: -1, advancing };
}

export function verifyRace(input: VerifyInput): Verdict {
  const { passage, log } = input;
  if (log.length === 0 || log.length > MAX_LOG_EVENTS)
    return reject('malformed-log', false, 'The race log is empty or too long.');
  const order = eventOrderFault(log);
  if (order === 'out-of-order')
    return reject('malformed-log', true, 'The race log is out of order.');
  if (order === 'before-start')
    return reject('keys-before-start', true, 'Keys were sent before the race started.');

  const state = replay(passage, log);
  if (state.pos !== passage.length || state.finishedAt === null) {
    return reject(
      'log-does-not-match-passage',
      false,
      'The race log does not complete the passage.',
    );
  }
  if (state.nitrosUsed > input.nitrosAllowed)
    return reject('log-does-not-match-passage', true, 'More nitros were used than owned.');
  // An honest client logs nothing after the last character (typing.ts ignores such keys). Events
  // there change no figure, but their times would be judged: a metronome script padded with
  // random keys after its finish passed the timing checks (the attacker's timingPadding test).
  const path = typedPath(passage, log);
  if (path.finishIndex !== log.length - 1)
    return reject('malformed-log', false, 'The race log goes on after its last character.');
  const durationMs = state.finishedAt;
  const typedChars = passage.length;

  const clock = clockFault(durationMs, input.serverElapsedMs);
  if (clock) return reject('clock-mismatch', true, CLOCK_FAULT_MESSAGES[clock]);

  const keyTimes = log.filter((e) => e.type === 'key').map((e) => e.ms);
  let run = 1;
  for (let i = 1; i < keyTimes.length; i += 1) {
    run = keyTimes[i] === keyTimes[i - 1] ? run + 1 : 1;
    if (run > ANTI_CHEAT.maxSameInstantRun)
      return reject('pasted-text', true, 'Text was pasted instead of typed.');
  }
  const w = ANTI_CHEAT.burstWindow;
  for (let i = w; i < keyTimes.length; i += 1) {
    const gap = ((keyTimes[i] ?? 0) - (keyTimes[i - w] ?? 0)) / w;
    if (gap < ANTI_CHEAT.minBurstGapMs)
      return reject('too-fast', true, 'Typing faster than humanly possible.');
  }
  const speed = wpm(typedChars, durationMs);
  if (speed > ANTI_CHEAT.maxWpm)
    return reject('too-fast', true, 'Typing faster than humanly possible.');

  // Both disqualify rather than merely reject: within the tolerances of antiCheat.ts an honest
  // client's keys (timing) and its own updates (live progress) never produce them, so they are
  // a script's rhythm or a log written apart from the race that ran.
  const timing = timingFault(log) ?? timingFault(path.advancing);
  if (timing)
    return reject(
      timing === 'chunked-paste' ? 'pasted-text' : 'machine-timing',
      true,
      TIMING_FAULT_MESSAGES[timing],
    );
  const timeline = typingTimeline(passage, log);
  const live = liveProgressFault({
    timeline,
    observations: input.liveProgress,
    finishAtMs: input.serverElapsedMs,
  });
  if (live) return reject('not-typed-live', true, LIVE_PROGRESS_MESSAGES[live]);
  // Paid (and ranked) on the log's time, unless the log ran ahead of what the server saw.
  const paidMs = Math.max(
    durationMs,
    paidDurationMs(timeline, input.liveProgress, input.serverElapsedMs),
  );
  const paidWpm = wpm(typedChars, paidMs);

  return {
    ok: true,
    figures: {
      wpm: Math.round(paidWpm * 10) / 10,
      accuracy: accuracy(state.correctKeys, state.errors, input.accuracyDecimals ?? 1),
      errors: state.errors,
      consistency: consistency(log, passage),
      durationMs: paidMs,
      typedChars,
      nitrosUsed: state.nitrosUsed,
    },
  };
}
