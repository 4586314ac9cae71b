// The seat locks of every process, in Redis (see seatLocks.ts): one key per seated player,
// `<prefix>seat:<playerKey>` → the holding socket's id, with a TTL the holder keeps renewing.
// Each operation is one Lua script, so checking who holds a key and changing it is atomic
// across processes.
import type { Redis } from 'ioredis';

import { SEAT_TTL_MS, type SeatLocks } from './seatLocks';

const ACQUIRE = `
local current = redis.call('GET', KEYS[1])
if current and current ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;

const RENEW = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1`;

export function createRedisSeatLocks(
  redis: Redis,
  keyPrefix: string,
  ttlMs = SEAT_TTL_MS,
): SeatLocks {
  const key = (playerKey: string) => `${keyPrefix}seat:${playerKey}`;
  const run = async (script: string, playerKey: string, holder: string) =>
    Number(await redis.eval(script, 1, key(playerKey), holder, String(ttlMs))) === 1;
  return {
    acquire: (playerKey, holder) => run(ACQUIRE, playerKey, holder),
    renew: (playerKey, holder) => run(RENEW, playerKey, holder),
    async release(playerKey, holder) {
      await run(RELEASE, playerKey, holder);
    },
  };
}
