// One server of the realtime bench, in a child process of its own so its CPU figure is its alone:
// `race` (the race server, public rooms of 5 humans, no bots), `relay` (a bare `ws` relay) or
// `colyseus` (the Colyseus peer, colyseusPeer.ts). The parent says 'start' / 'stop' over IPC and
// gets the CPU used in between; with BENCH_CPU_PROF=<dir> the same window is written as a V8 CPU
// profile (<dir>/<mode>.cpuprofile) for `node --cpu-prof`-style reading in DevTools; with
// BENCH_PERF=<dir>, `perf record` samples the same window (<dir>/<mode>.perf: kernel, V8 builtins
// and, run with NODE_OPTIONS=--perf-basic-prof-only-functions, JS frames by name).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

import { WebSocketServer, type WebSocket } from 'ws';

import { serveRace } from './raceServer';

export const SERVER_MODES = ['race', 'relay', 'colyseus'] as const;
export type ServerMode = (typeof SERVER_MODES)[number];

export interface Ready {
  port: number;
  /** Race server: one login token per client. */
  tokens: string[];
}
export interface Usage {
  cpuMicros: number;
  /** Of which in the kernel (socket reads and writes, mostly). */
  systemMicros: number;
}

async function serveRelay(): Promise<Ready> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const groups = new Map<string, Set<WebSocket>>();
  server.on('connection', (socket, request) => {
    const group = new URL(request.url ?? '/', 'http://x').searchParams.get('group') ?? '';
    const members = groups.get(group) ?? new Set<WebSocket>();
    groups.set(group, members.add(socket));
    socket.on('message', (data, isBinary) => {
      for (const other of members) if (other !== socket) other.send(data, { binary: isBinary });
    });
    socket.on('close', () => members.delete(socket));
  });
  return { port: (server.address() as { port: number }).port, tokens: [] };
}

async function serveColyseus(): Promise<Ready> {
  // Imported here only: the Colyseus packages are the bench's devDependencies, nothing else's.
  const { startColyseusPeer } = await import('./colyseusPeer');
  return { port: await startColyseusPeer(), tokens: [] };
}

function profiler() {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return null;
  const session = new Session();
  session.connect();
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, (err, result) => (err ? reject(err) : resolve(result))),
    );
  return {
    start: () => post('Profiler.enable').then(() => post('Profiler.start')),
    async stop(mode: ServerMode) {
      const { profile } = (await post('Profiler.stop')) as { profile: unknown };
      writeFileSync(join(dir, `${mode}.cpuprofile`), JSON.stringify(profile));
    },
  };
}

/** `perf record` of this process between start and stop (BENCH_PERF=<dir>). */
function perfRecorder(mode: ServerMode) {
  const dir = process.env.BENCH_PERF;
  if (!dir) return null;
  let perf: ReturnType<typeof spawn> | null = null;
  return {
    start() {
      const args = ['record', '-F', '999', '-e', 'cpu-clock', '-p', String(process.pid)];
      perf = spawn('perf', [...args, '-o', join(dir, `${mode}.perf`)], { stdio: 'ignore' });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (!perf || perf.exitCode !== null) return resolve();
        perf.once('exit', () => resolve());
        perf.kill('SIGINT');
      }),
  };
}

async function serve(mode: ServerMode, clients: number) {
  const ready =
    mode === 'race'
      ? await serveRace(clients)
      : mode === 'relay'
        ? await serveRelay()
        : await serveColyseus();
  const profile = profiler();
  const perf = perfRecorder(mode);
  let mark = process.cpuUsage();
  process.on('message', (message: string) => {
    void (async () => {
      if (message === 'start') {
        await profile?.start();
        perf?.start();
        mark = process.cpuUsage();
      }
      if (message === 'stop') {
        const used = process.cpuUsage(mark);
        await perf?.stop();
        await profile?.stop(mode);
        process.send?.({
          cpuMicros: used.user + used.system,
          systemMicros: used.system,
        } satisfies Usage);
      }
      if (message === 'exit') process.exit(0);
    })();
  });
  process.send?.(ready);
}

const [, , mode, clients] = process.argv;
if (process.send && SERVER_MODES.includes(mode as ServerMode)) {
  serve(mode as ServerMode, Number(clients)).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
