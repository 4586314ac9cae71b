// Who is online, shared by every process (SPEC §7 player-checkin): in Redis when REDIS_URL is set,
// in this process otherwise. A check-in writes the player's entry (the path they are on, whether
// they hide, which socket checked in) for PRESENCE_TTL_SECONDS, the realtime idle end: a socket
// that has not checked in for 15 minutes is closed by the client anyway. It also remembers, per
// player and friend, when the player was last told that friend is online: the friend-online
// suppression of SPEC §4 (not again within 900 s).
import type { Redis } from 'ioredis';

import type { Clock } from '../../domain/clock';
import {
  announceFriendOnline,
  FRIEND_ONLINE_SUPPRESS_SECONDS,
} from '../../domain/friends/presence';

/** SPEC §9 idle end (900000 ms), and a minute of grace. */
export const PRESENCE_TTL_SECONDS = 960;

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
  /** Records a check-in. */
  checkin(userID: number, entry: PresenceEntry): Promise<void>;
  /**
   * Of `recipients`, those not told within 900 s that `friendID` is online; they are marked told
   * at `now` (seconds), so another call within 900 s leaves them out.
   */
  tell(recipients: readonly number[], friendID: number, now: number): Promise<number[]>;
  /** The online entries among `userIDs`. */
  lookup(userIDs: readonly number[]): Promise<Map<number, PresenceEntry>>;
  /** The socket `conn` closed: the player is offline unless another socket checked in since. */
  leave(userID: number, conn: string): Promise<void>;
}

export function createMemoryPresence(clock: Clock): PresenceStore {
  const online = new Map<number, PresenceEntry>();
  /** `${recipient}:${friend}` → when told, oldest first. */
  const told = new Map<string, number>();
  return {
    async checkin(userID, entry) {
      online.set(userID, entry);
    },
    async tell(recipients, friendID, now) {
      const fresh: number[] = [];
      for (const recipient of recipients) {
        const key = `${recipient}:${friendID}`;
        const last = told.get(key) ?? null;
        if (!announceFriendOnline({ isFriend: true, hidden: false, lastOnline: last, now }))
          continue;
        told.delete(key);
        told.set(key, now);
        fresh.push(recipient);
      }
      for (const [key, at] of told) {
        if (now - at < FRIEND_ONLINE_SUPPRESS_SECONDS) break;
        told.delete(key);
      }
      return fresh;
    },
    async lookup(userIDs) {
      const now = clock.nowSeconds();
      const found = new Map<number, PresenceEntry>();
      for (const id of userIDs) {
        const entry = online.get(id);
        if (entry && now - entry.seenAt < PRESENCE_TTL_SECONDS) found.set(id, entry);
        else online.delete(id);
      }
      return found;
    },
    async leave(userID, conn) {
      if (online.get(userID)?.conn === conn) online.delete(userID);
    },
  };
}

const LEAVE = `
local current = redis.call('GET', KEYS[1])
if current and cjson.decode(current).conn == ARGV[1] then
  redis.call('DEL', KEYS[1])
end
return 1`;

export function createRedisPresence(redis: Redis, keyPrefix: string): PresenceStore {
  const onlineKey = (id: number) => `${keyPrefix}presence:${id}`;
  const toldKey = (recipient: number, friend: number) => `${keyPrefix}told:${recipient}:${friend}`;
  return {
    async checkin(userID, entry) {
      await redis.set(onlineKey(userID), JSON.stringify(entry), 'EX', PRESENCE_TTL_SECONDS);
    },
    async tell(recipients, friendID, now) {
      if (recipients.length === 0) return [];
      // SET NX expiring with the 900 s window: announceFriendOnline's rule, as one atomic step
      // per pair across processes.
      const pipeline = redis.pipeline();
      for (const recipient of recipients)
        pipeline.set(
          toldKey(recipient, friendID),
          String(now),
          'EX',
          FRIEND_ONLINE_SUPPRESS_SECONDS,
          'NX',
        );
      const answers = (await pipeline.exec()) ?? [];
      return recipients.filter((_, i) => answers[i]?.[1] === 'OK');
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
    async leave(userID, conn) {
      await redis.eval(LEAVE, 1, onlineKey(userID), conn);
    },
  };
}
