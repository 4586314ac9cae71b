// The bus inside one process (the default). Delivery is deferred to a microtask so publishing
// never re-enters the publisher, the same ordering guarantees Redis gives: messages on one topic
// from one publisher arrive in the order they were sent. Messages published meanwhile wait in one
// queue that a single microtask delivers in order (a racer's update and a room's broadcast are
// the bulk of it: one queued pair each, not a closure and a microtask each).
import type { Logger } from 'pino';

import { HandlerTable, type Bus, type BusHandler } from './bus';

export function createMemoryBus(log?: Logger): Bus {
  const handlers = new HandlerTable((err, topic) =>
    log?.error({ err, topic }, 'realtime bus handler failed'),
  );
  let closed = false;
  /** Topic, message, topic, message, … not yet delivered. */
  let queue: string[] = [];
  const flush = () => {
    // Messages published while delivering join this same run, after the ones before them.
    for (let at = 0; at < queue.length; at += 2) {
      if (closed) break;
      handlers.deliver(queue[at]!, queue[at + 1]!);
    }
    queue = [];
  };
  return {
    publish(topic, message) {
      if (closed || !handlers.has(topic)) return;
      if (queue.length === 0) queueMicrotask(flush);
      queue.push(topic, message);
    },
    async subscribe(topic, handler: BusHandler) {
      handlers.add(topic, handler);
      return () => {
        handlers.remove(topic, handler);
      };
    },
    async close() {
      closed = true;
      handlers.clear();
    },
  };
}
