// The realtime connection (SPEC §4 Realtime, §9): partysocket with the spec's reconnect policy,
// the '1PING'/'1PONG' heartbeat, an idle end, and the server's session errors turned into the
// forced-logout reasons. Frames are the shared protocol's; nothing here knows about React.
import { WebSocket as ReconnectingWebSocket } from 'partysocket';

import type { Clock } from '../domain/clock';
import { PING, PONG, type ClientFrame, type ServerFrame } from '../domain/realtime/protocol';

export const REALTIME_PATH = '/realtime';
export const IDLE_END_MS = 900_000;
export const PING_TIMEOUT_MS = 33_000;
export const RECONNECT_START_MS = 500;
export const CONNECT_TIMEOUT_MS = 10_000;
export const COOKIES_REQUIRED_MESSAGE = 'Your browser must have cookies enabled to play!';

export interface RealtimeOptions {
  /** Resolves the socket URL, token query parameter included; called for every (re)connect. */
  url: () => Promise<string>;
  /** Race pages never retry (a dropped race cannot be resumed); elsewhere up to 4 times. */
  racePage: boolean;
  /** Ends the connection after this long without the player sending anything (default
   * IDLE_END_MS, SPEC §9); null keeps a listen-only page (the operators' feed) connected. */
  idleEndMs?: number | null;
  clock: Clock;
  onFrame(frame: ServerFrame): void;
  onForcedLogout(reason: 'rt-invalid-session' | 'rt-no-cookie'): void;
  onToken(token: string): void;
  alert(message: string): void;
  onStatus?(status: RealtimeStatus): void;
  /** Check each server frame against the protocol's schema; default: in development and tests. */
  checkFrames?: boolean;
  /** Node has no global WebSocket: tests pass `ws`. */
  WebSocket?: unknown;
}

export type RealtimeStatus = 'connecting' | 'open' | 'closed';

export interface RealtimeClient {
  send(frame: ClientFrame): boolean;
  close(): void;
  readonly status: RealtimeStatus;
}

/** Vite's development flag (true under Vitest); false in production builds and plain Node. */
const isDevelopment = (): boolean =>
  typeof import.meta.env !== 'undefined' && import.meta.env.DEV === true;

export function retriesFor(racePage: boolean): number {
  return racePage ? 0 : 4;
}

export function createRealtimeClient(options: RealtimeOptions): RealtimeClient {
  const { clock } = options;
  // The frame schemas load as their own chunk in development and tests only, so production
  // bundles do not carry them; the few frames before it arrives go unchecked.
  let frameCheck: ((frame: unknown) => string | null) | null = null;
  if (options.checkFrames ?? isDevelopment()) {
    void import('../domain/realtime/serverFrames').then((m) => (frameCheck = m.serverFrameDrift));
  }
  let status: RealtimeStatus = 'connecting';
  let ended = false;
  let cancelIdle = () => {};
  let cancelPing = () => {};

  // No address (e.g. the guest token could not be fetched) means no connection: end it, so the
  // screen says so instead of waiting on "Connecting" for ever.
  const url = async () => {
    try {
      return await options.url();
    } catch (err) {
      clock.setTimeout(end, 0);
      throw err;
    }
  };

  const socket = new ReconnectingWebSocket(url, [], {
    WebSocket: options.WebSocket,
    minReconnectionDelay: RECONNECT_START_MS,
    maxReconnectionDelay: 30_000,
    reconnectionDelayGrowFactor: 2,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    maxRetries: retriesFor(options.racePage),
    maxEnqueuedMessages: 0,
  });

  const setStatus = (next: RealtimeStatus) => {
    if (status === next) return;
    status = next;
    options.onStatus?.(next);
  };

  const end = () => {
    if (ended) return;
    ended = true;
    cancelIdle();
    cancelPing();
    socket.close(1000, 'client done');
    setStatus('closed');
  };

  // No activity from the player for 15 minutes ends the connection (SPEC §9 idle end).
  const idleEndMs = options.idleEndMs === undefined ? IDLE_END_MS : options.idleEndMs;
  const touch = () => {
    cancelIdle();
    if (idleEndMs !== null) cancelIdle = clock.setTimeout(end, idleEndMs);
  };
  // A silent server is a dead server: the socket is closed so partysocket can reconnect.
  const armPing = () => {
    cancelPing();
    cancelPing = clock.setTimeout(() => socket.reconnect(4000, 'ping timeout'), PING_TIMEOUT_MS);
  };

  socket.addEventListener('open', () => {
    setStatus('open');
    armPing();
  });
  socket.addEventListener('close', (event) => {
    cancelPing();
    // A clean close from the server is final; an unclean one is retried by partysocket.
    if (event.code === 1000 || socket.retryCount >= retriesFor(options.racePage)) end();
    else setStatus('connecting');
  });
  socket.addEventListener('message', (event) => {
    armPing();
    const data = typeof event.data === 'string' ? event.data : '';
    if (data === PING) {
      socket.send(PONG);
      return;
    }
    let frame: ServerFrame;
    try {
      frame = JSON.parse(data) as ServerFrame;
    } catch {
      return;
    }
    // Development and tests: a frame outside the protocol is a server bug; say so loudly.
    const drift = frameCheck?.(frame);
    if (drift) throw new Error(drift);
    if (frame.channel === null && frame.type === 'error') {
      if (frame.data.type === 'invalid-session') {
        end();
        options.onForcedLogout('rt-invalid-session');
        return;
      }
      if (frame.data.type === 'cookies-required') {
        end();
        options.alert(COOKIES_REQUIRED_MESSAGE);
        options.onForcedLogout('rt-no-cookie');
        return;
      }
    }
    if (frame.channel === null && frame.type === 'auth') {
      options.onToken(frame.data.token);
      return;
    }
    options.onFrame(frame);
  });

  touch();
  return {
    send(frame) {
      if (ended || socket.readyState !== socket.OPEN) {
        // Writing to a socket that is not open only logs (SPEC §8).
        console.warn('realtime: not connected; frame dropped', frame.type);
        return false;
      }
      touch();
      socket.send(JSON.stringify(frame));
      return true;
    },
    close: end,
    get status() {
      return status;
    },
  };
}
