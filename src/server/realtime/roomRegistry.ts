// Where matchmaking finds rooms that are still waiting for racers. The owner of a room writes its
// entry (speed, free seats) and removes it when the room starts, fills or closes; joiners read the
// pool they belong in and ask the owner for a seat over the bus. The entry is only a hint: the
// owner has the last word, answering 'accepted' or 'refused' (full, started), so two processes
// racing for the last seat are settled by the owner alone and the loser just tries the next room.
// Entries carry the time by which the room will have started, so the entry of a room whose
// process died is ignored (and dropped) once that time has passed.

export type { OpenRoom } from '../../domain/race/room/roomState';
import type { OpenRoom } from '../../domain/race/room/roomState';

export interface RoomRegistry {
  put(pool: string, room: OpenRoom): Promise<void>;
  remove(pool: string, roomID: string): Promise<void>;
  /** The pool's live entries at `now`. */
  list(pool: string, now: number): Promise<OpenRoom[]>;
}

/** One process: a Map of pools. */
export function createMemoryRegistry(): RoomRegistry {
  const pools = new Map<string, Map<string, OpenRoom>>();
  return {
    async put(pool, room) {
      let entries = pools.get(pool);
      if (!entries) {
        entries = new Map();
        pools.set(pool, entries);
      }
      entries.set(room.roomID, room);
    },
    async remove(pool, roomID) {
      const entries = pools.get(pool);
      if (!entries) return;
      entries.delete(roomID);
      if (entries.size === 0) pools.delete(pool);
    },
    async list(pool, now) {
      const entries = pools.get(pool);
      if (!entries) return [];
      for (const room of entries.values()) if (room.startsBy <= now) entries.delete(room.roomID);
      return [...entries.values()];
    },
  };
}
