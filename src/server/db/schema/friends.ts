// Friends (SPEC §3 User.friends, §4 Friends): a friendship is stored once per side, so a player's
// friends are one index range; a pending request is one row from the asker to the asked, and the
// asked player's `users.requests` counts them (kept in the transaction that changes them).
// No foreign keys to users (the table was made before ./users could be imported without a cycle;
// adding them is a migration), and accounts are never deleted.
import { bigint, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

const stamp = (name: string) => bigint(name, { mode: 'number' });

export const friendships = pgTable(
  'friendships',
  {
    userID: integer('user_id').notNull(),
    friendID: integer('friend_id').notNull(),
    createdStamp: stamp('created_stamp').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userID, t.friendID] })],
);

export const friendRequests = pgTable(
  'friend_requests',
  {
    fromUserID: integer('from_user_id').notNull(),
    toUserID: integer('to_user_id').notNull(),
    createdStamp: stamp('created_stamp').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fromUserID, t.toUserID] }),
    index('friend_requests_to_idx').on(t.toUserID, t.createdStamp),
  ],
);
