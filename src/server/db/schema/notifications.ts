// A player's notices (SPEC §3 Notification).
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  varchar,
} from 'drizzle-orm/pg-core';

import { users } from './users';

const stamp = (name: string) => bigint(name, { mode: 'number' });

/**
 * A player's notifications (SPEC §3 Notification): written in the same transaction as the event
 * that causes them, pushed over `player-notifications` when the player is online, and delivered
 * on the next page load otherwise (until seen, or always while `persist`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userID: integer('user_id')
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    seen: boolean('seen').notNull().default(false),
    persist: boolean('persist').notNull().default(false),
    captchaStatus: varchar('captcha_status', { length: 16 }),
    createdStamp: stamp('created_stamp').notNull(),
  },
  (t) => [index('notifications_user_unseen_idx').on(t.userID, t.seen)],
);
