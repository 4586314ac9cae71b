// The realtime socket at /realtime (SPEC §7), on both sites' apps. Authenticates from the `token`
// query parameter, then hands text frames to the socket's Connection. The rate limit applies from
// the first frame; frames let through while authentication is still running are kept and replayed
// in order once it is done.
// One sweep per app pings every socket when due and closes the silent ones (SPEC §9: ping
// every 25 s, closed after 45 s without an answer).
//
// Every logged-in player holds a socket on every page, so what an idle socket keeps matters
// (issue 13; `BENCH_ONLY=sockets npm run bench`): once upgraded, a socket keeps its ws objects,
// its SocketGate, RateLimit and Connection, and nothing of the HTTP upgrade request (see
// releaseUpgrade).
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { RawData, WebSocket } from 'ws';

import type { Clock } from '../../domain/clock';
import { Connection, type ConnectionContext } from './connection';
import { encode, errorFrame, MESSAGES } from './frames';
import { RateLimit, SOCKET_RATE_LIMIT } from './rateLimit';
import {
  authenticateSocket,
  CLOSE_CODES,
  socketCredentials,
  type SocketAuthDeps,
  type SocketCredentials,
} from './socketAuth';

/** Finish logs carry up to 4000 events (~40 bytes each in JSON); anything bigger is refused. */
export const MAX_FRAME_BYTES = 256 * 1024;
/** At most one 'rate-limited' notice a second: answering every dropped frame feeds a flood. */
const LIMIT_NOTICE_MS = 1000;

const textOf = (data: RawData): string =>
  Buffer.isBuffer(data)
    ? data.toString('utf8')
    : Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data).toString('utf8');

/** What every socket of one app shares. */
interface Endpoint {
  context: ConnectionContext;
  auth: SocketAuthDeps;
  connections: Set<Connection>;
  clock: Clock;
  log: Logger;
}

/**
 * Lets the socket go of the HTTP upgrade request, which it would otherwise keep for its whole
 * life (about 4 KB: the request and reply objects, the headers, the URL with its token and the
 * raw bytes of the request): the response @fastify/websocket assigned to the TCP socket is
 * detached from it, and its 'error' listener, a closure over the request and reply, is replaced
 * by one that holds nothing of them and does what it did (log, then drop the socket).
 */
function releaseUpgrade(socket: WebSocket, request: FastifyRequest, log: Logger): void {
  const tcp = request.raw.socket as Socket & { _httpMessage?: ServerResponse | null };
  if (tcp?._httpMessage) tcp._httpMessage.detachSocket(tcp);
  socket.removeAllListeners('error');
  socket.on('error', (err) => {
    log.warn({ err }, 'realtime socket error');
    socket.terminate();
  });
}

/** One socket from upgrade to close: its rate limit, authentication, then its Connection. */
class SocketGate {
  private connection: Connection | null = null;
  /** Frames let through before authentication completed (the bucket bounds them). */
  private early: string[] | null = null;
  private gone = false;
  private readonly rate: RateLimit;
  private limitNoticeAt = -Infinity;

  constructor(
    private readonly socket: WebSocket,
    private readonly endpoint: Endpoint,
  ) {
    this.rate = new RateLimit(SOCKET_RATE_LIMIT, endpoint.clock.now());
  }

  private reply(text: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(text);
  }

  message(data: RawData, isBinary: boolean): void {
    const now = this.endpoint.clock.now();
    const verdict = this.rate.hit(now);
    if (verdict === 'abusive') {
      this.connection?.closed();
      return this.socket.close(CLOSE_CODES.abuse, 'rate limit');
    }
    if (verdict === 'limited') {
      if (now - this.limitNoticeAt >= LIMIT_NOTICE_MS) {
        this.limitNoticeAt = now;
        this.reply(errorFrame('rate-limited', MESSAGES.rateLimited));
      }
      return;
    }
    if (isBinary) return this.reply(errorFrame('bad-frame', 'Frames must be text.'));
    const text = textOf(data);
    if (this.connection) this.connection.receive(text);
    else (this.early ??= []).push(text);
  }

  closed(): void {
    this.gone = true;
    const { connection } = this;
    if (!connection) return;
    connection.closed();
    this.endpoint.connections.delete(connection);
  }

  async open(credentials: SocketCredentials): Promise<void> {
    const { socket, endpoint } = this;
    const outcome = await authenticateSocket(credentials, endpoint.auth);
    if (this.gone) return;
    if (!outcome.ok) {
      socket.send(errorFrame(outcome.type, outcome.message));
      socket.close(outcome.code, outcome.type);
      return;
    }
    const ready = new Connection(socket, outcome.session, endpoint.context);
    await ready.start();
    if (this.gone) return ready.closed();
    if (outcome.refreshedToken)
      ready.send(encode({ channel: null, type: 'auth', data: { token: outcome.refreshedToken } }));
    endpoint.connections.add(ready);
    // Nothing can arrive between draining and taking over: this runs without awaiting.
    const early = this.early;
    this.early = null;
    if (early) for (const text of early) ready.receive(text);
    this.connection = ready;
  }
}

/** Kept apart from the route handler so no closure here can hold the upgrade request. */
function attach(socket: WebSocket, credentials: SocketCredentials, endpoint: Endpoint): void {
  const gate = new SocketGate(socket, endpoint);
  socket.on('message', (data: RawData, isBinary: boolean) => gate.message(data, isBinary));
  socket.on('close', () => gate.closed());
  gate.open(credentials).catch((err: unknown) => {
    endpoint.log.error({ err }, 'realtime socket setup failed');
    socket.close(1011, 'server error');
  });
}

export async function realtimePlugin(app: FastifyInstance): Promise<void> {
  const { services, site } = app;
  const { realtime, config, auth, tokens, storage } = services;
  const { clock } = realtime;
  // perMessageDeflate stays off (ws's default for a server): frames are small, and a deflate
  // context costs each socket tens of KB.
  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false },
  });

  const connections = new Set<Connection>();
  const pingMs = config.realtimePingMs;
  const timeoutMs = config.realtimePingTimeoutMs;
  const stopSweep = clock.setInterval(
    () => {
      const now = clock.now();
      for (const connection of connections) connection.heartbeat(now, pingMs, timeoutMs);
    },
    Math.min(1000, pingMs / 2),
  );
  app.addHook('onClose', async () => stopSweep());

  const log = services.log.child({ site: site.id, part: 'realtime' });
  const endpoint: Endpoint = {
    context: {
      site: site.id,
      db: storage.db,
      matchmaker: realtime.matchmaker,
      seatLocks: realtime.seatLocks,
      notifications: realtime.notifications,
      admin: realtime.admin,
      social: services.social.realtime,
      lessons: services.garage.catalogue.lessons,
      loginRevoked: (login) => auth.loginRevoked(login.sid),
      clock,
      log,
    },
    auth: {
      auth,
      tokens,
      servers: config.realtimeServers,
      serverIndex: config.realtimeServer,
    },
    connections,
    clock,
    log,
  };

  app.get('/realtime', { websocket: true }, (socket: WebSocket, request) => {
    const credentials = socketCredentials(request);
    releaseUpgrade(socket, request, log);
    attach(socket, credentials, endpoint);
  });
}
