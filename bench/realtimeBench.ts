// Realtime benchmark: ROOMS rooms × 5 simulated racers sending 10 updates a second for SECONDS
// seconds on loopback, against (a) the real race server (public rooms of 5 humans, no bots) and
// (b) a bare `ws` relay that forwards each message to the other 4 sockets of its group.
// Each server runs in a child process (this file with `--serve race|relay`), so its CPU figure is
// the server's alone. Figures:
//   p99 relay latency: a client's update send → another client receiving a frame reflecting it
//     (for the race server that is a positions tick, so it is bounded below by the tick);
//   server CPU per inbound message: the child's process.cpuUsage() over the load / messages;
//   throughput ratio: inbound messages per server CPU-second, race server / bare relay.
// `npx tsx bench/realtimeBench.ts` (BENCH_ROOMS, BENCH_SECONDS override the size).
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import pino from 'pino';
import WebSocket, { WebSocketServer } from 'ws';

import type { ServerFrame } from '../src/domain/realtime/protocol';
import { SITES } from '../src/domain/site';
import { systemClock } from '../src/domain/systemClock';
import { emptyGarage } from '../src/domain/user';
import { buildApp } from '../src/server/app';
import { readConfig } from '../src/server/config';
import { openStorage } from '../src/server/db/client';
import { loadSeed } from '../src/server/seed/seed';
import { createServices } from '../src/server/services';
import { insertUser } from '../src/server/users/userRepo';

const SEATS = 5;
const UPDATE_MS = 100;
const TICK_MS = 100;

type Mode = 'race' | 'relay';
interface Ready {
  port: number;
  tokens: string[];
}
interface Usage {
  cpuMicros: number;
}
interface ModeFigures {
  mode: Mode;
  sent: number;
  seconds: number;
  p50: number;
  p99: number;
  cpuMicrosPerMessage: number;
  messagesPerCpuSecond: number;
}

// ---- servers (child process) ----

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

async function serve(mode: Mode, clients: number) {
  const ready = mode === 'race' ? await serveRace(clients) : await serveRelay();
  let mark = process.cpuUsage();
  process.on('message', (message: string) => {
    if (message === 'start') mark = process.cpuUsage();
    if (message === 'stop') {
      const used = process.cpuUsage(mark);
      process.send?.({ cpuMicros: used.user + used.system } satisfies Usage);
    }
    if (message === 'exit') process.exit(0);
  });
  process.send?.(ready);
}

// ---- load generator (parent) ----

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function startServer(mode: Mode, clients: number) {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', mode, String(clients)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const nextMessage = <T>() =>
    new Promise<T>((resolve, reject) => {
      child.once('message', (m) => resolve(m as T));
      child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    });
  return { child, nextMessage };
}

interface Racer {
  socket: WebSocket;
  /** sendTimes[k] = when update k (typed = k) was sent. */
  sendTimes: number[];
}

function open(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url, { headers: { cookie: 'bench=1' } });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('connect timeout')), 10_000);
    socket.once('open', () => (clearTimeout(timer), resolve(socket)));
    socket.once('error', reject);
  });
}

async function runMode(mode: Mode, rooms: number, seconds: number): Promise<ModeFigures> {
  const clients = rooms * SEATS;
  const server = startServer(mode, clients);
  const ready = await server.nextMessage<Ready>();
  const racers: Racer[] = [];
  const latencies: number[] = [];
  const byRacerID = new Map<string, Racer>();
  let goAt = 0;

  if (mode === 'race') {
    // Join in waves of one room so the matchmaker seats five at a time; wait for each countdown.
    const starts: Promise<number>[] = [];
    for (let i = 0; i < clients; i += 1) {
      const socket = await open(`ws://127.0.0.1:${ready.port}/realtime?token=${ready.tokens[i]}`);
      const racer: Racer = { socket, sendTimes: [] };
      racers.push(racer);
      const seen = new Map<string, number>();
      starts.push(
        new Promise((resolve) => {
          socket.on('message', (data) => {
            const text = String(data);
            if (text === '1PING') return socket.send('1PONG');
            const frame = JSON.parse(text) as ServerFrame;
            if (frame.channel !== 'race-server') return;
            if (frame.type === 'room') byRacerID.set(frame.data.youID, racer);
            else if (frame.type === 'countdown') resolve(frame.data.startAt);
            else if (frame.type === 'positions') {
              const now = performance.now();
              for (const position of frame.data.racers) {
                const from = byRacerID.get(position.id);
                if (!from || from === racer) continue;
                for (let k = (seen.get(position.id) ?? 0) + 1; k <= position.progress; k += 1) {
                  const sentAt = from.sendTimes[k];
                  if (sentAt !== undefined) latencies.push(now - sentAt);
                }
                seen.set(position.id, Math.max(seen.get(position.id) ?? 0, position.progress));
              }
            }
          });
        }),
      );
      socket.send(
        JSON.stringify({ channel: 'race-server', type: 'join', data: { kind: 'public' } }),
      );
      if (i % SEATS === SEATS - 1) await starts[i];
    }
    const startAts = await Promise.all(starts);
    // Wall-clock startAt → this process's performance clock.
    goAt = performance.now() + (Math.max(...startAts) - Date.now()) + 200;
  } else {
    for (let i = 0; i < clients; i += 1) {
      const group = Math.floor(i / SEATS);
      const socket = await open(`ws://127.0.0.1:${ready.port}/?group=${group}`);
      racers.push({ socket, sendTimes: [] });
    }
    racers.forEach((racer, index) => {
      racer.socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as { from: number; data: { typed: number } };
        const sentAt = racers[message.from]?.sendTimes[message.data.typed];
        if (sentAt !== undefined && message.from !== index)
          latencies.push(performance.now() - sentAt);
      });
    });
    goAt = performance.now() + 200;
  }

  await sleep(goAt - performance.now());
  server.child.send('start');
  const stopAt = goAt + seconds * 1000;
  let sent = 0;
  await Promise.all(
    racers.map(async (racer, index) => {
      // Each racer keeps its own phase, as real clients do: no synchronised bursts.
      const phase = goAt + Math.random() * UPDATE_MS;
      for (let k = 1; k <= seconds * 10; k += 1) {
        await sleep(phase + (k - 1) * UPDATE_MS - performance.now());
        if (performance.now() >= stopAt) break;
        racer.sendTimes[k] = performance.now();
        const update = { channel: 'race-server', type: 'update', data: { typed: k, errors: 0 } };
        racer.socket.send(JSON.stringify(mode === 'race' ? update : { ...update, from: index }));
        sent += 1;
      }
    }),
  );
  await sleep(500);
  server.child.send('stop');
  const usage = await server.nextMessage<Usage>();
  for (const racer of racers) racer.socket.terminate();
  server.child.send('exit');
  latencies.sort((a, b) => a - b);
  return {
    mode,
    sent,
    seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuMicrosPerMessage: usage.cpuMicros / Math.max(1, sent),
    messagesPerCpuSecond: sent / Math.max(1e-6, usage.cpuMicros / 1e6),
  };
}

export async function runRealtimeBench(
  rooms = Number(process.env.BENCH_ROOMS || 100),
  seconds = Number(process.env.BENCH_SECONDS || 10),
) {
  console.log(
    `Realtime: ${rooms} rooms × ${SEATS} racers, an update every ${UPDATE_MS} ms, ` +
      `${seconds} s, loopback; race server tick ${TICK_MS} ms\n`,
  );
  const results: ModeFigures[] = [];
  for (const mode of ['relay', 'race'] as const) {
    const r = await runMode(mode, rooms, seconds);
    results.push(r);
    const label = mode === 'race' ? 'race server' : 'bare relay ';
    console.log(
      `${label}  ${(r.sent / r.seconds).toFixed(0)} updates/s   latency p50 ${r.p50.toFixed(1)} ms` +
        `  p99 ${r.p99.toFixed(1)} ms   server CPU ${r.cpuMicrosPerMessage.toFixed(1)} µs/message`,
    );
  }
  const [relay, race] = results as [ModeFigures, ModeFigures];
  const ratio = race.messagesPerCpuSecond / relay.messagesPerCpuSecond;
  console.log(
    `\nratio     race server / bare relay throughput (messages per server CPU-second) ` +
      `${ratio.toFixed(3)} (goal ≥ 0.6)`,
  );
  return { relay, race, ratio, tickMs: TICK_MS };
}

const [, script, flag, mode, clients] = process.argv;
if (flag === '--serve' && (mode === 'race' || mode === 'relay')) {
  serve(mode, Number(clients)).catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else if (script && import.meta.url === pathToFileURL(script).href) {
  runRealtimeBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
