// Storage of special events: Drizzle queries only. Rows are read through specialEventSchema, so a
// row an operator got wrong (an end before its start, an unknown shape) is skipped and reported
// instead of reaching the shop or the race rewards.
import { asc, eq, gt } from 'drizzle-orm';

import { specialEventSchema, type SpecialEvent } from '../../domain/events/specialEvent';
import type { Db, Tx } from '../db/client';
import { specialEvents } from '../db/schema';

type Conn = Db | Tx;
type Row = typeof specialEvents.$inferSelect;

function parseRow(row: Row, warn: (message: string) => void): SpecialEvent | null {
  const parsed = specialEventSchema.safeParse(row);
  if (parsed.success) return parsed.data;
  warn(`Special event ${row.eventID} is malformed and is left out: ${parsed.error.message}`);
  return null;
}

/** Every event not over at `nowSeconds` (running or to come), the one ending first first. */
export async function eventsNotOver(
  db: Conn,
  nowSeconds: number,
  warn: (message: string) => void = () => {},
): Promise<SpecialEvent[]> {
  const rows = await db
    .select()
    .from(specialEvents)
    .where(gt(specialEvents.endStamp, nowSeconds))
    .orderBy(asc(specialEvents.endStamp), asc(specialEvents.eventID));
  return rows.flatMap((row) => parseRow(row, warn) ?? []);
}

/** One event by id, whether or not it runs. */
export async function findEvent(
  db: Conn,
  eventID: number,
  warn: (message: string) => void = () => {},
): Promise<SpecialEvent | null> {
  const [row] = await db.select().from(specialEvents).where(eq(specialEvents.eventID, eventID));
  return row ? parseRow(row, warn) : null;
}

let version = 0;

/** Bumped by every save here, so the races' copy of the events (raceEvents.ts) is read again. */
export const eventsVersion = () => version;

/** Creates or replaces an event by its id. */
export async function saveEvent(db: Conn, event: SpecialEvent): Promise<void> {
  await db
    .insert(specialEvents)
    .values(event)
    .onConflictDoUpdate({ target: specialEvents.eventID, set: event });
  version += 1;
}
