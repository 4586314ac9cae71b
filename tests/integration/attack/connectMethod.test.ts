// Transport edge: a CONNECT request gets no answer at all. Node hands CONNECT to a 'connect'
// listener, there is none, so the socket is destroyed: no status, no FAIL envelope (every other
// method, including TRACE, PROPFIND and unknown ones, gets a 4xx envelope).
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

describe('attack: CONNECT on the API', () => {
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

  it('answers CONNECT with a 4xx FAIL envelope', async () => {
    const answer = await rawRequest(
      port,
      'CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: 127.0.0.1:443\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(answer).toContain('"status":"FAIL"');
  });
});
