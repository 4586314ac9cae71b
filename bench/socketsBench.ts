// Idle-socket memory (issue 13): every logged-in player holds a realtime socket on every page, so
// what one idle socket costs the server bounds how many players a process can carry. COUNT
// sockets (BENCH_SOCKETS, 5,000) are opened to (a) a bare `ws` server with default options and
// (b) the race server, each socket there an authenticated player's that has checked in. Each
// server runs in a child process of its own (realtime/socketsChild.ts); its RSS is taken after
// full collections before and after the sockets open (after a warm-up round of sockets opened and
// closed, so code loaded and compiled on first use is not counted), less the memory V8 holds for
// its young generation (it grows and shrinks by tens of MB with the allocation rate, which made
// the raw figure swing by ±3 KB a socket), and the growth divided by COUNT is the figure. `npx tsx bench/socketsBench.ts`.
import { fork } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

import WebSocket from 'ws';

import type { Memory, SocketServer, SocketsReady } from './realtime/socketsChild';

/** Sockets opened at once while connecting. */
const CONCURRENCY = 50;
const WARM_UP = 1000;

export interface SocketFigures {
  server: SocketServer;
  sockets: number;
  /** Growth per socket, bytes: RSS less V8's young generation (see Memory.rssSettled). */
  rssPerSocket: number;
  /** The same growth in raw RSS, young generation included. */
  rawRssPerSocket: number;
  heapPerSocket: number;
  externalPerSocket: number;
}

function startServer(server: SocketServer, clients: number) {
  const script = fileURLToPath(new URL('./realtime/socketsChild.ts', import.meta.url));
  const child = fork(script, [server, String(clients)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [...process.execArgv, '--expose-gc'],
  });
  const nextMessage = <T>() =>
    new Promise<T>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`bench server exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (m) => {
        child.off('exit', onExit);
        resolve(m as T);
      });
    });
  return { child, nextMessage };
}

/** Opens one socket and waits until the server has answered its first frames. */
function openIdle(server: SocketServer, port: number, token: string | undefined) {
  const url =
    server === 'race'
      ? `ws://127.0.0.1:${port}/realtime?token=${token}`
      : `ws://127.0.0.1:${port}/`;
  const socket = new WebSocket(url, { headers: { cookie: 'bench=1' } });
  return new Promise<WebSocket>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('idle socket never answered')), 30_000);
    socket.on('message', (data) => {
      const text = String(data);
      if (text === '1PING') return socket.send('1PONG');
      // The race server answers a nitro outside a race with 'not-in-race': by then the socket
      // is authenticated and has checked in, as every page's player socket does.
      if (server === 'bare' || text.includes('"error"')) {
        clearTimeout(timer);
        resolve(socket);
      }
    });
    socket.once('error', reject);
    socket.once('open', () => {
      if (server === 'bare') return socket.send('hello');
      socket.send(
        JSON.stringify({
          channel: 'player-checkin',
          type: 'checkin',
          data: { path: '/garage' },
        }),
      );
      socket.send(JSON.stringify({ channel: 'race-server', type: 'nitro', data: {} }));
    });
  });
}

async function openMany(
  server: SocketServer,
  ready: SocketsReady,
  from: number,
  count: number,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let at = from; at < from + count; at += CONCURRENCY) {
    const wave = Math.min(CONCURRENCY, from + count - at);
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: wave }, (_, k) => openIdle(server, ready.port, ready.tokens[at + k])),
      )),
    );
  }
  return sockets;
}

const closeAll = (sockets: WebSocket[]) =>
  Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          socket.once('close', () => resolve());
          socket.close();
        }),
    ),
  );

async function runServer(server: SocketServer, count: number): Promise<SocketFigures> {
  const child = startServer(server, count + WARM_UP);
  const ready = await child.nextMessage<SocketsReady>();
  await closeAll(await openMany(server, ready, count, WARM_UP));
  child.child.send('measure');
  const before = await child.nextMessage<Memory>();
  const sockets = await openMany(server, ready, 0, count);
  child.child.send('measure');
  const after = await child.nextMessage<Memory>();
  child.child.send('exit');
  for (const socket of sockets) socket.terminate();
  return {
    server,
    sockets: count,
    rssPerSocket: (after.rssSettled - before.rssSettled) / count,
    rawRssPerSocket: (after.rss - before.rss) / count,
    heapPerSocket: (after.heapUsed - before.heapUsed) / count,
    externalPerSocket: (after.external - before.external) / count,
  };
}

const LABELS: Record<SocketServer, string> = {
  bare: 'bare ws sockets        ',
  race: 'authenticated (server) ',
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function printSockets(f: SocketFigures) {
  console.log(
    `${LABELS[f.server]} ${f.sockets} idle: RSS ${kb(f.rssPerSocket)} per socket ` +
      `(JS heap ${kb(f.heapPerSocket)}, buffers ${kb(f.externalPerSocket)}; ` +
      `raw RSS with V8's young generation ${kb(f.rawRssPerSocket)})`,
  );
}

export async function runSocketsBench(count = Number(process.env.BENCH_SOCKETS || 5000)) {
  const bare = await runServer('bare', count);
  printSockets(bare);
  const race = await runServer('race', count);
  printSockets(race);
  return { bare, race };
}

const [, script] = process.argv;
if (script && import.meta.url === pathToFileURL(script).href) {
  runSocketsBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
