// A race from join to recorded result over the real socket: a qualifying practice race typed by a
// simulated human, its result verified, placed, recorded and paid once however often it is sent.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

import type { InputLog } from '../../src/domain/race/inputLog';
import { nitroSpan } from '../../src/domain/race/typing';
import { verifyRace } from '../../src/domain/race/verify';
import { raceResults, races } from '../../src/server/db/schema';
import { findUserById } from '../../src/server/users/userRepo';
import { describeDatabasesAtOnce } from './databasesAtOnce';
import { startTestServer, type TestServer } from './harness';
import {
  awaitStart,
  guestToken,
  join,
  listenRealtime,
  liveUpdatesOf,
  makeUser,
  playLog,
  QUALIFIED,
  RealtimeClient,
  REALTIME_TEST_ENV,
  typistLog,
} from './realtimeHarness';

/** The log with a nitro finishing the first word that starts after `after` characters. */
function withNitro(log: InputLog, passage: string, after: number): InputLog {
  const at = passage.indexOf(' ', after) + 1;
  const span = nitroSpan(passage, at);
  const out: InputLog = [];
  let pos = 0;
  let used = false;
  for (const event of log) {
    const inWord = pos >= at && pos < at + span.length;
    if (inWord && !used) {
      out.push({ type: 'nitro', ms: event.ms, data: span });
      used = true;
    }
    if (!inWord) out.push(event);
    if (event.type === 'key' && event.data === passage[pos]) pos += 1;
  }
  return out;
}

const SETTLE = { timeout: 10_000, interval: 50 };

describeDatabasesAtOnce('realtime race on $name', (database) => {
  let server: TestServer;
  let url: string;
  beforeAll(async () => {
    server = await startTestServer(database, REALTIME_TEST_ENV);
    url = await listenRealtime(server.app);
  });
  afterAll(() => server?.close());
  const db = () => server.services.storage.db;

  it('runs a qualifying practice race end to end and pays the verified result once', async () => {
    // GIVEN a new account (no qualifying race yet) with an unknown scoring-mode preference
    const user = await makeUser(server.app, server.services);
    const client = await RealtimeClient.connect(url, { token: user.token });
    client.send({ channel: 'race-server', type: 'settings', data: { scoringMode: 'bogus' } });
    // WHEN it asks for a public race THEN it is put in a qualifying race against bots
    client.send(join('public'));
    const waiting = (await client.next('room')).data;
    expect(waiting).toMatchObject({ phase: 'waiting', qualifying: true, nitros: 0, startAt: null });
    expect(waiting.racers).toHaveLength(1);
    const { room, startAt } = await awaitStart(client);
    expect(room.racers).toHaveLength(5);
    expect(room.racers.filter((r) => r.isBot)).toHaveLength(4);
    expect(room.passage.length).toBeGreaterThan(50);
    expect(startAt).toBeGreaterThan(room.serverNow);

    // AND it types the passage honestly at about 180 WPM
    const log = typistLog(room.passage, 180);
    await playLog(client, room, startAt, log);
    const result = (await client.next('result', () => true, 15_000)).data;
    expect(result).toMatchObject({ racers: 5, qualifying: true });
    expect(result.wpm).toBeGreaterThan(120);
    expect(result.wpm).toBeLessThan(200);
    expect(result.place).toBeGreaterThanOrEqual(1);
    expect(result.money).toBeGreaterThan(0);
    // The room's first positions frame showed every racer; later ones only who changed: the
    // racer's progress and place.
    const first = await client.next('positions');
    expect(first.data.racers).toHaveLength(5);
    const positions = await client.next('positions', (f) =>
      f.data.racers.some((r) => r.id === room.youID && r.place !== undefined),
    );
    const mine = positions.data.racers.find((r) => r.id === room.youID);
    expect(mine).toMatchObject({ progress: room.passage.length, place: result.place });
    expect(mine?.wpm).toBeCloseTo(result.wpm);

    // THEN storage holds one result, the money and the stats
    const rows = await db().select().from(raceResults).where(eq(raceResults.userID, user.userID));
    expect(rows).toHaveLength(1);
    const [raceRow] = await db().select().from(races).where(eq(races.raceID, rows[0]!.raceID));
    expect(raceRow).toMatchObject({ roomID: room.roomID, racers: 5, scoringMode: 'competitive' });
    const after = await findUserById(db(), user.userID);
    expect(after?.money).toBe(result.money);
    expect(after?.racingStats.typing?.played).toBe(1);
    expect(after?.racingStats.typing?.typed).toBe(room.passage.length);
    expect(after?.qualifyingRaceComplete).toBe(true);
    expect(after?.avgSpeed).toBeCloseTo(result.wpm, 1);

    // AND a second finish answers the same result and pays nothing more
    client.send({ channel: 'race-server', type: 'finish', data: { log } });
    expect((await client.next('result')).data).toEqual(result);
    expect((await findUserById(db(), user.userID))?.money).toBe(result.money);
    await client.close();
  }, 30_000);

  it("keeps a player's race settings as their defaults for the next visit", async () => {
    const user = await makeUser(server.app, server.services);
    const client = await RealtimeClient.connect(url, { token: user.token });
    client.send({
      channel: 'race-server',
      type: 'settings',
      data: { scoringMode: 'casual', gameVisibility: 'invite-only' },
    });
    // The socket answers nothing to settings; the row is polled (as long as a frame is awaited,
    // since a busy machine can take more than vi.waitFor's default second to write it).
    await vi.waitFor(async () => {
      const row = await findUserById(db(), user.userID);
      expect([row?.scoringMode, row?.gameVisibility]).toEqual(['casual', 'invite-only']);
    }, SETTLE);
    // An unknown scoring mode is kept as the first available one (SPEC §5).
    client.send({ channel: 'race-server', type: 'settings', data: { scoringMode: 'bogus' } });
    await vi.waitFor(
      async () => expect((await findUserById(db(), user.userID))?.scoringMode).toBe('competitive'),
      SETTLE,
    );
    await client.close();
  });

  it("records a guest's qualifying race once, even when the finish is sent twice at once", async () => {
    const guest = await guestToken(server.app);
    const client = await RealtimeClient.connect(url, { token: guest.token });
    client.send({ channel: 'race-server', type: 'settings', data: { scoringMode: 'casual' } });
    client.send(join('public'));
    expect((await client.next('room')).data).toMatchObject({ qualifying: true, nitros: 0 });
    const { room, startAt } = await awaitStart(client);
    const log = typistLog(room.passage, 170, 11);
    await playLog(client, room, startAt, log);
    client.send({ channel: 'race-server', type: 'finish', data: { log } });
    const first = (await client.next('result', () => true, 15_000)).data;
    const second = (await client.next('result')).data;
    expect(second).toEqual(first);
    const rows = await db()
      .select()
      .from(raceResults)
      .where(eq(raceResults.guestID, guest.guestID));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ qualifying: true, userID: null });
    // Casual scoring pays no place bonus.
    expect(first.lines.some((line) => /place/.test(line.label))).toBe(false);

    // WHEN the same guest races again THEN it is no longer a qualifying race
    client.send(join('practice'));
    expect((await client.next('room')).data.qualifying).toBe(false);
    await client.close();
  }, 30_000);

  it('checks nitros against the inventory: none → no-nitros; owned → broadcast and spent', async () => {
    const poor = await makeUser(server.app, server.services, QUALIFIED);
    const rich = await makeUser(server.app, server.services, { ...QUALIFIED, nitros: 2 });
    const a = await RealtimeClient.connect(url, { token: poor.token });
    a.send(join('practice'));
    await awaitStart(a);
    await new Promise((resolve) => setTimeout(resolve, 400));
    a.send({ channel: 'race-server', type: 'nitro', data: {} });
    expect((await a.error('no-nitros')).data.message).toBe('You have no nitros left.');
    await a.close();

    const b = await RealtimeClient.connect(url, { token: rich.token });
    b.send(join('practice'));
    expect((await b.next('room')).data.nitros).toBe(2);
    const { room, startAt } = await awaitStart(b);
    const log = withNitro(typistLog(room.passage, 170, 5), room.passage, 30);
    expect(log.some((e) => e.type === 'nitro')).toBe(true);
    setTimeout(
      () => b.send({ channel: 'race-server', type: 'nitro', data: {} }),
      startAt - Date.now() + 1500,
    );
    await playLog(b, room, startAt, log);
    expect((await b.next('nitro', (f) => f.data.id === room.youID)).data.nitros).toBe(1);
    const result = (await b.next('result', () => true, 15_000)).data;
    expect(result.wpm).toBeGreaterThan(100);
    const after = await findUserById(db(), rich.userID);
    expect(after).toMatchObject({ nitros: 1, nitrosUsed: 1 });
    await b.close();
  }, 30_000);

  it('refuses a player whose captcha is pending', async () => {
    const user = await makeUser(server.app, server.services, { captchaStatus: 'pending' });
    const client = await RealtimeClient.connect(url, { token: user.token });
    client.send(join('public'));
    const error = await client.error('captcha-required');
    expect(error.data.message).toBe('Please complete the captcha to keep racing.');
    expect(client.isOpen).toBe(true);
    await client.close();
  });

  it('records the same finish twice concurrently as one row, paid once', async () => {
    const user = await makeUser(server.app, server.services, QUALIFIED);
    const passage = server.services.passages.byId(1)!;
    const log = typistLog(passage.text, 150, 3);
    const verdict = verifyRace({
      passage: passage.text,
      log,
      serverElapsedMs: (log.at(-1)?.ms ?? 0) + 200,
      nitrosAllowed: 0,
      liveProgress: liveUpdatesOf(passage.text, log),
    });
    if (!verdict.ok) throw new Error(verdict.message);
    const input = {
      race: {
        roomID: `crash-${user.userID}`,
        site: 'typing' as const,
        passageID: passage.id,
        lessonID: null,
        scoringMode: 'competitive' as const,
        racers: 5,
        startedStamp: Math.floor(Date.now() / 1000),
      },
      racer: { userID: user.userID },
      figures: verdict.figures,
      place: 2,
      qualifying: false,
    };
    const [one, two] = await Promise.all([
      server.services.race.record(input),
      server.services.race.record(input),
    ]);
    expect(two).toEqual(one);
    const rows = await db()
      .select()
      .from(raceResults)
      .where(and(eq(raceResults.userID, user.userID), eq(raceResults.raceID, one.raceID!)));
    expect(rows).toHaveLength(1);
    expect((await findUserById(db(), user.userID))?.money).toBe(one.money);
  });
});
