// Attack: the edges of a cash-hub create-session body a scripted client can reach: bundle ids
// past the database's integer column, negative ids, and a gold SKU dressed up as a bundle. Each
// passes only while the attack gets a 4xx FAIL and opens nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cashHubDriver } from '../cashHubHarness';
import { startTestServer, testDatabases, type TestServer } from '../harness';

describe.each(testDatabases)('attack: cash-hub body edges on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const hub = cashHubDriver(() => server);

  it('a bundle id past the integer column, or below one, is a 4xx FAIL, never a 5xx', async () => {
    const me = await hub.player('hx');
    const cases: Record<string, unknown>[] = [
      { SKU: 'bundle-2147483648', bundleID: 2_147_483_648 },
      { SKU: 'bundle-9007199254740991', bundleID: Number.MAX_SAFE_INTEGER },
      { SKU: 'bundle--2147483649', bundleID: -2_147_483_649 },
      { SKU: 'bundle--1', bundleID: -1 },
      { SKU: 'bundle-0', bundleID: 0 },
    ];
    for (const body of cases) {
      const res = await hub.create(me, body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(res.json().status).toBe('FAIL');
    }
    expect(await hub.sessionsOf(me.userID)).toHaveLength(0);
  });
});
