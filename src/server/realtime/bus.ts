// The fan-out bus every realtime process talks through. In one process it is a Map of handlers
// (memoryBus); with REDIS_URL it is Redis pub/sub (redisBus), so several server processes share
// rooms and notifications. Messages are strings: room broadcasts are serialised once by the room
// and handed to sockets as they are.

export type BusHandler = (message: string) => void;
export type Unsubscribe = () => void;

export interface Bus {
  publish(topic: string, message: string): void;
  /**
   * Starts delivering `topic` to `handler`. Resolves once the subscription is live (Redis confirms
   * SUBSCRIBE asynchronously), so a caller that subscribes and then publishes a request is sure
   * to hear the reply.
   */
  subscribe(topic: string, handler: BusHandler): Promise<Unsubscribe>;
  close(): Promise<void>;
}

/** Topic names, in one place so every process agrees on them. */
export const topics = {
  /** Room broadcasts and replies, from the room's owner to every process with a member. */
  room: (roomID: string) => `room:${roomID}`,
  /** Racers' input to a room, from whichever process holds their socket to the room's owner. */
  roomIn: (roomID: string) => `room:${roomID}:in`,
  /** Player notifications, delivered by whichever process holds that user's sockets. */
  user: (userID: number) => `user:${userID}`,
  /** A site's room reports, for its operators (race-admin / math-admin). */
  admin: (site: string) => `admin:${site}`,
  /** An operator started watching: every process re-reports the site's rooms it owns. */
  adminCensus: (site: string) => `admin:${site}:census`,
};

/**
 * Shared by both implementations: handlers per topic, with `onFirst` / `onLast` called when a
 * topic gains its first handler or loses its last (where Redis SUBSCRIBE / UNSUBSCRIBE go).
 */
export class HandlerTable {
  /**
   * Handlers per topic, as arrays replaced (never changed in place) on every add and remove: a
   * delivery walks the array it started with, so a handler may unsubscribe itself or others
   * meanwhile, and delivering (far more frequent than subscribing) copies nothing.
   */
  private readonly table = new Map<string, readonly BusHandler[]>();

  constructor(private readonly onError: (err: unknown, topic: string) => void) {}

  /** Adds a handler; true when it is the topic's first. */
  add(topic: string, handler: BusHandler): boolean {
    const handlers = this.table.get(topic);
    if (handlers?.includes(handler)) return false;
    this.table.set(topic, handlers ? [...handlers, handler] : [handler]);
    return !handlers;
  }

  /** Removes a handler; true when the topic has none left. */
  remove(topic: string, handler: BusHandler): boolean {
    const handlers = this.table.get(topic);
    if (!handlers?.includes(handler)) return false;
    const rest = handlers.filter((h) => h !== handler);
    if (rest.length > 0) {
      this.table.set(topic, rest);
      return false;
    }
    this.table.delete(topic);
    return true;
  }

  has(topic: string): boolean {
    return this.table.has(topic);
  }

  topics(): string[] {
    return [...this.table.keys()];
  }

  deliver(topic: string, message: string): void {
    const handlers = this.table.get(topic);
    if (!handlers) return;
    for (const handler of handlers) {
      try {
        handler(message);
      } catch (err) {
        this.onError(err, topic);
      }
    }
  }

  clear(): void {
    this.table.clear();
  }
}
