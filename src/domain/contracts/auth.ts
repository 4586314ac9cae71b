// Request bodies of the auth calls (SPEC §7 Auth), shared by the client forms and the server routes.
// Bodies are strict: an unknown field is a client bug and is refused, not ignored.
import { z } from 'zod';
import type { User } from '../user';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const DISPLAY_NAME_MAX = 30;

export const usernameSchema = z
  .string({ error: 'Username is required.' })
  .trim()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters.`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters.`)
  .regex(/^[A-Za-z0-9_]+$/, 'Username may only contain letters, numbers and underscores.');

export const passwordSchema = z
  .string({ error: 'Password is required.' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);

export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX, 'E-mail address is too long.')
  .pipe(z.email('Please enter a valid e-mail address.'));

const tz = z.string().max(64).optional();
const captchaToken = z.string().max(4096).optional();

/** Qualifying race data a guest brings to registration or login (SPEC §7). */
export const qualifyingFields = {
  qualifying: z.enum(['true', 'false']).or(z.boolean()).optional(),
  avgSpeed: z.number().min(0).max(300).optional(),
  avgAcc: z.number().min(0).max(100).optional(),
  carID: z.number().int().positive().optional(),
  raceSounds: z.enum(['all', 'only_fx', 'none']).optional(),
};

export const registerBody = z
  .object({
    username: usernameSchema,
    password: passwordSchema,
    email: z.union([emailSchema, z.literal('')]).optional(),
    captchaToken,
    acceptPolicy: z.literal('on', {
      error: 'You must accept the Terms of Service and Privacy Policy.',
    }),
    receiveContact: z.enum(['on', '']).optional(),
    tz,
    ...qualifyingFields,
  })
  .strict();
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z
  .object({
    username: z
      .string({ error: 'Username is required.' })
      .trim()
      .min(1, 'Username is required.')
      .max(USERNAME_MAX * 4),
    password: z
      .string({ error: 'Password is required.' })
      .min(1, 'Password is required.')
      .max(PASSWORD_MAX),
    captchaToken,
    authCode: z.string().max(16).optional(),
    trustDevice: z.boolean().optional(),
    tz,
    ...qualifyingFields,
  })
  .strict();
export type LoginBody = z.infer<typeof loginBody>;

export const resetPasswordBody = z.object({ email: emailSchema }).strict();

export const resetPasswordChangeBody = z
  .object({
    newPassword: passwordSchema,
    newPassword2: z.string().max(PASSWORD_MAX),
    userID: z.number().int().positive(),
    hash: z.string().min(10).max(512),
  })
  .strict()
  .refine((b) => b.newPassword === b.newPassword2, {
    message: 'The passwords do not match.',
    path: ['newPassword2'],
  });

export const validateCaptchaBody = z.object({ token: z.string().min(1).max(4096) }).strict();

/** Response of login and register: the user object; the token travels in the authorization header. */
export interface AuthResults {
  user: User;
  /** Server time in seconds, for the device clock check (SPEC §4). */
  serverTime: number;
}

/** Where the client keeps its session token (local storage, SPEC §7); the cross-site handoff
 * page writes it there too. */
export const TOKEN_STORAGE_KEY = 'nitro.token';
