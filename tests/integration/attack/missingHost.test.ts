// Transport edge: an HTTP/1.1 request without a Host header. Node refuses it itself (its
// requireHostHeader default) with a bare 400: no body, no FAIL envelope, none of the security
// headers. The server must answer it like any other malformed request.
import net from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, testDatabases, type TestServer } from '../harness';

function rawRequest(port: number, request: string): Promise<string> {
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

describe('attack: an HTTP/1.1 request with no Host', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer(testDatabases[0]!);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    port = address.port;
  }, 180_000);
  afterAll(() => server?.close());

  it('answers 400 in the FAIL envelope, with the security headers', async () => {
    const answer = await rawRequest(port, 'GET /api/v2/auth/session HTTP/1.1\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"status":"FAIL"');
    expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
  });

  it('still serves HTTP/1.0, where Host is optional, and a request that names its host', async () => {
    expect(await rawRequest(port, 'GET /api/v2/auth/session HTTP/1.0\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 200 /,
    );
    expect(
      await rawRequest(
        port,
        'GET /api/v2/auth/session HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n',
      ),
    ).toMatch(/^HTTP\/1\.1 200 /);
  });
});
