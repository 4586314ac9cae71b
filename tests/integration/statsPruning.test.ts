// The totals pruner (src/server/stats/totalsPruner.ts) on PGlite and PostgreSQL: day and week
// totals past use (src/domain/stats/retention.ts) go, in batches, on the injected clock's
// schedule; current ones, the previous period's, and month, season and all-time rows stay, so
// boards and stats read the same before and after; stopped, it runs no more.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SiteId } from '../../src/domain/site';
import { isTotalsRowPastUse } from '../../src/domain/stats/retention';
import { racerTotals } from '../../src/server/db/schema';
import { createTotalsPruner } from '../../src/server/stats/totalsPruner';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { makeUser, type TestUser } from './realtimeHarness';

const DAY_MS = 86_400_000;
// Wednesday 2026-11-25 12:00 UTC.
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);

describe.each(testDatabases)('racer totals pruning on $name', (database) => {
  let server: TestServer;
  let room = 0;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const race = (user: TestUser, wpm: number, site: SiteId = 'typing') =>
    server.services.race.record({
      race: {
        roomID: `prune-${(room += 1)}`,
        site,
        passageID: 1,
        lessonID: site === 'math' ? 'addition_1' : null,
        scoringMode: 'competitive',
        racers: 4,
        startedStamp: server.clock.nowSeconds(),
      },
      racer: { userID: user.userID },
      figures: {
        wpm,
        accuracy: 95,
        errors: 1,
        consistency: 80,
        durationMs: 30_000,
        typedChars: 150,
        nitrosUsed: 0,
      },
      place: 2,
      qualifying: false,
    });

  const rowsOf = (userID: number) =>
    server.services.storage.db.select().from(racerTotals).where(eq(racerTotals.userID, userID));

  const get = async (url: string, token: string) => {
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/v2${url}`,
      headers: { authorization: `Bearer ${token}` },
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own fields
    return res.json() as { status: string; results: any };
  };

  it('deletes old day and week rows in batches and keeps every row still in use', async () => {
    const racer = await makeUser(server.app, server.services);
    const other = await makeUser(server.app, server.services);
    // Races 40, 20, 9, 3 and 1 days ago, and today, on both sites.
    for (const daysAgo of [40, 20, 9, 3, 1, 0]) {
      server.clock.set(NOW - daysAgo * DAY_MS);
      await race(racer, 60);
      await race(racer, 15, 'math');
      await race(other, 50);
    }
    server.clock.set(NOW);
    const before = await rowsOf(racer.userID);
    const now = server.clock.nowSeconds();
    const pastUse = before.filter((r) => isTotalsRowPastUse(r.period, r.periodStart, now));
    // Per site: the day rows of 40, 20, 9 and 3 days ago; the week rows of the weeks of 12 October
    // and 2 November (9 and 3 days ago, 16 and 22 November, are last week's: kept).
    expect(pastUse.filter((r) => r.period === 'day')).toHaveLength(8);
    expect(pastUse.filter((r) => r.period === 'week')).toHaveLength(4);
    const summaryBefore = await get('/stats/summary', racer.token);
    const boardBefore = await get('/leaderboards?time=day', racer.token);
    const weekBefore = await get('/leaderboards?time=week', racer.token);

    // Batches of 3 rows: many statements, each a few rows of the primary key.
    const pruner = createTotalsPruner({
      db: server.services.storage.db,
      clock: server.clock,
      batchRows: 3,
    });
    const gone = await pruner.runOnce();
    // The other racer's too: 4 day rows and 2 week rows, typing only.
    expect(gone).toBe(pastUse.length + 6);

    const after = await rowsOf(racer.userID);
    const key = (r: (typeof before)[number]) => `${r.site}/${r.period}/${r.periodStart}`;
    expect(after.map(key).sort()).toEqual(
      before
        .filter((r) => !isTotalsRowPastUse(r.period, r.periodStart, now))
        .map(key)
        .sort(),
    );
    for (const row of after)
      expect(isTotalsRowPastUse(row.period, row.periodStart, now)).toBe(false);
    // Today, yesterday, this week and last week stay; months, seasons and all time are whole.
    expect(after.filter((r) => r.period === 'day')).toHaveLength(4);
    expect(after.filter((r) => r.period === 'alltime' && r.site === 'typing')[0]?.races).toBe(6);
    const others = await rowsOf(other.userID);
    expect(others.filter((r) => r.period === 'day')).toHaveLength(2);
    for (const row of others)
      expect(isTotalsRowPastUse(row.period, row.periodStart, now)).toBe(false);
    // What players see is unchanged.
    expect(await get('/stats/summary', racer.token)).toEqual(summaryBefore);
    expect(await get('/leaderboards?time=day', racer.token)).toEqual(boardBefore);
    expect(await get('/leaderboards?time=week', racer.token)).toEqual(weekBefore);

    // A second run finds nothing left.
    expect(await pruner.runOnce()).toBe(0);
    await pruner.stop();
  });

  it('runs on its schedule on the injected clock, and stops on close', async () => {
    const racer = await makeUser(server.app, server.services);
    server.clock.set(NOW - 10 * DAY_MS);
    await race(racer, 70);
    server.clock.set(NOW);
    const oldDay = and(eq(racerTotals.userID, racer.userID), eq(racerTotals.period, 'day'));
    const oldRows = () => server.services.storage.db.select().from(racerTotals).where(oldDay);
    expect(await oldRows()).toHaveLength(1);

    const pruner = createTotalsPruner({
      db: server.services.storage.db,
      clock: server.clock,
      firstAfterMs: 1_000,
      everyMs: 60_000,
    });
    const timersBefore = server.clock.pending();
    pruner.start();
    expect(server.clock.pending()).toBe(timersBefore + 2);
    server.clock.advance(999);
    await pruner.runOnce(); // a run of its own: nothing scheduled has started yet
    // Put an old row back, then let the first scheduled run take it.
    server.clock.set(NOW - 10 * DAY_MS);
    await race(racer, 70);
    server.clock.set(NOW);
    expect(await oldRows()).toHaveLength(1);
    server.clock.advance(1);
    await pruner.runOnce(); // joins the scheduled run (or finds nothing after it)
    expect(await oldRows()).toHaveLength(0);

    await pruner.stop();
    expect(server.clock.pending()).toBe(timersBefore);
    // Stopped: an old row written now stays, whatever time passes.
    server.clock.set(NOW - 10 * DAY_MS);
    await race(racer, 70);
    server.clock.set(NOW);
    server.clock.advance(3 * 60_000);
    expect(await pruner.runOnce()).toBe(0);
    expect(await oldRows()).toHaveLength(1);
  });
});
