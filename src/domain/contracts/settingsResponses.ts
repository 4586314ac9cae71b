// Response schemas of the settings calls (SPEC §7 Settings), loaded on demand like responses.ts.
import { z } from '../zodMini';
import { userSchema } from './responses';

/** Everything /profile shows, in one answer (GET /settings). Secrets never appear here. */
export const accountSettings = z.strictObject({
  username: z.string(),
  displayName: z.string(),
  changedUsername: z.boolean(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  validEmail: z.boolean(),
  contact: z.boolean(),
  worldID: z.int(),
  offline: z.boolean(),
  allowFriendRequests: z.boolean(),
  lookingForTeam: z.boolean(),
  raceSounds: z.enum(['all', 'only_fx', 'none']),
  raceVolume: z.number(),
  fullScreenMode: z.string(),
  use2FA: z.boolean(),
  /** Unused backup codes left (the codes themselves are shown once, at enabling). */
  backupCodesLeft: z.int(),
  /** Single sign-on providers linked to the account, with the name the login page shows. */
  sso: z.array(z.strictObject({ provider: z.string(), name: z.string(), linkedStamp: z.number() })),
  /** False for an account made by single sign-on that has no password yet. */
  hasPassword: z.boolean(),
});
export type AccountSettings = z.infer<typeof accountSettings>;

/** A settings change: the settings and the player as the session shows them now. */
export const settingsChanged = z.strictObject({ settings: accountSettings, user: userSchema });

export const twoFactorSetup = z.strictObject({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code (a PNG data URL) for the authenticator app to scan. */
  qrDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

/** SPEC §7: enable returns use2FA and backupCodes (shown once; only hashes are kept). */
export const twoFactorEnabled = z.strictObject({
  use2FA: z.literal(true),
  backupCodes: z.array(z.string()),
  settings: accountSettings,
});

export const verificationSent = z.strictObject({ sent: z.literal(true), email: z.string() });
export const emailValidated = z.strictObject({ validEmail: z.literal(true) });
