// Weekly leagues (SPEC §3 League, §4 League outcome). A player's (or team's) week in a league is a
// row of `league_entries`, made by their first race of the week and credited with the XP of every
// race of it, in the race result's own transaction. `league_weeks` holds one row per week the
// rollover closed: its primary key is what makes the rollover run once per week, whichever
// process runs it and however often. Teams' tiers live in `league_team_tiers`; a player's on
// `users` (leagueTier, highestLeagueTier, tournamentsWon).
import { bigint, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

import { teams } from './teams';

const stamp = (name: string) => bigint(name, { mode: 'number' });

export const leagueEntries = pgTable(
  'league_entries',
  {
    /** Monday 00:00 UTC of the week (src/domain/leagues/leagueWeek.ts). */
    weekStart: stamp('week_start').notNull(),
    /** 'user' or 'team'. */
    kind: varchar('kind', { length: 4 }).notNull(),
    /** The user's or the team's id. */
    memberID: integer('member_id').notNull(),
    tier: integer('tier').notNull(),
    division: integer('division').notNull(),
    experience: bigint('experience', { mode: 'number' }).notNull().default(0),
    played: integer('played').notNull().default(0),
    seconds: integer('seconds').notNull().default(0),
    joinedStamp: stamp('joined_stamp').notNull(),
    /** Written by the rollover: the final place, the tier it led to and why. */
    place: integer('place'),
    newTier: integer('new_tier'),
    reason: varchar('reason', { length: 20 }),
  },
  (t) => [
    primaryKey({ columns: [t.weekStart, t.kind, t.memberID] }),
    index('league_entries_division_idx').on(t.weekStart, t.kind, t.tier, t.division),
    index('league_entries_member_idx').on(t.kind, t.memberID, t.weekStart),
  ],
);

export const leagueWeeks = pgTable('league_weeks', {
  weekStart: stamp('week_start').primaryKey(),
  closedStamp: stamp('closed_stamp').notNull(),
  /** Entries ranked by the rollover (players and teams). */
  entries: integer('entries').notNull(),
});

export const leagueTeamTiers = pgTable('league_team_tiers', {
  teamID: integer('team_id')
    .primaryKey()
    .references(() => teams.teamID, { onDelete: 'cascade' }),
  tier: integer('tier').notNull().default(0),
  highestTier: integer('highest_tier').notNull().default(0),
  tournamentsWon: integer('tournaments_won').notNull().default(0),
});
