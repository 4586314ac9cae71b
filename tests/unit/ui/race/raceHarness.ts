// Test doubles for the race screen: a realtime connection the test speaks for, frame builders,
// and a scene that records what it was told to draw.
import { vi } from 'vitest';

import type { InputLog } from '../../../../src/domain/race/inputLog';
import type {
  ClientFrame,
  RaceResult,
  RacerMove,
  RacerView,
  RoomSnapshot,
  ServerFrame,
} from '../../../../src/domain/realtime/protocol';
import type { RaceScene, RaceSnapshot, SceneEffect } from '../../../../src/engine/raceScene';
import type { RealtimeClient, RealtimeStatus } from '../../../../src/net/realtime';
import type { ConnectHandlers } from '../../../../src/ui/race/raceConnection';

export function fakeConnection() {
  const sent: ClientFrame[] = [];
  let handlers: ConnectHandlers | null = null;
  let status: RealtimeStatus = 'connecting';
  const client: RealtimeClient = {
    send: (frame) => {
      if (status !== 'open') return false;
      sent.push(frame);
      return true;
    },
    close: () => {
      status = 'closed';
    },
    get status() {
      return status;
    },
  };
  const connect = vi.fn((h: ConnectHandlers) => {
    handlers = h;
    status = 'connecting';
    return client;
  });
  return {
    connect,
    sent,
    sentOf: <T extends ClientFrame['type']>(type: T) =>
      sent.filter((f): f is Extract<ClientFrame, { type: T }> => f.type === type),
    open() {
      status = 'open';
      handlers?.onStatus('open');
    },
    drop() {
      status = 'closed';
      handlers?.onStatus('closed');
    },
    push(frame: ServerFrame) {
      handlers?.onFrame(frame);
    },
  };
}

export function fakeScene() {
  const snapshots: RaceSnapshot[] = [];
  const effects: SceneEffect[] = [];
  const scene: RaceScene = {
    set: (snapshot) => void snapshots.push(snapshot),
    play: (effect) => void effects.push(effect),
    resize: () => {},
    destroy: vi.fn(),
  };
  return { scene, snapshots, effects, last: () => snapshots.at(-1) };
}

export const racerView = (id: string, overrides: Partial<RacerView> = {}): RacerView => ({
  id,
  userID: null,
  name: id === 'me' ? 'Guest Racer' : `Bot ${id}`,
  title: '',
  carID: 1,
  carHueAngle: 0,
  isBot: id !== 'me',
  isGuest: id === 'me',
  wpmHint: 40,
  ...overrides,
});

export function roomFrame(data: Partial<RoomSnapshot>): ServerFrame {
  return {
    channel: 'race-server',
    type: 'room',
    data: {
      roomID: 'room1',
      math: null,
      passage: '',
      passageSource: '',
      phase: 'waiting',
      racers: [racerView('me')],
      startAt: null,
      serverNow: 0,
      youID: 'me',
      nitros: 0,
      qualifying: true,
      ...data,
    },
  };
}

export const countdownFrame = (startAt: number, serverNow: number): ServerFrame => ({
  channel: 'race-server',
  type: 'countdown',
  data: { startAt, serverNow },
});

export const positionsFrame = (serverNow: number, racers: RacerMove[]): ServerFrame => ({
  channel: 'race-server',
  type: 'positions',
  data: { serverNow, racers },
});

export function result(overrides: Partial<RaceResult> = {}): RaceResult {
  return {
    raceID: 77,
    place: 1,
    racers: 5,
    wpm: 48.2,
    accuracy: 96.4,
    errors: 3,
    consistency: 81,
    durationMs: 61_500,
    money: 1342,
    experience: 444,
    lines: [
      { label: 'Race completed', money: 592, experience: 299 },
      { label: '1st place', money: 600, experience: 120 },
      { label: 'Accuracy bonus (98%+)', money: 150, experience: 25 },
    ],
    levelBefore: 1,
    levelAfter: 2,
    qualifying: true,
    ...overrides,
  };
}

export const resultFrame = (data: RaceResult): ServerFrame => ({
  channel: 'race-server',
  type: 'result',
  data,
});

/** The keystrokes of a typing race's finish frame (a math race sends answers instead). */
export function finishLog(frame: { data: object } | undefined): InputLog {
  if (!frame || !('log' in frame.data)) throw new Error('not a typing finish frame');
  return frame.data.log as InputLog;
}
