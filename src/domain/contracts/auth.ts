// Request bodies of the auth calls (SPEC §7 Auth), shared by the client forms and the server routes.
// Bodies are strict: an unknown field is a client bug and is refused, not ignored.
import type { User } from '../user';
import { z } from '../zodMini';
import { text } from './text';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const DISPLAY_NAME_MAX = 30;

export const usernameSchema = text('Username is required.').check(
  z.trim(),
  z.minLength(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters.`),
  z.maxLength(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters.`),
  z.regex(/^[A-Za-z0-9_]+$/, 'Username may only contain letters, numbers and underscores.'),
);

export const passwordSchema = text('Password is required.').check(
  z.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`),
  z.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`),
);

export const emailSchema = z.pipe(
  text().check(z.trim(), z.maxLength(EMAIL_MAX, 'E-mail address is too long.')),
  z.email('Please enter a valid e-mail address.'),
);

const tz = z.optional(text().check(z.maxLength(64)));
const captchaToken = z.optional(text().check(z.maxLength(4096)));

/** Qualifying race data a guest brings to registration or login (SPEC §7). */
export const qualifyingFields = {
  qualifying: z.optional(z.union([z.enum(['true', 'false']), z.boolean()])),
  avgSpeed: z.optional(z.number().check(z.gte(0), z.lte(300))),
  avgAcc: z.optional(z.number().check(z.gte(0), z.lte(100))),
  carID: z.optional(z.int().check(z.positive())),
  raceSounds: z.optional(z.enum(['all', 'only_fx', 'none'])),
};

export const registerBody = z.strictObject({
  username: usernameSchema,
  password: passwordSchema,
  email: z.optional(z.union([emailSchema, z.literal('')])),
  captchaToken,
  acceptPolicy: z.literal('on', {
    error: 'You must accept the Terms of Service and Privacy Policy.',
  }),
  receiveContact: z.optional(z.enum(['on', ''])),
  tz,
  ...qualifyingFields,
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.strictObject({
  username: text('Username is required.').check(
    z.trim(),
    z.minLength(1, 'Username is required.'),
    z.maxLength(USERNAME_MAX * 4),
  ),
  password: text('Password is required.').check(
    z.minLength(1, 'Password is required.'),
    z.maxLength(PASSWORD_MAX),
  ),
  captchaToken,
  authCode: z.optional(text().check(z.maxLength(16))),
  trustDevice: z.optional(z.boolean()),
  tz,
  ...qualifyingFields,
});
export type LoginBody = z.infer<typeof loginBody>;

/**
 * SPEC §7 POST /auth/login/{provider} {tz, plus the qualifying fields}: the provider's answer
 * (code, state) is not in the body but in the query, as the provider sent it to the return page.
 */
export const ssoLoginBody = z.strictObject({ tz, ...qualifyingFields });
export type SsoLoginBody = z.infer<typeof ssoLoginBody>;

export const resetPasswordBody = z.strictObject({ email: emailSchema });

export const resetPasswordChangeBody = z
  .strictObject({
    newPassword: passwordSchema,
    newPassword2: text().check(z.maxLength(PASSWORD_MAX)),
    userID: z.int().check(z.positive()),
    hash: text().check(z.minLength(10), z.maxLength(512)),
  })
  .check(
    z.refine((b) => b.newPassword === b.newPassword2, {
      message: 'The passwords do not match.',
      path: ['newPassword2'],
    }),
  );

export const validateCaptchaBody = z.strictObject({
  token: text().check(z.minLength(1), z.maxLength(4096)),
});

/** Response of login and register: the user object; the token travels in the authorization header. */
export interface AuthResults {
  user: User;
  /** Server time in seconds, for the device clock check (SPEC §4). */
  serverTime: number;
}

/** Where the client keeps its session token (local storage, SPEC §7); the cross-site handoff
 * page writes it there too. */
export const TOKEN_STORAGE_KEY = 'nitro.token';
