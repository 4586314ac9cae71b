// The special events a race result pays its bonus from (raceService), read once and shared by every
// result that follows instead of one query per racer per race: the list is every event not over at
// the time it was read, so it stays right for any later time (an event that ends is filtered out by
// the time it is used, one that starts later is already in it) until the table changes. A save
// through this process (eventStore.saveEvent) drops it at once; an operator's row written anywhere
// else counts within EVENTS_FRESH_SECONDS.
import type { SpecialEvent } from '../../domain/events/specialEvent';
import type { Db } from '../db/client';
import { eventsNotOver, eventsVersion } from './eventStore';

export const EVENTS_FRESH_SECONDS = 30;

interface Cached {
  version: number;
  readAt: number;
  events: Promise<SpecialEvent[]>;
}

/** One entry per database (tests run several servers in one process). */
const cached = new WeakMap<Db, Cached>();

export function eventsForRaces(db: Db, nowSeconds: number): Promise<SpecialEvent[]> {
  const hit = cached.get(db);
  if (
    hit &&
    hit.version === eventsVersion() &&
    nowSeconds >= hit.readAt &&
    nowSeconds < hit.readAt + EVENTS_FRESH_SECONDS
  ) {
    return hit.events;
  }
  const entry: Cached = {
    version: eventsVersion(),
    readAt: nowSeconds,
    events: eventsNotOver(db, nowSeconds),
  };
  cached.set(db, entry);
  // A failed read is not kept: the next result tries again.
  entry.events.catch(() => {
    if (cached.get(db) === entry) cached.delete(db);
  });
  return entry.events;
}
