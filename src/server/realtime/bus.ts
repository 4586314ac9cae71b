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
  private readonly table = new Map<string, Set<BusHandler>>();

  constructor(private readonly onError: (err: unknown, topic: string) => void) {}

  /** Adds a handler; true when it is the topic's first. */
  add(topic: string, handler: BusHandler): boolean {
    let set = this.table.get(topic);
    const first = !set;
    if (!set) {
      set = new Set();
      this.table.set(topic, set);
    }
    set.add(handler);
    return first;
  }

  /** Removes a handler; true when the topic has none left. */
  remove(topic: string, handler: BusHandler): boolean {
    const set = this.table.get(topic);
    if (!set || !set.delete(handler)) return false;
    if (set.size > 0) return false;
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
    const set = this.table.get(topic);
    if (!set) return;
    // A handler may unsubscribe (itself or others) while we deliver; iterate over a copy.
    for (const handler of [...set]) {
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
