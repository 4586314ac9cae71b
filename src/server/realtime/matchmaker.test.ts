// A seated racer's input takes the short way to a room this process owns (straight to the room,
// not over the bus) and the bus to a room another process owns, and either way the room moves
// the racer. Two "processes" share one in-process bus and registry here, as two servers share
// Redis; no sockets, no database.
import pino from 'pino';
import { describe, expect, it } from 'vitest';

import { createManualClock } from '../../domain/clock';
import type { RacerMove } from '../../domain/realtime/protocol';
import type { Bus } from './bus';
import { createMatchmaker, type SeatListener } from './matchmaker';
import { createMemoryBus } from './memoryBus';
import type { RaceRecorder } from './roomFinish';
import { createRoomHost } from './roomHost';
import { createMemoryRegistry } from './roomRegistry';
import type { RacerEntry } from './roomWire';

const T0 = 1_700_000_000_000;
const PASSAGE = 'the quick brown fox jumps over the lazy dog';
const timing = { raceWaitMs: 3000, practiceWaitMs: 1000, countdownMs: 2000, tickMs: 100 };
const flush = () => new Promise((resolve) => setImmediate(resolve));

const entry: RacerEntry = {
  racerID: 'racer-1',
  playerKey: 'u:1',
  userID: 1,
  guestID: null,
  name: 'Racer 1',
  title: 'Rookie Racer',
  carID: 1,
  carHueAngle: 0,
  speed: 60,
  nitros: 0,
  qualifying: false,
  scoringMode: 'competitive',
  gameVisibility: 'public',
};

function world() {
  const clock = createManualClock(T0);
  const memory = createMemoryBus();
  /** What was published to rooms' input topics (room:<id>:in), in order. */
  const inbound: string[] = [];
  const bus: Bus = {
    ...memory,
    publish(topic, message) {
      if (topic.endsWith(':in')) inbound.push(message);
      memory.publish(topic, message);
    },
  };
  const registry = createMemoryRegistry();
  const log = pino({ level: 'silent' });
  const race = { record: () => new Promise(() => {}), disqualify: async () => 0 } as RaceRecorder;
  const host = () =>
    createRoomHost({
      bus,
      registry,
      clock,
      race,
      log,
      passages: { pick: () => ({ id: 1, text: PASSAGE, source: 'original', author: 'Writers' }) },
      maxPassageChars: 0,
      carIDs: async () => [1],
    });
  const here = host();
  const matchmaker = createMatchmaker({ bus, registry, host: here, clock, timing, log });
  const delivered: string[] = [];
  const listener: SeatListener = {
    deliver: (text) => delivered.push(text),
    closed: () => undefined,
    done: () => undefined,
  };
  /** The progress of `racerID` in the positions frames delivered so far. */
  const shownProgress = (racerID: string) =>
    delivered
      .map((text) => JSON.parse(text) as { type: string; data: { racers?: RacerMove[] } })
      .filter((frame) => frame.type === 'positions')
      .flatMap((frame) => frame.data.racers ?? [])
      .filter((move) => move.id === racerID)
      .map((move) => move.progress);
  /** Advances the clock in ticks, letting the bus deliver after each. */
  const advance = async (ms: number) => {
    for (let left = ms; left > 0; left -= timing.tickMs) {
      clock.advance(Math.min(timing.tickMs, left));
      await flush();
    }
  };
  return {
    bus,
    registry,
    clock,
    inbound,
    host,
    here,
    matchmaker,
    listener,
    shownProgress,
    advance,
  };
}

const update = (typed: number) =>
  ({ channel: 'race-server', type: 'update', data: { typed, errors: 0 } }) as const;

describe('a seat', () => {
  it('hands input to a room this process owns directly, and the room moves the racer', async () => {
    const w = world();
    const outcome = await w.matchmaker.join('typing', entry, { kind: 'practice' }, w.listener);
    if (!('seat' in outcome)) throw new Error(outcome.error);
    await w.advance(timing.practiceWaitMs + timing.countdownMs + 1000);
    const before = w.inbound.length;
    outcome.seat.send(update(5));
    outcome.seat.send(update(9));
    await w.advance(200);
    expect(w.inbound.length).toBe(before);
    expect(w.shownProgress('racer-1').at(-1)).toBe(9);
    // Not believed (faster than anyone types, a second into the race): the racer stays put.
    outcome.seat.send(update(400));
    await w.advance(200);
    expect(w.shownProgress('racer-1').at(-1)).toBe(9);
    // Leaving still goes over the bus, after the inputs.
    outcome.seat.leave();
    expect(w.inbound.slice(before)).toEqual([JSON.stringify({ t: 'leave', racerID: 'racer-1' })]);
  });

  it('sends input over the bus to a room another process owns', async () => {
    const w = world();
    // Another process opens the room for its own racer (and advertises it)…
    const elsewhere = w.host();
    const theirs = createMatchmaker({
      bus: w.bus,
      registry: w.registry,
      host: elsewhere,
      clock: w.clock,
      timing,
      log: pino({ level: 'silent' }),
    });
    const other = { ...entry, racerID: 'racer-2', playerKey: 'u:2', userID: 2 };
    expect('seat' in (await theirs.join('typing', other, { kind: 'public' }, w.listener))).toBe(
      true,
    );
    // …where this process's racer is seated.
    const outcome = await w.matchmaker.join('typing', entry, { kind: 'public' }, w.listener);
    if (!('seat' in outcome)) throw new Error(outcome.error);
    expect(w.here.count()).toBe(0);
    await w.advance(timing.raceWaitMs + timing.countdownMs + 1000);
    const before = w.inbound.length;
    outcome.seat.send(update(7));
    await w.advance(200);
    expect(w.inbound.slice(before)).toEqual(['u 7 0 racer-1']);
    expect(w.shownProgress('racer-1').at(-1)).toBe(7);
  });
});
