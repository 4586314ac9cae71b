// The realtime server of one process: the bus (in-process, or Redis when REDIS_URL is set), the
// open-room registry, the rooms this process owns, matchmaking and notifications. Created once per
// process with the services; both sites' socket endpoints share it.
import type { Logger } from 'pino';

import { type Clock } from '../../domain/clock';
import { systemClock } from '../../domain/systemClock';
import type { AuthService } from '../auth/authService';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { cars } from '../db/schema';
import type { PassageService } from '../race/passageService';
import type { RaceService } from '../race/raceService';
import type { TokenService } from '../security/tokens';
import {
  createMemoryPresence,
  createRedisPresence,
  type PresenceStore,
} from '../social/presenceStore';
import { createAdminFeed, unclaimedOperators, type AdminFeed } from './adminFeed';
import type { Bus } from './bus';
import { createMatchmaker, type Matchmaker } from './matchmaker';
import { createMemoryBus } from './memoryBus';
import { createNotifications, type Notifications, type PlayerNotification } from './notifications';
import { createRedisBus, openRedis } from './redisBus';
import { createRedisRegistry } from './redisRoomRegistry';
import { createRedisSeatLocks } from './redisSeatLocks';
import { createRoomHost, type RoomHost } from './roomHost';
import { createMemoryRegistry, type RoomRegistry } from './roomRegistry';
import { createMemorySeatLocks, type SeatLocks } from './seatLocks';

export interface RealtimeDeps {
  db: Db;
  config: ServerConfig;
  log: Logger;
  auth: AuthService;
  tokens: TokenService;
  race: RaceService;
  passages: PassageService;
  clock?: Clock;
}

export interface Realtime {
  readonly clock: Clock;
  readonly bus: Bus;
  readonly rooms: RoomHost;
  readonly matchmaker: Matchmaker;
  /** One seat per player across sockets and processes. */
  readonly seatLocks: SeatLocks;
  readonly notifications: Notifications;
  /** The operators' channels (race-admin / math-admin). */
  readonly admin: AdminFeed;
  /** Who is online (every process: Redis, or this process's memory). */
  readonly presence: PresenceStore;
  /** Rooms waiting for racers (a friend's open room counts in open-games). */
  readonly registry: RoomRegistry;
  /** Sends a player notification to wherever the user is connected (any process). */
  notify(userID: number, notification: PlayerNotification): void;
  /** Ends this process's rooms and closes the bus. */
  close(): Promise<void>;
}

async function loadCarIDs(db: Db): Promise<readonly number[]> {
  const rows = await db.select({ carID: cars.carID, purchasable: cars.purchasable }).from(cars);
  const ids = rows.filter((row) => row.purchasable).map((row) => row.carID);
  return ids.length > 0 ? ids : [1];
}

export function createRealtime(deps: RealtimeDeps): Realtime {
  const { config, log } = deps;
  const clock = deps.clock ?? systemClock;
  const redis = config.redisUrl ? openRedis(config.redisUrl, log) : null;
  const bus = redis ? createRedisBus(redis, log, config.redisKeyPrefix) : createMemoryBus(log);
  const registry = redis
    ? createRedisRegistry(redis.commands, config.redisKeyPrefix)
    : createMemoryRegistry();
  const seatLocks = redis
    ? createRedisSeatLocks(redis.commands, config.redisKeyPrefix)
    : createMemorySeatLocks(clock);
  const presence = redis
    ? createRedisPresence(redis.commands, config.redisKeyPrefix)
    : createMemoryPresence(clock);
  let carIDs: Promise<readonly number[]> | null = null;
  const rooms = createRoomHost({
    bus,
    registry,
    clock,
    race: deps.race,
    passages: deps.passages,
    log,
    maxPassageChars: config.raceMaxPassageChars,
    carIDs: () =>
      (carIDs ??= loadCarIDs(deps.db).catch((err: unknown) => {
        log.error({ err }, 'loading cars for bots failed');
        carIDs = null;
        return [1];
      })),
  });
  const matchmaker = createMatchmaker({
    bus,
    registry,
    host: rooms,
    clock,
    log,
    timing: {
      raceWaitMs: config.raceWaitMs,
      practiceWaitMs: config.practiceWaitMs,
      countdownMs: config.countdownMs,
      tickMs: config.tickMs,
    },
  });
  const notifications = createNotifications(bus);
  const admin = createAdminFeed({ bus, db: deps.db, adminUsers: config.adminUsers });
  void unclaimedOperators(deps.db, config.adminUsers)
    .then((names) => {
      for (const name of names) {
        log.warn(
          `ADMIN_USERS lists '${name}', which no account holds yet: whoever registers it becomes an operator. Register it now, or list operators only once their accounts exist.`,
        );
      }
    })
    .catch(() => undefined);
  let closed = false;
  return {
    clock,
    bus,
    rooms,
    matchmaker,
    seatLocks,
    notifications,
    admin,
    presence,
    registry,
    notify: (userID, notification) => notifications.notify(userID, notification),
    async close() {
      if (closed) return;
      closed = true;
      await rooms.closeAll();
      await bus.close();
    },
  };
}
