// Rooms at each stage of their life, built by stepping (no clock: each input carries its
// time), for the room step's tests.
import { seededRng } from '../../random';
import type { RaceResult } from '../../realtime/protocol';
import type { InputLog } from '../inputLog';
import type { RacerEntry } from './racers';
import type { RoomEffect, RoomStepInput } from './roomEffects';
import { openRoom, type RoomSpec, type RoomState } from './roomState';
import { roomStep } from './roomStep';

export const PASSAGE = 'the quick brown fox jumps over the lazy dog';
export const T0 = 1_000_000;
export const TIMING = { waitMs: 6000, countdownMs: 4000, tickMs: 100 };
export const START = T0 + TIMING.waitMs + TIMING.countdownMs;

export function entry(n: number, extra: Partial<RacerEntry> = {}): RacerEntry {
  return {
    racerID: `r${n}`,
    playerKey: `u:${n}`,
    userID: n,
    guestID: null,
    name: `Racer ${n}`,
    title: 'Rookie Racer',
    carID: 1,
    carHueAngle: 0,
    speed: 40 + 20 * n,
    nitros: 1,
    qualifying: false,
    scoringMode: 'competitive',
    gameVisibility: 'public',
    ...extra,
  };
}

/** Keys about 60 ms apart (200 WPM), unevenly as fingers type; the last exactly at 43 × 60. */
export const LOG: InputLog = (() => {
  const rng = seededRng(60);
  return [...PASSAGE].map((data, i) => {
    const offset = i === PASSAGE.length - 1 ? 0 : 21 * (rng() * 2 - 1);
    return { type: 'key' as const, ms: Math.round((i + 1) * 60 + offset), data };
  });
})();
/** When a finish of LOG arrives: just after its last key. */
export const FINISH_AT = START + LOG.at(-1)!.ms + 40;

export const RESULT: RaceResult = {
  raceID: 7,
  place: 1,
  racers: 5,
  wpm: 200,
  accuracy: 100,
  errors: 0,
  consistency: 90,
  durationMs: LOG.at(-1)!.ms,
  money: 100,
  experience: 10,
  lines: [],
  levelBefore: 1,
  levelAfter: 1,
  qualifying: false,
};

export const frame = (racerID: string, f: Extract<RoomStepInput, { type: 'frame' }>['frame']) =>
  ({ type: 'frame', racerID, frame: f }) as const;
export const update = (racerID: string, typed: number) =>
  frame(racerID, { channel: 'race-server', type: 'update', data: { typed, errors: 0 } });
export const finish = (racerID: string) =>
  frame(racerID, { channel: 'race-server', type: 'finish', data: { log: LOG } });

/** Effects in a line each: kind, audience and frame, enough to read a step's story. */
export function story(effects: readonly RoomEffect[]): string[] {
  return effects.map((e) => {
    switch (e.type) {
      case 'send':
        return `send ${e.to} ${e.frame.type}`;
      case 'error':
        return `error ${e.to} ${'key' in e.message ? e.message.key : 'text'}`;
      case 'refuse':
        return `refuse ${e.reason}`;
      case 'advertise':
        return e.entry ? `advertise ${e.entry.seats} seats` : 'advertise none';
      case 'report':
        return e.view ? `report ${e.view.phase}` : 'report none';
      case 'start-timer':
        return `timer ${e.timer} ${e.ms}`;
      case 'start-ticks':
        return `ticks ${e.everyMs}`;
      case 'record':
        return `record ${e.racerID} place ${e.place}`;
      case 'record-dq':
        return `record-dq ${e.racerID}`;
      case 'pick-passage':
        return `pick-passage ${e.playerKeys.join(',')}`;
      default:
        return e.type;
    }
  });
}

/** Deep-frozen, so a step that changed its input state would throw. */
export function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) frozen((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** Runs inputs as the executor would, answering 'pick-passage' with PASSAGE. */
export function run(state: RoomState, inputs: [RoomStepInput, number][]): RoomState {
  for (const [input, now] of inputs) {
    const out = roomStep(state, input, now);
    state = out.state;
    if (out.effects.some((e) => e.type === 'pick-passage'))
      state = run(state, [
        [
          {
            type: 'passage-picked',
            passage: { id: 9, text: PASSAGE, source: 'original', author: 'W' },
          },
          now,
        ],
      ]);
  }
  return state;
}

export const SPEC: RoomSpec = {
  kind: 'public',
  site: 'typing',
  pool: 'public:typing:2',
  scoringMode: 'competitive',
  gameVisibility: 'public',
  lesson: null,
};

export const open = (spec: RoomSpec = SPEC) => openRoom('room-1', spec, TIMING, [1, 2, 3], T0);
export const waiting = () =>
  run(open(), [
    [{ type: 'join', entry: entry(1) }, T0],
    [{ type: 'join', entry: entry(2) }, T0 + 500],
  ]);
export const countdown = () => run(waiting(), [[{ type: 'wait-over' }, T0 + TIMING.waitMs]]);
export const racing = () => run(countdown(), [[{ type: 'countdown-over' }, START]]);
/** r1 has finished and been recorded; r2 still races. */
export const finished = () =>
  run(racing(), [
    [finish('r1'), FINISH_AT],
    [{ type: 'recorded', racerID: 'r1', result: RESULT }, FINISH_AT + 20],
  ]);
/** An operator ended the race while r1's result was being recorded. */
export const closing = () =>
  run(racing(), [
    [finish('r1'), FINISH_AT],
    [{ type: 'admin-end' }, FINISH_AT + 10],
  ]);
export const closed = () =>
  run(waiting(), [
    [{ type: 'leave', racerID: 'r1' }, T0 + 1000],
    [{ type: 'leave', racerID: 'r2' }, T0 + 1000],
  ]);

export const STAGES = { waiting, countdown, racing, finished, closing, closed } as const;
export type StageName = keyof typeof STAGES;
/** When each stage's inputs arrive. */
export const NOW: Record<StageName, number> = {
  waiting: T0 + 1000,
  countdown: T0 + 7000,
  racing: FINISH_AT,
  finished: FINISH_AT + 100,
  closing: FINISH_AT + 100,
  closed: T0 + 2000,
};
