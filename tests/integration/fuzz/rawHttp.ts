// Requests `inject` cannot send: bytes that Node's HTTP parser itself refuses (headers too large,
// a broken request line, control characters in the path). They reach the server only over a real
// socket, and their answers come from Fastify's clientError path, not from the app's routes.
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** Hostile raw requests, each a label and the bytes sent. */
export function rawRequests(): { label: string; bytes: string }[] {
  const end = '\r\n\r\n';
  const host = 'Host: 127.0.0.1\r\n';
  return [
    {
      label: 'headers over 16 KB (431)',
      bytes: `GET /api/v2/health HTTP/1.1\r\n${host}X-Pad: ${'a'.repeat(20_000)}${end}`,
    },
    {
      label: 'URL over 16 KB',
      bytes: `GET /api/v2/news?limit=${'9'.repeat(20_000)} HTTP/1.1\r\n${host}\r\n`,
    },
    { label: 'broken request line', bytes: `GET /api/v2/health HTTP/9.9 extra\r\n${host}\r\n` },
    {
      label: 'control character in the path',
      bytes: `GET /api/v2/news/\u0001 HTTP/1.1\r\n${host}\r\n`,
    },
    { label: 'space in the path', bytes: `GET /api/v2/news/a b HTTP/1.1\r\n${host}\r\n` },
    {
      label: 'NUL in a header',
      bytes: `GET /api/v2/health HTTP/1.1\r\n${host}X-Uid: 1\u00002${end}`,
    },
    {
      label: 'bad Content-Length',
      bytes: `POST /api/v2/support/report-bug HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: -5${end}`,
    },
    {
      label: 'two Content-Lengths',
      bytes: `POST /api/v2/support/report-bug HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3${end}{}`,
    },
    {
      label: 'bad chunked body',
      bytes: `POST /api/v2/support/report-bug HTTP/1.1\r\n${host}Content-Type: application/json\r\nTransfer-Encoding: chunked${end}zz\r\n{}\r\n0${end}`,
    },
    { label: 'lower-case method', bytes: `get /api/v2/health HTTP/1.1\r\n${host}\r\n` },
  ];
}

/** Sends `bytes` on a fresh connection and reads the first response. */
export function sendRaw(port: number, bytes: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.on('data', (chunk) => {
      data += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, headers: head, body: rest.join('\r\n\r\n') });
    });
    socket.end(bytes);
  });
}
