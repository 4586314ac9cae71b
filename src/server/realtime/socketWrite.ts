// Writing a text frame to a player's socket. A room's broadcast reaches its members' sockets one
// after another with the same text (see decodeOutbound), so the whole WebSocket frame, header
// and UTF-8 payload, is built once and the same buffer goes to every socket, one write each.
// Through `ws`'s own send, every socket built its own header and wrote header and payload as two
// corked writes. Writing to ws's TCP socket directly keeps the order of everything ws writes
// itself (pongs, close frames), because with permessage-deflate off (socketEndpoint.ts) and no
// Blobs sent, ws writes every frame synchronously, never from a queue; a socket that ws is
// closing (readyState not OPEN) gets nothing more.
import type { Socket } from 'node:net';

import type { WebSocket } from 'ws';

/** FIN + opcode 1 (text): a whole text message in one unmasked frame, as a server sends. */
const FIN_TEXT = 0x81;

/** An unmasked server text frame carrying `payload` (RFC 6455 §5.2). */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = FIN_TEXT;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  payload.copy(frame, headerLength);
  return frame;
}

/** The last text framed in this process, and its frame. */
let last = { text: '', frame: textFrame(Buffer.alloc(0)) };

function frameOf(text: string): Buffer {
  if (text !== last.text) last = { text, frame: textFrame(Buffer.from(text)) };
  return last.frame;
}

type WsInternals = WebSocket & { _socket?: Socket | null };

/** Sends `text` as one text frame; nothing once the socket is closing or closed. */
export function sendText(socket: WebSocket, text: string): void {
  if (socket.readyState !== socket.OPEN) return;
  const tcp = (socket as WsInternals)._socket;
  // Never reached with ws as we run it; kept so a ws without `_socket` still works, slower.
  if (!tcp) return socket.send(text);
  tcp.write(frameOf(text));
}
