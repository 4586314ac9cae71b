// Player reports (SPEC §7 Players report) and the operators' queue: reasons from a fixed list,
// one open report per reporter/target/race (also under concurrency), an hourly limit, operators
// only for the queue, dismiss, and a racing ban that the realtime join then refuses.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { REPORTS_PER_HOUR } from '../../src/domain/reports/reports';
import { playerReports, raceResults, races } from '../../src/server/db/schema';
import { findUserById } from '../../src/server/users/userRepo';
import { startTestServer, testDatabases, uniqueName, type TestServer } from './harness';
import {
  join,
  listenRealtime,
  makeUser,
  QUALIFIED,
  RealtimeClient,
  REALTIME_TEST_ENV,
} from './realtimeHarness';

describe.each(testDatabases)('player reports and the operators queue on $name', (database) => {
  let server: TestServer;
  let url: string;
  const operatorName = uniqueName('op');
  let operator: { userID: number; token: string };
  beforeAll(async () => {
    server = await startTestServer(database, { ...REALTIME_TEST_ENV, ADMIN_USERS: operatorName });
    url = await listenRealtime(server.app);
    const { register, tokenOf } = await import('./harness');
    const res = await register(server.app, operatorName);
    operator = { userID: res.json().results.user.userID, token: tokenOf(res) };
  });
  afterAll(() => server?.close());

  const player = () => makeUser(server.app, server.services, QUALIFIED);
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url: `/api/v2${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const report = (token: string, target: number | string, body: unknown) =>
    call(token, 'POST', `/players/${target}/report`, body);

  /** A saved race the players raced in. */
  async function raceWith(...userIDs: number[]): Promise<number> {
    const db = server.services.storage.db;
    const [race] = await db
      .insert(races)
      .values({
        roomID: uniqueName('room'),
        site: 'typing',
        passageID: 1,
        scoringMode: 'competitive',
        racers: userIDs.length,
        startedStamp: 1,
      })
      .returning();
    for (const [i, userID] of userIDs.entries()) {
      await db.insert(raceResults).values({
        raceID: race!.raceID,
        userID,
        place: i + 1,
        wpm: 50,
        accuracy: 97,
        errors: 1,
        consistency: 90,
        durationMs: 30_000,
        typedChars: 120,
        nitrosUsed: 0,
        money: 0,
        experience: 0,
        lines: [],
        levelBefore: 1,
        levelAfter: 1,
        createdStamp: 1,
      });
    }
    return race!.raceID;
  }

  it('stores a report once per reporter, target and race, even when sent 10 times at once', async () => {
    const reporter = await player();
    const target = await player();
    const raceID = await raceWith(reporter.userID, target.userID);
    const body = { reason: 'cheating', details: '<img src=x onerror=alert(1)> 200 wpm', raceID };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => report(reporter.token, target.userID, body)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((res) => res.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ status: 'FAIL', code: 'ALREADY_REPORTED' });
    }
    const rows = await server.services.storage.db
      .select()
      .from(playerReports)
      .where(eq(playerReports.targetID, target.userID));
    expect(rows).toHaveLength(1);
    // Stored as the text it is; the page renders it as text.
    expect(rows[0]).toMatchObject({ details: body.details, raceID, status: 'open' });
    // Without a race it is another report.
    expect((await report(reporter.token, target.userID, { reason: 'spam' })).statusCode).toBe(200);
  });

  it('refuses bad reasons, self, missing players, a race the target was not in, and strangers', async () => {
    const reporter = await player();
    const target = await player();
    const other = await player();
    const raceID = await raceWith(reporter.userID, other.userID);
    const cases: [number | string, unknown, number][] = [
      [target.userID, { reason: 'because' }, 400],
      [target.userID, { reason: 'other', details: 'x'.repeat(501) }, 400],
      [target.userID, { reason: 'other', details: 'nul\u0000' }, 400],
      [target.userID, { reason: 'other', extra: 1 }, 400],
      [target.userID, { reason: 'other', raceID: -1 }, 400],
      [target.userID, { reason: 'other', raceID }, 404],
      [target.userID, { reason: 'other', raceID: 999_999 }, 404],
      [reporter.userID, { reason: 'other' }, 400],
      [999_999_999, { reason: 'other' }, 404],
      ['abc', { reason: 'other' }, 400],
    ];
    for (const [to, body, status] of cases) {
      const res = await report(reporter.token, to, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().status).toBe('FAIL');
    }
    const anonymous = await server.app.inject({
      method: 'POST',
      url: `/api/v2/players/${target.userID}/report`,
      payload: { reason: 'other' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it(`limits a reporter to ${REPORTS_PER_HOUR} reports an hour`, async () => {
    const reporter = await player();
    const targets = await Promise.all(Array.from({ length: REPORTS_PER_HOUR + 1 }, () => player()));
    const codes = [];
    for (const t of targets)
      codes.push((await report(reporter.token, t.userID, { reason: 'spam' })).statusCode);
    expect(codes.slice(0, REPORTS_PER_HOUR).every((c) => c === 200)).toBe(true);
    expect(codes[REPORTS_PER_HOUR]).toBe(429);
    server.clock.advance(3601_000);
    expect(
      (await report(reporter.token, targets[REPORTS_PER_HOUR]!.userID, { reason: 'other' }))
        .statusCode,
    ).toBe(200);
  });

  it('shows the queue to operators only; dismiss closes one report', async () => {
    const reporter = await player();
    const target = await player();
    const res = await report(reporter.token, target.userID, {
      reason: 'harassment',
      details: 'rude',
    });
    const reportID = res.json().results.reportID as number;

    expect((await call(reporter.token, 'GET', '/admin/reports')).statusCode).toBe(403);
    const forged = await call(reporter.token, 'POST', `/admin/reports/${reportID}/resolve`, {
      action: 'ban',
    });
    expect(forged.statusCode).toBe(403);
    expect((await findUserById(server.services.storage.db, target.userID))!.racingBanned).toBe(
      false,
    );

    const queue = await call(operator.token, 'GET', '/admin/reports');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().results.reports).toContainEqual(
      expect.objectContaining({
        reportID,
        reason: 'harassment',
        details: 'rude',
        raceID: null,
        reporter: expect.objectContaining({ userID: reporter.userID }),
        target: expect.objectContaining({
          userID: target.userID,
          racingBanned: false,
          openReports: 1,
        }),
      }),
    );
    const dismissed = await call(operator.token, 'POST', `/admin/reports/${reportID}/resolve`, {
      action: 'dismiss',
    });
    expect(dismissed.json().results).toEqual({ reportID, status: 'dismissed', closed: 0 });
    const twice = await call(operator.token, 'POST', `/admin/reports/${reportID}/resolve`, {
      action: 'dismiss',
    });
    expect(twice.statusCode).toBe(409);
    expect(
      (await call(operator.token, 'POST', '/admin/reports/999999/resolve', { action: 'dismiss' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(operator.token, 'POST', `/admin/reports/${reportID}/resolve`, {
          action: 'delete',
        })
      ).statusCode,
    ).toBe(400);
    // Dismissed, the reporter may report again.
    expect((await report(reporter.token, target.userID, { reason: 'harassment' })).statusCode).toBe(
      200,
    );
  });

  it('bans a reported player from racing: every open report on them closes and joins are refused', async () => {
    const a = await player();
    const b = await player();
    const target = await player();
    const first = (await report(a.token, target.userID, { reason: 'cheating' })).json().results
      .reportID;
    await report(b.token, target.userID, { reason: 'cheating' });

    const before = await RealtimeClient.connect(url, { token: target.token });
    before.send(join('practice'));
    expect((await before.next('room')).data.racers.length).toBeGreaterThan(0);
    await before.close();

    const banned = await call(operator.token, 'POST', `/admin/reports/${first}/resolve`, {
      action: 'ban',
    });
    expect(banned.json().results).toEqual({ reportID: first, status: 'banned', closed: 1 });
    expect((await findUserById(server.services.storage.db, target.userID))!.racingBanned).toBe(
      true,
    );
    const queue = (await call(operator.token, 'GET', '/admin/reports')).json().results.reports;
    expect(
      queue.some((r: { target: { userID: number } }) => r.target.userID === target.userID),
    ).toBe(false);

    for (const kind of ['public', 'practice'] as const) {
      const client = await RealtimeClient.connect(url, { token: target.token });
      client.send(join(kind));
      expect((await client.error('race-rejected')).data.message).toMatch(/banned from racing/);
      await client.close();
    }
  }, 20_000);

  it('serves no test set-up route without TEST_HOOKS', async () => {
    const p = await player();
    expect((await call(p.token, 'POST', '/test/gold', {})).statusCode).toBe(404);
  });
});
