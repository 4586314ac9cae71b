// For attacks `inject` cannot make: the test server listening on a free local port, and a request
// written byte for byte on a raw socket (a CONNECT, a request with no Host).
import net from 'node:net';

import { afterAll, beforeAll } from 'vitest';

import { startTestServer, testDatabases, type TestServer } from '../harness';

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
