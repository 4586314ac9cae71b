// The team bodies of SPEC §7 Teams, shared by contracts and the client's forms: every field
// checked for length and form here, and free text kept to one line of plain characters.
import { text, visibleName } from '../contracts/text';
import { z } from '../zodMini';
import {
  ENROLLMENTS,
  isTagColor,
  isTeamTag,
  MAX_MIN_RACES,
  MAX_MIN_SPEED,
  MOTD_MAX,
  NAME_MAX,
  NAME_MIN,
  REQUIREMENTS_MAX,
  TEAM_PASSWORD_MIN,
} from './teamRules';

export const teamTagSchema = text().check(
  z.trim(),
  z.refine(isTeamTag, 'A tag is 2 to 6 letters and digits, with at least one letter.'),
);
export const teamNameSchema = text().check(
  z.trim(),
  z.minLength(NAME_MIN, `A team name has at least ${NAME_MIN} characters.`),
  z.maxLength(NAME_MAX, `A team name has at most ${NAME_MAX} characters.`),
  visibleName,
);
export const tagColorSchema = text().check(z.refine(isTagColor, 'A colour is written #rrggbb.'));
const settings = {
  name: teamNameSchema,
  tagColor: tagColorSchema,
  enrollment: z.enum(ENROLLMENTS),
  minRaces: z.int().check(z.gte(0), z.lte(MAX_MIN_RACES)),
  minSpeed: z.int().check(z.gte(0), z.lte(MAX_MIN_SPEED)),
  otherRequirements: text().check(z.trim(), z.maxLength(REQUIREMENTS_MAX)),
  autoRemove: z.boolean(),
};
const password = z.string().check(z.minLength(TEAM_PASSWORD_MIN), z.maxLength(200));

export const createTeamBody = z.strictObject({ tag: teamTagSchema, ...settings, password });
export type CreateTeamBody = z.infer<typeof createTeamBody>;

/** Every field optional: an officer changes what they send. */
export const updateTeamBody = z.strictObject({
  name: z.optional(settings.name),
  tagColor: z.optional(settings.tagColor),
  enrollment: z.optional(settings.enrollment),
  minRaces: z.optional(settings.minRaces),
  minSpeed: z.optional(settings.minSpeed),
  otherRequirements: z.optional(settings.otherRequirements),
  autoRemove: z.optional(settings.autoRemove),
  /** A new disband password. */
  password: z.optional(password),
});
export type UpdateTeamBody = z.infer<typeof updateTeamBody>;

export const motdBody = z.strictObject({
  message: text().check(z.trim(), z.maxLength(MOTD_MAX, `At most ${MOTD_MAX} characters.`)),
});
export const disbandBody = z.strictObject({ password: z.string().check(z.maxLength(200)) });
export const boostBody = z.strictObject({
  boostID: z.int().check(z.gte(1), z.lte(1000)),
  teamMotdID: z.int().check(z.gte(1), z.lte(2_147_483_647)),
});
export const searchBody = z.strictObject({
  /** Only teams that invited the caller. */
  invites: z._default(z.boolean(), false),
  /** Only teams whose requirements a racer with these figures meets. */
  racesPlayed: z.optional(z.int().check(z.gte(0), z.lte(10_000_000))),
  speed: z.optional(z.number().check(z.gte(0), z.lte(1000))),
  /** Start of a tag or name. */
  term: z.optional(text().check(z.trim(), z.maxLength(30))),
});
export type SearchBody = z.infer<typeof searchBody>;
