// Storage of friendships and friend requests: the only place that queries their tables. A
// friendship is two rows (one per side); a request is one row from the asker to the asked.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';

import { mergeFriendTypes, type FriendType } from '../../domain/friends/friendRules';
import type { Db, Tx } from '../db/client';
import { friendRequests, friendships, users } from '../db/schema';
import type { UserRow } from '../users/userRepo';

type Conn = Db | Tx;

/** How many teammates or classmates the list carries at most. */
export const TIED_PLAYERS_MAX = 100;

export async function friendIDs(db: Conn, userID: number): Promise<number[]> {
  const rows = await db
    .select({ id: friendships.friendID })
    .from(friendships)
    .where(eq(friendships.userID, userID))
    .orderBy(asc(friendships.createdStamp), asc(friendships.friendID));
  return rows.map((r) => r.id);
}

export async function friendCount(db: Conn, userID: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(friendships)
    .where(eq(friendships.userID, userID));
  return row?.n ?? 0;
}

export async function areFriends(db: Conn, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ id: friendships.friendID })
    .from(friendships)
    .where(and(eq(friendships.userID, a), eq(friendships.friendID, b)));
  return row !== undefined;
}

export async function addFriendship(tx: Tx, a: number, b: number, now: number): Promise<void> {
  await tx
    .insert(friendships)
    .values([
      { userID: a, friendID: b, createdStamp: now },
      { userID: b, friendID: a, createdStamp: now },
    ])
    .onConflictDoNothing();
}

/** Removes both sides; true when they were friends. */
export async function removeFriendship(tx: Tx, a: number, b: number): Promise<boolean> {
  const rows = await tx
    .delete(friendships)
    .where(
      sql`(${friendships.userID} = ${a} and ${friendships.friendID} = ${b}) or (${friendships.userID} = ${b} and ${friendships.friendID} = ${a})`,
    )
    .returning({ id: friendships.userID });
  return rows.length > 0;
}

export async function hasRequest(db: Conn, from: number, to: number): Promise<boolean> {
  const [row] = await db
    .select({ id: friendRequests.fromUserID })
    .from(friendRequests)
    .where(and(eq(friendRequests.fromUserID, from), eq(friendRequests.toUserID, to)));
  return row !== undefined;
}

/** How many requests `from` has sent that wait for an answer. */
export async function sentRequestCount(db: Conn, from: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(friendRequests)
    .where(eq(friendRequests.fromUserID, from));
  return Number(row?.n ?? 0);
}

export async function insertRequest(tx: Tx, from: number, to: number, now: number) {
  const rows = await tx
    .insert(friendRequests)
    .values({ fromUserID: from, toUserID: to, createdStamp: now })
    .onConflictDoNothing()
    .returning({ id: friendRequests.fromUserID });
  return rows.length > 0;
}

/** Deletes requests to `to` (from `from` only, when given); returns the askers removed. */
export async function deleteRequests(tx: Tx, to: number, from?: readonly number[]) {
  if (from && from.length === 0) return [];
  const rows = await tx
    .delete(friendRequests)
    .where(
      and(
        eq(friendRequests.toUserID, to),
        from ? inArray(friendRequests.fromUserID, [...from]) : undefined,
      ),
    )
    .returning({ id: friendRequests.fromUserID });
  return rows.map((r) => r.id);
}

/** The askers waiting for `to`, oldest first. */
export async function pendingRequests(db: Conn, to: number, limit = 500) {
  return db
    .select({
      userID: users.userID,
      username: users.username,
      displayName: users.displayName,
      createdStamp: friendRequests.createdStamp,
    })
    .from(friendRequests)
    .innerJoin(users, eq(users.userID, friendRequests.fromUserID))
    .where(eq(friendRequests.toUserID, to))
    .orderBy(asc(friendRequests.createdStamp), asc(friendRequests.fromUserID))
    .limit(limit);
}

export async function requestCount(db: Conn, to: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(friendRequests)
    .where(eq(friendRequests.toUserID, to));
  return row?.n ?? 0;
}

/** Locks the rows in ascending id order, so two transactions never wait on each other in a ring. */
export async function lockUsersInOrder(
  tx: Tx,
  ids: readonly number[],
): Promise<Map<number, UserRow>> {
  const locked = new Map<number, UserRow>();
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const [row] = await tx.select().from(users).where(eq(users.userID, id)).for('update');
    if (row) locked.set(id, row);
  }
  return locked;
}

/** What a check-in needs of the player: one narrow row, not the whole account. */
export async function checkinFacts(db: Conn, userID: number) {
  const [row] = await db
    .select({
      userID: users.userID,
      username: users.username,
      displayName: users.displayName,
      offline: users.offline,
      teamID: users.teamID,
      sectionID: users.sectionID,
    })
    .from(users)
    .where(eq(users.userID, userID));
  return row;
}

/** Friends, then teammates (same users.teamID) and classmates (same sectionID). */
export async function friendEntries(
  db: Conn,
  user: Pick<UserRow, 'userID' | 'teamID' | 'sectionID'>,
): Promise<{ userID: number; friendType: FriendType }[]> {
  const tied = async (
    column: typeof users.teamID | typeof users.sectionID,
    value: number | null,
  ) =>
    value === null
      ? []
      : (
          await db
            .select({ id: users.userID })
            .from(users)
            .where(and(eq(column, value), ne(users.userID, user.userID)))
            .orderBy(asc(users.userID))
            .limit(TIED_PLAYERS_MAX)
        ).map((r) => r.id);
  const [friends, teammates, classmates] = await Promise.all([
    friendIDs(db, user.userID),
    tied(users.teamID, user.teamID),
    tied(users.sectionID, user.sectionID),
  ]);
  return mergeFriendTypes({ friends, teammates, classmates, self: user.userID });
}

export interface PlayerCard {
  userID: number;
  username: string;
  displayName: string;
  carID: number;
  carHueAngle: number;
  level: number;
  offline: boolean;
}

export async function playerCards(
  db: Conn,
  ids: readonly number[],
): Promise<Map<number, PlayerCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      userID: users.userID,
      username: users.username,
      displayName: users.displayName,
      carID: users.carID,
      carHueAngle: users.carHueAngle,
      level: users.level,
      offline: users.offline,
    })
    .from(users)
    .where(inArray(users.userID, [...ids]));
  return new Map(rows.map((r) => [r.userID, r]));
}

/** Names starting with `prefix` (case-insensitive), by the prefix index; `%` and `_` are literal. */
export async function searchByPrefix(db: Conn, prefix: string, limit: number) {
  const escaped = prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select({
      userID: users.userID,
      username: users.username,
      displayName: users.displayName,
      level: users.level,
      offline: users.offline,
      allowFriendRequests: users.allowFriendRequests,
    })
    .from(users)
    .where(sql`lower(${users.username}) like ${`${escaped}%`}`)
    .orderBy(sql`lower(${users.username})`)
    .limit(limit);
}

/** Of `ids`, those with a pending request from `from`, and those who asked `to`. */
export async function requestsBetween(db: Conn, me: number, ids: readonly number[]) {
  if (ids.length === 0) return { sent: new Set<number>(), received: new Set<number>() };
  const rows = await db
    .select({ from: friendRequests.fromUserID, to: friendRequests.toUserID })
    .from(friendRequests)
    .where(
      sql`(${friendRequests.fromUserID} = ${me} and ${inArray(friendRequests.toUserID, [...ids])}) or (${friendRequests.toUserID} = ${me} and ${inArray(friendRequests.fromUserID, [...ids])})`,
    );
  return {
    sent: new Set(rows.filter((r) => r.from === me).map((r) => r.to)),
    received: new Set(rows.filter((r) => r.to === me).map((r) => r.from)),
  };
}
