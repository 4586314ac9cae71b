// One server of the idle-socket bench (socketsBench.ts), in a child process of its own so its
// memory is its alone: `race` (the real server, each socket an authenticated player's) or `bare`
// (a `ws` server with default options that answers each message, the floor any WebSocket server
// pays). Run with --expose-gc. The parent sends 'measure' and gets the process's memory after full
// collections; BENCH_HEAP_SNAPSHOT=<dir> also writes a heap snapshot at each measure.
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';

import { WebSocketServer } from 'ws';

import { serveRace } from './raceServer';

export const SOCKET_SERVERS = ['race', 'bare'] as const;
export type SocketServer = (typeof SOCKET_SERVERS)[number];

export interface SocketsReady {
  port: number;
  tokens: string[];
}

export interface Memory {
  rss: number;
  heapUsed: number;
  /** Memory outside the JS heap that JS objects hold (Buffers). */
  external: number;
}

async function serveBare(): Promise<SocketsReady> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  server.on('connection', (socket) => {
    socket.on('message', (data) => socket.send(data, { binary: false }));
  });
  return { port: (server.address() as { port: number }).port, tokens: [] };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measure(label: string): Promise<Memory> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run the sockets bench child with --expose-gc');
  // Several collections with pauses between: finalizers and freed pages take a turn each.
  for (let i = 0; i < 4; i += 1) {
    gc();
    await settle(100);
  }
  const dir = process.env.BENCH_HEAP_SNAPSHOT;
  if (dir) writeHeapSnapshot(join(dir, `${label}.heapsnapshot`));
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, external };
}

async function serve(mode: SocketServer, clients: number) {
  const ready = mode === 'race' ? await serveRace(clients) : await serveBare();
  let measures = 0;
  process.on('message', (message: string) => {
    if (message === 'measure') {
      measures += 1;
      void measure(`${mode}-${measures}`).then((memory) => process.send?.(memory));
    }
    if (message === 'exit') process.exit(0);
  });
  process.send?.(ready);
}

const [, , mode, clients] = process.argv;
if (process.send && SOCKET_SERVERS.includes(mode as SocketServer)) {
  serve(mode as SocketServer, Number(clients)).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
