// Classes (docs/classes.md; routes → here → classStore). A teacher's calls answer only the
// teacher of that section: any other caller, a student or another teacher, gets the same 404 an
// unknown section gets, so a section's existence is not told to strangers. Every change runs in
// one transaction with the section row locked first; a deadlock is retried.
import { randomInt } from 'node:crypto';

import { and, asc, eq } from 'drizzle-orm';

import {
  classMessage,
  cleanSettings,
  isSectionID,
  joinRefusal,
  liveClassMessage,
  SECTION_ID_MAX,
  SECTION_ID_MIN,
  SECTION_SIZE_MAX,
  SECTIONS_PER_TEACHER_MAX,
  type ClassSetting,
} from '../../domain/classes/classRules';
import type { Clock } from '../../domain/clock';
import type { User } from '../../domain/user';
import type { Db, Tx } from '../db/client';
import { classMembers, classSections } from '../db/schema';
import { AppError, badRequest, conflict, forbidden, notFound } from '../http/errors';
import { findUserById, lockUser, updateUser, type UserRow } from '../users/userRepo';
import { userView } from '../users/userView';
import {
  classDataFor,
  countsOf,
  currentMembership,
  findSection,
  lockSection,
  membershipIn,
  messageOf,
  spreadSection,
  studentsOf,
  teacherNameOf,
  type SectionRow,
} from './classStore';

export const NO_SECTION = 'No class has that code.';
const NO_STUDENT = 'That student is not in this class.';
const TEACHERS_ONLY = 'Only teachers can do that. Open the Teacher Portal first.';
const REFUSALS: Record<string, [number, string]> = {
  TEACHER_CANNOT_JOIN: [409, 'A teacher account cannot join a class as a student.'],
  ALREADY_IN_CLASS: [409, 'You are already in a class. Leave it first to join another.'],
  ALREADY_ASKED: [409, 'You already asked to join this class. Your teacher will approve you.'],
  REMOVED_FROM_CLASS: [403, 'Your teacher removed you from this class.'],
  CLASS_FULL: [409, 'This class has too many requests waiting. Ask your teacher.'],
};
const RETRIES = 4;

const postgresCode = (err: unknown): string | undefined => {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
};

export function createClassService(db: Db, clock: Clock) {
  /** One transaction; a deadlock or serialization failure runs it again. */
  async function run<T>(change: (tx: Tx, now: number) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await db.transaction((tx) => change(tx, clock.nowSeconds()));
      } catch (err) {
        const code = postgresCode(err);
        if (attempt < RETRIES && (code === '40P01' || code === '40001')) continue;
        // Two requests of one student at once: the unique index keeps one class (SPEC §7).
        if (code === '23505') throw conflict(REFUSALS.ALREADY_IN_CLASS![1], 'ALREADY_IN_CLASS');
        throw err;
      }
    }
  }

  const view = (row: UserRow): { user: User } => ({ user: userView(row, clock.nowSeconds()) });

  async function player(userID: number): Promise<UserRow> {
    const row = await findUserById(db, userID);
    if (!row) throw notFound('That player does not exist.');
    return row;
  }

  async function teacher(userID: number): Promise<UserRow> {
    const row = await player(userID);
    if (!row.isTeacher) throw forbidden(TEACHERS_ONLY, 'TEACHERS_ONLY');
    return row;
  }

  /** The section, locked, when `teacherID` teaches it; otherwise the unknown section's 404. */
  async function ownSection(tx: Tx, teacherID: number, sectionID: number): Promise<SectionRow> {
    const section = await lockSection(tx, sectionID);
    if (!section || section.teacherID !== teacherID) throw notFound(NO_SECTION);
    return section;
  }

  async function sectionInfo(conn: Db | Tx, section: SectionRow, now: number) {
    const counts = (await countsOf(conn, [section.sectionID])).get(section.sectionID)!;
    return {
      sectionID: section.sectionID,
      name: section.name,
      districtName: section.districtName,
      createdStamp: section.createdStamp,
      disabledSettings: section.disabledSettings,
      message: liveClassMessage(messageOf(section), now),
      ...counts,
    };
  }

  async function details(conn: Db | Tx, section: SectionRow, now: number) {
    const students = await studentsOf(conn, section.sectionID);
    return {
      section: await sectionInfo(conn, section, now),
      students: students.map((s) => ({
        ...s,
        status: s.status as 'pending' | 'member',
        avgSpeed: Math.round(s.avgSpeed * 10) / 10,
        avgAcc: Math.round(s.avgAcc * 10) / 10,
      })),
    };
  }

  /** Clears a student's class fields (removed, left, or withdrew their request). */
  const clearStudent = (tx: Tx, userID: number) =>
    updateUser(tx, userID, {
      sectionID: null,
      pendingTeacherApproval: false,
      classData: null,
      disabledClassSettings: [],
    });

  return {
    /** SPEC §7 POST /auth/class-login/{sectionID}: ask to join; the teacher approves. */
    async classLogin(userID: number, sectionID: number, bodySectionID: number) {
      if (sectionID !== bodySectionID) throw badRequest('The class code does not match.');
      if (!isSectionID(sectionID)) throw notFound(NO_SECTION);
      return run(async (tx, now) => {
        const section = await lockSection(tx, sectionID);
        if (!section) throw notFound(NO_SECTION);
        const me = await lockUser(tx, userID);
        if (!me) throw notFound('That player does not exist.');
        const current = await currentMembership(tx, userID);
        const previous = await membershipIn(tx, sectionID, userID);
        const counts = (await countsOf(tx, [sectionID])).get(sectionID)!;
        const refusal = joinRefusal(
          {
            isTeacher: me.isTeacher,
            current: current
              ? { sectionID: current.sectionID, status: current.status as 'pending' | 'member' }
              : null,
            removedFromThisSection: previous?.status === 'removed',
            pendingInSection: counts.pending,
          },
          sectionID,
        );
        if (refusal) {
          const [status, message] = REFUSALS[refusal]!;
          throw new AppError(status, refusal, message);
        }
        await tx
          .insert(classMembers)
          .values({ sectionID, userID, status: 'pending', requestedStamp: now });
        const saved = await updateUser(tx, userID, {
          pendingTeacherApproval: true,
          classData: await classDataFor(tx, section, now),
        });
        return view(saved!);
      });
    },

    /** GET /classes: the student's own class. */
    async myClass(userID: number) {
      const membership = await currentMembership(db, userID);
      const section = membership && (await findSection(db, membership.sectionID));
      if (!membership || !section) return { class: null };
      const now = clock.nowSeconds();
      const member = membership.status === 'member';
      const students = member ? await studentsOf(db, section.sectionID) : [];
      return {
        class: {
          sectionID: section.sectionID,
          name: section.name,
          teacherName: await teacherNameOf(db, section.teacherID),
          districtName: section.districtName,
          status: membership.status as 'pending' | 'member',
          message: member ? liveClassMessage(messageOf(section), now) : null,
          students: students
            .filter((s) => s.status === 'member')
            .map((s) => ({
              userID: s.userID,
              username: s.username,
              displayName: s.displayName,
              racesPlayed: s.racesPlayed,
              avgSpeed: Math.round(s.avgSpeed * 10) / 10,
              avgAcc: Math.round(s.avgAcc * 10) / 10,
              lastRace: s.lastRace,
            })),
        },
      };
    },

    /** A student leaves (or withdraws a request); the membership row goes. */
    async leave(userID: number) {
      const membership = await currentMembership(db, userID);
      if (!membership) throw conflict('You are not in a class.', 'NOT_IN_CLASS');
      return run(async (tx) => {
        await lockSection(tx, membership.sectionID);
        await lockUser(tx, userID);
        const deleted = await tx
          .delete(classMembers)
          .where(
            and(
              eq(classMembers.sectionID, membership.sectionID),
              eq(classMembers.userID, userID),
              // A removal that won the race stays a removal.
              eq(classMembers.status, membership.status),
            ),
          )
          .returning();
        if (deleted.length === 0) throw conflict('You are not in a class.', 'NOT_IN_CLASS');
        return view((await clearStudent(tx, userID))!);
      });
    },

    /** The Class message modal showed this message: it does not show again. */
    async messageSeen(userID: number, messageID: number) {
      return run(async (tx) => {
        const me = await lockUser(tx, userID);
        if (!me) throw notFound('That player does not exist.');
        const known = me.classData?.message?.messageID ?? 0;
        if (messageID > known) throw badRequest('There is no such message.');
        const seen = Math.max(me.classMessageSeen, messageID);
        return view((await updateUser(tx, userID, { classMessageSeen: seen }))!);
      });
    },

    /** The Teacher Portal's sign-up: the player's account becomes a teacher's. */
    async becomeTeacher(userID: number) {
      return run(async (tx) => {
        const me = await lockUser(tx, userID);
        if (!me) throw notFound('That player does not exist.');
        if (me.isTeacher) return view(me);
        if (await currentMembership(tx, userID))
          throw conflict('Leave your class before you teach one.', 'IN_CLASS');
        const saved = await updateUser(tx, userID, {
          isTeacher: true,
          accountType: 'teacher',
        });
        return view(saved!);
      });
    },

    async sections(teacherID: number) {
      await teacher(teacherID);
      const rows = await db
        .select()
        .from(classSections)
        .where(eq(classSections.teacherID, teacherID))
        .orderBy(asc(classSections.createdStamp), asc(classSections.sectionID));
      const counts = await countsOf(
        db,
        rows.map((r) => r.sectionID),
      );
      const now = clock.nowSeconds();
      return {
        sections: rows.map((section) => ({
          sectionID: section.sectionID,
          name: section.name,
          districtName: section.districtName,
          createdStamp: section.createdStamp,
          disabledSettings: section.disabledSettings,
          message: liveClassMessage(messageOf(section), now),
          ...counts.get(section.sectionID)!,
        })),
      };
    },

    async createSection(teacherID: number, name: string, districtName: string) {
      return run(async (tx, now) => {
        // The teacher's row is the lock that counts their sections one at a time.
        const me = await lockUser(tx, teacherID);
        if (!me?.isTeacher) throw forbidden(TEACHERS_ONLY, 'TEACHERS_ONLY');
        const mine = await tx
          .select({ sectionID: classSections.sectionID })
          .from(classSections)
          .where(eq(classSections.teacherID, teacherID));
        if (mine.length >= SECTIONS_PER_TEACHER_MAX)
          throw conflict(
            `A teacher has at most ${SECTIONS_PER_TEACHER_MAX} classes.`,
            'TOO_MANY_CLASSES',
          );
        for (let i = 0; i < 20; i++) {
          const sectionID = randomInt(SECTION_ID_MIN, SECTION_ID_MAX + 1);
          const [section] = await tx
            .insert(classSections)
            .values({ sectionID, name, teacherID, districtName, createdStamp: now })
            .onConflictDoNothing()
            .returning();
          if (section) return details(tx, section, now);
        }
        throw conflict('Could not draw a free class code. Try again.', 'TRY_AGAIN');
      });
    },

    async section(teacherID: number, sectionID: number) {
      await teacher(teacherID);
      const section = await findSection(db, sectionID);
      if (!section || section.teacherID !== teacherID) throw notFound(NO_SECTION);
      return details(db, section, clock.nowSeconds());
    },

    async setSettings(teacherID: number, sectionID: number, disabled: ClassSetting[]) {
      await teacher(teacherID);
      return run(async (tx, now) => {
        await ownSection(tx, teacherID, sectionID);
        const [section] = await tx
          .update(classSections)
          .set({ disabledSettings: cleanSettings(disabled) })
          .where(eq(classSections.sectionID, sectionID))
          .returning();
        await spreadSection(tx, section!, now);
        return details(tx, section!, now);
      });
    },

    async postMessage(teacherID: number, sectionID: number, text: string, days: number) {
      await teacher(teacherID);
      return run(async (tx, now) => {
        const current = await ownSection(tx, teacherID, sectionID);
        const message = classMessage(current.messageID + 1, text, days, now);
        const [section] = await tx
          .update(classSections)
          .set({
            message: message.text,
            messageID: message.messageID,
            messageExpires: message.expires,
          })
          .where(eq(classSections.sectionID, sectionID))
          .returning();
        await spreadSection(tx, section!, now);
        return details(tx, section!, now);
      });
    },

    /** Approve a pending student (they become a member) or remove a pending student or member. */
    async answer(teacherID: number, sectionID: number, studentID: number, approve: boolean) {
      await teacher(teacherID);
      return run(async (tx, now) => {
        const section = await ownSection(tx, teacherID, sectionID);
        await lockUser(tx, studentID);
        const membership = await membershipIn(tx, sectionID, studentID);
        if (!membership || membership.status === 'removed') throw notFound(NO_STUDENT);
        if (approve) {
          if (membership.status === 'member') return details(tx, section, now);
          const counts = (await countsOf(tx, [sectionID])).get(sectionID)!;
          if (counts.members >= SECTION_SIZE_MAX)
            throw conflict(`A class holds at most ${SECTION_SIZE_MAX} students.`, 'CLASS_FULL');
          await tx
            .update(classMembers)
            .set({ status: 'member', joinedStamp: now })
            .where(and(eq(classMembers.sectionID, sectionID), eq(classMembers.userID, studentID)));
          await updateUser(tx, studentID, {
            sectionID,
            pendingTeacherApproval: false,
            classData: await classDataFor(tx, section, now),
            disabledClassSettings: section.disabledSettings,
          });
        } else {
          await tx
            .update(classMembers)
            .set({ status: 'removed' })
            .where(and(eq(classMembers.sectionID, sectionID), eq(classMembers.userID, studentID)));
          await clearStudent(tx, studentID);
        }
        return details(tx, section, now);
      });
    },
  };
}

export type ClassService = ReturnType<typeof createClassService>;
