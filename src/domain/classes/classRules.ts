// Classes (SPEC §1 "teachers and students in classes", §3 User.classData / disabledClassSettings,
// §5 "Class message: gold members and unexpired only", §6 Teacher and student, §7 class-login).
// A teacher runs class sections; a student asks to join one with its sectionID (the join code)
// and is a member once the teacher approves. Pure rules: time and randomness are passed in.
import type { ClassData, ClassMessage, User } from '../user';

/**
 * What a teacher can switch off for a section (User.disabledClassSettings). `class_page` and
 * `paid_offers` are the SPEC's own names (§2 Class nav, §5 cash hub); `friend_requests` and `chat`
 * are what teachers of children ask for next (docs/classes.md).
 */
export const CLASS_SETTINGS = ['class_page', 'friend_requests', 'chat', 'paid_offers'] as const;
export type ClassSetting = (typeof CLASS_SETTINGS)[number];

export const CLASS_SETTING_LABELS: Record<ClassSetting, string> = {
  class_page: 'Class page',
  friend_requests: 'Friend requests',
  chat: 'Race chat',
  paid_offers: 'Cash offers in the shop',
};

/** A join code: seven digits, easy to read out in a classroom and to type on a tablet. */
export const SECTION_ID_MIN = 1_000_000;
export const SECTION_ID_MAX = 9_999_999;
export const SECTION_NAME_MAX = 40;
export const DISTRICT_NAME_MAX = 60;
export const CLASS_MESSAGE_MAX = 300;
/** A message lasts from one to 30 days; the teacher picks. */
export const CLASS_MESSAGE_DAYS_MAX = 30;
export const SECTIONS_PER_TEACHER_MAX = 20;
/** Members of a section; a school class is well under this. */
export const SECTION_SIZE_MAX = 60;
/** Requests waiting for the teacher; beyond it a code that leaked cannot flood the teacher. */
export const SECTION_PENDING_MAX = 60;

export type MembershipStatus = 'pending' | 'member' | 'removed';

/** A sectionID (join code) from a uniform random number in [0, 1). */
export function sectionIDFrom(random: number): number {
  const span = SECTION_ID_MAX - SECTION_ID_MIN + 1;
  return SECTION_ID_MIN + Math.min(span - 1, Math.floor(random * span));
}

/** The join code's form: digits of the right size (anything else names no section). */
export function isSectionID(value: number): boolean {
  return Number.isInteger(value) && value >= SECTION_ID_MIN && value <= SECTION_ID_MAX;
}

/** The settings as the SPEC's classData.options: each setting, true while it is allowed. */
export function classOptions(disabled: readonly string[]): Record<ClassSetting, boolean> {
  return Object.fromEntries(CLASS_SETTINGS.map((s) => [s, !disabled.includes(s)])) as Record<
    ClassSetting,
    boolean
  >;
}

/** Known settings only, each once, in the catalogue's order. */
export function cleanSettings(disabled: readonly string[]): ClassSetting[] {
  return CLASS_SETTINGS.filter((s) => disabled.includes(s));
}

export interface SectionFacts {
  sectionID: number;
  name: string;
  teacherName: string;
  districtName: string;
  disabled: readonly string[];
  message: ClassMessage | null;
}

/** User.classData of a student of this section (pending or member). */
export function classDataOf(section: SectionFacts): ClassData {
  return {
    sectionID: section.sectionID,
    name: section.name,
    options: classOptions(section.disabled),
    message: section.message,
    teacherName: section.teacherName || null,
    districtName: section.districtName || null,
  };
}

export type JoinRefusal =
  | 'TEACHER_CANNOT_JOIN'
  | 'ALREADY_IN_CLASS'
  | 'ALREADY_ASKED'
  | 'REMOVED_FROM_CLASS'
  | 'CLASS_FULL';

/**
 * Whether a player may ask to join a section (SPEC §7 class-login): teachers teach, a student is
 * in one class at a time (a member, or waiting for one teacher), and a student the teacher
 * removed does not ask that teacher again.
 */
export function joinRefusal(
  input: {
    isTeacher: boolean;
    /** The player's current membership (pending or member) and its section, if any. */
    current: { sectionID: number; status: 'pending' | 'member' } | null;
    removedFromThisSection: boolean;
    pendingInSection: number;
  },
  sectionID: number,
): JoinRefusal | null {
  if (input.isTeacher) return 'TEACHER_CANNOT_JOIN';
  if (input.current) {
    return input.current.sectionID === sectionID && input.current.status === 'pending'
      ? 'ALREADY_ASKED'
      : 'ALREADY_IN_CLASS';
  }
  if (input.removedFromThisSection) return 'REMOVED_FROM_CLASS';
  if (input.pendingInSection >= SECTION_PENDING_MAX) return 'CLASS_FULL';
  return null;
}

/** A new class message: it expires `days` whole days from `now` (seconds). */
export function classMessage(
  messageID: number,
  text: string,
  days: number,
  now: number,
): ClassMessage {
  const span = Math.min(CLASS_MESSAGE_DAYS_MAX, Math.max(1, Math.floor(days)));
  return { messageID, text, expires: now + span * 86_400 };
}

/** The message while it lasts; null once expired. */
export function liveClassMessage(message: ClassMessage | null, now: number): ClassMessage | null {
  return message && message.expires > now ? message : null;
}

/**
 * The Class message modal (SPEC §2, §5): gold members only, unexpired only, and once per message
 * (the player's last seen messageID is kept on the account).
 */
export function classMessageToShow(
  user: Pick<User, 'membership' | 'inClass' | 'classData' | 'classMessageSeen'>,
  now: number,
): ClassMessage | null {
  if (user.membership !== 'gold' || !user.inClass) return null;
  const message = liveClassMessage(user.classData?.message ?? null, now);
  if (!message || message.messageID <= user.classMessageSeen) return null;
  return message;
}

/** The modal's heading: 'Message from {teacher name or your teacher}:' (SPEC §2). */
export function classMessageHeading(teacherName: string | null | undefined): string {
  const name = teacherName?.trim();
  return `Message from ${name ? name : 'your teacher'}:`;
}

/**
 * Whether a class setting leaves a part on for this player (SPEC §5): a part the teacher disabled
 * hides for their students; everyone else has every part.
 */
export function classAllows(
  user: Pick<User, 'disabledClassSettings'>,
  setting: ClassSetting,
): boolean {
  return !user.disabledClassSettings.includes(setting);
}
