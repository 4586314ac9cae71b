// One seat per player (issue 10 item 4): a player — a user id, or a guest id — races in one room
// at a time, whichever socket or process they join from. The socket that seats the player holds
// a lock on their player key ('u:<id>' / 'g:<id>') until the racer is done, leaves, the room
// closes or the socket dies; a second socket asking meanwhile is refused. Locks expire unless the
// holder renews them (the socket heartbeat does), so a crashed process frees its players' seats
// within SEAT_TTL_MS. In one process the locks are a Map; with REDIS_URL they are Redis keys
// (redisSeatLocks.ts), shared by every process.
import type { Clock } from '../../domain/clock';

/** A lock nobody renews is gone after this long (a crashed process's players race again). */
export const SEAT_TTL_MS = 45_000;
/** How often a holder renews its lock: well inside the TTL, so a slow sweep never loses it. */
export const SEAT_RENEW_MS = 15_000;

export interface SeatLocks {
  /** Takes the player's seat for `holder` (or renews it when `holder` has it); false if taken. */
  acquire(playerKey: string, holder: string): Promise<boolean>;
  /** Extends the holder's lock; false when the holder no longer has it (expired, taken). */
  renew(playerKey: string, holder: string): Promise<boolean>;
  /** Frees the seat, only if `holder` still has it. */
  release(playerKey: string, holder: string): Promise<void>;
}

/** One process: a Map of player key → holder and expiry. */
export function createMemorySeatLocks(clock: Clock, ttlMs = SEAT_TTL_MS): SeatLocks {
  const locks = new Map<string, { holder: string; expiresAt: number }>();
  const holderOf = (playerKey: string) => {
    const lock = locks.get(playerKey);
    if (lock && lock.expiresAt <= clock.now()) {
      locks.delete(playerKey);
      return null;
    }
    return lock?.holder ?? null;
  };
  return {
    async acquire(playerKey, holder) {
      const current = holderOf(playerKey);
      if (current !== null && current !== holder) return false;
      locks.set(playerKey, { holder, expiresAt: clock.now() + ttlMs });
      return true;
    },
    async renew(playerKey, holder) {
      if (holderOf(playerKey) !== holder) return false;
      locks.set(playerKey, { holder, expiresAt: clock.now() + ttlMs });
      return true;
    },
    async release(playerKey, holder) {
      if (holderOf(playerKey) === holder) locks.delete(playerKey);
    },
  };
}
