// Races, their verified results and the racers' running totals the boards read.
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { users } from './users';

const stamp = (name: string) => bigint(name, { mode: 'number' });

/** One row per race that had at least one human finisher. */
export const races = pgTable('races', {
  raceID: serial('race_id').primaryKey(),
  /** The realtime room's id: unique, so a room's race is recorded once. */
  roomID: varchar('room_id', { length: 64 }).notNull().unique(),
  site: varchar('site', { length: 8 }).notNull(),
  passageID: integer('passage_id').notNull(),
  /** math races: the lesson / problem type; typing races: null. */
  lessonID: varchar('lesson_id', { length: 40 }),
  scoringMode: varchar('scoring_mode', { length: 16 }).notNull(),
  racers: integer('racers').notNull(),
  startedStamp: stamp('started_stamp').notNull(),
});

/**
 * A racer's verified result. The unique keys make paying out idempotent: a result that is sent
 * twice, or retried after a crash, finds its row and pays nothing more.
 */
export const raceResults = pgTable(
  'race_results',
  {
    id: serial('id').primaryKey(),
    raceID: integer('race_id')
      .notNull()
      .references(() => races.raceID, { onDelete: 'cascade' }),
    userID: integer('user_id').references(() => users.userID, { onDelete: 'cascade' }),
    guestID: varchar('guest_id', { length: 64 }),
    place: integer('place').notNull(),
    wpm: real('wpm').notNull(),
    accuracy: real('accuracy').notNull(),
    errors: integer('errors').notNull(),
    consistency: integer('consistency').notNull(),
    durationMs: integer('duration_ms').notNull(),
    typedChars: integer('typed_chars').notNull(),
    nitrosUsed: integer('nitros_used').notNull(),
    money: integer('money').notNull(),
    experience: integer('experience').notNull(),
    qualifying: boolean('qualifying').notNull().default(false),
    lines: jsonb('lines').$type<{ label: string; money: number; experience: number }[]>().notNull(),
    levelBefore: integer('level_before').notNull(),
    levelAfter: integer('level_after').notNull(),
    createdStamp: stamp('created_stamp').notNull(),
  },
  (t) => [
    uniqueIndex('race_results_user_idx').on(t.raceID, t.userID),
    uniqueIndex('race_results_guest_idx').on(t.raceID, t.guestID),
    index('race_results_guest_lookup_idx').on(t.guestID),
    /** A player's race log and charts, newest first (stats/statsService.ts). */
    index('race_results_user_log_idx').on(t.userID, t.createdStamp.desc(), t.id.desc()),
  ],
);

/**
 * A racer's running totals per site and leaderboard period (src/domain/stats/periods.ts): one row
 * per (site, period, start of the period, racer), kept by a trigger on race_results in the same
 * transaction as the result (migration 0008_racer_totals_trigger.sql), so a board reads the top
 * rows of one index instead of adding up every race of the period. Guests have no row.
 */
export const racerTotals = pgTable(
  'racer_totals',
  {
    site: varchar('site', { length: 8 }).notNull(),
    period: varchar('period', { length: 8 }).notNull(),
    periodStart: stamp('period_start').notNull(),
    userID: integer('user_id')
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    races: integer('races').notNull().default(0),
    /** Sums of each race's speed (WPM or problems a minute) and accuracy (percent). */
    speedSum: real('speed_sum').notNull().default(0),
    accuracySum: real('accuracy_sum').notNull().default(0),
    /** Sum of speed × accuracy / 100 per race (src/domain/stats/ranking.ts racePoints). */
    points: real('points').notNull().default(0),
    bestSpeed: real('best_speed').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    /** Seconds raced. */
    secs: bigint('secs', { mode: 'number' }).notNull().default(0),
    typedChars: bigint('typed_chars', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.site, t.period, t.periodStart, t.userID] }),
    /** A board: the top racers of one period, in board order (ranking.ts compareRacers). */
    index('racer_totals_board_idx').on(
      t.site,
      t.period,
      t.periodStart,
      t.points.desc(),
      t.races.desc(),
      t.userID,
    ),
    index('racer_totals_user_idx').on(t.userID),
  ],
);
