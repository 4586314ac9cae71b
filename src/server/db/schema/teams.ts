// Teams (SPEC §3 Team, §4 Team): the team itself, who is in it, who applied and who was invited,
// and the boosts members give the message of the day. A player's own team fields (teamID, role,
// tag, colour, the badge counts) live on `users` and are written in the same transaction as these.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
  text,
} from 'drizzle-orm/pg-core';

import { users } from './users';

const stamp = (name: string) => bigint(name, { mode: 'number' });

export const teams = pgTable(
  'teams',
  {
    teamID: integer('team_id').primaryKey().generatedAlwaysAsIdentity(),
    tag: varchar('tag', { length: 6 }).notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    tagColor: varchar('tag_color', { length: 7 }).notNull(),
    minRaces: integer('min_races').notNull().default(0),
    minSpeed: integer('min_speed').notNull().default(0),
    otherRequirements: varchar('other_requirements', { length: 200 }).notNull().default(''),
    /** The disband password, an scrypt hash like an account password's. */
    passwordHash: text('password_hash').notNull(),
    /** open | application | invite-only (src/domain/teams/teamRules.ts). */
    enrollment: varchar('enrollment', { length: 16 }).notNull().default('application'),
    autoRemove: boolean('auto_remove').notNull().default(false),
    motd: varchar('motd', { length: 500 }).notNull().default(''),
    /** Raised on every new message of the day; a boost names the message it cheers. */
    motdID: integer('motd_id').notNull().default(0),
    motdStamp: stamp('motd_stamp').notNull().default(0),
    motdUserID: integer('motd_user_id'),
    createdBy: integer('created_by'),
    createdStamp: stamp('created_stamp').notNull(),
  },
  (t) => [uniqueIndex('teams_tag_lower_idx').on(sql`lower(${t.tag})`)],
);

/** One row per member; the primary key on the player keeps everyone in at most one team. */
export const teamMembers = pgTable(
  'team_members',
  {
    userID: integer('user_id')
      .primaryKey()
      .references(() => users.userID, { onDelete: 'cascade' }),
    teamID: integer('team_id')
      .notNull()
      .references(() => teams.teamID, { onDelete: 'cascade' }),
    role: varchar('role', { length: 8 }).notNull().default('member'),
    joinedStamp: stamp('joined_stamp').notNull(),
  },
  (t) => [index('team_members_team_idx').on(t.teamID)],
);

export const teamApplications = pgTable(
  'team_applications',
  {
    teamID: integer('team_id')
      .notNull()
      .references(() => teams.teamID, { onDelete: 'cascade' }),
    userID: integer('user_id')
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    createdStamp: stamp('created_stamp').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teamID, t.userID] }),
    index('team_applications_user_idx').on(t.userID),
  ],
);

export const teamInvites = pgTable(
  'team_invites',
  {
    teamID: integer('team_id')
      .notNull()
      .references(() => teams.teamID, { onDelete: 'cascade' }),
    userID: integer('user_id')
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by'),
    createdStamp: stamp('created_stamp').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teamID, t.userID] }),
    index('team_invites_user_idx').on(t.userID),
  ],
);

/** A member's cheer on the current message of the day: one per member, replaced by a new one. */
export const teamMotdBoosts = pgTable(
  'team_motd_boosts',
  {
    teamID: integer('team_id')
      .notNull()
      .references(() => teams.teamID, { onDelete: 'cascade' }),
    userID: integer('user_id')
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    motdID: integer('motd_id').notNull(),
    boostID: integer('boost_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamID, t.userID] })],
);
