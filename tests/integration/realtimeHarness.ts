// Drivers for the realtime socket: a test server listening on a real port, a `ws` client that
// keeps what it receives and waits for frames by type, accounts set up the way a race needs them,
// and a simulated typist that produces an honest race log and plays it in real time.
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import WebSocket from 'ws';

import { mathCourseUnits } from '../../src/domain/math/mathCourse';
import type { MathInputLog } from '../../src/domain/math/mathInputLog';
import type { InputLog } from '../../src/domain/race/inputLog';
import { typingTimeline, type ProgressObservation } from '../../src/domain/race/liveProgress';
import { gaussian, seededRng } from '../../src/domain/random';
import type { AdminServerFrame } from '../../src/domain/realtime/admin';
import type { ClientFrame, RoomSnapshot, ServerFrame } from '../../src/domain/realtime/protocol';
import type { Services } from '../../src/server/services';
import { updateUser, type NewUserRow } from '../../src/server/users/userRepo';
import { register, tokenOf, uniqueName } from './harness';

/** Short rooms and a fast heartbeat, so races and pings fit in a test. */
export const REALTIME_TEST_ENV: Record<string, string> = {
  // Long enough that a loaded 2-core CI machine still seats every racer a test sends in.
  RACE_WAIT_MS: '3000',
  PRACTICE_WAIT_MS: '150',
  COUNTDOWN_MS: '300',
  RACE_TICK_MS: '50',
  RACE_MAX_PASSAGE_CHARS: '125',
  REALTIME_PING_MS: '200',
  // Ample for a socket that answers: a loaded 2-core machine can stall the test process past 1.5 s.
  REALTIME_PING_TIMEOUT_MS: '4000',
  LOGIN_RATE_PER_MINUTE: '1000',
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Listens on a free loopback port; returns the socket URL. */
export async function listenRealtime(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return `ws://127.0.0.1:${address.port}/realtime`;
}

/** Frames of the operators' channels, which `nextAdmin` takes (and `next` leaves alone). */
const isAdminFrame = (frame: ServerFrame): frame is AdminServerFrame =>
  frame.channel === 'race-admin' || frame.channel === 'math-admin';
type PlayerFrame = Exclude<ServerFrame, AdminServerFrame>;

/** The frame of a type: a race or error frame by its literal type, else a player notification. */
type FrameOf<T extends string> = [Extract<PlayerFrame, { type: T }>] extends [never]
  ? Extract<PlayerFrame, { channel: 'player-notifications' }>
  : Extract<PlayerFrame, { type: T }>;

export interface ConnectOptions {
  token?: string;
  /** A Cookie header; by default one is sent (browsers with cookies). */
  cookie?: string | null;
  /** Answer '1PING' with '1PONG' (default true). */
  autoPong?: boolean;
}

export class RealtimeClient {
  /** JSON frames not yet taken by `next`. */
  readonly inbox: ServerFrame[] = [];
  readonly texts: string[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];

  private constructor(
    readonly socket: WebSocket,
    autoPong: boolean,
  ) {
    socket.on('message', (data: WebSocket.RawData) => {
      const text = String(data);
      if (text.startsWith('{')) this.inbox.push(JSON.parse(text) as ServerFrame);
      else {
        this.texts.push(text);
        if (autoPong && text === '1PING') socket.send('1PONG');
      }
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => {
        resolve({ code, reason: String(reason) });
        for (const wake of this.waiters.splice(0)) wake();
      }),
    );
  }

  static async connect(url: string, options: ConnectOptions = {}): Promise<RealtimeClient> {
    const query = options.token ? `?token=${encodeURIComponent(options.token)}` : '';
    const cookie = options.cookie === undefined ? 'seen=1' : options.cookie;
    const socket = new WebSocket(url + query, { headers: cookie ? { cookie } : {} });
    const client = new RealtimeClient(socket, options.autoPong ?? true);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  send(frame: ClientFrame | string): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  /** Takes the first frame of `type` (matching `test`) from the inbox, waiting up to `timeoutMs`. */
  next<T extends string>(
    type: T,
    test: (frame: FrameOf<T>) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<FrameOf<T>> {
    return this.take(
      type,
      (f) => !isAdminFrame(f) && f.type === type && test(f as FrameOf<T>),
      timeoutMs,
    ) as Promise<FrameOf<T>>;
  }

  /** Takes the first race-admin / math-admin frame of `type` (matching `test`). */
  nextAdmin<T extends AdminServerFrame['type']>(
    type: T,
    test: (frame: Extract<AdminServerFrame, { type: T }>) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<Extract<AdminServerFrame, { type: T }>> {
    return this.take(
      type,
      (f) =>
        isAdminFrame(f) && f.type === type && test(f as Extract<AdminServerFrame, { type: T }>),
      timeoutMs,
    ) as Promise<Extract<AdminServerFrame, { type: T }>>;
  }

  private async take(
    label: string,
    match: (frame: ServerFrame) => boolean,
    timeoutMs: number,
  ): Promise<ServerFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.inbox.findIndex(match);
      if (index >= 0) return this.inbox.splice(index, 1)[0]!;
      if (Date.now() >= deadline || !this.isOpen) {
        const seen = this.inbox.map((f) => f.type).join(', ');
        throw new Error(`no '${label}' frame within ${timeoutMs} ms (inbox: ${seen})`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The next error frame (optionally of one error type). */
  error(type?: string, timeoutMs?: number) {
    return this.next('error', (f) => type === undefined || f.data.type === type, timeoutMs);
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    this.socket.close();
    await this.closed;
  }
}

export const join = (kind: 'public' | 'friend' | 'practice', host?: string): ClientFrame => ({
  channel: 'race-server',
  type: 'join',
  data: host === undefined ? { kind } : { kind, host },
});

export async function guestToken(
  app: FastifyInstance,
): Promise<{ token: string; guestID: string }> {
  const res = await app.inject({ method: 'GET', url: '/api/v2/auth/guest-token' });
  const token = (res.json() as { results: { token: string } }).results.token;
  return { token, guestID: String(decodeJwt(token).guestID) };
}

export interface TestUser {
  userID: number;
  username: string;
  token: string;
}

/** A registered user, with any fields set straight in storage (speed, nitros, captcha ...). */
export async function makeUser(
  app: FastifyInstance,
  services: Services,
  fields: Partial<NewUserRow> = {},
): Promise<TestUser> {
  const username = uniqueName('rt');
  const res = await register(app, username);
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  const userID = (res.json() as { results: { user: { userID: number } } }).results.user.userID;
  if (Object.keys(fields).length > 0) await updateUser(services.storage.db, userID, fields);
  return { userID, username, token: tokenOf(res) };
}

/** Fields of a player who has done the qualifying race, so public joins are matched. */
export const QUALIFIED = { qualifyingRaceComplete: true, avgSpeed: 62, racesPlayed: 1 };

/**
 * An honest log: human-like uneven gaps around `wpm`, slower word starts, and a corrected typo
 * now and then. Key times start at `startMs` after the green light.
 */
export function typistLog(passage: string, wpm: number, seed = 7, startMs = 180): InputLog {
  const rng = seededRng(seed);
  const mean = 60_000 / (wpm * 5);
  const log: InputLog = [];
  let t = startMs;
  for (let i = 0; i < passage.length; i += 1) {
    const ch = passage[i] ?? ' ';
    let gap = Math.max(mean * 0.45, gaussian(rng, mean, mean * 0.25));
    if (i > 0 && passage[i - 1] === ' ') gap *= 1.15;
    if (i > 3 && rng() < 0.02) {
      t += gap;
      log.push({ type: 'key', ms: Math.round(t), data: ch === 'x' ? 'z' : 'x' });
      gap = 120 + rng() * 120;
    }
    t += i === 0 ? 0 : gap;
    log.push({ type: 'key', ms: Math.round(t), data: ch });
  }
  return log;
}

/**
 * Characters completed by race time `ms` according to `log` (a wrong key does not advance; a
 * nitro fills its word), as the client counts them in its updates.
 */
function typedBy(log: InputLog, passage: string, ms: number): number {
  return typingTimeline(passage, log).findLast((point) => point.ms <= ms)?.done ?? 0;
}

/**
 * The progress a server sees from a client that types `log` and reports every 100 ms (as
 * `playLog` does), for judging a log outside a room.
 */
export function liveUpdatesOf(passage: string, log: InputLog): ProgressObservation[] {
  const seen: ProgressObservation[] = [];
  const last = log.at(-1)?.ms ?? 0;
  for (let at = 100; at < last; at += 100) {
    const typed = typedBy(log, passage, at);
    if (typed > (seen.at(-1)?.typed ?? 0) && typed < passage.length) seen.push({ atMs: at, typed });
  }
  return seen;
}

/**
 * Answers a math course in real time from the green light as the math client does: a progress
 * update (in course units) after each answer, then the finished answer log.
 */
export async function playAnswers(
  client: RealtimeClient,
  startAt: number,
  answers: MathInputLog,
  count: number,
): Promise<void> {
  for (const [i, event] of answers.entries()) {
    await sleep(startAt + event.ms - Date.now());
    if (i + 1 < answers.length) {
      const typed = mathCourseUnits(i + 1, count);
      client.send({ channel: 'race-server', type: 'update', data: { typed, errors: 0 } });
    }
  }
  await sleep(30);
  client.send({ channel: 'race-server', type: 'finish', data: { answers } });
}

/** Waits for the countdown and the passage; resolves with the snapshot and the green light. */
export async function awaitStart(client: RealtimeClient, timeoutMs = 15_000) {
  const room = await client.next('room', (f) => f.data.phase === 'countdown', timeoutMs);
  const countdown = await client.next('countdown', () => true, timeoutMs);
  return { room: room.data, startAt: countdown.data.startAt };
}

/** A qualified player on a socket of `url`, seated in a practice race that has its passage. */
export async function practiceRace(app: FastifyInstance, services: Services, url: string) {
  const user = await makeUser(app, services, QUALIFIED);
  const client = await RealtimeClient.connect(url, { token: user.token });
  client.send(join('practice'));
  return { user, client, ...(await awaitStart(client)) };
}

/**
 * Types `log` in real time from the green light (sending updates every 100 ms as a client
 * does), then sends the finished log (or `finishLog`, a script's other story of the same race).
 * Server and test share the machine's clock.
 */
export async function playLog(
  client: RealtimeClient,
  room: RoomSnapshot,
  startAt: number,
  log: InputLog,
  finishLog: InputLog = log,
): Promise<void> {
  const finishAt = startAt + (log.at(-1)?.ms ?? 0) + 30;
  let sent = 0;
  while (Date.now() < finishAt) {
    await sleep(Math.min(100, finishAt - Date.now()));
    const typed = typedBy(log, room.passage, Date.now() - startAt);
    if (typed > sent && typed < room.passage.length) {
      sent = typed;
      client.send({ channel: 'race-server', type: 'update', data: { typed, errors: 0 } });
    }
  }
  client.send({ channel: 'race-server', type: 'finish', data: { log: finishLog } });
}
