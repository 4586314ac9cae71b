// Attacks on the per-address login defence (LOGIN_RATE_PER_MINUTE, security/loginRate.ts):
// - password spraying: one guess for each of many usernames never trips the per-username guard,
//   and past the per-address rate every further guess needs only the base captcha (cost 1: a few
//   tens of ms of CPU in Node with the default counters), however many guesses the address makes;
// - behind a proxy (TRUST_PROXY=1, Fastify's `trustProxy: true`) the address is the leftmost
//   X-Forwarded-For entry, which the client writes itself: each guess can come "from" a new
//   address and the rate never applies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  login,
  solveCaptcha,
  startTestServer,
  testDatabases,
  uniqueName,
  type TestServer,
} from '../harness';

const database = testDatabases[0]!;

describe('attack: password spraying from one address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database, { LOGIN_RATE_PER_MINUTE: '3' });
  }, 180_000);
  afterAll(() => server?.close());

  it('does not let one address guess at many names for a base captcha each', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 24; i += 1) {
      const name = uniqueName('spray');
      const captchaToken = await solveCaptcha(server.app);
      const res = await login(server.app, name, 'Summer2026!', { captchaToken });
      const body = res.json() as { code?: string };
      answers.push(`${res.statusCode}:${body.code ?? ''}`);
    }
    // Twenty-four guesses within a minute from one address, each paid with the cheapest captcha:
    // the later ones must cost more (a costlier captcha, a delay) than the first did.
    const refusedLate = answers.slice(12).filter((a) => !a.startsWith('401')).length;
    expect({ refusedLate, answers }).toMatchObject({ refusedLate: 12 });
  }, 120_000);
});

describe('attack: X-Forwarded-For behind TRUST_PROXY=1', () => {
  let server: TestServer;
  const previous = process.env.TRUST_PROXY;
  beforeAll(async () => {
    process.env.TRUST_PROXY = '1';
    server = await startTestServer(database, { LOGIN_RATE_PER_MINUTE: '3' });
  }, 180_000);
  afterAll(async () => {
    if (previous === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = previous;
    await server?.close();
  });

  it('counts logins by the address the proxy saw, not one the client wrote', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      // The client sends its own X-Forwarded-For; the proxy appends the address it really saw.
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/v2/auth/login/username',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}, 198.51.100.7` },
        payload: { username: uniqueName('xff'), password: 'Summer2026!' },
      });
      statuses.push(res.statusCode);
    }
    // Past 3 a minute from 198.51.100.7, a captcha is required (403), whatever the client wrote.
    expect(statuses.slice(3)).toEqual([403, 403, 403, 403, 403]);
  }, 60_000);
});
