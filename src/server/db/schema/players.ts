// Cash between players (SPEC §7 Players send-cash, receive-cash): a gift leaves the sender's money
// in the send's transaction and waits here until the receiver collects it (receive-cash), which
// marks it received in the transaction that credits it, so each gift is paid exactly once.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial } from 'drizzle-orm/pg-core';

// User ids are not declared as foreign keys (the table was made before ./users could be imported
// without a cycle; adding them is a migration); the services write only ids they just locked.
const stamp = (name: string) => bigint(name, { mode: 'number' });

export const cashGifts = pgTable(
  'cash_gifts',
  {
    id: serial('id').primaryKey(),
    fromUserID: integer('from_user_id').notNull(),
    toUserID: integer('to_user_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdStamp: stamp('created_stamp').notNull(),
    /** Null while pending; set when receive-cash credits it. */
    receivedStamp: stamp('received_stamp'),
  },
  (t) => [
    index('cash_gifts_pending_idx')
      .on(t.toUserID)
      .where(sql`${t.receivedStamp} is null`),
  ],
);
