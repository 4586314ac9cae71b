// What the realtime bench's load loop needs from each kind of server's clients, and the record
// of relay latencies they share.

/** The race server's tick and the Colyseus peer's patch rate. */
export const TICK_MS = 100;

/** One kind of server's clients, connected and seated. */
export interface Driver {
  /** performance.now() at which the racers may start sending. */
  goAt: number;
  /** Racer `index` reports progress `typed`. */
  send(index: number, typed: number): void;
  close(): Promise<void>;
}

/**
 * sendTimes[racer][k]: when racer sent update k (typed = k). A receiver that sees a racer's
 * progress move from `seen` to `progress` has had updates seen+1 … progress relayed to it.
 */
export class Recorder {
  readonly sendTimes: number[][];
  readonly latencies: number[] = [];
  /**
   * Race server only: a positions frame's arrival minus the server time of the tick that sent it
   * (its `serverNow`; one machine, one clock), the part of the relay latency after the wait for
   * the tick.
   */
  readonly afterTick: number[] = [];

  constructor(racers: number) {
    this.sendTimes = Array.from({ length: racers }, () => []);
  }

  sent(racer: number, typed: number, at: number): void {
    const times = this.sendTimes[racer];
    if (times) times[typed] = at;
  }

  /** Records the updates of racer `from` newly visible to a receiver; returns the new high mark. */
  delivered(from: number, seen: number, progress: number, now: number): number {
    const times = this.sendTimes[from];
    if (!times) return seen;
    for (let k = seen + 1; k <= progress; k += 1) {
      const sentAt = times[k];
      if (sentAt !== undefined) this.latencies.push(now - sentAt);
    }
    return Math.max(seen, progress);
  }
}
