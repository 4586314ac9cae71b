// Special events (SPEC §3; docs/events.md): seeded from src/server/seed/data/events.json, and
// operators may insert rows of their own. The rules read them through specialEventSchema
// (src/domain/events/specialEvent.ts), so a malformed row is skipped rather than served.
import { bigint, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';

import type { EventBonus, EventCar } from '../../../domain/events/specialEvent';

const stamp = (name: string) => bigint(name, { mode: 'number' });

export const specialEvents = pgTable(
  'special_events',
  {
    eventID: integer('event_id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    description: text('description').notNull().default(''),
    startStamp: stamp('start_stamp').notNull(),
    /** The first second after the event (SPEC §3 endDate). */
    endStamp: stamp('end_stamp').notNull(),
    /** [{ carID, price }]: the cars the Event Showroom sells while the event runs. */
    cars: jsonb('cars').$type<EventCar[]>().notNull(),
    /** { moneyPercent, experiencePercent }: extra pay for a race in one of the cars. */
    bonus: jsonb('bonus').$type<EventBonus>().notNull(),
  },
  (t) => [index('special_events_end_idx').on(t.endStamp)],
);
