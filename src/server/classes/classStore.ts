// Storage of classes: the queries the class service runs inside its transactions. Locks are taken
// in one order everywhere (the section row first, then players), so two class calls never wait on
// each other in a circle.
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';

import { classDataOf, liveClassMessage } from '../../domain/classes/classRules';
import type { ClassData, ClassMessage } from '../../domain/user';
import type { Db, Tx } from '../db/client';
import { classMembers, classSections, users } from '../db/schema';

export type SectionRow = typeof classSections.$inferSelect;
export type MemberRow = typeof classMembers.$inferSelect;
type Conn = Db | Tx;

export function messageOf(section: SectionRow): ClassMessage | null {
  return section.messageID > 0
    ? { messageID: section.messageID, text: section.message, expires: section.messageExpires }
    : null;
}

export async function lockSection(tx: Tx, sectionID: number): Promise<SectionRow | undefined> {
  const [row] = await tx
    .select()
    .from(classSections)
    .where(eq(classSections.sectionID, sectionID))
    .for('update');
  return row;
}

export async function findSection(db: Conn, sectionID: number): Promise<SectionRow | undefined> {
  const [row] = await db.select().from(classSections).where(eq(classSections.sectionID, sectionID));
  return row;
}

/** The player's class: the membership that is not removed (at most one, by the unique index). */
export async function currentMembership(db: Conn, userID: number): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(classMembers)
    .where(and(eq(classMembers.userID, userID), ne(classMembers.status, 'removed')));
  return row;
}

export async function membershipIn(
  db: Conn,
  sectionID: number,
  userID: number,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(classMembers)
    .where(and(eq(classMembers.sectionID, sectionID), eq(classMembers.userID, userID)));
  return row;
}

export async function countsOf(
  db: Conn,
  sectionIDs: number[],
): Promise<Map<number, { members: number; pending: number }>> {
  const out = new Map<number, { members: number; pending: number }>();
  for (const id of sectionIDs) out.set(id, { members: 0, pending: 0 });
  if (sectionIDs.length === 0) return out;
  const rows = await db
    .select({ sectionID: classMembers.sectionID, status: classMembers.status, n: count() })
    .from(classMembers)
    .where(and(inArray(classMembers.sectionID, sectionIDs), ne(classMembers.status, 'removed')))
    .groupBy(classMembers.sectionID, classMembers.status);
  for (const row of rows) {
    const entry = out.get(row.sectionID)!;
    if (row.status === 'member') entry.members = Number(row.n);
    else entry.pending = Number(row.n);
  }
  return out;
}

/** Students of a section (pending and members) with the stats the class table shows. */
export async function studentsOf(db: Conn, sectionID: number) {
  return db
    .select({
      userID: users.userID,
      username: users.username,
      displayName: users.displayName,
      racesPlayed: users.racesPlayed,
      avgSpeed: users.avgSpeed,
      avgAcc: users.avgAcc,
      lastRace: users.lastConsecRace,
      status: classMembers.status,
      requestedStamp: classMembers.requestedStamp,
      joinedStamp: classMembers.joinedStamp,
    })
    .from(classMembers)
    .innerJoin(users, eq(users.userID, classMembers.userID))
    .where(and(eq(classMembers.sectionID, sectionID), ne(classMembers.status, 'removed')))
    .orderBy(asc(classMembers.status), asc(sql`lower(${users.displayName})`), asc(users.userID));
}

/** The teacher's name as students read it. */
export async function teacherNameOf(db: Conn, teacherID: number): Promise<string> {
  const [row] = await db
    .select({ displayName: users.displayName, username: users.username })
    .from(users)
    .where(eq(users.userID, teacherID));
  return row ? row.displayName || row.username : '';
}

export async function classDataFor(db: Conn, section: SectionRow, now: number): Promise<ClassData> {
  return classDataOf({
    sectionID: section.sectionID,
    name: section.name,
    teacherName: await teacherNameOf(db, section.teacherID),
    districtName: section.districtName,
    disabled: section.disabledSettings,
    message: liveClassMessage(messageOf(section), now),
  });
}

/**
 * Copies the section's classData to every student of it (pending and members), and its
 * disabled settings to the members, after a change to the section.
 */
export async function spreadSection(tx: Tx, section: SectionRow, now: number): Promise<void> {
  const data = await classDataFor(tx, section, now);
  const students = tx
    .select({ userID: classMembers.userID })
    .from(classMembers)
    .where(and(eq(classMembers.sectionID, section.sectionID), ne(classMembers.status, 'removed')));
  await tx.update(users).set({ classData: data }).where(inArray(users.userID, students));
  await tx
    .update(users)
    .set({ disabledClassSettings: section.disabledSettings })
    .where(eq(users.sectionID, section.sectionID));
}
