// The race server's own work per update, without sockets or the kernel: ROOMS public rooms of 5
// seated through the real matchmaker, room host and in-process bus on a manual clock, each racer
// reporting progress every 100 ms as its socket would hand it over (the frame text read by
// parseClientText, then the seat), the rooms ticking and their positions delivered to a stand-in
// socket. CPU per update is the best of REPEATS runs of SECONDS simulated seconds each, so time
// the machine gives to others counts as little as it can: on a shared machine the socket bench's
// figure moves by a third from run to run, this one by a few per cent.
// `npx tsx bench/realtime/hotPath.ts` (HOT_ROOMS, HOT_SECONDS, HOT_REPEATS).
import pino from 'pino';

import { createManualClock } from '../../src/domain/clock';
import { parseClientText } from '../../src/server/realtime/frames';
import { createMatchmaker, type Seat } from '../../src/server/realtime/matchmaker';
import { createMemoryBus } from '../../src/server/realtime/memoryBus';
import type { RaceRecorder } from '../../src/server/realtime/roomFinish';
import { createRoomHost } from '../../src/server/realtime/roomHost';
import { createMemoryRegistry } from '../../src/server/realtime/roomRegistry';
import type { RacerEntry } from '../../src/server/realtime/roomWire';

const ROOMS = Number(process.env.HOT_ROOMS || 100);
const SECONDS = Number(process.env.HOT_SECONDS || 20);
const REPEATS = Number(process.env.HOT_REPEATS || 5);
const SEATS = 5;
const TICK_MS = 100;
const PASSAGE = 'x'.repeat(2000);
let delivered = 0;
const flush = () => new Promise((resolve) => setImmediate(resolve));

async function run(): Promise<number> {
  const clock = createManualClock(1_700_000_000_000);
  const bus = createMemoryBus();
  const registry = createMemoryRegistry();
  const log = pino({ level: 'silent' });
  const race = { record: () => new Promise(() => {}), disqualify: async () => 0 } as RaceRecorder;
  const host = createRoomHost({
    bus,
    registry,
    clock,
    race,
    log,
    passages: { pick: () => ({ id: 1, text: PASSAGE, source: 'original', author: 'Bench' }) },
    maxPassageChars: 0,
    carIDs: async () => [1],
  });
  const timing = { raceWaitMs: 600_000, practiceWaitMs: 1000, countdownMs: 500, tickMs: TICK_MS };
  const matchmaker = createMatchmaker({ bus, registry, host, clock, timing, log });
  let bytes = 0;
  const listener = { deliver: (text: string) => (bytes += text.length), closed() {}, done() {} };
  const seats: Seat[] = [];
  for (let i = 0; i < ROOMS * SEATS; i += 1) {
    const entry: RacerEntry = {
      racerID: `r${i}`,
      playerKey: `u:${i}`,
      userID: i,
      guestID: null,
      name: `Racer ${i}`,
      title: 'Rookie Racer',
      carID: 1,
      carHueAngle: 0,
      speed: 60,
      nitros: 0,
      qualifying: false,
      scoringMode: 'competitive',
      gameVisibility: 'public',
    };
    const outcome = await matchmaker.join('typing', entry, { kind: 'public' }, listener);
    if (!('seat' in outcome)) throw new Error(outcome.error);
    seats.push(outcome.seat);
  }
  clock.advance(timing.countdownMs + 1);
  await flush();
  const start = process.cpuUsage();
  let updates = 0;
  for (let step = 1; step <= (SECONDS * 1000) / TICK_MS; step += 1) {
    // Each racer's report comes in as its socket hands it over, then a tick's worth of time.
    const text = `{"channel":"race-server","type":"update","data":{"typed":${step * 2},"errors":0}}`;
    for (const seat of seats) {
      const parsed = parseClientText(text);
      if (parsed.kind === 'frame' && parsed.frame.type === 'update') seat.send(parsed.frame);
      updates += 1;
    }
    await flush();
    clock.advance(TICK_MS);
    await flush();
  }
  const used = process.cpuUsage(start);
  // Every racer moved every tick, so every positions frame carried all five: the same bytes
  // whatever the path (a check that the updates were applied, not just counted).
  if (bytes === 0) throw new Error('nothing delivered');
  delivered = bytes;
  await host.closeAll();
  return (used.user + used.system) / updates;
}

const figures: number[] = [];
for (let k = 0; k < REPEATS; k += 1) figures.push(await run());
console.log(
  `hot path: ${ROOMS} rooms × ${SEATS}, ${SECONDS} s simulated: ` +
    `best ${Math.min(...figures).toFixed(2)} µs/update (runs ${figures.map((f) => f.toFixed(2)).join(', ')}; ` +
    `${delivered} bytes delivered)`,
);
