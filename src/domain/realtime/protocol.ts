// Every realtime frame, both directions, as one closed set shared by client and server (SPEC §7
// Realtime). The server parses each incoming frame with `clientFrame`; anything else is answered
// with an error frame and dropped. Heartbeats are the bare strings '1PING' / '1PONG'.
import { text } from '../contracts/text';
import type { MathCourse } from '../math/mathCourse';
import { mathInputLogSchema } from '../math/mathInputLog';
import { MAX_LOG_EVENTS, type InputLog } from '../race/inputLog';
import { z } from '../zodMini';
import type { AdminServerFrame } from './admin';

export const PING = '1PING';
export const PONG = '1PONG';

export const CHANNELS = [
  'player-checkin',
  'player-notifications',
  'race-server',
  'race-admin',
  'math-admin',
] as const;
export type Channel = (typeof CHANNELS)[number];

// z.number() refuses Infinity and NaN, so every stamp is finite.
const inputEvent = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('key'), ms: z.number(), data: text().check(z.length(1)) }),
  z.strictObject({
    type: z.literal('nitro'),
    ms: z.number(),
    data: text().check(z.minLength(1), z.maxLength(60)),
  }),
]);

const frame = <C extends Channel, T extends string, D extends z.ZodMiniType>(
  channel: C,
  type: T,
  data: D,
) => z.strictObject({ channel: z.literal(channel), type: z.literal(type), data });

const empty = z.strictObject({});

/** Operators' frames: the same on race-admin (typing rooms) and math-admin (math rooms). */
const adminFrame = <T extends string, D extends z.ZodMiniType>(type: T, data: D) =>
  z.strictObject({ channel: z.enum(['race-admin', 'math-admin']), type: z.literal(type), data });

/** A racer's progress report: characters typed so far, and errors made. */
export const updateData = z.strictObject({
  typed: z.int().check(z.gte(0), z.lte(2000)),
  errors: z.int().check(z.gte(0), z.lte(10_000)),
});

export const clientFrame = z.discriminatedUnion('type', [
  frame(
    'race-server',
    'join',
    z.strictObject({
      /** public: matchmaking; friend: the room of `host` (a username); practice: bots only. */
      kind: z.enum(['public', 'friend', 'practice']),
      host: z.optional(text().check(z.maxLength(20))),
      lessonID: z.optional(text().check(z.maxLength(40))),
    }),
  ),
  frame('race-server', 'update', updateData),
  frame('race-server', 'nitro', empty),
  frame(
    'race-server',
    'finish',
    z.union([
      // A typing race's keystrokes, or a math race's answers.
      z.strictObject({ log: z.array(inputEvent).check(z.maxLength(MAX_LOG_EVENTS)) }),
      z.strictObject({ answers: mathInputLogSchema }),
    ]),
  ),
  frame(
    'race-server',
    'settings',
    z.strictObject({
      scoringMode: z.optional(text().check(z.maxLength(20))),
      gameVisibility: z.optional(z.enum(['public', 'invite-only'])),
    }),
  ),
  frame(
    'race-server',
    'disqualify',
    z.strictObject({ reason: z.enum(['paste', 'automation', 'focus-loss']) }),
  ),
  frame(
    'race-server',
    'chat',
    z.strictObject({ message: text().check(z.trim(), z.minLength(1), z.maxLength(200)) }),
  ),
  // Math friend rooms: show everyone in the room the lesson's help (the math lessons table).
  frame('race-server', 'lesson-help', empty),
  // Friend rooms: the host starts the race (SPEC §7 Race messages begin-friend-race).
  frame('race-server', 'begin-friend-race', empty),
  frame('race-server', 'leave', empty),
  // Start / stop receiving the site's rooms; end a room (its results in flight are kept).
  adminFrame('watch', empty),
  adminFrame('unwatch', empty),
  adminFrame('end-room', z.strictObject({ roomID: z.uuid() })),
  // SPEC §7 checkin: the page, and what the client knows (its friends list and hash; the server
  // trusts only its own list). `offline` can only hide the player, never show a hidden one.
  frame(
    'player-checkin',
    'checkin',
    z.strictObject({
      path: text().check(z.maxLength(200)),
      offline: z.optional(z.boolean()),
      friends: z.optional(z.array(z.int()).check(z.maxLength(400))),
      friendsHash: z.optional(text().check(z.maxLength(64))),
      first: z.optional(z.boolean()),
      leftFriendRace: z.optional(z.boolean()),
      pathID: z.optional(text().check(z.maxLength(60))),
      racesPlayed: z.optional(z.int().check(z.gte(0))),
    }),
  ),
  // Invite friends to the sender's friend room; only friends of the sender are told.
  frame(
    'player-notifications',
    'race-invites',
    z.strictObject({
      userIDs: z
        .array(z.int().check(z.positive(), z.lte(2_147_483_647)))
        .check(z.minLength(1), z.maxLength(20)),
    }),
  ),
  // The friend calls over the socket (SPEC §7): the same transitions as the REST calls.
  frame(
    'player-notifications',
    'request-friend',
    z.strictObject({ userID: z.int().check(z.positive(), z.lte(2_147_483_647)) }),
  ),
  frame(
    'player-notifications',
    'accept-friends',
    z.strictObject({
      userIDs: z
        .array(z.int().check(z.positive(), z.lte(2_147_483_647)))
        .check(z.minLength(1), z.maxLength(200)),
    }),
  ),
  // How many friends are online and how many of their friend rooms wait for racers.
  frame('player-notifications', 'open-games', empty),
]);
export type ClientFrame = z.infer<typeof clientFrame>;
export type ClientFrameType = ClientFrame['type'];

export interface RacerView {
  id: string;
  userID: number | null;
  name: string;
  title: string;
  carID: number;
  carHueAngle: number;
  isBot: boolean;
  isGuest: boolean;
  wpmHint: number;
  /** The racer's team tag and its colour, when they are in a team. */
  tag?: string;
  tagColor?: string;
}

/** A math lesson's help, as `lesson-help` shows it to a friend room (plain text). */
export interface LessonHelp {
  /** Who asked. */
  from: string;
  lessonID: number;
  title: string;
  subtitle: string;
  help: string;
}

export type RoomPhase = 'waiting' | 'countdown' | 'racing' | 'finished';

export interface RoomSnapshot {
  roomID: string;
  passage: string;
  passageSource: string;
  phase: RoomPhase;
  racers: RacerView[];
  /** Server ms of the green light, once known. */
  startAt: number | null;
  serverNow: number;
  youID: string;
  nitros: number;
  qualifying: boolean;
  /** Friend rooms: the host's user id (only they start the race with `begin-friend-race`). */
  hostUserID?: number | null;
  /**
   * A math race: the problems come from this seed and mix, and `passage` is the course in units
   * (see math/mathCourse.ts). Null on the typing site.
   */
  math: MathCourse | null;
}

/**
 * One racer in a `positions` frame, which carries only the racers whose entry changed since the
 * room's last positions frame (the first frame of a race carries everyone). While racing: where the
 * racer is. Once across the line, also the place, speed and race time; an entry replaces the
 * racer's previous one whole.
 */
export interface RacerMove {
  id: string;
  /** Course units completed. */
  progress: number;
  /** Present once the racer has finished (with wpm and timeMs). */
  place?: number;
  /** Words per minute (math: problems per minute) over the racer's race; finished racers only. */
  wpm?: number;
  /** Race time of a finished racer (ms from the green light). */
  timeMs?: number;
}

/** What a client knows of a racer's position: the racer's latest RacerMove (raceView.withMoves). */
export interface RacerPosition {
  id: string;
  /** Characters completed. */
  progress: number;
  finished: boolean;
  place: number | null;
  wpm: number | null;
  /** Race time of a finished racer (ms from the green light); null while racing. */
  timeMs?: number | null;
}

export interface RaceResult {
  raceID: number | null;
  place: number;
  racers: number;
  /** Words per minute; on the math site, problems per minute. */
  wpm: number;
  accuracy: number;
  errors: number;
  consistency: number;
  durationMs: number;
  money: number;
  experience: number;
  lines: { label: string; money: number; experience: number }[];
  levelBefore: number;
  levelAfter: number;
  qualifying: boolean;
  /** The player's best speed on this site before this race; null for a first race or a guest. */
  personalBest?: number | null;
}

export type ErrorType =
  | 'invalid-session'
  | 'cookies-required'
  | 'bad-frame'
  | 'rate-limited'
  | 'not-in-race'
  | 'no-nitros'
  | 'race-rejected'
  /** A join refused until the player passes the captcha (SPEC §4 captcha 'pending'). */
  | 'captcha-required'
  /** The socket dialled a realtime server other than the one its user belongs on (serverChoice). */
  | 'wrong-server'
  /** An operators' channel asked for by someone who is not one of the site's operators. */
  | 'forbidden';

export type ServerFrame =
  | { channel: 'race-server'; type: 'room'; data: RoomSnapshot }
  | { channel: 'race-server'; type: 'racer-joined'; data: RacerView }
  | { channel: 'race-server'; type: 'racer-left'; data: { id: string } }
  | { channel: 'race-server'; type: 'countdown'; data: { startAt: number; serverNow: number } }
  | {
      channel: 'race-server';
      type: 'positions';
      /** Only the racers that moved or finished since the room's last positions frame. */
      data: { serverNow: number; racers: RacerMove[] };
    }
  | { channel: 'race-server'; type: 'nitro'; data: { id: string; nitros: number } }
  | { channel: 'race-server'; type: 'result'; data: RaceResult }
  | { channel: 'race-server'; type: 'disqualified'; data: { message: string; DQs: number } }
  | { channel: 'race-server'; type: 'chat'; data: { from: string; message: string } }
  | { channel: 'race-server'; type: 'lesson-help'; data: LessonHelp }
  | { channel: 'player-notifications'; type: string; data: Record<string, unknown> }
  | AdminServerFrame
  | { channel: null; type: 'auth'; data: { token: string } }
  | { channel: null; type: 'error'; data: { type: ErrorType; message: string } };

export type { InputLog };
