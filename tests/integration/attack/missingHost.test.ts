// Transport edge: an HTTP/1.1 request without a Host header. Node refuses it itself (its
// requireHostHeader default) with a bare 400: no body, no FAIL envelope, none of the security
// headers. The server must answer it like any other malformed request.
import { describe, expect, it } from 'vitest';

import { liveServer, rawRequest } from './liveServer';

describe('attack: an HTTP/1.1 request with no Host', () => {
  const live = liveServer();

  it('answers 400 in the FAIL envelope, with the security headers', async () => {
    const answer = await rawRequest(live.port, 'GET /api/v2/auth/session HTTP/1.1\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"status":"FAIL"');
    expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
  });

  it('still serves HTTP/1.0, where Host is optional, and a request that names its host', async () => {
    expect(await rawRequest(live.port, 'GET /api/v2/auth/session HTTP/1.0\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 200 /,
    );
    expect(
      await rawRequest(
        live.port,
        'GET /api/v2/auth/session HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n',
      ),
    ).toMatch(/^HTTP\/1\.1 200 /);
  });
});
