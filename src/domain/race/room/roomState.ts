// A race room as plain data: what it is (kind, site, lesson, timing), its one lifecycle stage, its
// racers and course. roomStep.ts changes it; the views here (a racer's snapshot, the operators'
// view, the matchmaking advert) only read it.
//
// Stages: waiting (until the wait ends or the room is full) → countdown (course picked, bots
// seated, the green light `startAt` announced) → racing (positions every tick) → finished (from
// the first human's finish; the others get FINISH_PHASE_MS) → closing (results still being
// recorded are delivered) → closed. Closing can start from any stage.
import type { MathLesson } from '../../math/lessons';
import type { AdminRoomView } from '../../realtime/admin';
import type { RacerMove, RoomPhase, RoomSnapshot } from '../../realtime/protocol';
import type { SiteId } from '../../site';
import type { GameVisibility, ScoringMode } from '../../user';
import { courseSource, courseUnitsText, type RaceCourse } from '../course';
import { ROOM_SEATS } from '../raceView';
import {
  adminBotView,
  adminHumanView,
  botView,
  humanView,
  nitrosLeft,
  type BotRacer,
  type HumanRacer,
} from './racers';

export type RoomKind = 'public' | 'friend' | 'practice';
export type RoomStage = RoomPhase | 'closing' | 'closed';

export interface RoomSpec {
  kind: RoomKind;
  site: SiteId;
  /** Registry pool it is advertised in (public and friend rooms); null for practice. */
  pool: string | null;
  scoringMode: ScoringMode;
  gameVisibility: GameVisibility;
  /** Math site: the lesson whose problem mix the room races. */
  lesson: MathLesson | null;
  /**
   * Friend rooms: the user whose /race/{username} this is. Only they start the race
   * (`begin-friend-race`) and change its settings, whoever opened the room.
   */
  hostUserID?: number | null;
}

export interface RoomTiming {
  /** How long the room waits for humans after it opens. */
  waitMs: number;
  countdownMs: number;
  tickMs: number;
}

/** A waiting room's matchmaking entry (roomRegistry.ts keeps them per pool). */
export interface OpenRoom {
  roomID: string;
  /** Average speed of the humans waiting in it (WPM). */
  avgSpeed: number;
  /** Seats still free. */
  seats: number;
  /** Server ms by which the room will have started: an entry older than that is stale. */
  startsBy: number;
  createdAt: number;
}

/** After the first human finishes, the others have this long. */
export const FINISH_PHASE_MS = 60_000;
/**
 * A friend room waits for its host's `begin-friend-race` this long at most, then closes (a host
 * who walked away does not keep friends in a room for ever).
 */
export const FRIEND_ROOM_WAIT_MS = 10 * 60_000;
/** A race nobody finishes (idle racers still connected) ends anyway. */
export const MAX_RACE_MS = 10 * 60_000;

export interface RoomState {
  id: string;
  spec: RoomSpec;
  timing: RoomTiming;
  /** Cars bots may drive. */
  carIDs: readonly number[];
  createdAt: number;
  stage: RoomStage;
  /** In join order; a human who leaves once the countdown has begun stays, marked `left`. */
  humans: HumanRacer[];
  bots: BotRacer[];
  /** From the countdown on. */
  course: RaceCourse | null;
  /** Server ms of the green light, from the countdown on. */
  startAt: number | null;
  /**
   * The racer who may change the settings (and, in a friend room, start the race): a public
   * room's first human; a friend room's host while seated, else null.
   */
  hostID: string | null;
  scoringMode: ScoringMode;
  gameVisibility: GameVisibility;
  /** Results and disqualifications the race service is recording; closing waits for them. */
  recording: number;
  /**
   * Each racer's entry in the positions frames sent so far (the next frame carries changes only),
   * by the racer's place in positionsAt's list: humans in join order, then bots, an order fixed
   * from the countdown on. An array, not a record keyed by racer id: ids differ from room to room,
   * and every room's record got hidden classes of its own (slow, megamorphic property reads).
   */
  shown: readonly RacerMove[];
  /**
   * When each player (by player key) sent their recent chat messages (chatLimit.ts). Kept by
   * player, not by seat: leaving a waiting room and joining it again seats a new racer, and a
   * budget on the racer was refilled by every rejoin. Replaced whole, never changed in place.
   */
  chatAt: Readonly<Record<string, readonly number[]>>;
}

export function openRoom(
  id: string,
  spec: RoomSpec,
  timing: RoomTiming,
  carIDs: readonly number[],
  now: number,
): RoomState {
  return {
    id,
    spec,
    timing,
    carIDs,
    createdAt: now,
    stage: 'waiting',
    humans: [],
    bots: [],
    course: null,
    startAt: null,
    hostID: null,
    scoringMode: spec.scoringMode,
    gameVisibility: spec.gameVisibility,
    recording: 0,
    shown: [],
    chatAt: {},
  };
}

export const SCORING_MODES: readonly ScoringMode[] = ['competitive', 'casual'];

/** SPEC §5: an unknown scoring mode falls back to the first available. */
export function scoringModeOf(value: string | undefined): ScoringMode {
  return SCORING_MODES.find((mode) => mode === value) ?? SCORING_MODES[0]!;
}

/** A practice room is one human and bots. */
export const capacityOf = (state: RoomState) => (state.spec.kind === 'practice' ? 1 : ROOM_SEATS);

/** Closing or closed: racers are turned away and operators no longer see the room. */
export const isClosing = (state: RoomState) =>
  state.stage === 'closing' || state.stage === 'closed';

/** The phase racers and operators are told (a closing room reads as finished). */
export const phaseOf = (state: RoomState): RoomPhase =>
  isClosing(state) ? 'finished' : (state.stage as RoomPhase);

export const humanOf = (state: RoomState, racerID: string) =>
  state.humans.find((r) => r.entry.racerID === racerID);

export const averageSpeed = (racers: readonly HumanRacer[]) =>
  racers.reduce((sum, r) => sum + r.entry.speed, 0) / Math.max(1, racers.length);

/** Race ms since the green light at `now`, or null before it. */
export function raceMsAt(state: RoomState, now: number): number | null {
  if (state.startAt === null) return null;
  const elapsed = now - state.startAt;
  return elapsed >= 0 ? elapsed : null;
}

/** The room as `racer` is shown it when seated and again at the countdown. */
export function snapshotFor(state: RoomState, racer: HumanRacer, now: number): RoomSnapshot {
  const { course } = state;
  return {
    roomID: state.id,
    passage: course ? courseUnitsText(course) : '',
    passageSource: course ? courseSource(course) : '',
    phase: phaseOf(state),
    racers: [...state.humans.map(humanView), ...state.bots.map(botView)],
    startAt: state.startAt,
    serverNow: now,
    youID: racer.entry.racerID,
    nitros: nitrosLeft(racer),
    qualifying: racer.entry.qualifying,
    ...(state.spec.kind === 'friend' ? { hostUserID: state.spec.hostUserID ?? null } : {}),
    math: course?.kind === 'math' ? course.course : null,
  };
}

/** The room as its site's operators see it (race-admin / math-admin). */
export function adminViewOf(state: RoomState): AdminRoomView {
  const { lesson } = state.spec;
  return {
    roomID: state.id,
    site: state.spec.site,
    kind: state.spec.kind,
    lesson: lesson && { lessonID: lesson.lessonID, name: lesson.shortDescription },
    phase: phaseOf(state),
    createdAt: state.createdAt,
    startAt: state.startAt,
    racers: [...state.humans.map(adminHumanView), ...state.bots.map(adminBotView)],
  };
}

/** The room's matchmaking entry, or null when it is not open to matchmaking. */
export function advertOf(state: RoomState): OpenRoom | null {
  const capacity = capacityOf(state);
  const open =
    state.spec.pool !== null &&
    state.stage === 'waiting' &&
    state.humans.length < capacity &&
    (state.spec.kind === 'friend' || state.gameVisibility === 'public');
  if (!open) return null;
  return {
    roomID: state.id,
    avgSpeed: averageSpeed(state.humans),
    seats: capacity - state.humans.length,
    startsBy: state.createdAt + state.timing.waitMs,
    createdAt: state.createdAt,
  };
}
