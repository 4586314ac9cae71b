// The bus over Redis pub/sub, for several server processes (REDIS_URL). Redis needs two
// connections: one that subscribes (a subscribing connection can run no other command) and one
// that publishes and also serves the open-room registry. Each topic is subscribed once per
// process however many local handlers it has.
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

import { HandlerTable, type Bus, type BusHandler } from './bus';

export interface RedisConnections {
  /** Publishes and runs ordinary commands (the room registry). */
  commands: Redis;
  subscriber: Redis;
}

export function openRedis(url: string, log: Logger): RedisConnections {
  const connect = (role: string) => {
    const redis = new Redis(url, { lazyConnect: false });
    // Without a listener ioredis prints every reconnect error; log them once through pino.
    redis.on('error', (err: Error) => log.warn({ err, role }, 'redis connection error'));
    return redis;
  };
  return { commands: connect('commands'), subscriber: connect('subscriber') };
}

export function createRedisBus(redis: RedisConnections, log: Logger): Bus {
  const handlers = new HandlerTable((err, topic) =>
    log.error({ err, topic }, 'realtime bus handler failed'),
  );
  // SUBSCRIBE in flight per topic, so a second local subscriber waits for the same confirmation.
  const live = new Map<string, Promise<unknown>>();
  let closed = false;
  redis.subscriber.on('message', (topic: string, message: string) =>
    handlers.deliver(topic, message),
  );

  return {
    publish(topic, message) {
      if (closed) return;
      redis.commands.publish(topic, message).catch((err: unknown) => {
        log.error({ err, topic }, 'redis publish failed');
      });
    },
    async subscribe(topic, handler: BusHandler) {
      if (handlers.add(topic, handler)) live.set(topic, redis.subscriber.subscribe(topic));
      try {
        await live.get(topic);
      } catch (err) {
        if (handlers.remove(topic, handler)) live.delete(topic);
        throw err;
      }
      return () => {
        if (!handlers.remove(topic, handler) || closed) return;
        live.delete(topic);
        redis.subscriber.unsubscribe(topic).catch((err: unknown) => {
          log.warn({ err, topic }, 'redis unsubscribe failed');
        });
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      handlers.clear();
      await Promise.allSettled([redis.commands.quit(), redis.subscriber.quit()]);
    },
  };
}
