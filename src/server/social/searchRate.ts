// Player search is rate-limited per player (a prefix search must not become a way to list every
// name): at most SEARCHES_PER_WINDOW in each SEARCH_WINDOW_MS, counted in this process's memory.
import type { Clock } from '../../domain/clock';
import { createWindowRate } from '../security/windowRate';

export const SEARCHES_PER_WINDOW = 20;
export const SEARCH_WINDOW_MS = 10_000;

export function createSearchRate(clock: Clock, limit = SEARCHES_PER_WINDOW) {
  return createWindowRate<number>({ clock, limit, windowMs: SEARCH_WINDOW_MS });
}
