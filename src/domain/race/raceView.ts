// What the client shows of a race, as pure functions: the server-time offset and countdown, the
// progress every car is drawn at, when progress is worth sending, and the figures on screen.
// No clock, no DOM: every function is handed the times it needs, so tests step time by hand.
import type { RacerMove, RacerPosition, RacerView, RoomPhase } from '../realtime/protocol';
import type { User } from '../user';
import { accuracy, wpm } from './stats';
import type { TypingState } from './typing';

// ---- Time sync -------------------------------------------------------------------------------

/** Server time minus device time, in ms; null until the first frame that carries serverNow. */
export type ServerOffset = number | null;

/**
 * Folds one `serverNow` sample (read at device time `localNow`) into the offset. A frame is
 * always a little old when it arrives, so each sample under-estimates the server's time by its
 * own latency: the largest sample is the least delayed, and the best estimate so far.
 */
export function syncOffset(offset: ServerOffset, serverNow: number, localNow: number): number {
  const sample = serverNow - localNow;
  return offset === null ? sample : Math.max(offset, sample);
}

/** The device time at which the server's clock reads `serverMs`. */
export function localTimeOf(offset: ServerOffset, serverMs: number): number {
  return serverMs - (offset ?? 0);
}

export function serverTimeOf(offset: ServerOffset, localMs: number): number {
  return localMs + (offset ?? 0);
}

// ---- Countdown ---------------------------------------------------------------------------------

/** The lights count 3, 2, 1; any longer wait before them reads as "get ready". */
export const COUNTDOWN_FROM = 3;

/**
 * Whole seconds until the green light at device time `localNow` (3, 2, 1, then 0 from the green
 * light on); null while the start is unknown or more than COUNTDOWN_FROM seconds away.
 */
export function countdownValue(localStart: number | null, localNow: number): number | null {
  if (localStart === null) return null;
  const left = Math.ceil((localStart - localNow) / 1000);
  if (left <= 0) return 0;
  return left > COUNTDOWN_FROM ? null : left;
}

/** Device times of the remaining countdown steps after `localNow`, in order. */
export function countdownSteps(
  localStart: number,
  localNow: number,
): { value: number; at: number }[] {
  const steps: { value: number; at: number }[] = [];
  for (let value = COUNTDOWN_FROM; value >= 0; value -= 1) {
    const at = localStart - value * 1000;
    if (at > localNow) steps.push({ value, at });
  }
  return steps;
}

export function countdownLabel(value: number | null): string {
  if (value === null) return 'Get ready…';
  return value <= 0 ? 'GO!' : String(value);
}

// ---- The board: every racer as the client knows them -----------------------------------------

/** Seats in a room (SPEC: rooms of at most 5); the lobby counts racers against it. */
export const ROOM_SEATS = 5;

export interface SceneRacerData {
  id: string;
  name: string;
  carID: number;
  /** Degrees the red body paint is rotated round the colour wheel. */
  carHueAngle: number;
  isYou: boolean;
  isBot: boolean;
}

/** The race scene's snapshot (src/engine/raceScene.ts RaceSnapshot), as plain data. */
export interface SceneSnapshotData {
  phase: RoomPhase;
  /** Lane order: a racer keeps the lane it first appeared in. At most 5 are drawn. */
  racers: SceneRacerData[];
  /** Target progress 0..1 per racer id at server time `at` (ms); the scene interpolates. */
  progress: Record<string, number>;
  places: Record<string, number | null>;
  /** 3, 2, 1, then 0 for the green light. */
  countdown: number | null;
  at: number;
}

export interface RaceBoard {
  youID: string;
  passageLength: number;
  racers: RacerView[];
  /** The latest server positions by racer id. */
  positions: Record<string, RacerPosition>;
  /** serverNow of the positions frame they came in. */
  positionsAt: number;
}

export function emptyBoard(): RaceBoard {
  return { youID: '', passageLength: 0, racers: [], positions: {}, positionsAt: 0 };
}

export function progressFraction(chars: number, passageLength: number): number {
  if (passageLength <= 0) return 0;
  return Math.min(1, Math.max(0, chars / passageLength));
}

/** Only racers still on the way in: a racer who left the lobby has no car. */
export function withRacer(racers: RacerView[], racer: RacerView): RacerView[] {
  return racers.some((r) => r.id === racer.id) ? racers : [...racers, racer];
}

export function withoutRacer(racers: RacerView[], id: string): RacerView[] {
  return racers.filter((r) => r.id !== id);
}

/** Server progress as fractions of the passage; a finished racer is at the line. */
function serverFraction(board: RaceBoard, id: string): number {
  const position = board.positions[id];
  if (!position) return 0;
  return position.finished ? 1 : progressFraction(position.progress, board.passageLength);
}

export interface OwnRace {
  /** Characters the player has completed by the local model (drawn at once, not on the echo). */
  chars: number;
  /** The server's place for the player, once the result came. */
  place: number | null;
}

/**
 * The scene's snapshot. Other cars are drawn where the server last put them, at the server time
 * of that report (the scene interpolates); the player's own car where the local model is now.
 */
export function sceneSnapshot(
  board: RaceBoard,
  phase: RoomPhase,
  own: OwnRace,
  countdown: number | null,
): SceneSnapshotData {
  const progress: Record<string, number> = {};
  const places: Record<string, number | null> = {};
  for (const racer of board.racers) {
    const isYou = racer.id === board.youID;
    progress[racer.id] = isYou
      ? progressFraction(own.chars, board.passageLength)
      : serverFraction(board, racer.id);
    places[racer.id] = isYou ? own.place : (board.positions[racer.id]?.place ?? null);
  }
  return {
    phase,
    racers: board.racers.map((r) => ({
      id: r.id,
      // The scene's label carries the racer's team tag (the scene draws the text it is given).
      name: r.tag ? `[${r.tag}] ${r.name}` : r.name,
      carID: r.carID,
      carHueAngle: r.carHueAngle,
      isYou: r.id === board.youID,
      isBot: r.isBot,
    })),
    progress,
    places,
    countdown,
    at: board.positionsAt,
  };
}

/** A positions frame's entry for one racer, as the board holds it. */
export const positionOf = (move: RacerMove): RacerPosition => ({
  id: move.id,
  progress: move.progress,
  finished: move.place !== undefined,
  place: move.place ?? null,
  wpm: move.wpm ?? null,
  timeMs: move.timeMs ?? null,
});

/**
 * The board's positions after a positions frame: it carries only the racers that changed, each
 * entry replacing that racer's last; everyone else stays where the earlier frames put them.
 */
export function withMoves(
  positions: Readonly<Record<string, RacerPosition>>,
  moves: readonly RacerMove[],
): Record<string, RacerPosition> {
  const next = { ...positions };
  for (const move of moves) next[move.id] = positionOf(move);
  return next;
}

/** Racers whose place the new positions reveal for the first time (their finish to celebrate). */
export function newFinishers(
  before: Record<string, RacerPosition>,
  after: readonly RacerPosition[],
  exceptID: string,
): { id: string; place: number }[] {
  const found: { id: string; place: number }[] = [];
  for (const position of after) {
    if (position.id === exceptID || position.place === null) continue;
    if (before[position.id]?.place == null) found.push({ id: position.id, place: position.place });
  }
  return found;
}

/** 1 + the racers ahead of the player now (finished places first, then progress). */
export function livePlace(board: RaceBoard, ownChars: number): number {
  const own = progressFraction(ownChars, board.passageLength);
  let ahead = 0;
  for (const racer of board.racers) {
    if (racer.id === board.youID) continue;
    if (serverFraction(board, racer.id) > own) ahead += 1;
  }
  return ahead + 1;
}

// ---- Sending progress --------------------------------------------------------------------------

/** Progress goes out per completed word, at most ten times a second... */
export const UPDATE_MIN_GAP_MS = 100;
/** ...and mid-word (a long word, a slow typist) at most four times a second. */
export const UPDATE_MID_WORD_GAP_MS = 250;

export interface UpdateThrottle {
  sentAt: number;
  sentTyped: number;
}

export const freshThrottle = (): UpdateThrottle => ({ sentAt: -Infinity, sentTyped: 0 });

export type UpdateDecision = { send: true } | { send: false; retryInMs: number | null };

/** Whether progress `typed` should go to the server at `now`, or in how long to look again. */
export function updateDecision(
  throttle: UpdateThrottle,
  typed: number,
  now: number,
  wordDone: boolean,
): UpdateDecision {
  if (typed <= throttle.sentTyped) return { send: false, retryInMs: null };
  const gap = wordDone ? UPDATE_MIN_GAP_MS : UPDATE_MID_WORD_GAP_MS;
  const wait = throttle.sentAt + gap - now;
  return wait <= 0 ? { send: true } : { send: false, retryInMs: wait };
}

/** Whether moving the cursor from `before` to `after` completed a word (its space or the end). */
export function completedWord(passage: string, before: number, after: number): boolean {
  if (after <= before) return false;
  if (after >= passage.length) return true;
  return passage.slice(before, after).includes(' ');
}

// ---- Figures on screen -------------------------------------------------------------------------

export interface LiveFigures {
  wpm: number;
  accuracy: number;
}

/** What the chips show `raceMs` into the race: the same formulas the server uses at the finish. */
export function liveFigures(state: TypingState, raceMs: number): LiveFigures {
  const ms = state.finishedAt ?? raceMs;
  return {
    wpm: ms > 0 ? Math.round(wpm(state.pos, ms)) : 0,
    accuracy: accuracy(state.correctKeys, state.errors, 0),
  };
}

export function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][place % 10] ?? 'th';
  return `${place}${place % 10 > 3 ? 'th' : suffix}`;
}

/** 83400 → '1:23.4'. */
export function raceTime(ms: number): string {
  const tenths = Math.max(0, Math.round(ms / 100));
  const minutes = Math.floor(tenths / 600);
  const seconds = ((tenths % 600) / 10).toFixed(1).padStart(4, '0');
  return `${minutes}:${seconds}`;
}

// ---- Which race to join ------------------------------------------------------------------------

export type JoinKind = 'public' | 'practice' | 'friend';

/**
 * A qualified player is matched with others; a guest or a player without a recorded speed races
 * bots (the server decides whether that race is their qualifying race). A friend race goes to the
 * host's room whoever asks.
 */
export function joinKind(user: Pick<User, 'loggedIn' | 'avgSpeed'>, friend?: string): JoinKind {
  if (friend) return 'friend';
  return user.loggedIn && user.avgSpeed > 0 ? 'public' : 'practice';
}
