// The open-room registry shared by every process through Redis: one hash per pool
// (`<prefix>open:<pool>`, prefix `nitro:rt:` unless REDIS_KEY_PREFIX says otherwise), room id → JSON entry. Pools are small (rooms wait seconds), so
// reading a whole hash is cheap; the hash expires if nobody writes to it for a while, so pools
// left behind by stopped processes disappear on their own.
import type { Redis } from 'ioredis';

import type { OpenRoom, RoomRegistry } from './roomRegistry';

const POOL_TTL_MS = 10 * 60_000;

function parseEntry(json: string): OpenRoom | null {
  try {
    const value = JSON.parse(json) as Partial<OpenRoom>;
    return typeof value.roomID === 'string' &&
      typeof value.avgSpeed === 'number' &&
      typeof value.seats === 'number' &&
      typeof value.startsBy === 'number' &&
      typeof value.createdAt === 'number'
      ? (value as OpenRoom)
      : null;
  } catch {
    return null;
  }
}

export function createRedisRegistry(redis: Redis, keyPrefix: string): RoomRegistry {
  const key = (pool: string) => `${keyPrefix}open:${pool}`;
  return {
    async put(pool, room) {
      await redis
        .multi()
        .hset(key(pool), room.roomID, JSON.stringify(room))
        .pexpire(key(pool), POOL_TTL_MS)
        .exec();
    },
    async remove(pool, roomID) {
      await redis.hdel(key(pool), roomID);
    },
    async list(pool, now) {
      const raw = await redis.hgetall(key(pool));
      const live: OpenRoom[] = [];
      const stale: string[] = [];
      for (const [roomID, json] of Object.entries(raw)) {
        const entry = parseEntry(json);
        if (entry && entry.startsBy > now) live.push(entry);
        else stale.push(roomID);
      }
      if (stale.length > 0) await redis.hdel(key(pool), ...stale);
      return live;
    },
  };
}
