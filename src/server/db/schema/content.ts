// Site content and feedback: news, release notes, bug reports, and which seed files are loaded.
import { bigint, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

import { users } from './users';

const stamp = (name: string) => bigint(name, { mode: 'number' });

export const news = pgTable('news', {
  id: integer('id').primaryKey(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
  title: varchar('title', { length: 160 }).notNull(),
  summary: text('summary').notNull(),
  body: text('body').notNull(),
  author: varchar('author', { length: 60 }).notNull(),
  createdStamp: stamp('created_stamp').notNull(),
});

export const updates = pgTable('updates', {
  id: integer('id').primaryKey(),
  version: varchar('version', { length: 20 }).notNull(),
  title: varchar('title', { length: 160 }).notNull(),
  body: text('body').notNull(),
  createdStamp: stamp('created_stamp').notNull(),
});

export const bugReports = pgTable('bug_reports', {
  id: serial('id').primaryKey(),
  userID: integer('user_id').references(() => users.userID, { onDelete: 'set null' }),
  guestID: varchar('guest_id', { length: 64 }),
  site: varchar('site', { length: 8 }).notNull(),
  category: varchar('category', { length: 16 }).notNull(),
  summary: varchar('summary', { length: 120 }).notNull(),
  details: text('details').notNull(),
  email: varchar('email', { length: 254 }),
  pageUrl: varchar('page_url', { length: 500 }),
  userAgent: varchar('user_agent', { length: 400 }),
  createdStamp: stamp('created_stamp').notNull(),
});

/** Which versioned seed files have been loaded, so a restart never loads one twice. */
export const seedVersions = pgTable('seed_versions', {
  name: varchar('name', { length: 60 }).primaryKey(),
  version: integer('version').notNull(),
  appliedStamp: stamp('applied_stamp').notNull(),
});
