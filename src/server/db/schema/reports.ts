// Player reports (SPEC §7 Players report) for the operators' queue: one open report per reporter,
// target and race (a partial unique index, so a double click or a script cannot pile them up).
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

// User ids are not declared as foreign keys (the table was made before ./users could be imported
// without a cycle; adding them is a migration); the services write only ids they just locked.
const stamp = (name: string) => bigint(name, { mode: 'number' });

export const playerReports = pgTable(
  'player_reports',
  {
    id: serial('id').primaryKey(),
    reporterID: integer('reporter_id').notNull(),
    targetID: integer('target_id').notNull(),
    /** The race (races.race_id) the report is about; 0 for none (so the unique index covers reports without one). */
    raceID: integer('race_id').notNull().default(0),
    reason: varchar('reason', { length: 20 }).notNull(),
    details: varchar('details', { length: 500 }).notNull().default(''),
    /** open | dismissed | banned */
    status: varchar('status', { length: 10 }).notNull().default('open'),
    createdStamp: stamp('created_stamp').notNull(),
    resolvedStamp: stamp('resolved_stamp'),
    resolvedBy: integer('resolved_by'),
  },
  (t) => [
    uniqueIndex('player_reports_open_idx')
      .on(t.reporterID, t.targetID, t.raceID)
      .where(sql`${t.status} = 'open'`),
    index('player_reports_status_idx').on(t.status, t.id),
    index('player_reports_reporter_idx').on(t.reporterID, t.createdStamp),
  ],
);
