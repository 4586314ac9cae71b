// Player search is rate-limited per player (a prefix search must not become a way to list every
// name): at most SEARCHES_PER_WINDOW in each SEARCH_WINDOW_MS, counted in this process's memory.
import type { Clock } from '../../domain/clock';

export const SEARCHES_PER_WINDOW = 20;
export const SEARCH_WINDOW_MS = 10_000;
/** Players remembered at most; the oldest windows are dropped first. */
const MAX_TRACKED = 50_000;

export function createSearchRate(clock: Clock, limit = SEARCHES_PER_WINDOW) {
  const windows = new Map<number, { start: number; count: number }>();
  return {
    /** Counts one search; false when the player is over the limit. */
    allow(userID: number): boolean {
      const now = clock.now();
      const current = windows.get(userID);
      if (!current || now - current.start >= SEARCH_WINDOW_MS) {
        windows.delete(userID);
        windows.set(userID, { start: now, count: 1 });
        if (windows.size > MAX_TRACKED) windows.delete(windows.keys().next().value!);
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}
