// Classes (docs/classes.md): a teacher's class sections and who is in each. A student's own class
// fields (sectionID once approved, pendingTeacherApproval, classData, disabledClassSettings) live
// on `users` and are written in the same transaction as these rows, the section row locked first.
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { users } from './users';

const stamp = (name: string) => bigint(name, { mode: 'number' });

export const classSections = pgTable(
  'class_sections',
  {
    /** The join code: seven random digits the server draws (src/domain/classes/classRules.ts). */
    sectionID: integer('section_id').primaryKey(),
    name: varchar('name', { length: 40 }).notNull(),
    teacherID: integer('teacher_id')
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    districtName: varchar('district_name', { length: 60 }).notNull().default(''),
    createdStamp: stamp('created_stamp').notNull(),
    /** The class settings the teacher switched off (CLASS_SETTINGS). */
    disabledSettings: jsonb('disabled_settings').$type<string[]>().notNull().default([]),
    message: varchar('message', { length: 300 }).notNull().default(''),
    /** Rises with each message; 0 before the first. */
    messageID: integer('message_id').notNull().default(0),
    messageExpires: stamp('message_expires').notNull().default(0),
  },
  (t) => [index('class_sections_teacher_idx').on(t.teacherID)],
);

/**
 * One row per student and section: pending (asked, waiting for the teacher), member, or removed
 * (kept, so a removed student cannot ask the same teacher again). The partial unique index keeps
 * a student in one class at a time, whatever two requests race.
 */
export const classMembers = pgTable(
  'class_members',
  {
    sectionID: integer('section_id')
      .notNull()
      .references(() => classSections.sectionID, { onDelete: 'cascade' }),
    userID: integer('user_id')
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    status: varchar('status', { length: 8 }).notNull(),
    requestedStamp: stamp('requested_stamp').notNull(),
    joinedStamp: stamp('joined_stamp'),
  },
  (t) => [
    primaryKey({ columns: [t.sectionID, t.userID] }),
    uniqueIndex('class_members_one_class_idx')
      .on(t.userID)
      .where(sql`${t.status} <> 'removed'`),
    index('class_members_section_idx').on(t.sectionID, t.status),
  ],
);
