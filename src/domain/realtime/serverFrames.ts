// The schema of every frame the server sends (protocol.ts's ServerFrame), for the edges to check in
// development and tests: the server before it writes a frame, the client as it reads one. A frame
// that drifts from the protocol then fails the test that provoked it. Production trusts the types.
import { PROBLEM_TYPES } from '../math/problemTypes';
import { z } from '../zodMini';
import type { ServerFrame } from './protocol';

const num = z.number();
const int = z.int();
const nullableInt = z.nullable(z.int());
const phase = z.enum(['waiting', 'countdown', 'racing', 'finished']);

const racerView = z.strictObject({
  id: z.string(),
  userID: nullableInt,
  name: z.string(),
  title: z.string(),
  carID: int,
  carHueAngle: num,
  isBot: z.boolean(),
  isGuest: z.boolean(),
  wpmHint: num,
  /** The racer's team tag and its colour (absent for guests, bots and racers without a team). */
  tag: z.optional(z.string()),
  tagColor: z.optional(z.string()),
});

const roomSnapshot = z.strictObject({
  roomID: z.string(),
  passage: z.string(),
  passageSource: z.string(),
  phase,
  racers: z.array(racerView),
  startAt: z.nullable(num),
  serverNow: num,
  youID: z.string(),
  nitros: int,
  qualifying: z.boolean(),
  hostUserID: z.optional(z.nullable(int)),
  math: z.nullable(
    z.strictObject({
      seed: int,
      lessonID: int,
      problemTypes: z.array(z.enum(PROBLEM_TYPES)),
      count: int,
    }),
  ),
});

const raceResult = z.strictObject({
  raceID: nullableInt,
  place: int,
  racers: int,
  wpm: num,
  accuracy: num,
  errors: int,
  consistency: num,
  durationMs: num,
  money: num,
  experience: num,
  lines: z.array(z.strictObject({ label: z.string(), money: num, experience: num })),
  levelBefore: int,
  levelAfter: int,
  qualifying: z.boolean(),
  personalBest: z.optional(z.nullable(num)),
});

const race = <T extends string, D extends z.ZodMiniType>(type: T, data: D) =>
  z.strictObject({ channel: z.literal('race-server'), type: z.literal(type), data });

const adminChannel = z.enum(['race-admin', 'math-admin']);
const admin = <T extends string, D extends z.ZodMiniType>(type: T, data: D) =>
  z.strictObject({ channel: adminChannel, type: z.literal(type), data });

const adminRoom = z.strictObject({
  roomID: z.string(),
  site: z.enum(['typing', 'math']),
  kind: z.enum(['public', 'friend', 'practice']),
  lesson: z.nullable(z.strictObject({ lessonID: int, name: z.string() })),
  phase,
  createdAt: num,
  startAt: z.nullable(num),
  racers: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      userID: nullableInt,
      isBot: z.boolean(),
      isGuest: z.boolean(),
      finish: z.nullable(z.strictObject({ place: int, wpm: num, accuracy: num })),
      disqualified: z.boolean(),
      left: z.boolean(),
    }),
  ),
});

export const serverFrame = z.union([
  race('room', roomSnapshot),
  race('racer-joined', racerView),
  race('racer-left', z.strictObject({ id: z.string() })),
  race('countdown', z.strictObject({ startAt: num, serverNow: num })),
  race(
    'positions',
    z.strictObject({
      serverNow: num,
      racers: z.array(
        z.strictObject({
          id: z.string(),
          progress: num,
          place: z.optional(int),
          wpm: z.optional(num),
          timeMs: z.optional(num),
        }),
      ),
    }),
  ),
  race('nitro', z.strictObject({ id: z.string(), nitros: int })),
  race('result', raceResult),
  race('disqualified', z.strictObject({ message: z.string(), DQs: int })),
  race('chat', z.strictObject({ from: z.string(), message: z.string() })),
  race(
    'lesson-help',
    z.strictObject({
      from: z.string(),
      lessonID: int,
      title: z.string(),
      subtitle: z.string(),
      help: z.string(),
    }),
  ),
  z.strictObject({
    channel: z.literal('player-notifications'),
    type: z.string(),
    data: z.record(z.string(), z.unknown()),
  }),
  admin('watching', z.strictObject({ site: z.enum(['typing', 'math']) })),
  admin('room', adminRoom),
  admin('room-closed', z.strictObject({ roomID: z.string() })),
  z.strictObject({
    channel: z.null(),
    type: z.literal('auth'),
    data: z.strictObject({ token: z.string() }),
  }),
  z.strictObject({
    channel: z.null(),
    type: z.literal('error'),
    data: z.strictObject({
      type: z.enum([
        'invalid-session',
        'cookies-required',
        'bad-frame',
        'rate-limited',
        'not-in-race',
        'no-nitros',
        'race-rejected',
        'wrong-server',
        'forbidden',
        'captcha-required',
      ]),
      message: z.string(),
    }),
  }),
]);

// The schema and the protocol's type describe the same frames: each side fails to compile when
// the other gains a frame or a field it lacks.
type Parsed = z.output<typeof serverFrame>;
const _schemaFramesAreProtocolFrames = (frame: Parsed): ServerFrame => frame;
const _protocolFramesParse = (frame: ServerFrame): Parsed => frame;

/** Why a frame is not one of the protocol's, as one line; null when it is. */
export function serverFrameDrift(frame: unknown): string | null {
  const parsed = z.safeParse(serverFrame, frame);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const record = (typeof frame === 'object' && frame ? frame : {}) as Record<string, unknown>;
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  return `Server frame ${String(record.channel)}/${String(record.type)} is outside the protocol${where}: ${issue?.message ?? ''}`;
}
