// Realtime benchmark: ROOMS rooms × 5 simulated racers sending 10 updates a second for SECONDS
// seconds on loopback, against (a) a bare `ws` relay that forwards each message to the other 4
// sockets of its group, (b) the real race server (public rooms of 5 humans, no bots) and (c) a
// Colyseus 0.18 room doing the same relay (bench/realtime/colyseusPeer.ts), the framework a
// developer would pick. Each server runs in a child process of its own (realtime/serverChild.ts),
// so its CPU figure is the server's alone; the race server and the Colyseus peer take turns,
// BENCH_ROUNDS times each, so both see the same machine. Figures:
//   p99 relay latency: a client's update send → another client receiving a frame reflecting it
//     (for the race server a positions tick, for Colyseus a state patch: both every TICK_MS, so
//     bounded below by the wait for the next tick);
//   delivered: the share of (update, other racer) pairs that reached the other racer;
//   server CPU per update: the child's process.cpuUsage() over the load / updates sent.
// `npx tsx bench/realtimeBench.ts` (BENCH_ROOMS, BENCH_SECONDS, BENCH_ROUNDS; BENCH_CPU_PROF=<dir>
// writes each server's V8 CPU profile of the load window).
import { fork } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

import WebSocket from 'ws';

import type { ServerFrame } from '../src/domain/realtime/protocol';
import { Recorder, TICK_MS, type Driver } from './realtime/driver';
import type { Ready, ServerMode, Usage } from './realtime/serverChild';

const SEATS = 5;
const UPDATE_MS = 100;

export interface ModeFigures {
  mode: ServerMode;
  sent: number;
  seconds: number;
  delivered: number;
  p50: number;
  p99: number;
  /** Race server: p99 of a positions frame's arrival after its tick (null for the others). */
  afterTickP99: number | null;
  cpuMicrosPerUpdate: number;
  /** The kernel's part of cpuMicrosPerUpdate. */
  systemMicrosPerUpdate: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function startServer(mode: ServerMode, clients: number) {
  const script = fileURLToPath(new URL('./realtime/serverChild.ts', import.meta.url));
  const child = fork(script, [mode, String(clients)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const nextMessage = <T>() =>
    new Promise<T>((resolve, reject) => {
      child.once('message', (m) => resolve(m as T));
      child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    });
  return { child, nextMessage };
}

function open(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url, { headers: { cookie: 'bench=1' } });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('connect timeout')), 10_000);
    socket.once('open', () => (clearTimeout(timer), resolve(socket)));
    socket.once('error', reject);
  });
}

const closeAll = async (sockets: WebSocket[]) => {
  for (const socket of sockets) socket.terminate();
};

/** Race server: join in waves of one room so the matchmaker seats five at a time. */
async function connectRace(ready: Ready, clients: number, recorder: Recorder): Promise<Driver> {
  const sockets: WebSocket[] = [];
  const indexOf = new Map<string, number>();
  const starts: Promise<number>[] = [];
  for (let i = 0; i < clients; i += 1) {
    const socket = await open(`ws://127.0.0.1:${ready.port}/realtime?token=${ready.tokens[i]}`);
    sockets.push(socket);
    const seen = new Map<number, number>();
    starts.push(
      new Promise((resolve) => {
        socket.on('message', (data) => {
          const text = String(data);
          if (text === '1PING') return socket.send('1PONG');
          const frame = JSON.parse(text) as ServerFrame;
          if (frame.channel !== 'race-server') return;
          if (frame.type === 'room') indexOf.set(frame.data.youID, i);
          else if (frame.type === 'countdown') resolve(frame.data.startAt);
          else if (frame.type === 'positions') {
            const now = performance.now();
            recorder.afterTick.push(performance.timeOrigin + now - frame.data.serverNow);
            for (const position of frame.data.racers) {
              const from = indexOf.get(position.id);
              if (from === undefined || from === i) continue;
              seen.set(from, recorder.delivered(from, seen.get(from) ?? 0, position.progress, now));
            }
          }
        });
      }),
    );
    socket.send(JSON.stringify({ channel: 'race-server', type: 'join', data: { kind: 'public' } }));
    if (i % SEATS === SEATS - 1) await starts[i];
  }
  const startAts = await Promise.all(starts);
  return {
    // Wall-clock startAt → this process's performance clock.
    goAt: performance.now() + (Math.max(...startAts) - Date.now()) + 200,
    send: (index, typed) =>
      sockets[index]?.send(
        JSON.stringify({ channel: 'race-server', type: 'update', data: { typed, errors: 0 } }),
      ),
    close: () => closeAll(sockets),
  };
}

async function connectRelay(ready: Ready, clients: number, recorder: Recorder): Promise<Driver> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < clients; i += 1) {
    const socket = await open(`ws://127.0.0.1:${ready.port}/?group=${Math.floor(i / SEATS)}`);
    sockets.push(socket);
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { from: number; data: { typed: number } };
      const { typed } = message.data;
      if (message.from !== i) recorder.delivered(message.from, typed - 1, typed, performance.now());
    });
  }
  return {
    goAt: performance.now() + 200,
    send: (index, typed) =>
      sockets[index]?.send(
        JSON.stringify({ from: index, channel: 'race-server', type: 'update', data: { typed } }),
      ),
    close: () => closeAll(sockets),
  };
}

async function connect(mode: ServerMode, ready: Ready, clients: number, recorder: Recorder) {
  if (mode === 'race') return connectRace(ready, clients, recorder);
  if (mode === 'relay') return connectRelay(ready, clients, recorder);
  const { connectColyseus } = await import('./realtime/colyseusClients');
  return connectColyseus(ready.port, clients, recorder);
}

async function runMode(mode: ServerMode, rooms: number, seconds: number): Promise<ModeFigures> {
  const clients = rooms * SEATS;
  const server = startServer(mode, clients);
  const ready = await server.nextMessage<Ready>();
  const recorder = new Recorder(clients);
  const driver = await connect(mode, ready, clients, recorder);
  const { goAt } = driver;
  await sleep(goAt - performance.now());
  server.child.send('start');
  const stopAt = goAt + seconds * 1000;
  let sent = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, index) => {
      // Each racer keeps its own phase, as real clients do: no synchronised bursts.
      const phase = goAt + Math.random() * UPDATE_MS;
      for (let k = 1; k <= (seconds * 1000) / UPDATE_MS; k += 1) {
        await sleep(phase + (k - 1) * UPDATE_MS - performance.now());
        if (performance.now() >= stopAt) break;
        recorder.sent(index, k, performance.now());
        driver.send(index, k);
        sent += 1;
      }
    }),
  );
  await sleep(500);
  server.child.send('stop');
  const usage = await server.nextMessage<Usage>();
  // The server goes first: clients waiting on a polite goodbye must not hold the bench up.
  server.child.send('exit');
  await driver.close();
  const latencies = recorder.latencies.sort((a, b) => a - b);
  const afterTick = recorder.afterTick.sort((a, b) => a - b);
  return {
    mode,
    sent,
    seconds,
    delivered: latencies.length / Math.max(1, sent * (SEATS - 1)),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    afterTickP99: afterTick.length > 0 ? percentile(afterTick, 99) : null,
    cpuMicrosPerUpdate: usage.cpuMicros / Math.max(1, sent),
    systemMicrosPerUpdate: usage.systemMicros / Math.max(1, sent),
  };
}

const LABELS: Record<ServerMode, string> = {
  relay: 'bare ws relay',
  race: 'race server  ',
  colyseus: 'Colyseus room',
};

function print(r: ModeFigures) {
  console.log(
    `${LABELS[r.mode]}  ${(r.sent / r.seconds).toFixed(0)} updates/s, ${(100 * r.delivered).toFixed(1)} % delivered` +
      `   latency p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms` +
      (r.afterTickP99 === null ? '' : ` (after the tick p99 ${r.afterTickP99.toFixed(1)} ms)`) +
      `   server CPU ${r.cpuMicrosPerUpdate.toFixed(1)} µs/update (kernel ${r.systemMicrosPerUpdate.toFixed(1)})`,
  );
}

/** The runs of one mode as one: CPU per update over all of them, the worst p99. */
function pooled(runs: ModeFigures[]): ModeFigures {
  const sent = runs.reduce((sum, r) => sum + r.sent, 0);
  const [first] = runs as [ModeFigures];
  return {
    ...first,
    sent,
    seconds: runs.reduce((sum, r) => sum + r.seconds, 0),
    delivered: runs.reduce((sum, r) => sum + r.delivered * r.sent, 0) / Math.max(1, sent),
    p50: Math.max(...runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    afterTickP99: runs.some((r) => r.afterTickP99 !== null)
      ? Math.max(...runs.map((r) => r.afterTickP99 ?? 0))
      : null,
    cpuMicrosPerUpdate:
      runs.reduce((sum, r) => sum + r.cpuMicrosPerUpdate * r.sent, 0) / Math.max(1, sent),
    systemMicrosPerUpdate:
      runs.reduce((sum, r) => sum + r.systemMicrosPerUpdate * r.sent, 0) / Math.max(1, sent),
  };
}

export async function runRealtimeBench(
  rooms = Number(process.env.BENCH_ROOMS || 100),
  seconds = Number(process.env.BENCH_SECONDS || 10),
  rounds = Number(process.env.BENCH_ROUNDS || 2),
) {
  console.log(
    `Realtime: ${rooms} rooms × ${SEATS} racers, an update every ${UPDATE_MS} ms, ${seconds} s` +
      ` per run, loopback; race server tick and Colyseus patch rate ${TICK_MS} ms\n`,
  );
  // BENCH_PEERS=race runs the race server alone (while profiling it, say).
  const peers = (process.env.BENCH_PEERS || 'relay,race,colyseus').split(',');
  const relay = peers.includes('relay') ? await runMode('relay', rooms, seconds) : null;
  if (relay) print(relay);
  const runs: Record<'race' | 'colyseus', ModeFigures[]> = { race: [], colyseus: [] };
  for (let round = 0; round < rounds; round += 1) {
    for (const mode of ['race', 'colyseus'] as const) {
      if (!peers.includes(mode)) continue;
      const figures = await runMode(mode, rooms, seconds);
      runs[mode].push(figures);
      print(figures);
    }
  }
  if (runs.race.length === 0 || runs.colyseus.length === 0) return null;
  const race = pooled(runs.race);
  const colyseus = pooled(runs.colyseus);
  const ratio = race.cpuMicrosPerUpdate / colyseus.cpuMicrosPerUpdate;
  console.log(
    `\nover ${rounds} rounds: race server ${race.cpuMicrosPerUpdate.toFixed(1)} µs/update, ` +
      `Colyseus ${colyseus.cpuMicrosPerUpdate.toFixed(1)} µs/update: ` +
      `race server / Colyseus CPU ${ratio.toFixed(2)}× (goal ≤ 1); ` +
      `race server p99 ${race.p99.toFixed(1)} ms (tick ${TICK_MS} ms)`,
  );
  return { relay, race, colyseus, ratio, tickMs: TICK_MS };
}

const [, script] = process.argv;
if (script && import.meta.url === pathToFileURL(script).href) {
  runRealtimeBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
