// Seating a racer, on the process that holds their socket (the gateway). Public joins look in
// the shared registry for a waiting room in their speed bucket, closest average speed first, and
// ask each room's owner for a seat over the bus; when none has one, this process opens a room
// and advertises it. Friend joins do the same in the host's pool; practice (and every qualifying
// race) gets a room of its own with bots. Joins for one pool are taken one at a time in this
// process, so a burst of players fills rooms instead of each opening their own; across processes
// the owner's accept/refuse settles who gets the last seat.
import type { Logger } from 'pino';

import type { Clock } from '../../domain/clock';
import type { MathLesson } from '../../domain/math/lessons';
import { FRIEND_ROOM_WAIT_MS } from '../../domain/race/room/roomState';
import type { SiteId } from '../../domain/site';
import { topics, type Bus, type Unsubscribe } from './bus';
import { MESSAGES } from './frames';
import {
  friendPool,
  neighbourPools,
  publicPool,
  rankNeighbourRooms,
  rankRooms,
  scoringModeOf,
} from './matchmaking';
import type { RoomHost } from './roomHost';
import type { RoomRegistry } from './roomRegistry';
import type { RoomKind } from './roomSpec';
import { decodeOutbound, encodeInbound, isFor, type RacerEntry, type RoomInput } from './roomWire';

/** How long to wait for a room's owner to answer a join (a silent owner has gone away). */
const JOIN_TIMEOUT_MS = 1500;
/** Open rooms asked before giving up on the pool and opening a new one. */
const MAX_CANDIDATES = 5;

export interface JoinRequest {
  kind: RoomKind;
  /** Friend races: the host's username. */
  host?: string;
  /** Friend races: the host's user id (the one racer who may begin the race). */
  hostUserID?: number;
  /** Math site: the lesson to race (rooms are per lesson). */
  lesson?: MathLesson | null;
}

/** Where a seated racer's room traffic goes. */
export interface SeatListener {
  /** A frame for this racer's socket, as text. */
  deliver(payload: string): void;
  /** The room has closed. */
  closed(): void;
  /** The racer has nothing more to race here (result or disqualification delivered). */
  done(): void;
}

/**
 * Frames that end a racer's part in a race; only ever sent to that racer ('to'). raceFrame writes
 * `channel` then `type` first, so the frame's type is read without parsing it.
 */
const DONE_PREFIXES = ['result', 'disqualified'].map(
  (type) => `{"channel":"race-server","type":"${type}"`,
);
const endsRace = (payload: string) => DONE_PREFIXES.some((prefix) => payload.startsWith(prefix));

export interface Seat {
  readonly roomID: string;
  readonly racerID: string;
  /** False once the racer left or the room closed. */
  readonly active: boolean;
  send(frame: RoomInput): void;
  leave(): void;
}

export type JoinOutcome = { seat: Seat } | { error: string };

export interface MatchmakerTiming {
  raceWaitMs: number;
  practiceWaitMs: number;
  /** How long a friend room waits for its host to begin (FRIEND_ROOM_WAIT_MS unless set). */
  friendWaitMs?: number;
  countdownMs: number;
  tickMs: number;
}

export interface MatchmakerDeps {
  bus: Bus;
  registry: RoomRegistry;
  host: RoomHost;
  clock: Clock;
  timing: MatchmakerTiming;
  log: Logger;
}

/** Where a join attempt stands; the seat and the room's bus handler share it. */
interface Attempt {
  state: 'pending' | 'seated' | 'gone';
}

/**
 * A racer's seat: a class, not an object literal with a getter, so every seat has one shape and
 * reading `seat.active` on each frame a racer sends stays a monomorphic property load.
 */
class RoomSeat implements Seat {
  constructor(
    readonly roomID: string,
    readonly racerID: string,
    private readonly inTopic: string,
    private readonly attempt: Attempt,
    private readonly bus: Bus,
    private readonly host: RoomHost,
    private readonly unsubscribe: Unsubscribe,
  ) {}

  get active() {
    return this.attempt.state === 'seated';
  }

  send(frame: RoomInput) {
    if (this.attempt.state !== 'seated') return;
    // A room this process owns takes the input at once: no line to write, no queue, no topic to
    // look up and no line to read back, for the message sent most (10 a second per racer). The
    // order holds: every input of a seat takes the same way (a room stays with the process that
    // opened it), the join was answered before the seat existed, and the leave, on the bus,
    // comes after. Only the room's broadcasts are deferred, as before.
    const { racerID } = this;
    if (!this.host.input(this.roomID, racerID, frame))
      this.bus.publish(this.inTopic, encodeInbound({ t: 'input', racerID, frame }));
  }

  leave() {
    if (this.attempt.state !== 'seated') return;
    this.attempt.state = 'gone';
    this.bus.publish(this.inTopic, encodeInbound({ t: 'leave', racerID: this.racerID }));
    this.unsubscribe();
  }
}

export type Matchmaker = ReturnType<typeof createMatchmaker>;

export function createMatchmaker(deps: MatchmakerDeps) {
  const { bus, registry, host, clock, timing } = deps;
  const locks = new Map<string, Promise<unknown>>();

  /** Runs `work` after every earlier job for `key` in this process has settled. */
  function serial<T>(key: string, work: () => Promise<T>): Promise<T> {
    const run = (locks.get(key) ?? Promise.resolve()).then(work, work);
    const settled = run.catch(() => undefined);
    locks.set(key, settled);
    void settled.then(() => {
      if (locks.get(key) === settled) locks.delete(key);
    });
    return run;
  }

  async function tryJoin(roomID: string, entry: RacerEntry, listener: SeatListener) {
    const inTopic = topics.roomIn(roomID);
    const { racerID } = entry;
    // An object, not a variable: the handler below changes it while this function awaits.
    const attempt: Attempt = { state: 'pending' };
    let unsubscribe: Unsubscribe = () => undefined;
    let settle: (accepted: boolean) => void = () => undefined;
    const answered = new Promise<boolean>((resolve) => (settle = resolve));
    unsubscribe = await bus.subscribe(topics.room(roomID), (text) => {
      const message = decodeOutbound(text);
      if (!message) return;
      if (attempt.state === 'pending') {
        if (message.kind === 'closed') settle(false);
        if (message.racerID !== racerID) return;
        if (message.kind === 'accepted') {
          attempt.state = 'seated';
          // Delivered here, before any later broadcast: the snapshot comes first.
          listener.deliver(message.payload);
          settle(true);
        } else if (message.kind === 'refused') settle(false);
      } else if (attempt.state === 'seated') {
        if (message.kind === 'closed') {
          attempt.state = 'gone';
          unsubscribe();
          listener.closed();
        } else if (isFor(message, racerID)) {
          listener.deliver(message.payload);
          if (message.kind === 'to' && endsRace(message.payload)) listener.done();
        }
      }
    });
    bus.publish(inTopic, encodeInbound({ t: 'join', racer: entry }));
    const cancel = clock.setTimeout(() => settle(false), JOIN_TIMEOUT_MS);
    const accepted = await answered;
    cancel();
    if (!accepted || attempt.state !== 'seated') {
      // An answer may still be on its way: make sure a late 'accepted' leaves no ghost seat.
      if (attempt.state === 'pending') bus.publish(inTopic, encodeInbound({ t: 'leave', racerID }));
      attempt.state = 'gone';
      unsubscribe();
      return null;
    }
    const seat = new RoomSeat(roomID, racerID, inTopic, attempt, bus, host, unsubscribe);
    return seat;
  }

  async function openAndJoin(
    kind: RoomKind,
    site: SiteId,
    pool: string | null,
    entry: RacerEntry,
    listener: SeatListener,
    lesson: MathLesson | null,
    hostUserID: number | null = null,
  ): Promise<JoinOutcome> {
    const waitMs =
      kind === 'practice'
        ? timing.practiceWaitMs
        : kind === 'friend'
          ? (timing.friendWaitMs ?? FRIEND_ROOM_WAIT_MS)
          : timing.raceWaitMs;
    const roomID = await host.create(
      {
        kind,
        site,
        pool,
        scoringMode: scoringModeOf(entry.scoringMode),
        gameVisibility: entry.gameVisibility,
        lesson,
        ...(kind === 'friend' ? { hostUserID } : {}),
      },
      {
        waitMs,
        countdownMs: timing.countdownMs,
        tickMs: timing.tickMs,
      },
    );
    const seat = await tryJoin(roomID, entry, listener);
    return seat ? { seat } : { error: MESSAGES.noRoom };
  }

  return {
    async join(
      site: SiteId,
      entry: RacerEntry,
      request: JoinRequest,
      listener: SeatListener,
    ): Promise<JoinOutcome> {
      // A qualifying race is against bots only.
      const kind: RoomKind = entry.qualifying ? 'practice' : request.kind;
      const lesson = site === 'math' ? (request.lesson ?? null) : null;
      if (kind === 'practice') return openAndJoin(kind, site, null, entry, listener, lesson);
      // Math rooms race one lesson's problems: players of other lessons look elsewhere.
      const lessonSuffix = lesson ? `:lesson${lesson.lessonID}` : '';
      const pool =
        kind === 'friend'
          ? friendPool(site, request.host ?? '')
          : `${publicPool(site, entry.speed)}${lessonSuffix}`;
      return serial(pool, async () => {
        const now = clock.now();
        const open = await registry.list(pool, now);
        const candidates =
          kind === 'friend'
            ? open.filter((room) => room.seats > 0).sort((a, b) => a.createdAt - b.createdAt)
            : rankRooms(open, entry.speed);
        if (kind === 'public' && candidates.length === 0) {
          // Nobody waiting in the player's bucket: a room just across its edge will do.
          for (const near of neighbourPools(site, entry.speed)) {
            const rooms = await registry.list(`${near}${lessonSuffix}`, now);
            candidates.push(...rankNeighbourRooms(rooms, entry.speed));
          }
          candidates.sort(
            (a, b) => Math.abs(a.avgSpeed - entry.speed) - Math.abs(b.avgSpeed - entry.speed),
          );
        }
        for (const room of candidates.slice(0, MAX_CANDIDATES)) {
          const seat = await tryJoin(room.roomID, entry, listener);
          if (seat) return { seat };
        }
        return openAndJoin(kind, site, pool, entry, listener, lesson, request.hostUserID ?? null);
      });
    },
  };
}
