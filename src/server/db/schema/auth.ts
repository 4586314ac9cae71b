// Logging in and staying logged in: password reset links, spent captchas and handoffs, ended
// sessions, wrong-password counts and the server's signing secrets.
import { bigint, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

import { users } from './users';

const stamp = (name: string) => bigint(name, { mode: 'number' });

/** Signed-link password resets: only a digest of the secret is stored, and each is single-use. */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userID: integer('user_id')
    .notNull()
    .references(() => users.userID, { onDelete: 'cascade' }),
  secretDigest: varchar('secret_digest', { length: 64 }).notNull().unique(),
  expiresStamp: stamp('expires_stamp').notNull(),
  usedStamp: stamp('used_stamp'),
  createdStamp: stamp('created_stamp').notNull(),
});

/** Captcha solutions already accepted, so one proof of work cannot be replayed. */
export const usedCaptchas = pgTable('used_captchas', {
  signature: varchar('signature', { length: 128 }).primaryKey(),
  expiresStamp: stamp('expires_stamp').notNull(),
});

/** Cross-site handoff tokens already used: each carries a player across once. */
export const usedHandoffs = pgTable('used_handoffs', {
  jti: varchar('jti', { length: 64 }).primaryKey(),
  expiresStamp: stamp('expires_stamp').notNull(),
});

/**
 * Logins ended by logging out (their session id, which refreshed tokens keep), until every token
 * of that login has expired. Shared by all processes through the database.
 */
export const revokedSessions = pgTable('revoked_sessions', {
  sid: varchar('sid', { length: 64 }).primaryKey(),
  expiresStamp: stamp('expires_stamp').notNull(),
});

/**
 * Wrong passwords per normalised username, whether or not such an account exists, so the answers
 * (captcha, delay, lock) cannot tell the two apart. See security/loginPolicy.ts for the numbers.
 */
export const loginAttempts = pgTable('login_attempts', {
  usernameKey: varchar('username_key', { length: 100 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureStamp: stamp('last_failure_stamp').notNull().default(0),
  lockedUntil: stamp('locked_until').notNull().default(0),
  /** When the current run of failures began: names the run an unlock link lifts. */
  streakStart: stamp('streak_start').notNull().default(0),
});

/** Server-wide secrets (JWT and link signing keys) shared by every process on one database. */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
});
