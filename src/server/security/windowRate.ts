// A fixed-window counter kept in this process's memory: at most `limit` hits per key in each
// `windowMs`. Used where a call is cheap to make and costly to serve in bulk (player search per
// player, single sign-on starts per address); the oldest keys are dropped past `maxTracked`.
import type { Clock } from '../../domain/clock';

export interface WindowRateOptions {
  clock: Clock;
  limit: number;
  windowMs: number;
  maxTracked?: number;
}

export interface WindowRate<K> {
  /** Counts one hit; false when the key is over the limit in its current window. */
  allow(key: K): boolean;
}

export function createWindowRate<K>(options: WindowRateOptions): WindowRate<K> {
  const { clock, limit, windowMs, maxTracked = 50_000 } = options;
  const windows = new Map<K, { start: number; count: number }>();
  return {
    allow(key) {
      const now = clock.now();
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        windows.delete(key);
        windows.set(key, { start: now, count: 1 });
        if (windows.size > maxTracked) windows.delete(windows.keys().next().value!);
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}
