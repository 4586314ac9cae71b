// The class bodies (docs/classes.md), shared by contracts and the teacher portal's forms: each
// field checked for length and form here, free text kept to one line of plain characters.
import { text } from '../contracts/text';
import { z } from '../zodMini';
import {
  CLASS_MESSAGE_DAYS_MAX,
  CLASS_MESSAGE_MAX,
  CLASS_SETTINGS,
  DISTRICT_NAME_MAX,
  SECTION_NAME_MAX,
} from './classRules';

/** A path's sectionID: any number is parsed, and one that names no section is a 404. */
export const sectionIDSchema = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const sectionNameSchema = text().check(
  z.trim(),
  z.minLength(1, 'Give the class a name.'),
  z.maxLength(SECTION_NAME_MAX, `A class name has at most ${SECTION_NAME_MAX} characters.`),
);

export const becomeTeacherBody = z.strictObject({});

export const createSectionBody = z.strictObject({
  name: sectionNameSchema,
  /** The school or district, shown to students (SPEC §3 classData.districtName); may be empty. */
  districtName: z._default(
    text().check(
      z.trim(),
      z.maxLength(DISTRICT_NAME_MAX, `At most ${DISTRICT_NAME_MAX} characters.`),
    ),
    '',
  ),
});

export const sectionSettingsBody = z.strictObject({
  /** Every setting the teacher switches off; the rest are on. */
  disabled: z.array(z.enum(CLASS_SETTINGS)).check(z.maxLength(CLASS_SETTINGS.length * 2)),
});

export const classMessageBody = z.strictObject({
  message: text().check(
    z.trim(),
    z.minLength(1, 'Write a message.'),
    z.maxLength(CLASS_MESSAGE_MAX, `At most ${CLASS_MESSAGE_MAX} characters.`),
  ),
  /** How many days the message lasts. */
  days: z.int().check(z.gte(1), z.lte(CLASS_MESSAGE_DAYS_MAX)),
});

/** SPEC §7: POST /auth/class-login/{sectionID} {sectionID}; the two must agree. */
export const classLoginBody = z.strictObject({ sectionID: sectionIDSchema });

export const messageSeenBody = z.strictObject({
  messageID: z.int().check(z.gte(1), z.lte(2_147_483_647)),
});
