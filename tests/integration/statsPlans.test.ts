// The race log and charts walk race_results_user_log_idx in its own order and stop after the page
// (statsService raceLogQuery). Spelled DESC where the index stores DESC NULLS LAST, the query had
// to read and sort every race of the racer, whatever the page size. With scans other than the
// index turned off, a plan that still sorts shows the orders disagree.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { raceLogQuery } from '../../src/server/stats/statsService';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { makeUser } from './realtimeHarness';

describe.each(testDatabases)('race log plan on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  it('reads the log index in order, with no sort, for a page and for the charts', async () => {
    const { db } = server.services.storage;
    const racer = await makeUser(server.app, server.services);
    for (const limit of [30, 100]) {
      const query = raceLogQuery(db, racer.userID, 'typing').limit(limit).offset(0).toSQL();
      // The test's own values (numbers and a site id) written in, for EXPLAIN.
      const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => {
        const value = query.params[Number(n) - 1];
        return typeof value === 'number' ? String(value) : `'${String(value)}'`;
      });
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        const result = (await tx.execute(sql.raw(`explain ${text}`))) as unknown as {
          rows: Record<string, string>[];
        };
        return result.rows.map((row) => Object.values(row)[0]);
      });
      const lines = plan.join('\n');
      expect(lines, lines).toMatch(/Index Scan using race_results_user_log_idx/);
      expect(lines, lines).not.toMatch(/\bSort\b/);
    }
  });
});
