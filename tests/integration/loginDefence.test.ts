// Password guessing (issue 10, items 7 and 8): a script that solves every captcha with altcha-lib
// and waits out every delay still gets only LOGIN_LOCK_AFTER guesses; a registered name and an
// unknown one get the same answers after the same work; and the owner keeps a way in.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type * as Passwords from '../../src/server/security/passwords';
import {
  fetchChallenge,
  login,
  register,
  solveCaptcha,
  solveChallengePayload,
  startTestServer,
  testDatabases,
  uniqueName,
  waitForOutbox,
  type TestServer,
} from './harness';

// Counts password hash checks, whichever path (account or dummy hash) makes them.
const hashChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/server/security/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof Passwords>();
  return {
    ...actual,
    verifyPassword: (password: string, stored: string) => {
      hashChecks.count += 1;
      return actual.verifyPassword(password, stored);
    },
  };
});

interface Answer {
  status: number;
  code: string | undefined;
  body: { results: string; code?: string; fields?: Record<string, string> };
  hashChecks: number;
}

// Each script makes a few dozen real scrypt checks: generous time on a busy 2-core machine.
describe.each(testDatabases)('password guessing on $name', { timeout: 120_000 }, (database) => {
  let server: TestServer;
  beforeAll(async () => {
    // Defaults otherwise: 5 free wrong passwords, lock at 10, delays from 1 s, locks of an hour.
    server = await startTestServer(database, { LOGIN_RATE_PER_MINUTE: '1000' });
  });
  afterAll(() => server?.close());

  /** One login as a script sends it, with what it cost the server in hash checks. */
  async function attempt(username: string, password: string, captchaToken?: string) {
    const before = hashChecks.count;
    const res = await login(server.app, username, password, captchaToken ? { captchaToken } : {});
    const body = res.json();
    return {
      status: res.statusCode,
      code: body.code as string | undefined,
      body,
      hashChecks: hashChecks.count - before,
    } satisfies Answer;
  }

  /** A script that solves the captcha its name needs now and waits out every delay. */
  async function guess(username: string, password: string): Promise<Answer> {
    for (;;) {
      const answer = await attempt(username, password, await solveCaptcha(server.app, username));
      if (answer.code !== 'LOGIN_DELAYED') return answer;
      server.clock.advance(Number(answer.body.fields.retryAfter) * 1000);
    }
  }

  it('stops a solver script after 10 guesses: the right password then meets the lock', async () => {
    const name = uniqueName('victim');
    await register(server.app, name, 'right-password');
    const answers: Answer[] = [];
    for (let i = 0; i < 12; i += 1) answers.push(await guess(name, `guess-${i}`));
    const right = await guess(name, 'right-password');

    expect(answers.filter((a) => a.code === 'BAD_CREDENTIALS')).toHaveLength(10);
    expect(answers.slice(10).map((a) => a.code)).toEqual(['ACCOUNT_LOCKED', 'ACCOUNT_LOCKED']);
    expect(right).toMatchObject({ status: 429, code: 'ACCOUNT_LOCKED', hashChecks: 0 });
    expect(right.body.results).toMatch(/locked after too many wrong passwords/);
    expect(answers.reduce((n, a) => n + a.hashChecks, 0)).toBe(10);
  });

  it('makes each challenge costlier with the failures, and refuses a cheap old solution', async () => {
    const name = uniqueName('pow');
    await register(server.app, name, 'right-password');
    expect((await fetchChallenge(server.app, name)).parameters.cost).toBe(1);
    for (let i = 0; i < 5; i += 1) expect((await guess(name, `wrong-${i}`)).status).toBe(401);

    const costs: number[] = [];
    let cheap: string | null = null;
    for (let i = 0; i < 5; i += 1) {
      server.clock.advance(20_000); // past any delay so far
      const challenge = await fetchChallenge(server.app, name);
      costs.push(challenge.parameters.cost);
      if (i === 0) cheap = await solveChallengePayload(await fetchChallenge(server.app, name));
      const answer = await attempt(name, `wrong-more-${i}`, await solveChallengePayload(challenge));
      expect(answer.code).toBe('BAD_CREDENTIALS');
    }
    expect(costs).toEqual([1, 2, 4, 8, 16]);
    // Locked now (10 failures); lift the lock's clock but keep the failures: the cost stays 16.
    server.clock.advance(3601 * 1000);
    const stale = await attempt(name, 'right-password', cheap!);
    expect(stale).toMatchObject({ status: 403, code: 'CAPTCHA_REQUIRED', hashChecks: 0 });
    expect(stale.body.fields).toMatchObject({ captchaStatus: 'password', captchaCost: '16' });
    // The owner, with a captcha of the cost required now, gets in.
    expect((await guess(name, 'right-password')).status).toBe(200);
  });

  it('answers a registered and an unknown name alike, after one hash check each', async () => {
    const real = uniqueName('real');
    await register(server.app, real, 'right-password');
    const unknown = uniqueName('ghost');

    /** The same script for either name: wrong passwords, with and without captchas and waits. */
    async function script(name: string): Promise<Answer[]> {
      const out: Answer[] = [];
      for (let i = 0; i < 5; i += 1) out.push(await attempt(name, `nope-${i}`));
      out.push(await attempt(name, 'nope-now')); // inside the first delay
      server.clock.advance(1000);
      out.push(await attempt(name, 'nope-no-captcha'));
      out.push(await attempt(name, 'nope-captcha', await solveCaptcha(server.app, name)));
      for (let i = 0; i < 4; i += 1) out.push(await guess(name, `more-${i}`));
      out.push(await guess(name, 'right-password'));
      server.clock.advance(3600 * 1000);
      return out;
    }
    const forReal = await script(real);
    const forUnknown = await script(unknown);

    expect(forUnknown).toEqual(forReal);
    expect(forReal.map((a) => [a.status, a.code, a.hashChecks])).toEqual([
      ...Array.from({ length: 5 }, () => [401, 'BAD_CREDENTIALS', 1]),
      [429, 'LOGIN_DELAYED', 0],
      [403, 'CAPTCHA_REQUIRED', 0],
      [401, 'BAD_CREDENTIALS', 1],
      ...Array.from({ length: 4 }, () => [401, 'BAD_CREDENTIALS', 1]),
      [429, 'ACCOUNT_LOCKED', 0],
    ]);
  });

  it('counts parallel guesses against one budget', async () => {
    const name = uniqueName('burst');
    await register(server.app, name, 'right-password');
    const before = hashChecks.count;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(name, `burst-${i}`)),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
    expect(hashChecks.count - before).toBe(5);
  });

  it('lets the owner in with the password and a captcha before the lock', async () => {
    const name = uniqueName('owner');
    await register(server.app, name, 'right-password');
    for (let i = 0; i < 7; i += 1) expect((await guess(name, `attacker-${i}`)).status).toBe(401);
    const owner = await guess(name, 'right-password');
    expect(owner.status).toBe(200);
    // The record is cleared: the next wrong password is back inside the free budget.
    expect((await attempt(name, 'typo')).code).toBe('BAD_CREDENTIALS');
    expect((await attempt(name, 'typo-2')).code).toBe('BAD_CREDENTIALS');
  });

  it('mails the owner a single-use link that lifts the lock; a forged one does not', async () => {
    const name = uniqueName('locked');
    await register(server.app, name, 'right-password');
    const mailsBefore = server.outbox().length;
    for (let i = 0; i < 10; i += 1) await guess(name, `attacker-${i}`);
    expect((await guess(name, 'right-password')).code).toBe('ACCOUNT_LOCKED');

    const mails = await waitForOutbox(server, mailsBefore + 1);
    const mail = mails
      .at(-1)!
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    expect(mail).toContain(`To: ${name}@example.org`);
    const link = /(http:\/\/\S+\/api\/v2\/auth\/unlock\?\S+)/.exec(mail)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    const open = (search: string) =>
      server.app.inject({ method: 'GET', url: `${url.pathname}${search}` });
    const press = (search: string) =>
      server.app.inject({
        method: 'POST',
        url: url.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: search.slice(1),
      });

    // Made-up or altered links are refused, opened or posted.
    const forged = new URLSearchParams(url.search);
    forged.set('sig', 'A'.repeat(43));
    const longer = new URLSearchParams(url.search);
    longer.set('exp', String(Number(longer.get('exp')) + 3600));
    for (const bad of [forged, longer]) {
      expect((await open(`?${bad.toString()}`)).headers.location).toBe('/login#unlock-expired');
      expect((await press(`?${bad.toString()}`)).headers.location).toBe('/login#unlock-expired');
    }
    // Opening the link (as a mail scanner would) lifts nothing: it shows a button.
    const page = await open(url.search);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post" action="/api/v2/auth/unlock">');
    expect((await attempt(name, 'right-password')).code).toBe('ACCOUNT_LOCKED');

    const landed = await press(url.search);
    expect(landed.statusCode).toBe(303);
    expect(landed.headers.location).toBe('/login#account-unlocked');
    expect((await attempt(name, 'right-password')).status).toBe(200);
    expect((await press(url.search)).headers.location).toBe('/login#unlock-expired');
  });

  it('mails nobody when an unknown name locks', async () => {
    const name = uniqueName('nobody');
    const mailsBefore = server.outbox().length;
    for (let i = 0; i < 11; i += 1) await guess(name, `attacker-${i}`);
    expect((await guess(name, 'anything')).code).toBe('ACCOUNT_LOCKED');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.outbox()).toHaveLength(mailsBefore);
  });

  it('keeps a name locked for an hour, then one more wrong password locks it again', async () => {
    const name = uniqueName('hour');
    await register(server.app, name, 'right-password');
    for (let i = 0; i < 10; i += 1) await guess(name, `attacker-${i}`);
    server.clock.advance(3599 * 1000);
    expect((await guess(name, 'right-password')).code).toBe('ACCOUNT_LOCKED');
    server.clock.advance(1000);
    expect((await guess(name, 'attacker-again')).code).toBe('BAD_CREDENTIALS');
    expect((await guess(name, 'right-password')).code).toBe('ACCOUNT_LOCKED');
    server.clock.advance(3600 * 1000);
    expect((await guess(name, 'right-password')).status).toBe(200);
  });
});

// Spraying: one guess per username from one client. Past LOGIN_RATE_PER_MINUTE the client's
// captcha gets costlier with each attempt and it waits after each one that gets through; an IPv6
// client is one client across its /64, whichever addresses it rotates through.
describe.each(testDatabases.slice(0, 1))('per-address defence on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database, { LOGIN_RATE_PER_MINUTE: '3' });
  });
  afterAll(() => server?.close());

  const from = (n: number) => `2001:db8:77:1::${n.toString(16)}`;
  const challengeCost = async (address: string, username?: string) => {
    const query = username ? `?username=${username}` : '';
    const res = await server.app.inject({
      url: `/api/v2/auth/captcha-challenge${query}`,
      remoteAddress: address,
    });
    return (res.json() as { parameters: { cost: number } }).parameters.cost;
  };
  const guess = (address: string, captchaToken?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login/username',
      remoteAddress: address,
      payload: { username: uniqueName('spray'), password: 'Summer2026!', captchaToken },
    });

  it('prices and delays a /64 rotating its addresses as one client', async () => {
    for (let i = 1; i <= 3; i += 1) expect((await guess(from(i))).statusCode).toBe(401);
    expect(await challengeCost(from(4))).toBe(1);
    const fourth = await guess(from(4));
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().fields).toMatchObject({ captchaStatus: 'login-rate', captchaCost: '1' });
    // The challenge is priced for the next attempt: max(address, username) when a name is given.
    expect(await challengeCost(from(5), uniqueName('n'))).toBe(2);
    const captchaToken = await solveChallengePayload(
      (
        await server.app.inject({ url: '/api/v2/auth/captcha-challenge', remoteAddress: from(5) })
      ).json(),
    );
    expect((await guess(from(5), captchaToken)).statusCode).toBe(401);
    // That one got through 2 over the limit: the client waits 2 s (the test clock stands still).
    const waited = await guess(from(6));
    expect(waited.statusCode).toBe(429);
    expect(waited.json()).toMatchObject({ code: 'LOGIN_DELAYED', fields: { retryAfter: '2' } });
    // Another /64 is another client.
    expect((await guess('2001:db8:77:2::1')).statusCode).toBe(401);
  });
});
