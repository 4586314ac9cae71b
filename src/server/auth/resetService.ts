// Forgotten passwords: a signed, expiring, single-use link. The link carries a random secret and
// an HMAC over it and the user id; storage keeps only a digest of the secret.
// Asking for a link answers at once, before the e-mail is even looked up: the lookup and the mail
// happen after the response, so neither the answer nor its timing says whether the address is
// registered. Nor does the request after it: the lookup, the link's row and the mail run at a
// random moment up to RESET_MAIL_JITTER_MS later, not right behind the answer where a probe sent
// next would wait for them (and so tell a registered address from an unknown one).
// An address no account uses gets no mail: the form must not become a way to send
// mail to strangers.
import { setTimeout as sleep } from 'node:timers/promises';

import { count, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';

import type { Clock } from '../../domain/clock';
import type { SiteConfig } from '../../domain/site';
import type { Db } from '../db/client';
import { passwordResets, users } from '../db/schema';
import { loginAttempts } from '../db/schema';
import { badRequest } from '../http/errors';
import { afterResponse, type Mailer } from '../mail/mailer';
import { hashPassword } from '../security/passwords';
import {
  claimableLink,
  createLinkSigner,
  linkDigest,
  linksMadeSince,
} from '../security/signedLink';
import { findUsersByEmail, lockUser } from '../users/userRepo';
import type { LoginEndedSink } from './authService';
import { usernameKey } from './loginGuard';

const LINK_TTL_SECONDS = 60 * 60;
/**
 * Links mailed per account within LINK_TTL_SECONDS. The form needs no login and answers the same
 * to anyone, so without a cap a script that knows an address could fill its mailbox (and the
 * links table) at the rate it posts (the attacker's resetMailFlood test: 30 requests, 30 mails).
 * A player who lost the first mail can ask twice more; an hour on, again.
 */
export const MAX_RESET_LINKS_PER_HOUR = 3;
const INVALID_LINK =
  'This password reset link is invalid or has expired. Please request a new one.';

export interface ResetDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  log: Logger;
  linkSecret: string;
  siteUrl(site: SiteConfig): string;
  /** Longest random wait before the lookup and the mail (0: right after the response). */
  mailJitterMs?: number;
  loginEnded?: LoginEndedSink;
}

export function createResetService(deps: ResetDeps) {
  // No purpose prefix: reset links were signed so before there was one, and mailed ones still open.
  const signer = createLinkSigner(deps.linkSecret, '');

  /**
   * A new link's secret for `userID`, stored, or null when the account already had
   * MAX_RESET_LINKS_PER_HOUR. The player's row is locked while counting, so a burst of requests
   * running at once (on PostgreSQL's pool) cannot all count the same few links.
   */
  function newLinkSecret(userID: number, now: number): Promise<string | null> {
    return deps.db.transaction(async (tx) => {
      await lockUser(tx, userID);
      const [recent] = await tx
        .select({ links: count() })
        .from(passwordResets)
        .where(linksMadeSince(passwordResets, userID, now - LINK_TTL_SECONDS));
      if ((recent?.links ?? 0) >= MAX_RESET_LINKS_PER_HOUR) return null;
      const secret = signer.newSecret();
      await tx.insert(passwordResets).values({
        userID,
        secretDigest: linkDigest(secret),
        expiresStamp: now + LINK_TTL_SECONDS,
        createdStamp: now,
      });
      return secret;
    });
  }

  /** One mail per request to a registered address: a link per account on it. */
  async function mailLinks(email: string, site: SiteConfig): Promise<void> {
    const now = deps.clock.nowSeconds();
    const links: string[] = [];
    for (const user of await findUsersByEmail(deps.db, email)) {
      // A single sign-on account without a password whose address its provider did not vouch
      // for: the link would let whoever holds that address set a password on somebody's account.
      if (user.passwordHash === '' && !user.validEmail) continue;
      const secret = await newLinkSecret(user.userID, now);
      if (secret === null) continue;
      const hash = signer.hashFor(user.userID, secret);
      const link = `${deps.siteUrl(site)}/login?reset=1&uid=${user.userID}&hash=${encodeURIComponent(hash)}`;
      links.push(`${user.username}:`, link, '');
    }
    if (links.length === 0) return;
    const text = [
      'Hi,',
      '',
      `Someone (hopefully you) asked to reset the password of your ${site.productName} account.`,
      'Open the link within one hour to choose a new password:',
      '',
      ...links,
      'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
    ];
    await deps.mailer.send({
      to: email,
      subject: `Reset your ${site.productName} password`,
      text: text.join('\n'),
    });
  }

  return {
    /**
     * Returns at once; the lookup and the mail happen after the response. Always succeeds from the
     * caller's view, so the form cannot be used to probe for e-mails.
     */
    request(email: string, site: SiteConfig): void {
      const jitter = Math.floor(Math.random() * (deps.mailJitterMs ?? 0));
      afterResponse(deps.log, 'password reset mail', async () => {
        if (jitter > 0) await sleep(jitter);
        await mailLinks(email, site);
      });
    },

    async change(userID: number, hash: string, newPassword: string): Promise<void> {
      const secret = signer.secretOf(userID, hash);
      if (secret === null) throw badRequest(INVALID_LINK);
      const now = deps.clock.nowSeconds();
      const passwordHash = await hashPassword(newPassword);
      const tokenVersion = await deps.db.transaction(async (tx) => {
        // Claiming the link and changing the password commit together, so a link works once.
        const [claimed] = await tx
          .update(passwordResets)
          .set({ usedStamp: now })
          .where(claimableLink(passwordResets, userID, secret, now))
          .returning({ id: passwordResets.id });
        if (!claimed) throw badRequest(INVALID_LINK);
        // The new password also ends every other session and lifts a wrong-password captcha. One
        // statement, counting up from the stored version: no read first, and no token version
        // bumped meanwhile (a password change in settings) is written over.
        const [row] = await tx
          .update(users)
          .set({
            passwordHash,
            tokenVersion: sql`${users.tokenVersion} + 1`,
            failedLogins: 0,
            captchaStatus: sql`case when ${users.captchaStatus} = 'password' then 'na' else ${users.captchaStatus} end`,
          })
          .where(eq(users.userID, userID))
          .returning({ username: users.username, tokenVersion: users.tokenVersion });
        // Proving the mailbox also lifts a lock on the name (loginPolicy.ts).
        if (row) {
          await tx
            .delete(loginAttempts)
            .where(eq(loginAttempts.usernameKey, usernameKey(row.username)));
        }
        return row?.tokenVersion;
      });
      if (tokenVersion !== undefined)
        deps.loginEnded?.(userID, { tokenVersionBelow: tokenVersion });
    },
  };
}

export type ResetService = ReturnType<typeof createResetService>;
