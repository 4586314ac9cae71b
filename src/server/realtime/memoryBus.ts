// The bus inside one process (the default). Delivery is deferred to a microtask so publishing
// never re-enters the publisher, the same ordering guarantees Redis gives: messages on one topic
// from one publisher arrive in the order they were sent.
import type { Logger } from 'pino';

import { HandlerTable, type Bus, type BusHandler } from './bus';

export function createMemoryBus(log?: Logger): Bus {
  const handlers = new HandlerTable((err, topic) =>
    log?.error({ err, topic }, 'realtime bus handler failed'),
  );
  let closed = false;
  return {
    publish(topic, message) {
      if (closed || !handlers.has(topic)) return;
      queueMicrotask(() => handlers.deliver(topic, message));
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
