// The server's only reader of the wall clock. Services take a Clock so tests can move time.
export interface Clock {
  /** Seconds since the epoch. */
  nowSeconds(): number;
  nowMs(): number;
}

export const systemClock: Clock = {
  nowSeconds: () => Math.floor(Date.now() / 1000),
  nowMs: () => Date.now(),
};

/** A clock tests can set and advance. */
export function manualClock(
  startMs: number,
): Clock & { advance(ms: number): void; set(ms: number): void } {
  let now = startMs;
  return {
    nowSeconds: () => Math.floor(now / 1000),
    nowMs: () => now,
    advance: (ms) => {
      now += ms;
    },
    set: (ms) => {
      now = ms;
    },
  };
}
