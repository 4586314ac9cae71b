// Two-factor login and e-mail verification (issue 15). User ids are not declared as foreign keys
// (the tables were made before ./users could be imported without a cycle; adding them is a
// migration); the settings services write only the id of the player whose row they hold.
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  varchar,
} from 'drizzle-orm/pg-core';

const stamp = (name: string) => bigint(name, { mode: 'number' });

/**
 * A player's authenticator secret: a set-up not yet confirmed (enabled false) or in use. The
 * secret is sealed with TWO_FACTOR_KEY when one is configured (security/secretBox.ts) and never
 * returned after enabling. `lastStep` is the last TOTP time step accepted, so a code is used once.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userID: integer('user_id').primaryKey(),
  sealedSecret: text('sealed_secret').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdStamp: stamp('created_stamp').notNull(),
});

/** The ten single-use backup codes, as keyed hashes only (security/backupCodes.ts). */
export const backupCodes = pgTable(
  'backup_codes',
  {
    id: serial('id').primaryKey(),
    userID: integer('user_id').notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedStamp: stamp('used_stamp'),
  },
  (t) => [index('backup_codes_user_idx').on(t.userID)],
);

/**
 * Mailed e-mail verification links: a digest of the link's secret, the address it was sent to
 * (a link for an address the player has since changed proves nothing), expiry and single use.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    userID: integer('user_id').notNull(),
    secretDigest: varchar('secret_digest', { length: 64 }).notNull().unique(),
    email: varchar('email', { length: 254 }).notNull(),
    expiresStamp: stamp('expires_stamp').notNull(),
    usedStamp: stamp('used_stamp'),
    createdStamp: stamp('created_stamp').notNull(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userID, t.createdStamp)],
);
