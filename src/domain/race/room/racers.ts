// The racers of a room: humans (with what the room has seen of their race) and bots (a seeded
// plan), how each looks to the other racers and to operators, and the progress rules. Functions
// that change a racer take the room step's draft (roomStep.ts runs them inside Immer's produce).
import { hashSeed, seededRng } from '../../random';
import type { AdminRacerView } from '../../realtime/admin';
import type { RaceResult, RacerMove, RacerView } from '../../realtime/protocol';
import { botFinishMs, botProfile, botProgressAt, planBot } from '../bots';
import type { BotPlan, BotProfile } from '../bots';
import type { ProgressObservation } from '../liveProgress';
import { wpm } from '../stats';

/** What the gateway tells the room about a racer asking for a seat (roomWire.ts carries it). */
export interface RacerEntry {
  /** Unique in the room, made by the gateway; no spaces (it is part of the outbound header). */
  racerID: string;
  /** 'u:<userID>' or 'g:<guestID>': one seat per player, and the passage service's key. */
  playerKey: string;
  userID: number | null;
  guestID: string | null;
  name: string;
  title: string;
  carID: number;
  carHueAngle: number;
  /** Speed used to match rooms and set bots' speeds (WPM). */
  speed: number;
  /** Nitros owned when joining. */
  nitros: number;
  qualifying: boolean;
  /** The player's saved race settings, used when this racer creates the room. */
  scoringMode: string;
  gameVisibility: 'public' | 'invite-only';
  /** The player's team tag and colour (SPEC §3 User tag, tagColor), shown with their name. */
  tag?: string | null;
  tagColor?: string | null;
}

export interface HumanFinish {
  place: number;
  wpm: number;
  accuracy: number;
  durationMs: number;
}

/**
 * The racer's result as the race service records it: in flight (`owed` finish frames are waiting
 * for it, each answered when it lands) or saved (a later finish gets the same one).
 */
export type ResultRecord =
  | { status: 'pending'; owed: number }
  | { status: 'saved'; result: RaceResult }
  /** The race service will not record it (the racer was banned during the race). */
  | { status: 'refused'; message: 'bannedFromRacing' };

export interface HumanRacer {
  entry: RacerEntry;
  /** Course units completed, from the racer's updates (clamped by the room). */
  progress: number;
  /** Each accepted update, with the race ms it arrived: the finish must agree with it. */
  seen: ProgressTrail | null;
  nitrosUsed: number;
  left: boolean;
  disqualified: boolean;
  finish: HumanFinish | null;
  result: ResultRecord | null;
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
  seen: null,
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
    ...(entry.tag ? { tag: entry.tag, tagColor: entry.tagColor ?? '#5b6270' } : {}),
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

/** Progress faster than this (units per second of race time) is not believed from an update. */
const MAX_CHARS_PER_SECOND = 25;
const UPDATE_SLACK_CHARS = 10;
/** A nitro completes a word at once: this much more progress is believed per nitro used. */
const NITRO_SLACK_CHARS = 40;

/**
 * The progress a report of `typed` units, `elapsedMs` into the race, moves the racer to, or null
 * when it is not believed: going backwards (or standing still), faster than anyone types, or
 * after the racer's finish or disqualification. Clamped to the course. Read without changing the
 * racer, so the room step copies a racer only for a report it keeps.
 */
export function believedProgress(
  racer: HumanRacer,
  typed: number,
  elapsedMs: number,
  courseLength: number,
): number | null {
  if (racer.finish || racer.disqualified) return null;
  const believable =
    (elapsedMs / 1000) * MAX_CHARS_PER_SECOND +
    UPDATE_SLACK_CHARS +
    racer.nitrosUsed * NITRO_SLACK_CHARS;
  if (typed <= racer.progress || typed > believable) return null;
  const progress = Math.min(typed, courseLength);
  // A clamped report at the end of the course moves nothing.
  return progress > racer.progress ? progress : null;
}

/**
 * A racer's progress report, `elapsedMs` into the race (believedProgress says what is kept; the
 * last good progress stands otherwise). What is kept is also recorded as an observation for the
 * live-progress check of the finish (liveProgress.ts).
 */
export function applyUpdate(
  racer: HumanRacer,
  typed: number,
  elapsedMs: number,
  courseLength: number,
): void {
  const progress = believedProgress(racer, typed, elapsedMs, courseLength);
  if (progress === null) return;
  racer.progress = progress;
  // A new link in front: the state the step was given keeps the trail it had (copyRoom shares it).
  racer.seen = { at: { atMs: elapsedMs, typed: progress }, before: racer.seen };
}

/**
 * A racer's accepted updates, newest first, each link pointing at the ones before. Appending is
 * one link whatever the length, and the trail before it is shared with the state the step was
 * given (as an array it was copied whole on every update: a step cost more the longer the race).
 */
export interface ProgressTrail {
  readonly at: ProgressObservation;
  readonly before: ProgressTrail | null;
}

/** The trail oldest first, as the finish's live-progress check reads it. */
export function trailObservations(trail: ProgressTrail | null): ProgressObservation[] {
  const list: ProgressObservation[] = [];
  for (let link = trail; link; link = link.before) list.push(link.at);
  return list.reverse();
}

/** Share of bots that carry a nitro: "sometimes", as players do. */
const NITRO_SHARE = 0.4;

/**
 * Bots for `count` empty seats. Everything about them comes from a generator seeded by the room
 * id, so a room's bots (names, cars, speeds, every keystroke time) replay from the id alone.
 */
export function makeBots(
  roomID: string,
  count: number,
  roomSpeed: number,
  courseText: string,
  carIDs: readonly number[],
): BotRacer[] {
  const rng = seededRng(hashSeed(roomID));
  const bots: BotRacer[] = [];
  for (let i = 1; i <= count; i += 1) {
    const profile = botProfile(rng, roomSpeed, carIDs.length > 0 ? carIDs : [1]);
    const plan = planBot(rng, courseText, profile.wpm, rng() < NITRO_SHARE ? 1 : 0);
    bots.push({
      id: `bot${i}`,
      profile,
      plan,
      finishMs: botFinishMs(plan),
      nitrosShown: 0,
      place: null,
    });
  }
  return bots;
}

/** Bots whose next nitro has fired by `elapsedMs`; marks them announced (on the step's draft). */
export function botNitrosDue(bots: BotRacer[], elapsedMs: number): BotRacer[] {
  const due: BotRacer[] = [];
  for (const bot of bots) {
    const next = bot.plan.nitroAt[bot.nitrosShown];
    if (next !== undefined && next <= elapsedMs) {
      bot.nitrosShown += 1;
      due.push(bot);
    }
  }
  return due;
}

const liveWpm = (chars: number, ms: number) => (ms > 0 ? Math.round(wpm(chars, ms)) : null);

/**
 * 1 + the racers who crossed the line before `finishMs`: humans already finished and bots by
 * their planned finish (SPEC: places come from verified durations, not arrival order). `self` is
 * matched by id, so a draft and the racer it was made from are the same racer.
 */
export function placeFor(
  finishMs: number,
  humans: Iterable<HumanRacer>,
  bots: readonly BotRacer[],
  selfID?: string,
): number {
  let ahead = 0;
  for (const human of humans) {
    if (human.entry.racerID !== selfID && human.finish && human.finish.durationMs < finishMs)
      ahead += 1;
  }
  for (const bot of bots) if (bot.id !== selfID && bot.finishMs < finishMs) ahead += 1;
  return ahead + 1;
}

/**
 * Everyone's position at race time `elapsedMs`, as a positions frame carries it. Bots take their
 * place as they cross the line (written on the step's draft, so it holds once given).
 */
export function positionsAt(
  elapsedMs: number,
  humans: readonly HumanRacer[],
  bots: BotRacer[],
): RacerMove[] {
  const positions: RacerMove[] = humans.map((racer) => {
    const { finish } = racer;
    const id = racer.entry.racerID;
    return finish
      ? {
          id,
          progress: racer.progress,
          place: finish.place,
          wpm: finish.wpm,
          timeMs: finish.durationMs,
        }
      : { id, progress: racer.progress };
  });
  for (const bot of bots) {
    const progress = botProgressAt(bot.plan, elapsedMs);
    if (elapsedMs < bot.finishMs) {
      positions.push({ id: bot.id, progress });
      continue;
    }
    bot.place ??= placeFor(bot.finishMs, humans, bots, bot.id);
    positions.push({
      id: bot.id,
      progress,
      place: bot.place,
      wpm: liveWpm(progress, bot.finishMs) ?? 0,
      timeMs: bot.finishMs,
    });
  }
  return positions;
}

/** Whether a racer's entry differs from the one the room's members were last shown. */
export const movedSince = (shown: RacerMove | undefined, now: RacerMove) =>
  shown === undefined || shown.progress !== now.progress || shown.place !== now.place;
