// The response schemas of the class calls (docs/classes.md). Loaded on demand like responses.ts.
import { z } from '../zodMini';
import { userSchema } from './responses';

export const withUser = z.strictObject({ user: userSchema });

const message = z.nullable(
  z.strictObject({ messageID: z.int(), text: z.string(), expires: z.int() }),
);

export const sectionInfo = z.strictObject({
  sectionID: z.int(),
  name: z.string(),
  districtName: z.string(),
  createdStamp: z.int(),
  disabledSettings: z.array(z.string()),
  /** The current message; null when none or expired. */
  message,
  members: z.int(),
  pending: z.int(),
});

const studentStats = {
  userID: z.int(),
  username: z.string(),
  displayName: z.string(),
  racesPlayed: z.int(),
  avgSpeed: z.number(),
  avgAcc: z.number(),
  /** Epoch seconds of the last race; 0 before any. */
  lastRace: z.int(),
};

export const sectionDetails = z.strictObject({
  section: sectionInfo,
  students: z.array(
    z.strictObject({
      ...studentStats,
      status: z.enum(['pending', 'member']),
      requestedStamp: z.int(),
      joinedStamp: z.nullable(z.int()),
    }),
  ),
});

export const sectionList = z.strictObject({ sections: z.array(sectionInfo) });

export const studentClass = z.strictObject({
  class: z.nullable(
    z.strictObject({
      sectionID: z.int(),
      name: z.string(),
      teacherName: z.string(),
      districtName: z.string(),
      status: z.enum(['pending', 'member']),
      message,
      /** Members only: a student waiting for approval sees no roster. */
      students: z.array(z.strictObject(studentStats)),
    }),
  ),
});
