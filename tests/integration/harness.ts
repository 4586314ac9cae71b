// Starts the real server (both sites' apps, real services) on a real database for a test file:
// PGlite in memory always, and the PostgreSQL server when TEST_DATABASE_URL is set, in a schema of
// its own that is dropped afterwards.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';

import { createManualClock, type ManualClock } from '../../src/domain/clock';
import { SITES, type SiteId } from '../../src/domain/site';
import { buildApp } from '../../src/server/app';
import { readConfig } from '../../src/server/config';
import { openStorage, type StorageOptions } from '../../src/server/db/client';
import type { Mailer } from '../../src/server/mail/mailer';
import { loadSeed } from '../../src/server/seed/seed';
import { createServices, type Services } from '../../src/server/services';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  options(): StorageOptions;
}

export const testDatabases: TestDatabase[] = [
  { name: 'pglite', options: () => ({ dataDir: 'memory://', template: pgliteTemplate() }) },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'postgres' as const,
          options: () => ({
            databaseUrl: process.env.TEST_DATABASE_URL,
            pgSchema: `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`,
          }),
        },
      ]
    : []),
];

/** The migrated, seeded dump every file's PGlite starts from (pgliteTemplate.setup.ts). */
function pgliteTemplate(): Blob | undefined {
  const path = inject('pgliteTemplate');
  return path ? new Blob([readFileSync(path)]) : undefined;
}

export interface TestServer {
  apps: Record<SiteId, FastifyInstance>;
  app: FastifyInstance;
  services: Services;
  clock: ManualClock;
  dataDir: string;
  outbox(): string[];
  close(): Promise<void>;
}

export async function startTestServer(
  database: TestDatabase,
  env: Record<string, string> = {},
  extra: { mailer?: Mailer } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nitro-test-'));
  const options = database.options();
  const storage = await openStorage(options);
  // Starts at real time: captcha expiry is checked by altcha-lib against the real clock.
  const clock = createManualClock(Date.now());
  await loadSeed(storage.db, clock);
  const config = {
    ...readConfig({
      DATA_DIR: dataDir,
      CAPTCHA_MIN_COUNTER: '20',
      CAPTCHA_MAX_COUNTER: '60',
      // Reset mail at once, so tests read it without waiting (resetTiming.test.ts sets the default).
      RESET_MAIL_JITTER_MS: '0',
      // Every test registers from one address on a clock that stands still: tests of the
      // per-address rate (logins and registrations) set their own.
      LOGIN_RATE_PER_MINUTE: '1000',
      ...env,
    }),
    clientDir: undefined,
  };
  const services = await createServices({
    storage,
    config,
    clock,
    log: pino({ level: 'silent' }),
    mailer: extra.mailer,
  });
  const apps = {
    typing: await buildApp({ site: SITES.typing, services }),
    math: await buildApp({ site: SITES.math, services }),
  };
  return {
    apps,
    app: apps.typing,
    services,
    clock,
    dataDir,
    outbox: () => {
      const dir = join(dataDir, 'outbox');
      try {
        return readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .map((f) => readFileSync(join(dir, f), 'utf8'));
      } catch {
        return [];
      }
    },
    async close() {
      await Promise.all(Object.values(apps).map((a) => a.close()));
      // The realtime bus (in-process or Redis) belongs to the services, like storage.
      await services.realtime.close();
      await storage.close();
      if (options.pgSchema && options.databaseUrl) {
        const client = new pg.Client({ connectionString: options.databaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${options.pgSchema} CASCADE`);
        await client.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Mail is written after the response: waits (briefly) until the outbox holds `count` mails. */
export async function waitForOutbox(server: TestServer, count: number): Promise<string[]> {
  for (let i = 0; i < 1000; i += 1) {
    const mails = server.outbox();
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`expected ${count} mails, outbox has ${server.outbox().length}`);
}

/** A challenge as the login form's widget fetches it (for `username`, at that name's cost). */
export async function fetchChallenge(app: FastifyInstance, username?: string): Promise<Challenge> {
  const query = username ? `?${new URLSearchParams({ username }).toString()}` : '';
  const res = await app.inject({ method: 'GET', url: `/api/v2/auth/captcha-challenge${query}` });
  return res.json() as Challenge;
}

/** Solves a challenge with altcha-lib's own solver, as a script would; the payload to send. */
export async function solveChallengePayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Solves the server's proof-of-work challenge the way the browser widget does. */
export async function solveCaptcha(app: FastifyInstance, username?: string): Promise<string> {
  return solveChallengePayload(await fetchChallenge(app, username));
}

let counter = 0;
/** A fresh valid username per call, so tests never collide. */
export function uniqueName(prefix = 'racer'): string {
  counter += 1;
  return `${prefix}${process.pid % 1000}${counter}${Math.random().toString(36).slice(2, 5)}`.slice(
    0,
    20,
  );
}

/** The password test players register with, and type again for sensitive changes. */
export const PASSWORD = 'correct-horse';
/** For tests that hash several passwords (scrypt) on a shared, busy machine. */
export const SLOW = { timeout: 120_000 };

export async function register(
  app: FastifyInstance,
  username: string,
  password = PASSWORD,
  extra = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v2/auth/register/username',
    headers: { 'x-username': username },
    payload: { username, password, acceptPolicy: 'on', email: `${username}@example.org`, ...extra },
  });
}

export async function login(app: FastifyInstance, username: string, password: string, extra = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v2/auth/login/username',
    headers: { 'x-username': username },
    payload: { username, password, ...extra },
  });
}

export function tokenOf(res: { headers: Record<string, unknown> }): string {
  const header = String(res.headers.authorization ?? '');
  const token = header.replace(/^Bearer /, '');
  if (!token) throw new Error('no token in response');
  return token;
}

/** A newly registered player (password PASSWORD): their username and session token. */
export async function newPlayer(app: FastifyInstance, prefix = 'racer') {
  const username = uniqueName(prefix);
  return { username, token: tokenOf(await register(app, username, PASSWORD)) };
}

/** POSTs to `/api/v2/<base><url>` as the holder of `token`, or as a guest without one. */
export function poster(server: () => TestServer, base = '') {
  return (url: string, payload?: unknown, token?: string) =>
    server().app.inject({
      method: 'POST',
      url: `/api/v2/${base}${url}`,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
}
