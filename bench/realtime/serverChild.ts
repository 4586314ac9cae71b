// One server of the realtime bench, in a child process of its own so its CPU figure is its alone:
// `race` (the race server, public rooms of 5 humans, no bots), `relay` (a bare `ws` relay) or
// `colyseus` (the Colyseus peer, colyseusPeer.ts). The parent says 'start' / 'stop' over IPC and
// gets the CPU used in between; with BENCH_CPU_PROF=<dir> the same window is written as a V8 CPU
// profile (<dir>/<mode>.cpuprofile) for `node --cpu-prof`-style reading in DevTools.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pino from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';

import { SITES } from '../../src/domain/site';
import { systemClock } from '../../src/domain/systemClock';
import { emptyGarage } from '../../src/domain/user';
import { buildApp } from '../../src/server/app';
import { readConfig } from '../../src/server/config';
import { openStorage } from '../../src/server/db/client';
import { loadSeed } from '../../src/server/seed/seed';
import { createServices } from '../../src/server/services';
import { insertUser } from '../../src/server/users/userRepo';
import { TICK_MS } from './driver';

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

async function serveRace(clients: number): Promise<Ready> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nitro-rtbench-'));
  const storage = await openStorage({ dataDir: 'memory://' });
  await loadSeed(storage.db, systemClock);
  // A room of 5 connected humans starts at once (full); the long wait means no room ever starts
  // short of humans, so no bots.
  const config = readConfig({
    DATA_DIR: dataDir,
    RACE_WAIT_MS: '600000',
    COUNTDOWN_MS: '500',
    RACE_TICK_MS: String(TICK_MS),
  });
  const services = await createServices({
    storage,
    config,
    clock: systemClock,
    log: pino({ level: 'silent' }),
  });
  const app = await buildApp({ site: SITES.typing, services });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const tokens: string[] = [];
  const now = Math.floor(Date.now() / 1000);
  for (let i = 0; i < clients; i += 1) {
    const row = await insertUser(storage.db, {
      username: `bench${i}`,
      passwordHash: 'not-a-login',
      garage: emptyGarage(),
      createdStamp: now,
      qualifyingRaceComplete: true,
      avgSpeed: 60,
    });
    if (!row) throw new Error('bench user not created');
    tokens.push(await services.tokens.issue(row.userID, row.tokenVersion));
  }
  return { port: (app.server.address() as { port: number }).port, tokens };
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

async function serve(mode: ServerMode, clients: number) {
  const ready =
    mode === 'race'
      ? await serveRace(clients)
      : mode === 'relay'
        ? await serveRelay()
        : await serveColyseus();
  const profile = profiler();
  let mark = process.cpuUsage();
  process.on('message', (message: string) => {
    void (async () => {
      if (message === 'start') {
        await profile?.start();
        mark = process.cpuUsage();
      }
      if (message === 'stop') {
        const used = process.cpuUsage(mark);
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
