// A room driven step by step on a manual clock: what it publishes at each phase, how it seats,
// places and records, and when it closes. No sockets, no database.
import pino from 'pino';
import { describe, expect, it } from 'vitest';

import { createManualClock } from '../../domain/clock';
import type { InputLog } from '../../domain/race/inputLog';
import { seededRng } from '../../domain/random';
import type { AdminRoomView } from '../../domain/realtime/admin';
import type { RaceResult } from '../../domain/realtime/protocol';
import type { RecordInput } from '../race/raceService';
import { Room } from './room';
import type { RaceRecorder } from './roomFinish';
import type { OpenRoom } from './roomRegistry';
import type { RoomSpec } from './roomSpec';
import type { OutboundKind, RacerEntry } from './roomWire';
import { createTickGrid } from './tickGrid';

const PASSAGE = 'the quick brown fox jumps over the lazy dog';
const T0 = 1_700_000_000_000;

const manualClock = () => createManualClock(T0);

const flush = () => new Promise((resolve) => setImmediate(resolve));

function entry(n: number, speed = 60): RacerEntry {
  return {
    racerID: `r${n}`,
    playerKey: `u:${n}`,
    userID: n,
    guestID: null,
    name: `Racer ${n}`,
    title: 'Rookie Racer',
    carID: 1,
    carHueAngle: 0,
    speed,
    nitros: 0,
    qualifying: false,
    scoringMode: 'competitive',
    gameVisibility: 'public',
  };
}

/**
 * Keys `gapMs` apart on average, the first at about `gapMs` and the last at exactly
 * PASSAGE.length × `gapMs`, unevenly in between as fingers type (an even metronome is a program).
 */
function typedLog(gapMs: number): InputLog {
  const rng = seededRng(gapMs);
  return [...PASSAGE].map((data, i) => {
    const offset = i === PASSAGE.length - 1 ? 0 : gapMs * 0.35 * (rng() * 2 - 1);
    return { type: 'key', ms: Math.round((i + 1) * gapMs + offset), data };
  });
}

/** Advances the clock through `log` from the green light, sending updates every 100 ms. */
function typeLive(room: Room, clock: { advance(ms: number): void }, log: InputLog) {
  let race = 0;
  const last = log.at(-1)!.ms;
  while (race < last) {
    const step = Math.min(100, last - race);
    clock.advance(step);
    race += step;
    const typed = log.filter((e) => e.ms <= race).length;
    if (typed < PASSAGE.length)
      room.input('r1', { channel: 'race-server', type: 'update', data: { typed, errors: 0 } });
  }
}

function setup(kind: RoomSpec['kind'] = 'public', withGrid = false) {
  const clock = manualClock();
  // The process's shared tick grid, as RoomHost gives it (without it the room ticks on its own
  // interval, and has no late look).
  const ticks = withGrid ? createTickGrid(clock) : undefined;
  const sent: { kind: OutboundKind; racerID: string; frame: { type?: string; data?: unknown } }[] =
    [];
  const adverts: (OpenRoom | null)[] = [];
  const recorded: RecordInput[] = [];
  const reports: (AdminRoomView | null)[] = [];
  let closed = false;
  const race: RaceRecorder = {
    async record(input): Promise<RaceResult> {
      recorded.push(input);
      const { figures } = input;
      return {
        raceID: 1,
        place: input.place,
        racers: input.race.racers,
        wpm: figures.wpm,
        accuracy: figures.accuracy,
        errors: figures.errors,
        consistency: figures.consistency,
        durationMs: figures.durationMs,
        money: 100,
        experience: 10,
        lines: [],
        levelBefore: 1,
        levelAfter: 1,
        qualifying: input.qualifying,
      };
    },
    disqualify: async () => 3,
  };
  const room = new Room(
    'room-1',
    {
      kind,
      site: 'typing',
      pool: kind === 'practice' ? null : 'public:typing:2',
      scoringMode: 'competitive',
      gameVisibility: 'public',
      lesson: null,
    },
    { waitMs: kind === 'practice' ? 1500 : 6000, countdownMs: 4000, tickMs: 100 },
    {
      clock,
      ticks,
      race,
      log: pino({ level: 'silent' }),
      carIDs: [1, 2, 3],
      publish: (kind, racerID, payload) =>
        sent.push({ kind, racerID, frame: payload.startsWith('{') ? JSON.parse(payload) : {} }),
      advertise: (open) => adverts.push(open),
      pickPassage: () => ({ id: 9, text: PASSAGE, source: 'original', author: 'Writers' }),
      report: (view) => reports.push(view),
      onClosed: () => (closed = true),
    },
  );
  const frames = (type: string, kind?: OutboundKind) =>
    sent.filter((m) => m.frame.type === type && (kind === undefined || m.kind === kind));
  return { clock, room, sent, adverts, recorded, reports, frames, isClosed: () => closed };
}

describe('Room', () => {
  it('seats racers, advertises free seats, and starts after the wait with bots in the rest', () => {
    const { clock, room, sent, adverts, frames } = setup();
    room.join(entry(1, 50));
    room.join(entry(2, 70));
    expect(sent.filter((m) => m.kind === 'accepted').map((m) => m.racerID)).toEqual(['r1', 'r2']);
    expect(frames('racer-joined', 'except')).toHaveLength(2);
    expect(adverts.at(-1)).toMatchObject({ roomID: 'room-1', avgSpeed: 60, seats: 3 });

    clock.advance(6000);
    expect(room.phase).toBe('countdown');
    expect(adverts.at(-1)).toBeNull();
    const countdown = frames('countdown', 'all')[0]?.frame.data;
    expect(countdown).toEqual({ startAt: T0 + 10_000, serverNow: T0 + 6000 });
    const snapshot = frames('room', 'to').at(-1)?.frame.data as { racers: { isBot: boolean }[] };
    expect(snapshot.racers).toHaveLength(5);
    expect(snapshot.racers.filter((r) => r.isBot)).toHaveLength(3);

    clock.advance(4000 + 100);
    expect(room.phase).toBe('racing');
    expect(frames('positions', 'all')).toHaveLength(1);
  });

  it('starts at once with five humans and no bots; refuses late, duplicate and extra seats', () => {
    const { room, sent, frames } = setup();
    room.join(entry(1));
    room.join({ ...entry(1), racerID: 'again' });
    for (let n = 2; n <= 5; n += 1) room.join(entry(n));
    expect(room.phase).toBe('countdown');
    room.join(entry(6));
    expect(sent.filter((m) => m.kind === 'refused').map((m) => m.racerID)).toEqual(['again', 'r6']);
    const snapshot = frames('room', 'to').at(-1)?.frame.data as { racers: { isBot: boolean }[] };
    expect(snapshot.racers.some((r) => r.isBot)).toBe(false);
  });

  it('on the tick grid, sends an update that just missed a tick one phase (10 ms) after it', () => {
    const { clock, room, frames } = setup('practice', true);
    room.join(entry(1));
    // A lone room ticks on the grid's first phase: at whole hundreds of ms (T0 is one).
    clock.advance(1500 + 4000 + 1000);
    const tickAt = T0 + 6500;
    const before = frames('positions').length;
    expect(before).toBeGreaterThan(0);
    // One millisecond after the tick r1 reports; 10 ms after the tick it is sent, alone.
    clock.advance(1);
    room.input('r1', { channel: 'race-server', type: 'update', data: { typed: 3, errors: 0 } });
    clock.advance(8);
    expect(frames('positions')).toHaveLength(before);
    clock.advance(1);
    expect(frames('positions')).toHaveLength(before + 1);
    expect(frames('positions').at(-1)?.frame.data).toEqual({
      serverNow: tickAt + 10,
      racers: [{ id: 'r1', progress: 3 }],
    });
    // Nothing moved after it: the next late look sends nothing, and the tick has no r1.
    clock.advance(100);
    for (const f of frames('positions').slice(before + 1)) {
      const data = f.frame.data as { serverNow: number; racers: { id: string }[] };
      expect(data.serverNow).toBe(tickAt + 100);
      expect(data.racers.map((r) => r.id)).not.toContain('r1');
    }
  });

  it('on the tick grid, a flood of updates makes one late frame a tick, not one each', () => {
    const { clock, room, frames } = setup('practice', true);
    room.join(entry(1));
    clock.advance(1500 + 4000 + 1000);
    const before = frames('positions').length;
    // A scripted client sends every 2 ms, each a character further, all tick long.
    const send = (typed: number) =>
      room.input('r1', { channel: 'race-server', type: 'update', data: { typed, errors: 0 } });
    for (let typed = 1; typed <= 49; typed += 1) {
      clock.advance(2);
      send(typed);
      // The look 10 ms after the tick sends once; what comes after it waits for the tick.
      expect(frames('positions')).toHaveLength(typed < 5 ? before : before + 1);
    }
  });

  it('believes updates only at human speed and never backwards', () => {
    const { clock, room, frames } = setup('practice');
    room.join(entry(1));
    clock.advance(1500 + 4000 + 1000);
    room.input('r1', { channel: 'race-server', type: 'update', data: { typed: 60, errors: 0 } });
    room.input('r1', { channel: 'race-server', type: 'update', data: { typed: 20, errors: 0 } });
    room.input('r1', { channel: 'race-server', type: 'update', data: { typed: 10, errors: 0 } });
    clock.advance(100);
    const last = frames('positions').at(-1)?.frame.data as {
      racers: { id: string; progress: number }[];
    };
    expect(last.racers.find((r) => r.id === 'r1')?.progress).toBe(20);
  });

  it('verifies a finish, places it among bots by duration, records once and answers twice', async () => {
    const { clock, room, recorded, frames } = setup('practice');
    room.join(entry(1));
    clock.advance(1500 + 4000);
    const log = typedLog(60); // 200 WPM
    clock.advance(log.at(-1)!.ms + 40);
    room.input('r1', { channel: 'race-server', type: 'finish', data: { log } });
    room.input('r1', { channel: 'race-server', type: 'finish', data: { log } });
    await flush();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      race: {
        roomID: 'room-1',
        racers: 5,
        passageID: 9,
        startedStamp: Math.floor((T0 + 5500) / 1000),
      },
      racer: { userID: 1 },
    });
    const results = frames('result', 'to');
    expect(results).toHaveLength(2);
    expect(results[1]?.frame).toEqual(results[0]?.frame);
    expect(room.phase).toBe('finished');
  });

  it('pays a finish only when the room saw its progress live (issue 10, attack 1)', async () => {
    const log = typedLog(150); // 80 WPM, 6.5 s: longer than the live-progress lag allowed
    // A racer who sends no update, then a finished log at the right moment, is disqualified.
    const quiet = setup('practice');
    quiet.room.join(entry(1));
    quiet.clock.advance(1500 + 4000);
    quiet.clock.advance(log.at(-1)!.ms + 40);
    quiet.room.input('r1', { channel: 'race-server', type: 'finish', data: { log } });
    await flush();
    expect(quiet.frames('disqualified')[0]?.frame.data).toMatchObject({
      message: expect.stringMatching(/never saw that progress/),
    });
    expect(quiet.recorded).toHaveLength(0);
    // The same log, its progress reported while typing, is paid.
    const live = setup('practice');
    live.room.join(entry(1));
    live.clock.advance(1500 + 4000);
    typeLive(live.room, live.clock, log);
    live.clock.advance(40);
    live.room.input('r1', { channel: 'race-server', type: 'finish', data: { log } });
    await flush();
    expect(live.frames('disqualified')).toHaveLength(0);
    expect(live.recorded).toHaveLength(1);
  });

  it('disqualifies a suspect log once and reports the DQ count', async () => {
    const { clock, room, recorded, frames } = setup('practice');
    room.join(entry(1));
    clock.advance(1500 + 4000 + 50);
    const pasted = [...PASSAGE].map((data) => ({ type: 'key' as const, ms: 30, data }));
    room.input('r1', { channel: 'race-server', type: 'finish', data: { log: pasted } });
    await flush();
    room.input('r1', { channel: 'race-server', type: 'disqualify', data: { reason: 'paste' } });
    await flush();
    expect(frames('disqualified')).toHaveLength(1);
    expect(frames('disqualified')[0]?.frame.data).toMatchObject({ DQs: 3 });
    expect(recorded).toHaveLength(0);
  });

  it('closes when the last human leaves a waiting room', async () => {
    const { room, adverts, sent, isClosed } = setup();
    room.join(entry(1));
    room.leave('r1');
    await flush();
    expect(isClosed()).toBe(true);
    expect(adverts.at(-1)).toBeNull();
    expect(sent.at(-1)?.kind).toBe('closed');
  });

  it('closes once every human is done and every bot has crossed the line', async () => {
    const { clock, room, isClosed } = setup('practice');
    room.join(entry(1));
    clock.advance(1500 + 4000);
    const log = typedLog(60);
    clock.advance(log.at(-1)!.ms + 40);
    room.input('r1', { channel: 'race-server', type: 'finish', data: { log } });
    await flush();
    expect(isClosed()).toBe(false);
    clock.advance(59_000);
    await flush();
    expect(isClosed()).toBe(true);
  });

  it('reports each change an operator cares about, the verified finish included, then its close', async () => {
    const { clock, room, reports } = setup('practice');
    room.join(entry(1));
    expect(reports.at(-1)).toMatchObject({ phase: 'waiting', kind: 'practice', site: 'typing' });
    clock.advance(1500);
    expect(reports.at(-1)?.phase).toBe('countdown');
    expect(reports.at(-1)?.racers.filter((r) => r.isBot)).toHaveLength(4);
    clock.advance(4000);
    expect(reports.at(-1)?.phase).toBe('racing');
    const before = reports.length;
    const log = typedLog(60);
    // Ticks move cars and updates move the racer; operators are not sent positions.
    typeLive(room, clock, log);
    expect(reports).toHaveLength(before);
    clock.advance(40);
    room.input('r1', { channel: 'race-server', type: 'finish', data: { log } });
    await flush();
    const human = reports.at(-1)?.racers.find((r) => r.id === 'r1');
    expect(human?.finish).toMatchObject({ place: 1, accuracy: 100 });
    expect(human?.finish?.wpm).toBeCloseTo(200, 0);
    clock.advance(60_000);
    await flush();
    expect(reports.at(-1)).toBeNull();
  });

  it('ends when an operator says so: racers are told, results in flight still arrive', async () => {
    const { clock, room, sent, reports, isClosed } = setup('practice');
    room.join(entry(1));
    clock.advance(1500 + 4000);
    const log = typedLog(60);
    clock.advance(log.at(-1)!.ms + 40);
    room.input('r1', { channel: 'race-server', type: 'finish', data: { log } });
    room.end();
    await flush();
    await flush();
    const kinds = sent.map((m) => m.frame.type ?? m.kind);
    expect(sent.some((m) => m.frame.type === 'error')).toBe(true);
    expect(kinds.indexOf('result')).toBeLessThan(kinds.lastIndexOf('closed'));
    expect(isClosed()).toBe(true);
    expect(reports.at(-1)).toBeNull();
  });
});
