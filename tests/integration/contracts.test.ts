// The contract list is the API: every contract is served at its method and path on both sites,
// and what the server answers there parses with the contract's response schema (route() checks
// each answer in tests; this walks the read-only endpoints a guest may call).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { responseDrift } from '../../src/domain/contracts/contract';
import { allContracts } from '../../src/domain/contracts/endpoints';
import { startTestServer, testDatabases, type TestServer } from './harness';

describe('endpoint contracts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(testDatabases[0]!);
  });
  afterAll(() => server?.close());

  it('registers every contract on both sites, once per method and path', () => {
    const seen = new Set<string>();
    for (const contract of allContracts) {
      const key = `${contract.method} ${contract.path}`;
      expect(seen.has(key), `${key} is declared twice`).toBe(false);
      seen.add(key);
      for (const app of Object.values(server.apps)) {
        const url = `/api/v2${contract.path}`;
        expect(app.hasRoute({ method: contract.method, url }), `${key} is not served`).toBe(true);
      }
    }
    expect(allContracts.length).toBeGreaterThanOrEqual(26);
  });

  it("answers each guest GET within its contract's response schema", async () => {
    const guestReads = allContracts.filter(
      (c) => c.method === 'GET' && c.auth !== 'required' && c.response && !c.params,
    );
    expect(guestReads.map((c) => c.name)).toEqual(
      expect.arrayContaining(['session', 'news', 'updates', 'cars', 'loot', 'shop', 'health']),
    );
    for (const contract of guestReads) {
      const res = await server.app.inject({ url: `/api/v2${contract.path}` });
      expect(res.statusCode, contract.name).toBe(200);
      expect(await responseDrift(contract, res.json().results)).toBeNull();
    }
  });
});
