// Bad input at the API edge (issue 10 items 11, 12): control characters anywhere a client sends
// text are refused with 400 FAIL before they reach storage (a NUL used to be a 500 on PGlite and
// PostgreSQL), and every error the HTTP layer itself raises (long path parameter, bad URL,
// malformed HTTP, oversized headers) is in the SPEC §8 envelope too.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bugReports, users } from '../../src/server/db/schema';
import {
  login,
  register,
  startTestServer,
  testDatabases,
  uniqueName,
  type TestServer,
} from './harness';

const expectFail = (res: { statusCode: number; json(): unknown }, status = 400) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({
    status: 'FAIL',
    results: expect.any(String),
    code: expect.any(String),
  });
};

/** Writes raw bytes to a listening app and reads the whole answer (the server closes after it). */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (err: NodeJS.ErrnoException) =>
      // The server may reset after answering; what it wrote is what counts.
      err.code === 'ECONNRESET' ? resolve(Buffer.concat(chunks).toString('latin1')) : reject(err),
    );
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
    socket.write(bytes);
  });
}

function parseRaw(answer: string): { status: number; headers: string; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
  return { status, headers: head.toLowerCase(), body: JSON.parse(body) };
}

describe.each(testDatabases)('control characters in requests on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database, {
      LOGIN_RATE_PER_MINUTE: '3',
      MAX_FAILED_LOGINS: '2',
    });
  });
  afterAll(() => server?.close());

  const bugCount = async () => {
    const [row] = await server.services.storage.db.select({ n: count() }).from(bugReports);
    return Number(row?.n ?? 0);
  };

  it('refuses a NUL in a login without counting it as an attempt or a failed login', async () => {
    const name = uniqueName();
    expect((await register(server.app, name, 'right-password')).statusCode).toBe(200);
    // More NUL logins than the address's rate (3) and the account's failure budget (2) allow.
    for (let i = 0; i < 4; i += 1) {
      expectFail(await login(server.app, `${name.slice(0, 3)}\u0000${name.slice(3)}`, 'x'));
      expectFail(await login(server.app, name, 'right\u0000password'));
    }
    const [row] = await server.services.storage.db
      .select({ failedLogins: users.failedLogins, captchaStatus: users.captchaStatus })
      .from(users)
      .where(eq(users.username, name));
    expect(row).toEqual({ failedLogins: 0, captchaStatus: 'na' });
    // Neither limit was touched: the owner logs straight in without a captcha.
    expect((await login(server.app, name, 'right-password')).statusCode).toBe(200);
  });

  it('refuses control characters in registration fields', async () => {
    for (const extra of [
      { email: 'a\u0000b@example.org' },
      { tz: 'Europe/\u0000Paris' },
      { captchaToken: '\u0007' },
    ]) {
      expectFail(await register(server.app, uniqueName(), 'right-password', extra));
    }
    expectFail(await register(server.app, 'ab\u0000cd', 'right-password'));
  });

  it('refuses a NUL or other control character in a path parameter or a query string', async () => {
    for (const url of [
      '/api/v2/news/%00',
      '/api/v2/news/a%00b',
      '/api/v2/news/a%1Bb',
      '/api/v2/news?limit=%00',
      '/api/v2/shop?date=2026-01-01%00',
      '/api/v2/race/%00',
      '/api/v2/loot/shop/%00/buy',
    ]) {
      const res = await server.app.inject({ method: url.endsWith('/buy') ? 'POST' : 'GET', url });
      expectFail(res);
    }
  });

  it.each(['category', 'summary', 'details', 'email', 'pageUrl'])(
    'refuses a bug report with a NUL in %s and stores nothing',
    async (field) => {
      const valid = {
        category: 'gameplay',
        summary: 'The car stops',
        details: 'After the second lap the car stops\nand never moves again.',
        email: 'me@example.org',
        pageUrl: '/race',
      };
      const before = await bugCount();
      const value = String(valid[field as keyof typeof valid]);
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/v2/support/report-bug',
        payload: { ...valid, [field]: `${value.slice(0, 3)}\u0000${value.slice(3)}` },
      });
      expectFail(res);
      expect(await bugCount()).toBe(before);
    },
  );

  it('keeps newlines and tabs in multi-line text (a bug report body) but not in one-line fields', async () => {
    const ok = await server.app.inject({
      method: 'POST',
      url: '/api/v2/support/report-bug',
      payload: {
        category: 'display',
        summary: 'Garage lot flickers',
        details: 'Steps:\n\t1. open the garage\r\n\t2. drag a car',
      },
    });
    expect(ok.statusCode).toBe(200);
    expectFail(
      await server.app.inject({
        method: 'POST',
        url: '/api/v2/support/report-bug',
        payload: {
          category: 'display',
          summary: 'Garage\nlot flickers',
          details: 'Steps: open the garage and drag a car',
        },
      }),
    );
  });
});

describe.each(testDatabases)('errors of the HTTP layer on $name', (database) => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer(database);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(() => server?.close());

  it('has no test hooks unless TEST_HOOKS=1 (notifications.test.ts covers them with it)', async () => {
    const hooks: [string, object][] = [
      ['/api/v2/test/notifications', { type: 'level-up' }],
      ['/api/v2/test/daily-challenges', { typingRaces: 10, kinds: [1] }],
      ['/api/v2/test/qualified', { avgSpeed: 200 }],
    ];
    for (const [url, payload] of hooks) {
      expectFail(await server.app.inject({ method: 'POST', url, payload }), 404);
    }
  });

  it('answers a path parameter longer than the router allows in the envelope', async () => {
    const res = await server.app.inject({ url: `/api/v2/news/${'a'.repeat(600)}` });
    expectFail(res, 414);
  });

  it('validates a long (but routable) path parameter with the schema: 400, not 414', async () => {
    expectFail(await server.app.inject({ url: `/api/v2/news/${'a'.repeat(150)}` }));
  });

  it('answers a URL that does not decode in the envelope', async () => {
    expectFail(await server.app.inject({ url: '/api/v2/news/%E0%A4%A' }));
  });

  it('answers malformed HTTP on the socket in the envelope', async () => {
    const answer = parseRaw(
      await rawRequest(port, 'GET /api/v2/health HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n'),
    );
    expect(answer.status).toBe(400);
    expect(answer.headers).toContain('content-type: application/json');
    expect(answer.headers).toContain('x-content-type-options: nosniff');
    expect(answer.body).toEqual({
      status: 'FAIL',
      results: 'Malformed HTTP request.',
      code: 'BAD_HTTP_REQUEST',
    });
  });

  it('answers oversized headers on the socket in the envelope', async () => {
    const answer = parseRaw(
      await rawRequest(
        port,
        `GET /api/v2/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(40_000)}\r\n\r\n`,
      ),
    );
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual({
      status: 'FAIL',
      results: 'Request headers are too large.',
      code: 'HEADERS_TOO_LARGE',
    });
  });

  it('still answers a well-formed request on the listening socket', async () => {
    const answer = parseRaw(
      await rawRequest(port, 'GET /api/v2/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'OK' });
  });
});
