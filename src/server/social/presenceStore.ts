// Who is online, shared by every process (SPEC §7 player-checkin): in Redis when REDIS_URL is set,
// in this process otherwise. A check-in writes the player's entry (the path they are on, whether
// they hide, which socket checked in) for PRESENCE_TTL_SECONDS, the realtime idle end: a socket
// that has not checked in for 15 minutes is closed by the client anyway. `lastOnline` remembers
// when the player was last seen online, for the 900 s friend-online suppression.
import type { Redis } from 'ioredis';

import type { Clock } from '../../domain/clock';

/** SPEC §9 idle end (900000 ms), and a minute of grace. */
export const PRESENCE_TTL_SECONDS = 960;
/** Kept long enough to suppress a friend-online within 900 s of being seen. */
export const LAST_ONLINE_TTL_SECONDS = 1800;

export interface PresenceEntry {
  /** Seconds stamp of the check-in. */
  seenAt: number;
  path: string;
  /** The player hides (the offline setting, or the check-in said so). */
  hidden: boolean;
  /** The socket that checked in (a later check-in from another socket takes over). */
  conn: string;
}

export interface PresenceStore {
  /** Records a check-in; resolves the previous `lastOnline` (seconds), null if none is known. */
  checkin(userID: number, entry: PresenceEntry): Promise<number | null>;
  /** The online entries among `userIDs`. */
  lookup(userIDs: readonly number[]): Promise<Map<number, PresenceEntry>>;
  /** The socket `conn` closed: the player is offline unless another socket checked in since. */
  leave(userID: number, conn: string, nowSeconds: number): Promise<void>;
}

export function createMemoryPresence(clock: Clock): PresenceStore {
  const online = new Map<number, PresenceEntry>();
  const lastOnline = new Map<number, number>();
  const live = (entry: PresenceEntry | undefined, now: number) =>
    entry && now - entry.seenAt < PRESENCE_TTL_SECONDS ? entry : undefined;
  return {
    async checkin(userID, entry) {
      const previous = lastOnline.get(userID);
      const before =
        previous !== undefined && entry.seenAt - previous < LAST_ONLINE_TTL_SECONDS
          ? previous
          : null;
      online.set(userID, entry);
      lastOnline.set(userID, entry.seenAt);
      return before;
    },
    async lookup(userIDs) {
      const now = clock.nowSeconds();
      const found = new Map<number, PresenceEntry>();
      for (const id of userIDs) {
        const entry = live(online.get(id), now);
        if (entry) found.set(id, entry);
        else online.delete(id);
      }
      return found;
    },
    async leave(userID, conn, nowSeconds) {
      if (online.get(userID)?.conn === conn) {
        online.delete(userID);
        lastOnline.set(userID, nowSeconds);
      }
    },
  };
}

const CHECKIN = `
local before = redis.call('GET', KEYS[2])
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
redis.call('SET', KEYS[2], ARGV[3], 'EX', ARGV[4])
return before`;

const LEAVE = `
local current = redis.call('GET', KEYS[1])
if current and cjson.decode(current).conn == ARGV[1] then
  redis.call('DEL', KEYS[1])
  redis.call('SET', KEYS[2], ARGV[2], 'EX', ARGV[3])
end
return 1`;

export function createRedisPresence(redis: Redis, keyPrefix: string): PresenceStore {
  const onlineKey = (id: number) => `${keyPrefix}presence:${id}`;
  const seenKey = (id: number) => `${keyPrefix}seen:${id}`;
  return {
    async checkin(userID, entry) {
      const before = await redis.eval(
        CHECKIN,
        2,
        onlineKey(userID),
        seenKey(userID),
        JSON.stringify(entry),
        String(PRESENCE_TTL_SECONDS),
        String(entry.seenAt),
        String(LAST_ONLINE_TTL_SECONDS),
      );
      const stamp = typeof before === 'string' ? Number(before) : NaN;
      return Number.isFinite(stamp) ? stamp : null;
    },
    async lookup(userIDs) {
      const found = new Map<number, PresenceEntry>();
      if (userIDs.length === 0) return found;
      const values = await redis.mget(userIDs.map(onlineKey));
      values.forEach((value, i) => {
        if (!value) return;
        try {
          found.set(userIDs[i]!, JSON.parse(value) as PresenceEntry);
        } catch {
          // A value this code did not write: treated as offline.
        }
      });
      return found;
    },
    async leave(userID, conn, nowSeconds) {
      await redis.eval(
        LEAVE,
        2,
        onlineKey(userID),
        seenKey(userID),
        conn,
        String(nowSeconds),
        String(LAST_ONLINE_TTL_SECONDS),
      );
    },
  };
}
