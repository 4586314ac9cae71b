import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bugReports, news } from '../../src/server/db/schema';
import { loadSeed } from '../../src/server/seed/seed';
import {
  register,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  type TestServer,
} from './harness';

describe.each(testDatabases)('content, support and the API edge on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  it('serves the health of each site from one shared storage', async () => {
    const typing = await server.apps.typing.inject({ url: '/api/v2/health' });
    const math = await server.apps.math.inject({ url: '/api/v2/health' });
    expect(typing.json().results).toEqual({
      ok: true,
      site: 'typing',
      storage: server.services.storage.kind,
    });
    expect(math.json().results.site).toBe('math');
  });

  it('answers unknown API paths with a JSON 404 in the SPEC shape', async () => {
    const res = await server.app.inject({ url: '/api/v2/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'FAIL', results: 'Not found.', code: 'NOT_FOUND' });
  });

  it('lists seeded news newest first, honours limit, and finds an article by id or slug', async () => {
    const all = (await server.app.inject({ url: '/api/v2/news?limit=50' })).json().results.news;
    expect(all.length).toBeGreaterThanOrEqual(3);
    const stamps = all.map((n: { createdStamp: number }) => n.createdStamp);
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
    expect(
      (await server.app.inject({ url: '/api/v2/news?limit=2' })).json().results.news,
    ).toHaveLength(2);
    const first = all[0];
    const byId = await server.app.inject({ url: `/api/v2/news/${first.id}` });
    const bySlug = await server.app.inject({ url: `/api/v2/news/${first.slug}` });
    expect(byId.json().results.news).toEqual(first);
    expect(bySlug.json().results.news).toEqual(first);
    const missing = await server.app.inject({ url: '/api/v2/news/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().results).toBe('That news article does not exist.');
    expect((await server.app.inject({ url: '/api/v2/news?limit=0' })).statusCode).toBe(400);
    expect((await server.app.inject({ url: '/api/v2/news?limit=abc' })).statusCode).toBe(400);
  });

  it('lists updates and the car catalogue with the free starter car', async () => {
    const updates = (await server.app.inject({ url: '/api/v2/updates' })).json().results.updates;
    expect(updates.length).toBeGreaterThanOrEqual(3);
    const cars = (await server.app.inject({ url: '/api/v2/cars' })).json().results.cars;
    expect(cars.find((c: { carID: number }) => c.carID === 1)).toMatchObject({ price: 0 });
  });

  it('loads the seed catalogue once: a restart applies nothing and duplicates nothing', async () => {
    const [before] = await server.services.storage.db.select({ n: count() }).from(news);
    expect(await loadSeed(server.services.storage.db, server.clock)).toEqual([]);
    const [after] = await server.services.storage.db.select({ n: count() }).from(news);
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('stores a bug report from a guest and from a logged-in racer', async () => {
    const [before] = await server.services.storage.db.select({ n: count() }).from(bugReports);
    const report = {
      category: 'gameplay',
      summary: 'Car stops at the finish',
      details: 'After the countdown my car stopped moving halfway.',
      pageUrl: '/race',
    };
    const guest = await server.app.inject({
      method: 'POST',
      url: '/api/v2/support/report-bug',
      payload: report,
    });
    expect(guest.statusCode).toBe(200);
    expect(guest.json().results.id).toBeGreaterThan(0);
    const reg = await register(server.app, uniqueName());
    const member = await server.app.inject({
      method: 'POST',
      url: '/api/v2/support/report-bug',
      headers: { authorization: `Bearer ${tokenOf(reg)}` },
      payload: report,
    });
    expect(member.statusCode).toBe(200);
    const [after] = await server.services.storage.db.select({ n: count() }).from(bugReports);
    expect(Number(after?.n)).toBe(Number(before?.n) + 2);
  });

  it('refuses an invalid bug report with the field message and stores nothing', async () => {
    const [before] = await server.services.storage.db.select({ n: count() }).from(bugReports);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v2/support/report-bug',
      payload: { category: 'gameplay', summary: 'Bug', details: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.summary).toBe('Please describe the problem in a few words.');
    const weird = await server.app.inject({
      method: 'POST',
      url: '/api/v2/support/report-bug',
      payload: { category: 'hacking', summary: 'x'.repeat(500), details: 'y'.repeat(5000) },
    });
    expect(weird.statusCode).toBe(400);
    const [after] = await server.services.storage.db.select({ n: count() }).from(bugReports);
    expect(Number(after?.n)).toBe(Number(before?.n));
  });
});
