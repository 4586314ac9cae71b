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

/**
 * `prefix` (REDIS_KEY_PREFIX) goes before every channel name, as before every key, so several
 * installations or test runs sharing one Redis never hear each other's rooms and players.
 */
export function createRedisBus(redis: RedisConnections, log: Logger, prefix = ''): Bus {
  const handlers = new HandlerTable((err, topic) =>
    log.error({ err, topic }, 'realtime bus handler failed'),
  );
  // SUBSCRIBE in flight per topic, so a second local subscriber waits for the same confirmation.
  const live = new Map<string, Promise<unknown>>();
  let closed = false;
  const channel = (topic: string) => prefix + topic;
  redis.subscriber.on('message', (name: string, message: string) => {
    if (name.startsWith(prefix)) handlers.deliver(name.slice(prefix.length), message);
  });

  return {
    publish(topic, message) {
      if (closed) return;
      redis.commands.publish(channel(topic), message).catch((err: unknown) => {
        log.error({ err, topic }, 'redis publish failed');
      });
    },
    async subscribe(topic, handler: BusHandler) {
      if (handlers.add(topic, handler)) live.set(topic, redis.subscriber.subscribe(channel(topic)));
      try {
        await live.get(topic);
      } catch (err) {
        if (handlers.remove(topic, handler)) live.delete(topic);
        throw err;
      }
      return () => {
        if (!handlers.remove(topic, handler) || closed) return;
        live.delete(topic);
        redis.subscriber.unsubscribe(channel(topic)).catch((err: unknown) => {
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
