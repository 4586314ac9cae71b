// The bench's racers on the Colyseus peer (colyseusPeer.ts), through Colyseus's own client SDK:
// each joins the "race" room (5 to a room, filled in order), sends "update" messages and, on
// every state patch, records when the other racers' progress reached it.
import { Client, type Room } from '@colyseus/sdk';

import type { Driver, Recorder } from './driver';

interface RacerState {
  progress: number;
}
interface RaceState {
  racers: { forEach(visit: (racer: RacerState, sessionID: string) => void): void };
}

export async function connectColyseus(
  port: number,
  clients: number,
  recorder: Recorder,
): Promise<Driver> {
  const client = new Client(`http://127.0.0.1:${port}`);
  const rooms: Room[] = [];
  const indexOf = new Map<string, number>();
  for (let i = 0; i < clients; i += 1) {
    const room = await client.joinOrCreate('race');
    // The bench ends by dropping every socket at once: nobody should try to come back.
    room.reconnection.enabled = false;
    indexOf.set(room.sessionId, i);
    rooms.push(room);
    const seen = new Map<number, number>();
    room.onStateChange((state: RaceState) => {
      const now = performance.now();
      state.racers.forEach((racer, sessionID) => {
        const from = indexOf.get(sessionID);
        if (from === undefined || from === i) return;
        seen.set(from, recorder.delivered(from, seen.get(from) ?? 0, racer.progress, now));
      });
    });
  }
  return {
    goAt: performance.now() + 200,
    send: (index, typed) => rooms[index]?.send('update', { typed, errors: 0 }),
    close: async () => {
      for (const room of rooms) room.connection.close(1000, 'bench done');
    },
  };
}
