// The frames written straight to the TCP socket must be what a WebSocket client reads: every
// length class of RFC 6455 (7-bit, 16-bit, 64-bit), multi-byte UTF-8, in order with what ws
// writes itself, and nothing after the socket starts closing.
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';

import { sendText, textFrame } from './socketWrite';

let server: WebSocketServer | null = null;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

/** A server whose first socket runs `serve`; resolves with the texts its client received. */
async function exchange(serve: (socket: WebSocket) => void): Promise<string[]> {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  await new Promise<void>((resolve) => server!.once('listening', () => resolve()));
  server.on('connection', serve);
  const { port } = server.address() as { port: number };
  const client = new WebSocket(`ws://127.0.0.1:${port}`);
  const received: string[] = [];
  return new Promise((resolve, reject) => {
    client.on('message', (data, isBinary) => {
      if (isBinary) reject(new Error('a binary frame'));
      received.push(String(data));
    });
    client.on('close', () => resolve(received));
    client.on('error', reject);
  });
}

describe('sendText', () => {
  it('writes frames a WebSocket client reads, at every length class', async () => {
    const texts = [
      '',
      'x',
      'a'.repeat(125),
      'b'.repeat(126),
      'c'.repeat(65_535),
      'd'.repeat(65_536),
      'é€😀'.repeat(40),
      '{"channel":"race-server","type":"positions"}',
    ];
    const received = await exchange((socket) => {
      for (const text of texts) sendText(socket, text);
      // The same text twice in a row shares one frame: it must arrive twice.
      sendText(socket, texts[1]!);
      socket.close();
    });
    expect(received).toEqual([...texts, texts[1]]);
  });

  it('keeps order with what ws sends itself, and sends nothing once closing', async () => {
    const received = await exchange((socket) => {
      sendText(socket, 'one');
      socket.send('two');
      sendText(socket, 'three');
      socket.close();
      sendText(socket, 'after close');
    });
    expect(received).toEqual(['one', 'two', 'three']);
  });
});

describe('textFrame', () => {
  it('writes the header of RFC 6455 for each length class', () => {
    expect([...textFrame(Buffer.from('hi'))]).toEqual([0x81, 2, 104, 105]);
    expect([...textFrame(Buffer.alloc(126)).subarray(0, 4)]).toEqual([0x81, 126, 0, 126]);
    expect([...textFrame(Buffer.alloc(65_536)).subarray(0, 10)]).toEqual([
      0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0,
    ]);
  });
});
