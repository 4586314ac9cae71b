// Classes (SPEC §7 class-login, GET /classes; docs/classes.md): a student asks to join a section
// with its code; a teacher runs their sections. Every call needs a logged-in player; the teacher
// calls answer only the teacher of that section (src/server/classes).
import {
  becomeTeacherBody,
  classLoginBody,
  classMessageBody,
  createSectionBody,
  messageSeenBody,
  sectionIDSchema,
  sectionSettingsBody,
} from '../classes/classBody';
import { z } from '../zodMini';
import { defineContract } from './contract';

export const sectionParams = z.strictObject({ sectionID: sectionIDSchema });
export const studentParams = z.strictObject({
  sectionID: sectionIDSchema,
  userID: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});
export const classQuery = z.strictObject({
  /** `1`: the student opens their own class page (SPEC §7 isMember=1). */
  isMember: z.optional(z.enum(['0', '1'])),
});
const empty = z.strictObject({});
const r = () => import('./classResponses');

const post = <P extends z.ZodMiniType | undefined, B extends z.ZodMiniType | undefined>(
  path: string,
  params: P,
  body: B,
) => ({ method: 'POST' as const, path, auth: 'required' as const, params, body });

export const classEndpoints = {
  /** A student asks to join a section; they wait for the teacher's approval. */
  classLogin: defineContract({
    ...post('/auth/class-login/:sectionID', sectionParams, classLoginBody),
    response: () => r().then((m) => m.withUser),
  }),
  /** The student's own class (pending or member); `class: null` outside one. */
  classes: defineContract({
    method: 'GET',
    path: '/classes',
    auth: 'required',
    query: classQuery,
    response: () => r().then((m) => m.studentClass),
  }),
  /** A student leaves their class, or withdraws a request. */
  classLeave: defineContract({
    ...post('/classes/leave', undefined, empty),
    response: () => r().then((m) => m.withUser),
  }),
  /** The Class message modal was shown for this message. */
  classMessageSeen: defineContract({
    ...post('/classes/message-seen', undefined, messageSeenBody),
    response: () => r().then((m) => m.withUser),
  }),
  /** A player opens the teacher portal's account: they become a teacher. */
  classBecomeTeacher: defineContract({
    ...post('/classes/teacher', undefined, becomeTeacherBody),
    response: () => r().then((m) => m.withUser),
  }),
  classSections: defineContract({
    method: 'GET',
    path: '/classes/sections',
    auth: 'required',
    response: () => r().then((m) => m.sectionList),
  }),
  classCreateSection: defineContract({
    ...post('/classes/sections/create', undefined, createSectionBody),
    response: () => r().then((m) => m.sectionDetails),
  }),
  /** A section's settings, message and students with their stats (its teacher only). */
  classSection: defineContract({
    method: 'GET',
    path: '/classes/sections/:sectionID',
    auth: 'required',
    params: sectionParams,
    response: () => r().then((m) => m.sectionDetails),
  }),
  classSectionSettings: defineContract({
    ...post('/classes/sections/:sectionID/settings', sectionParams, sectionSettingsBody),
    response: () => r().then((m) => m.sectionDetails),
  }),
  classSectionMessage: defineContract({
    ...post('/classes/sections/:sectionID/message', sectionParams, classMessageBody),
    response: () => r().then((m) => m.sectionDetails),
  }),
  classStudentApprove: defineContract({
    ...post('/classes/sections/:sectionID/students/:userID/approve', studentParams, empty),
    response: () => r().then((m) => m.sectionDetails),
  }),
  classStudentRemove: defineContract({
    ...post('/classes/sections/:sectionID/students/:userID/remove', studentParams, empty),
    response: () => r().then((m) => m.sectionDetails),
  }),
};
