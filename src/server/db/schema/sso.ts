// Single sign-on (issue 15, docs/accounts.md): the identities a provider vouches for, and the
// sign-ins under way between the redirect to a provider and the player's return.
import { bigint, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

import { users } from './users';

const stamp = (name: string) => bigint(name, { mode: 'number' });

/**
 * One provider account linked to one player: found by the provider's `sub`, never by e-mail, so
 * whoever controls an address at some provider cannot reach an account that merely shares it.
 */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    provider: varchar('provider', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    userID: integer('user_id')
      .notNull()
      .references(() => users.userID, { onDelete: 'cascade' }),
    createdStamp: stamp('created_stamp').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('sso_identities_user_idx').on(t.userID),
  ],
);

/**
 * A sign-in sent to a provider and not yet back: its state (also in the browser's cookie), the
 * nonce the ID token must carry and the PKCE verifier. A return deletes the row as it reads it,
 * so each state completes one sign-in at most.
 */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    state: varchar('state', { length: 64 }).primaryKey(),
    provider: varchar('provider', { length: 20 }).notNull(),
    site: varchar('site', { length: 10 }).notNull(),
    nonce: varchar('nonce', { length: 64 }).notNull(),
    codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
    expiresStamp: stamp('expires_stamp').notNull(),
  },
  (t) => [index('sso_logins_expires_idx').on(t.expiresStamp)],
);

/**
 * The code mailed to a player who asked to remove single sign-on (SPEC §5: a code, a username
 * and the password twice): a digest only, one per player, with its wrong tries counted so it
 * cannot be guessed.
 */
export const ssoRemovalCodes = pgTable('sso_removal_codes', {
  userID: integer('user_id')
    .primaryKey()
    .references(() => users.userID, { onDelete: 'cascade' }),
  codeDigest: varchar('code_digest', { length: 64 }).notNull(),
  expiresStamp: stamp('expires_stamp').notNull(),
  wrongTries: integer('wrong_tries').notNull().default(0),
});
