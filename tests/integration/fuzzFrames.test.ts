// The realtime fuzz suite (issue 10 "Proof, kept in the suite"): for every client message type of
// the protocol, seeded hostile frames over a real socket, in batches sent outside a race and
// during one, as a player, a guest and an operator. The server must answer every frame the
// protocol refuses with one bad-frame error, keep the socket usable (a ping still gets its pong),
// close it only as designed (a frame over the size limit: 1009), never pay, and never change the
// player's row for refused frames. FUZZ_FRAMES (frames per type, default 400) and FUZZ_SEED
// replay or lengthen a run.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashSeed, seededRng } from '../../src/domain/random';
import { PING, PONG, type ClientFrame } from '../../src/domain/realtime/protocol';
import { clientFrameTypes, frameMutant, type FrameMutant } from './fuzz/frames';
import { register, startTestServer, testDatabases, tokenOf, type TestServer } from './harness';
import {
  awaitStart,
  guestToken,
  join,
  listenRealtime,
  makeUser,
  QUALIFIED,
  RealtimeClient,
  REALTIME_TEST_ENV,
  sleep,
} from './realtimeHarness';

/** Starting the server and registering accounts (scrypt) on a busy 2-core machine. */
const SETUP_TIMEOUT_MS = 180_000;
const FRAMES = Number(process.env.FUZZ_FRAMES ?? 400);
const SEED = process.env.FUZZ_SEED ?? 'nitro-fuzz-1';
/** Frames per socket: under the rate limit's burst (60), so every frame is read. */
const BATCH = 40;
/** Sockets fuzzed at once, each with its own player and operator. */
const WORKERS = 3;
/** The answers the socket's edge gives a frame it cannot read (server/realtime/frames.ts). */
const PARSE_ANSWER = /^(Unknown or malformed frame|Frames must be (JSON|text)\.)/;

/** A valid frame of every client message type, the seeds of the mutants. */
const EXAMPLES: Record<string, ClientFrame> = {
  join: { channel: 'race-server', type: 'join', data: { kind: 'practice' } },
  update: { channel: 'race-server', type: 'update', data: { typed: 3, errors: 0 } },
  nitro: { channel: 'race-server', type: 'nitro', data: {} },
  finish: {
    channel: 'race-server',
    type: 'finish',
    data: {
      log: [
        { type: 'key', ms: 180, data: 'T' },
        { type: 'nitro', ms: 400, data: 'word' },
      ],
    },
  },
  settings: {
    channel: 'race-server',
    type: 'settings',
    data: { scoringMode: 'competitive', gameVisibility: 'public' },
  },
  disqualify: { channel: 'race-server', type: 'disqualify', data: { reason: 'paste' } },
  chat: { channel: 'race-server', type: 'chat', data: { message: 'good luck!' } },
  'lesson-help': { channel: 'race-server', type: 'lesson-help', data: {} },
  'begin-friend-race': { channel: 'race-server', type: 'begin-friend-race', data: {} },
  leave: { channel: 'race-server', type: 'leave', data: {} },
  watch: { channel: 'race-admin', type: 'watch', data: {} },
  unwatch: { channel: 'race-admin', type: 'unwatch', data: {} },
  'end-room': {
    channel: 'race-admin',
    type: 'end-room',
    data: { roomID: '7d444840-9dc0-11d1-b245-5ffdce74fad2' },
  },
  checkin: {
    channel: 'player-checkin',
    type: 'checkin',
    data: { path: '/race', offline: false, friendsHash: 'abc', first: true, racesPlayed: 3 },
  },
  'race-invites': {
    channel: 'player-notifications',
    type: 'race-invites',
    data: { userIDs: [100001, 100002] },
  },
  'open-games': { channel: 'player-notifications', type: 'open-games', data: {} },
  'request-friend': {
    channel: 'player-notifications',
    type: 'request-friend',
    data: { userID: 100001 },
  },
  'accept-friends': {
    channel: 'player-notifications',
    type: 'accept-friends',
    data: { userIDs: [100001] },
  },
};

const OPERATORS = Array.from({ length: WORKERS }, (_, i) => `fzop${process.pid % 10_000}${i}`);

interface Account {
  userID: number;
  token: string;
}
interface Worker {
  player: Account;
  operator: Account;
}
type Session = 'player' | 'guest' | 'operator';

/** Money, results and the whole row of a player: what a frame must not change or pay. */
interface Ledger {
  row: string;
  money: number;
  results: number;
}

const describeMutant = (m: FrameMutant) =>
  m.kind === 'binary'
    ? `binary ${m.data.length} bytes`
    : `${m.kind === 'oversized' ? `${m.text.length} chars ` : ''}${JSON.stringify(m.text.slice(0, 160))}`;

describe.each(testDatabases)('realtime frame fuzz on $name', (database) => {
  let server: TestServer;
  let url: string;
  let workers: Worker[];

  beforeAll(async () => {
    server = await startTestServer(database, {
      ...REALTIME_TEST_ENV,
      ADMIN_USERS: OPERATORS.join(','),
    });
    url = await listenRealtime(server.app);
    workers = [];
    for (const name of OPERATORS) {
      const player = await makeUser(server.app, server.services, { ...QUALIFIED, nitros: 2 });
      const res = await register(server.app, name);
      const operatorID = (res.json() as { results: { user: { userID: number } } }).results.user
        .userID;
      workers.push({ player, operator: { userID: operatorID, token: tokenOf(res) } });
    }
  }, SETUP_TIMEOUT_MS);
  afterAll(() => server?.close());

  async function ledger(userID: number): Promise<Ledger> {
    const { db } = server.services.storage;
    const row = (await db.execute(
      sql`select md5(to_jsonb(u)::text) as row, money from users u where user_id = ${userID}`,
    )) as unknown as { rows: { row: string; money: number | string }[] };
    const results = (await db.execute(
      sql`select count(*)::int as n from race_results where user_id = ${userID}`,
    )) as unknown as { rows: { n: number }[] };
    return {
      row: row.rows[0]!.row,
      money: Number(row.rows[0]!.money),
      results: Number(results.rows[0]!.n),
    };
  }

  async function tokenFor(worker: Worker, session: Session): Promise<[string, number | null]> {
    if (session === 'guest') return [(await guestToken(server.app)).token, null];
    const account = worker[session];
    return [account.token, account.userID];
  }

  /** Sends one batch on a fresh socket; returns what went wrong. */
  async function runBatch(
    worker: Worker,
    batch: FrameMutant[],
    inRace: boolean,
    session: Session,
  ): Promise<string[]> {
    const [token, userID] = await tokenFor(worker, session);
    const where = `${inRace ? 'in a race' : 'outside a race'} as ${session}`;
    const client = await RealtimeClient.connect(url, { token });
    try {
      if (inRace) {
        client.send(join('practice'));
        const { startAt } = await awaitStart(client);
        await sleep(startAt - Date.now() + 20);
      }
      const before = userID === null ? null : await ledger(userID);
      for (const mutant of batch) {
        if (mutant.kind === 'binary') client.socket.send(mutant.data, { binary: true });
        else client.send(mutant.text);
        // (oversized mutants never reach a batch: they close the socket, tested apart below)
      }
      const pongs = client.texts.filter((t) => t === PONG).length;
      client.send(PING);
      await expect
        .poll(() => !client.isOpen || client.texts.filter((t) => t === PONG).length > pongs, {
          timeout: 15_000,
        })
        .toBe(true);
      const problems: string[] = [];
      if (!client.isOpen) {
        const { code } = await client.closed;
        problems.push(`socket closed (${code}) ${where}; batch began ${describeMutant(batch[0]!)}`);
        return problems;
      }
      const refused = batch.filter((m) => !m.valid);
      const answers = client.inbox.filter(
        (f) =>
          f.channel === null &&
          f.type === 'error' &&
          f.data.type === 'bad-frame' &&
          PARSE_ANSWER.test(f.data.message),
      ).length;
      if (answers !== refused.length)
        problems.push(
          `${refused.length} unreadable frames got ${answers} bad-frame answers ${where}; e.g. ${refused.map(describeMutant).slice(0, 3).join(', ')}`,
        );
      if (userID !== null && before) {
        // Frames still being handled (a save of settings) land before the ledger is read again.
        await sleep(30);
        const after = await ledger(userID);
        if (after.money > before.money || after.results > before.results)
          problems.push(`paid ${where}: ${JSON.stringify({ before, after })}`);
        if (refused.length === batch.length && after.row !== before.row)
          problems.push(`refused frames changed the ${session}'s row ${where}`);
      }
      return problems;
    } finally {
      await client.close();
    }
  }

  it('has an example of every client message type', () => {
    const types = clientFrameTypes();
    expect(types.length).toBeGreaterThan(8);
    expect(types.filter((t) => !(t in EXAMPLES))).toEqual([]);
    expect(Object.keys(EXAMPLES).filter((t) => !types.includes(t))).toEqual([]);
  });

  it.each(Object.keys(EXAMPLES))(
    '%s: refused frames answered, socket kept, nothing paid or changed',
    async (type) => {
      const rng = seededRng(hashSeed(`${SEED}:frame:${type}`));
      const example = EXAMPLES[type]!;
      const mutants = Array.from({ length: FRAMES }, () => frameMutant(rng, example));
      // Every refused kind gets exercised: valid mutants go in batches of their own, so a batch
      // of refused frames can be held to "changed nothing".
      const oversized = mutants.filter((m) => m.kind === 'oversized');
      const readable = mutants.filter((m) => m.kind !== 'oversized');
      const ordered = [...readable.filter((m) => !m.valid), ...readable.filter((m) => m.valid)];
      const batches: FrameMutant[][] = [];
      for (let i = 0; i < ordered.length; i += BATCH) {
        const slice = ordered.slice(i, i + BATCH);
        const cut = slice.findIndex((m) => m.valid);
        // Never mix: a batch holding both is split where the valid ones begin.
        if (cut > 0 && !slice[0]!.valid) {
          batches.push(slice.slice(0, cut));
          batches.push(slice.slice(cut));
        } else batches.push(slice);
      }
      const sessions: Session[] = ['player', 'guest', 'operator'];
      const problems: string[] = [];
      await Promise.all(
        workers.map(async (worker, w) => {
          for (let b = w; b < batches.length; b += workers.length) {
            problems.push(
              ...(await runBatch(worker, batches[b]!, b % 2 === 1, sessions[b % sessions.length]!)),
            );
          }
        }),
      );

      // A frame over the size limit closes the socket (ws: 1009) and nothing else: the next socket
      // is served. One designed frame always, plus the mutants that grew past the limit.
      const designed = {
        kind: 'oversized' as const,
        valid: false as const,
        text: JSON.stringify({ ...example, pad: 'x'.repeat(300 * 1024) }),
      };
      const { token } = await guestToken(server.app);
      for (const mutant of [designed, ...oversized]) {
        const big = await RealtimeClient.connect(url, { token });
        big.send(mutant.text);
        const { code } = await big.closed;
        if (code !== 1009)
          problems.push(`closed with ${code}, not 1009, on ${describeMutant(mutant)}`);
      }
      const after = await RealtimeClient.connect(url, { token });
      after.send(PING);
      await expect.poll(() => after.texts.includes(PONG)).toBe(true);
      await after.close();
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
