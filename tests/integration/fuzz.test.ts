// The REST fuzz suite (issue 10 "Proof, kept in the suite"): every route the app registers gets a
// few hundred seeded hostile requests (mutated bodies, bodies that are not JSON, odd path params
// and query strings, forged, expired and borrowed tokens, guests and players). For every answer:
// no 5xx; every error is the FAIL envelope; a body the route's schema refuses is refused; and a
// refused request leaves the database as it was (the login counters excepted, SPEC §4).
// FUZZ_RUNS (requests per route, default 400: the suite keeps to its time budget; FUZZ_RUNS=5000 for a deep run) and FUZZ_SEED replay or lengthen a run.
import type { AddressInfo } from 'node:net';

import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { failEnvelope } from '../../src/domain/contracts/envelope';
import { hashSeed, seededRng } from '../../src/domain/random';
import { afterResponseSettled } from '../../src/server/mail/mailer';
import { rawRequests, sendRaw } from './fuzz/rawHttp';
import { fuzzRequest, type Callers, type FuzzRequest } from './fuzz/requests';
import { routeExamples, type ExampleContext, type RouteExample } from './fuzz/routeExamples';
import { registeredRoutes, routeKey, type RegisteredRoute } from './fuzz/routes';
import { digester, type Digest } from './fuzz/stateDigest';
import {
  register,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  type TestServer,
} from './harness';

/** Starting the server and registering accounts (scrypt) on a busy 2-core machine. */
const SETUP_TIMEOUT_MS = 180_000;
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);
const SEED = process.env.FUZZ_SEED ?? 'nitro-fuzz-1';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Everyone a request may come from: a guest, the player, and holders of bad credentials. */
async function makeCallers(
  server: TestServer,
  player: { token: string; userID: number },
): Promise<Callers> {
  const { tokens } = server.services;
  const now = server.clock.now();
  server.clock.set(now - 30 * 24 * 3600 * 1000);
  const expired = await tokens.issue(player.userID, 0);
  server.clock.set(now);
  const claims = { userID: player.userID, tv: 0, sub: String(player.userID), iss: 'nitro-race' };
  const forged = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('not-the-server-secret'));
  const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, exp: 4e9 })}.`;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const asPlayer = { ...bearer(player.token), 'x-uid': String(player.userID) };
  return {
    guest: {},
    'guest with a forged cookie': { cookie: 'guest_id=forged.c2lnbmF0dXJl' },
    player: asPlayer,
    'player again': asPlayer,
    'player, no x-uid': bearer(player.token),
    'player, another x-uid': { ...asPlayer, 'x-uid': String(player.userID + 1) },
    'player, odd x-uid': { ...asPlayer, 'x-uid': '9'.repeat(300) },
    'player, x-uid list': { ...asPlayer, 'x-uid': `${player.userID}, 1` },
    'expired token': bearer(expired),
    'forged token': bearer(forged),
    'alg none token': bearer(unsigned),
    'stale token version': bearer(await tokens.issue(player.userID, 99)),
    'token of no user': bearer(await tokens.issue(2_000_000_000, 0)),
    'guest token as bearer': bearer(await tokens.issueGuest('fuzz-guest')),
    'handoff token as bearer': bearer(
      await tokens.issueHandoff(player.userID, 'typing', { sid: 'fuzz', tokenVersion: 0 }),
    ),
    'garbage bearer': bearer('x.y.z'),
    'long bearer': bearer('a'.repeat(8000)),
    'basic auth': { authorization: 'Basic YTpi' },
    'bare bearer': { authorization: 'Bearer' },
  };
}

type Response = Awaited<ReturnType<TestServer['app']['inject']>>;

/** The `code` of a JSON error body, or what the body is instead. */
function codeOf(res: Response): string {
  try {
    const body = JSON.parse(res.body) as { code?: unknown };
    return typeof body.code === 'string' ? body.code : 'no code';
  } catch {
    return res.body ? 'not JSON' : 'empty body';
  }
}

/** What is wrong with one answer (a short kind, to group findings by), or null. */
function problemWith(res: Response, request: FuzzRequest, example: RouteExample): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${codeOf(res)}`;
  if (res.statusCode >= 400 && !example.notApi) {
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return `${res.statusCode} with a body that is not JSON (${codeOf(res)})`;
    }
    if (!failEnvelope.safeParse(body).success)
      return `${res.statusCode} ${codeOf(res)} without the FAIL envelope: ${res.body.slice(0, 60)}`;
    if (!String(res.headers['content-type']).startsWith('application/json'))
      return `${res.statusCode} ${codeOf(res)} sent as ${String(res.headers['content-type'])}`;
  }
  // The server reads a missing or null body as {} (http/validate.ts), and so does this check.
  if (example.bodySchema && request.json !== undefined && res.statusCode < 400) {
    if (!z.safeParse(example.bodySchema, request.json ?? {}).success)
      return `${res.statusCode}: accepted a body its schema refuses`;
  }
  return null;
}

/** Whether a refused request left the database as it was (the login counters may move on login). */
function stateKept(before: Digest, after: Digest, res: Response, example: RouteExample): boolean {
  if (after.writes !== before.writes) return false;
  return (
    after.loginCounterWrites === before.loginCounterWrites ||
    (example.countsLogins?.includes(codeOf(res)) ?? false)
  );
}

/** Failures grouped by kind, each with its first reproduction; readable in a test report. */
class Findings {
  private readonly kinds = new Map<string, { count: number; first: string }>();
  add(kind: string, request: FuzzRequest): void {
    const seen = this.kinds.get(kind);
    if (seen) seen.count += 1;
    else {
      const payload = typeof request.options.payload === 'string' ? request.options.payload : '';
      const headers = request.options.headers as Record<string, string>;
      this.kinds.set(kind, {
        count: 1,
        first: `${request.label.slice(0, 160)} as ${request.caller} [content-type ${headers['content-type'] ?? '-'}] ${JSON.stringify(payload.slice(0, 160))}`,
      });
    }
  }
  list(): string[] {
    return [...this.kinds].map(([kind, { count, first }]) => `${count}× ${kind} — e.g. ${first}`);
  }
}

const exampleKeys = Object.keys(
  routeExamples({ userID: 1, username: 'x', password: 'x', email: 'x' }),
);

describe.each(testDatabases)('REST fuzz on $name', (database) => {
  let server: TestServer;
  let routes: RegisteredRoute[];
  /** The math site's app: the same routes, which requests go to a fifth of the time. */
  let mathRoutes: RegisteredRoute[];
  let examples: Record<string, RouteExample>;
  let callers: Callers;
  let digest: () => Promise<Digest>;

  beforeAll(async () => {
    server = await startTestServer(database, { NEW_PLAYER_MONEY: '500000' });
    await Promise.all(Object.values(server.apps).map((app) => app.ready()));
    routes = registeredRoutes(server.app);
    mathRoutes = registeredRoutes(server.apps.math);
    const username = uniqueName('fuzz');
    const password = 'correct-horse';
    const res = await register(server.app, username, password);
    const userID = (res.json() as { results: { user: { userID: number } } }).results.user.userID;
    const ctx: ExampleContext = { userID, username, password, email: `${username}@example.org` };
    examples = routeExamples(ctx);
    callers = await makeCallers(server, { token: tokenOf(res), userID });
    digest = await digester(server.services.storage.db);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => server?.close());

  it('knows every route the app registers, and has an example for each', () => {
    expect(routes.length).toBeGreaterThan(20);
    // The tree was read right: Fastify itself knows every parsed route.
    for (const route of routes)
      expect(server.app.hasRoute({ method: route.method, url: route.url }), routeKey(route)).toBe(
        true,
      );
    expect(mathRoutes.map(routeKey).sort()).toEqual(routes.map(routeKey).sort());
    const missing = routes.map(routeKey).filter((key) => !(key in examples));
    expect(
      missing,
      'add a valid example for each in tests/integration/fuzz/routeExamples.ts',
    ).toEqual([]);
    const stale = Object.keys(examples).filter((key) => !routes.some((r) => routeKey(r) === key));
    expect(stale, 'examples of routes the app no longer serves').toEqual([]);
  });

  it('answers requests the HTTP parser refuses with a 4xx FAIL envelope', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const problems: string[] = [];
    for (const { label, bytes } of rawRequests()) {
      const answer = await sendRaw(port, bytes);
      let envelope = false;
      try {
        envelope = failEnvelope.safeParse(JSON.parse(answer.body)).success;
      } catch {
        // not JSON
      }
      if (answer.status < 400 || answer.status >= 500 || !envelope)
        problems.push(
          `${label}: ${answer.status || 'no answer'} ${JSON.stringify(answer.body.slice(0, 100))}`,
        );
    }
    expect(problems).toEqual([]);
  });

  it.each(exampleKeys)(
    '%s: no 5xx, FAIL envelope, refusals change nothing',
    async (key) => {
      const route = routes.find((r) => routeKey(r) === key);
      expect(route, `${key} is not registered`).toBeDefined();
      const example = examples[key]!;
      const rng = seededRng(hashSeed(`${SEED}:${key}`));
      const runs = Math.max(20, Math.round(RUNS * (example.share ?? 1)));
      const findings = new Findings();
      let before = await digest();
      for (let i = 0; i < runs; i += 1) {
        const request = fuzzRequest(rng, route!.method, route!.url, example, callers);
        // Mostly the typing site; the math site's app serves the same routes with its own rules.
        const app = rng() < 0.2 ? server.apps.math : server.app;
        const res = await app.inject(request.options);
        const problem = problemWith(res, request, example);
        if (problem) findings.add(problem, request);
        // Mail and other work after an accepted response lands before the next request is judged.
        await afterResponseSettled();
        const after = await digest();
        const accepted = res.statusCode >= 200 && res.statusCode < 300;
        if (!accepted && !stateKept(before, after, res, example))
          findings.add(`${res.statusCode} ${codeOf(res)} changed the database`, request);
        before = after;
      }
      expect(findings.list()).toEqual([]);
    },
    120_000,
  );
});
