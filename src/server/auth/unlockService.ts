// The owner's way past a lock (loginPolicy.ts): when a name locks, its account's e-mail gets a
// signed link. Following it lifts the lock and lands on the login page. The link names the run of
// failures it was sent for (streakStart) and clearing that record is what it does, so it works
// once, and only while that run lasts (and at most a day). Without the mailbox it cannot be made.
// Opening the link only shows a button; the lock is lifted by posting it (routes/auth.ts), so a
// mail scanner that fetches every link does not lift locks for an attacker.
import { createHmac, timingSafeEqual } from 'node:crypto';

import { and, eq } from 'drizzle-orm';

import type { Clock } from '../../domain/clock';
import type { SiteConfig } from '../../domain/site';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { findUserById, type UserRow } from '../users/userRepo';
import { usernameKey } from './loginGuard';

const LINK_TTL_SECONDS = 24 * 3600;

export interface UnlockLink {
  uid: number;
  at: number;
  exp: number;
  sig: string;
}

export interface UnlockDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  linkSecret: string;
  siteUrl(site: SiteConfig): string;
}

export function createUnlockService(deps: UnlockDeps) {
  const sign = (uid: number, at: number, exp: number) =>
    createHmac('sha256', deps.linkSecret).update(`unlock.${uid}.${at}.${exp}`).digest('base64url');

  /** Signed by us and not expired (whether already used is for redeem to find out). */
  function isGenuine(link: UnlockLink): boolean {
    const expected = Buffer.from(sign(link.uid, link.at, link.exp));
    const given = Buffer.from(link.sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    return link.exp >= deps.clock.nowSeconds();
  }

  return {
    /** Mails the lifting link for this run of failures to the account's address, if it has one. */
    async mailLink(user: UserRow, streakStart: number, site: SiteConfig): Promise<void> {
      if (!user.email) return;
      const exp = deps.clock.nowSeconds() + LINK_TTL_SECONDS;
      const query = new URLSearchParams({
        uid: String(user.userID),
        at: String(streakStart),
        exp: String(exp),
        sig: sign(user.userID, streakStart, exp),
      });
      const link = `${deps.siteUrl(site)}/api/v2/auth/unlock?${query.toString()}`;
      await deps.mailer.send({
        to: user.email,
        subject: `Your ${site.productName} account was locked`,
        text: [
          `Hi ${user.username},`,
          '',
          `Someone tried too many wrong passwords for your ${site.productName} account, so we`,
          'locked it for a while. If that was you, open this link to unlock it now:',
          '',
          link,
          '',
          'If it was not you, your password was not guessed: you can ignore this e-mail, or',
          'choose a stronger password after unlocking.',
        ].join('\n'),
      });
    },

    isGenuine,

    /** Lifts the lock the link was sent for; false for a forged, expired or used link. */
    async redeem(link: UnlockLink): Promise<boolean> {
      if (!isGenuine(link)) return false;
      const user = await findUserById(deps.db, link.uid);
      if (!user) return false;
      const lifted = await deps.db
        .delete(loginAttempts)
        .where(
          and(
            eq(loginAttempts.usernameKey, usernameKey(user.username)),
            eq(loginAttempts.streakStart, link.at),
          ),
        )
        .returning({ key: loginAttempts.usernameKey });
      return lifted.length === 1;
    },
  };
}

export type UnlockService = ReturnType<typeof createUnlockService>;
