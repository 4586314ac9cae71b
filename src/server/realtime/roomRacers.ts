// The racers of a room as the owner keeps them: humans (with what the server has seen of their
// race) and bots (a seeded plan), and how each looks to the other racers.
import type { BotPlan, BotProfile } from '../../domain/race/bots';
import { botProgressAt } from '../../domain/race/bots';
import type { ProgressObservation } from '../../domain/race/liveProgress';
import { wpm } from '../../domain/race/stats';
import type { AdminRacerView } from '../../domain/realtime/admin';
import type { RaceResult, RacerPosition, RacerView } from '../../domain/realtime/protocol';
import type { RacerEntry } from './roomWire';

export interface HumanFinish {
  place: number;
  wpm: number;
  accuracy: number;
  durationMs: number;
}

export interface HumanRacer {
  entry: RacerEntry;
  /** Characters completed, from the racer's updates (clamped by the server). */
  progress: number;
  /** Each accepted update, with the race ms it arrived: the finish must agree with it. */
  seen: ProgressObservation[];
  nitrosUsed: number;
  left: boolean;
  disqualified: boolean;
  finish: HumanFinish | null;
  /** The recorded result, in flight or done: a second finish gets the same one. */
  result: Promise<RaceResult | null> | null;
}

export interface BotRacer {
  id: string;
  profile: BotProfile;
  plan: BotPlan;
  finishMs: number;
  /** Nitros already announced to the room. */
  nitrosShown: number;
  place: number | null;
}

export const newHuman = (entry: RacerEntry): HumanRacer => ({
  entry,
  progress: 0,
  seen: [],
  nitrosUsed: 0,
  left: false,
  disqualified: false,
  finish: null,
  result: null,
});

/** Finished, disqualified or gone: nothing more is expected of this racer. */
export const isDone = (racer: HumanRacer) =>
  racer.left || racer.disqualified || racer.finish !== null;

export const nitrosLeft = (racer: HumanRacer) => Math.max(0, racer.entry.nitros - racer.nitrosUsed);

export function humanView(racer: HumanRacer): RacerView {
  const { entry } = racer;
  return {
    id: entry.racerID,
    userID: entry.userID,
    name: entry.name,
    title: entry.title,
    carID: entry.carID,
    carHueAngle: entry.carHueAngle,
    isBot: false,
    isGuest: entry.userID === null,
    wpmHint: Math.round(entry.speed),
  };
}

export function botView(bot: BotRacer): RacerView {
  return {
    id: bot.id,
    userID: null,
    name: bot.profile.name,
    title: 'Racing Bot',
    carID: bot.profile.carID,
    carHueAngle: bot.profile.carHueAngle,
    isBot: true,
    isGuest: false,
    wpmHint: bot.profile.wpm,
  };
}

/** How an operator sees a human racer (race-admin / math-admin). */
export function adminHumanView(racer: HumanRacer): AdminRacerView {
  const { entry, finish } = racer;
  return {
    id: entry.racerID,
    name: entry.name,
    userID: entry.userID,
    isBot: false,
    isGuest: entry.userID === null,
    finish: finish && { place: finish.place, wpm: finish.wpm, accuracy: finish.accuracy },
    disqualified: racer.disqualified,
    left: racer.left,
  };
}

export function adminBotView(bot: BotRacer): AdminRacerView {
  return {
    id: bot.id,
    name: bot.profile.name,
    userID: null,
    isBot: true,
    isGuest: false,
    finish: null,
    disqualified: false,
    left: false,
  };
}

/** Progress faster than this (chars per second of race time) is not believed from an update. */
const MAX_CHARS_PER_SECOND = 25;
const UPDATE_SLACK_CHARS = 10;
/** A nitro completes a word at once: this much more progress is believed per nitro used. */
const NITRO_SLACK_CHARS = 40;

/**
 * A racer's progress report, `elapsedMs` into the race. Clamped to the passage; an update going
 * backwards or faster than anyone types is ignored (the last good progress stands). What is kept
 * is also recorded as an observation for the live-progress check of the finish (liveProgress.ts).
 */
export function applyUpdate(
  racer: HumanRacer,
  typed: number,
  elapsedMs: number,
  passageLength: number,
): void {
  if (racer.finish || racer.disqualified) return;
  const believable =
    (elapsedMs / 1000) * MAX_CHARS_PER_SECOND +
    UPDATE_SLACK_CHARS +
    racer.nitrosUsed * NITRO_SLACK_CHARS;
  if (typed <= racer.progress || typed > believable) return;
  racer.progress = Math.min(typed, passageLength);
  // At most one entry per character (progress only grows), so the list stays passage-sized.
  racer.seen.push({ atMs: elapsedMs, typed: racer.progress });
}

/** How the room names a passage's origin. */
export const passageSource = (passage: { source: string; author: string }) =>
  passage.source === 'original' ? passage.author : `${passage.author}, ${passage.source}`;

const liveWpm = (chars: number, ms: number) => (ms > 0 ? Math.round(wpm(chars, ms)) : null);

/**
 * 1 + the racers who crossed the line before `finishMs`: humans already finished and bots by
 * their planned finish (SPEC: places come from verified durations, not arrival order).
 */
export function placeFor(
  finishMs: number,
  humans: Iterable<HumanRacer>,
  bots: readonly BotRacer[],
  self?: HumanRacer | BotRacer,
): number {
  let ahead = 0;
  for (const human of humans) {
    if (human !== self && human.finish && human.finish.durationMs < finishMs) ahead += 1;
  }
  for (const bot of bots) if (bot !== self && bot.finishMs < finishMs) ahead += 1;
  return ahead + 1;
}

/** Everyone's position at race time `elapsedMs`. Bots take their place as they cross the line. */
export function positionsAt(
  elapsedMs: number,
  humans: readonly HumanRacer[],
  bots: readonly BotRacer[],
): RacerPosition[] {
  const positions: RacerPosition[] = humans.map((racer) => ({
    id: racer.entry.racerID,
    progress: racer.progress,
    finished: racer.finish !== null,
    place: racer.finish?.place ?? null,
    wpm: racer.finish ? racer.finish.wpm : liveWpm(racer.progress, elapsedMs),
    timeMs: racer.finish?.durationMs ?? null,
  }));
  for (const bot of bots) {
    const finished = elapsedMs >= bot.finishMs;
    const progress = botProgressAt(bot.plan, elapsedMs);
    if (finished && bot.place === null) bot.place = placeFor(bot.finishMs, humans, bots, bot);
    positions.push({
      id: bot.id,
      progress,
      finished,
      place: finished ? bot.place : null,
      wpm: finished ? liveWpm(progress, bot.finishMs) : liveWpm(progress, elapsedMs),
      timeMs: finished ? bot.finishMs : null,
    });
  }
  return positions;
}
