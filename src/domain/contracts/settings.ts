// Request bodies of the settings calls (SPEC §7 Settings, §5 validation rules), shared by the
// /profile forms and the server routes. Every change that touches who the player is (names,
// e-mail, password, two-factor) carries the current password, which the server checks again
// (SPEC §5: "Account update requires the current password").
import { isWorldID } from '../settings/worlds';
import { z } from '../zodMini';
import {
  DISPLAY_NAME_MAX,
  emailSchema,
  PASSWORD_MAX,
  passwordSchema,
  usernameSchema,
} from './auth';
import { text, visibleName } from './text';

export const NAME_PART_MAX = 40;
/** A TOTP code: six digits (spaces a player types between groups are dropped). */
export const TOTP_DIGITS = 6;
/** A backup code as shown: ten characters in two groups of five (case and dashes ignored). */
export const BACKUP_CODE_PATTERN = /^[a-z2-9]{5}-?[a-z2-9]{5}$/i;

/** The current password, re-checked by the server (no length rule: an old one may be shorter). */
export const currentPasswordSchema = text('Please enter your current password.').check(
  z.minLength(1, 'Please enter your current password.'),
  z.maxLength(PASSWORD_MAX),
);

/** The name other racers see; empty shows the username instead. */
export const displayNameSchema = text().check(
  z.trim(),
  z.maxLength(DISPLAY_NAME_MAX, `Display name must be at most ${DISPLAY_NAME_MAX} characters.`),
  z.regex(
    /^[\p{L}\p{N} _.'-]*$/u,
    "Display name may only contain letters, numbers, spaces and _ . ' -",
  ),
  visibleName,
);

const namePart = text().check(
  z.trim(),
  z.maxLength(NAME_PART_MAX, `At most ${NAME_PART_MAX} characters.`),
);

/** SPEC §7 POST /settings/profile {displayName, username, password}: the username once only. */
export const profileSettingsBody = z.strictObject({
  displayName: displayNameSchema,
  username: z.optional(usernameSchema),
  password: currentPasswordSchema,
});

/** SPEC §7 POST /settings/account {firstname, lastname, email, contact, password}. */
export const accountSettingsBody = z.strictObject({
  firstname: namePart,
  lastname: namePart,
  email: z.union([emailSchema, z.literal('')]),
  contact: z.boolean(),
  password: currentPasswordSchema,
});

/** SPEC §7 POST /settings/password (SPEC §5: password, newPassword, newPassword2). */
export const passwordSettingsBody = z
  .strictObject({
    password: currentPasswordSchema,
    newPassword: passwordSchema,
    newPassword2: text().check(z.maxLength(PASSWORD_MAX)),
  })
  .check(
    z.refine((b) => b.newPassword === b.newPassword2, {
      message: 'The new passwords do not match.',
      path: ['newPassword2'],
    }),
  );

/** The code from the authenticator app, or one of the backup codes. */
export const secondFactorCode = text('Please enter the code from your authenticator app.').check(
  z.trim(),
  z.minLength(1, 'Please enter the code from your authenticator app.'),
  z.maxLength(16),
);

/** Starts two-factor set-up: a new secret to scan (not yet in use). */
export const twoFactorSetupBody = z.strictObject({ password: currentPasswordSchema });
/** SPEC §7 POST /settings/enable-2fa and /disable-2fa {password, code}. */
export const twoFactorBody = z.strictObject({
  password: currentPasswordSchema,
  code: secondFactorCode,
});

/** SPEC §7 POST /auth/validate-email {hash, userID}: the e-mailed link's fields. */
export const validateEmailBody = z.strictObject({
  hash: text().check(z.minLength(10), z.maxLength(512)),
  userID: z.int().check(z.positive()),
});

/** SPEC §7 POST /settings/world {worldID}: one of the regions of settings/worlds.ts. */
export const worldSettingsBody = z.strictObject({
  worldID: z.int().check(z.refine(isWorldID, 'Please choose one of the listed regions.')),
});

/** The code mailed by /remove-sso-code: eight letters and digits (spaces and dashes ignored). */
export const ssoRemovalCode = text('Please enter the code we e-mailed you.').check(
  z.trim(),
  z.minLength(1, 'Please enter the code we e-mailed you.'),
  z.maxLength(20),
);

/**
 * SPEC §7 POST /settings/remove-sso (SPEC §5: a code, a username and the password entered twice):
 * the account gets this username and password, and its provider links are removed.
 */
export const removeSsoBody = z
  .strictObject({
    code: ssoRemovalCode,
    username: usernameSchema,
    password: passwordSchema,
    password2: text().check(z.maxLength(PASSWORD_MAX)),
  })
  .check(
    z.refine((b) => b.password === b.password2, {
      message: 'The passwords do not match.',
      path: ['password2'],
    }),
  );
