// The realtime socket at /realtime (SPEC §7), on both sites' apps. Authenticates from the `token`
// query parameter, then hands text frames to the socket's Connection. The rate limit applies from
// the first frame; frames let through while authentication is still running are kept and replayed
// in order once it is done.
// One sweep per app pings every socket when due and closes the silent ones (SPEC §9: ping
// every 25 s, closed after 45 s without an answer).
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';

import { Connection } from './connection';
import { encode, errorFrame, MESSAGES } from './frames';
import { RateLimit, SOCKET_RATE_LIMIT } from './rateLimit';
import { authenticateSocket, CLOSE_CODES } from './socketAuth';

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

export async function realtimePlugin(app: FastifyInstance): Promise<void> {
  const { services, site } = app;
  const { realtime, config, auth, tokens, storage } = services;
  const { clock } = realtime;
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

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

  const context = {
    site: site.id,
    db: storage.db,
    matchmaker: realtime.matchmaker,
    seatLocks: realtime.seatLocks,
    notifications: realtime.notifications,
    admin: realtime.admin,
    social: services.social.realtime,
    lessons: services.garage.catalogue.lessons,
    clock,
    log: services.log.child({ site: site.id, part: 'realtime' }),
  };
  const authDeps = {
    auth,
    tokens,
    servers: config.realtimeServers,
    serverIndex: config.realtimeServer,
  };

  app.get('/realtime', { websocket: true }, (socket: WebSocket, request) => {
    const early: string[] = [];
    let connection: Connection | null = null;
    let gone = false;
    const rate = new RateLimit(SOCKET_RATE_LIMIT, clock.now());
    let limitNoticeAt = -Infinity;
    const reply = (text: string) => {
      if (socket.readyState === socket.OPEN) socket.send(text);
    };
    socket.on('message', (data: RawData, isBinary: boolean) => {
      const now = clock.now();
      const verdict = rate.hit(now);
      if (verdict === 'abusive') {
        connection?.closed();
        return socket.close(CLOSE_CODES.abuse, 'rate limit');
      }
      if (verdict === 'limited') {
        if (now - limitNoticeAt >= LIMIT_NOTICE_MS) {
          limitNoticeAt = now;
          reply(errorFrame('rate-limited', MESSAGES.rateLimited));
        }
        return;
      }
      if (isBinary) return reply(errorFrame('bad-frame', 'Frames must be text.'));
      const text = textOf(data);
      // Before authentication completes the bucket bounds what is kept (its burst).
      if (connection) connection.receive(text);
      else early.push(text);
    });
    socket.on('close', () => {
      gone = true;
      if (!connection) return;
      connection.closed();
      connections.delete(connection);
    });
    socket.on('error', (err) => request.log.warn({ err }, 'realtime socket error'));

    const open = async () => {
      const outcome = await authenticateSocket(request, authDeps);
      if (gone) return;
      if (!outcome.ok) {
        socket.send(errorFrame(outcome.type, outcome.message));
        socket.close(outcome.code, outcome.type);
        return;
      }
      const ready = new Connection(socket, outcome.session, context);
      await ready.start();
      if (gone) return ready.closed();
      if (outcome.refreshedToken)
        ready.send(
          encode({ channel: null, type: 'auth', data: { token: outcome.refreshedToken } }),
        );
      connections.add(ready);
      // Nothing can arrive between draining and taking over: this runs without awaiting.
      for (const text of early.splice(0)) ready.receive(text);
      connection = ready;
    };
    open().catch((err: unknown) => {
      request.log.error({ err }, 'realtime socket setup failed');
      socket.close(1011, 'server error');
    });
  });
}
