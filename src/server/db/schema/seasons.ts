// Operator seasons (issue 14; src/domain/seasons/schedule.ts): a season an operator adds takes the
// rolling schedule's place while it runs. Ids from 1000 up (the rolling seasons are 1..999); the
// check constraints keep a row one the schedule can use. The leaderboards' season period reads
// this table too (function racer_period_starts, migration 0012).
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

const stamp = (name: string) => bigint(name, { mode: 'number' });

export const seasons = pgTable(
  'seasons',
  {
    seasonID: integer('season_id').primaryKey(),
    name: varchar('name', { length: 80 }).notNull(),
    className: varchar('class_name', { length: 40 }).notNull().default('season-custom'),
    startStamp: stamp('start_stamp').notNull(),
    endStamp: stamp('end_stamp').notNull(),
    totalRewards: integer('total_rewards').notNull().default(100),
    achievementGroupID: integer('achievement_group_id').notNull().default(12),
  },
  (t) => [
    check('seasons_operator_id', sql`${t.seasonID} >= 1000`),
    check('seasons_span', sql`${t.endStamp} > ${t.startStamp}`),
    check('seasons_tiers', sql`${t.totalRewards} between 50 and 400`),
  ],
);
