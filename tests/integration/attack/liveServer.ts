// The attacks' servers. For what `inject` cannot make: the test server listening on a free local
// port, and a request written byte for byte on a raw socket (a CONNECT, a request with no Host).
// For the realtime attacks: the test server with its realtime endpoint listening, and the races
// the server paid a player for.
import net from 'node:net';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';

import { raceResults } from '../../../src/server/db/schema';
import { startTestServer, testDatabases, type TestDatabase, type TestServer } from '../harness';
import { listenRealtime, REALTIME_TEST_ENV } from '../realtimeHarness';

export interface LiveServer {
  server: TestServer;
  port: number;
  /** http://127.0.0.1:<port> */
  base: string;
}

/**
 * Starts the test server (on the first test database, with `env`) before the file's tests and
 * closes it after them. Read the fields inside a test: they are set by the beforeAll.
 */
export function liveServer(env: Record<string, string> = {}): LiveServer {
  const live = { port: 0, base: '' } as LiveServer;
  beforeAll(async () => {
    live.server = await startTestServer(testDatabases[0]!, env);
    await live.server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = live.server.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    live.port = address.port;
    live.base = `http://127.0.0.1:${address.port}`;
  }, 180_000);
  afterAll(() => live.server?.close());
  return live;
}

/** Writes `request` on a fresh socket; everything the server sent before closing (or 2 s). */
export function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => socket.destroy(), 2_000);
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.on('error', () => undefined);
    socket.write(request);
  });
}

export interface LiveRealtime {
  server: TestServer;
  /** The realtime socket's ws:// address. */
  url: string;
}

/**
 * Starts the test server on `database` with the realtime test settings (and `env` over them),
 * its realtime endpoint listening on the typing site (or the math site), before the file's tests;
 * closes it after them.
 */
export function liveRealtime(
  database: TestDatabase,
  options: { env?: Record<string, string>; site?: 'typing' | 'math' } = {},
): LiveRealtime {
  const live = { url: '' } as LiveRealtime;
  beforeAll(async () => {
    live.server = await startTestServer(database, { ...REALTIME_TEST_ENV, ...options.env });
    const app = options.site === 'math' ? live.server.apps.math : live.server.app;
    live.url = await listenRealtime(app);
  }, 180_000);
  afterAll(() => live.server?.close());
  return live;
}

/** The races the server recorded (and paid) for `userID`. */
export function racesOf(server: TestServer, userID: number) {
  return server.services.storage.db
    .select()
    .from(raceResults)
    .where(eq(raceResults.userID, userID));
}
