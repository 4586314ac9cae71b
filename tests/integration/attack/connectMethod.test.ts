// Transport edge: Node hands a CONNECT request to a 'connect' listener and, with none, destroys the
// socket unanswered. The server listens for it (src/server/app.ts) so CONNECT gets the same 4xx
// FAIL envelope as every other method (TRACE, PROPFIND and unknown ones included).
import { describe, expect, it } from 'vitest';

import { liveServer, rawRequest } from './liveServer';

describe('attack: CONNECT on the API', () => {
  const live = liveServer();

  it('answers CONNECT with a 4xx FAIL envelope', async () => {
    const answer = await rawRequest(
      live.port,
      'CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: 127.0.0.1:443\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(answer).toContain('"status":"FAIL"');
  });
});
