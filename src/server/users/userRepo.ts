// Storage of users: the only place that queries the users table.
import { eq, sql } from 'drizzle-orm';

import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
type Conn = Db | Tx;

export async function findUserById(db: Conn, userID: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.userID, userID));
  return row;
}

export async function findUserByUsername(db: Conn, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`);
  return row;
}

export async function findUsersByEmail(db: Conn, email: string, limit = 5): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(limit);
}

/** Inserts a user; returns undefined when the username is taken (unique index on lower(username)). */
export async function insertUser(db: Conn, values: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(
  db: Conn,
  userID: number,
  values: Partial<NewUserRow>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.userID, userID)).returning();
  return row;
}

/** Locks the row for the rest of the transaction: how money and items move safely. */
export async function lockUser(tx: Tx, userID: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.userID, userID)).for('update');
  return row;
}
