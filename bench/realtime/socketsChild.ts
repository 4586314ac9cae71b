// One server of the idle-socket bench (socketsBench.ts), in a child process of its own so its
// memory is its alone: `race` (the real server, each socket an authenticated player's) or `bare`
// (a `ws` server with default options that answers each message, the floor any WebSocket server
// pays). Run with --expose-gc. The parent sends 'measure' and gets the process's memory after full
// collections; BENCH_HEAP_SNAPSHOT=<dir> also writes a heap snapshot at each measure.
import { join } from 'node:path';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';

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
  /**
   * RSS less the memory V8 holds for its young generation, which grows and shrinks with the rate
   * of allocation (tens of MB either way), not with what the sockets keep.
   */
  rssSettled: number;
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

/** RSS moving less than this between two collections half a second apart is taken as settled. */
const STILL_BYTES = 256 * 1024;
/** Half-second rounds of collecting and waiting: at least two, at most 20. */
const MIN_SETTLE_ROUNDS = 1;
const MAX_SETTLE_ROUNDS = 20;

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measure(label: string): Promise<Memory> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run the sockets bench child with --expose-gc');
  // Collections with pauses between until RSS holds still: finalizers run, and V8 and malloc
  // give freed pages back to the system on background threads a while after a collection. V8's
  // memory reducer also shrinks the heap by tens of MB at once some seconds after it goes quiet,
  // at a moment no wait here lines up with: that is what makes the RSS figure swing between runs
  // (the JS heap figure beside it does not), so read RSS over a few runs.
  let last = -Infinity;
  for (let round = 0; round < MAX_SETTLE_ROUNDS; round += 1) {
    gc();
    await settle(500);
    const { rss } = process.memoryUsage();
    if (round >= MIN_SETTLE_ROUNDS && Math.abs(rss - last) < STILL_BYTES) break;
    last = rss;
  }
  const dir = process.env.BENCH_HEAP_SNAPSHOT;
  if (dir) writeHeapSnapshot(join(dir, `${label}.heapsnapshot`));
  const { rss, heapUsed, external } = process.memoryUsage();
  const young = getHeapSpaceStatistics()
    .filter((space) => space.space_name === 'new_space')
    .reduce((sum, space) => sum + space.physical_space_size, 0);
  return { rss, rssSettled: rss - young, heapUsed, external };
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
