// E-mail verification (SPEC §4 "Email validated sets a valid flag", §7 POST
// /auth/validate-email {hash, userID}): a signed, expiring, single-use link, made like the
// password reset's (security/signedLink.ts). The link carries a random secret and an HMAC over the
// user id and the secret; storage keeps a digest of the secret and the address it went to, so a
// link for an address the player has since changed proves nothing.
import { count, eq } from 'drizzle-orm';
import type { Logger } from 'pino';

import type { Clock } from '../../domain/clock';
import type { SiteConfig } from '../../domain/site';
import type { Db } from '../db/client';
import { emailVerifications, users } from '../db/schema';
import { badRequest, conflict, tooMany } from '../http/errors';
import { afterResponse, type Mailer } from '../mail/mailer';
import {
  claimableLink,
  createLinkSigner,
  linkDigest,
  linksMadeSince,
} from '../security/signedLink';
import { lockUser, type UserRow } from '../users/userRepo';

export const VERIFY_LINK_TTL_SECONDS = 24 * 60 * 60;
/** Mails per account per hour: the button cannot be used to flood a mailbox. */
export const MAX_VERIFY_MAILS_PER_HOUR = 3;
export const INVALID_VERIFY_LINK =
  'This verification link is invalid or has expired. Please send a new one from your settings.';

export interface EmailVerificationDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  log: Logger;
  linkSecret: string;
  siteUrl(site: SiteConfig): string;
}

const sameAddress = (a: string | null, b: string) =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

export function createEmailVerificationService(deps: EmailVerificationDeps) {
  const signer = createLinkSigner(deps.linkSecret, 'verify-email.');

  return {
    /** Stores a new link for the player's address and mails it after the response. */
    async send(user: UserRow, site: SiteConfig): Promise<{ email: string }> {
      const email = user.email;
      if (!email) {
        throw badRequest('Add an e-mail address in the Account tab first.', { email: 'missing' });
      }
      if (user.validEmail) throw conflict('Your e-mail address is already verified.', 'VERIFIED');
      const now = deps.clock.nowSeconds();
      const secret = signer.newSecret();
      await deps.db.transaction(async (tx) => {
        // Locked while counting, so a burst of requests cannot all count the same few links.
        await lockUser(tx, user.userID);
        const [recent] = await tx
          .select({ links: count() })
          .from(emailVerifications)
          .where(linksMadeSince(emailVerifications, user.userID, now - 3600));
        if ((recent?.links ?? 0) >= MAX_VERIFY_MAILS_PER_HOUR) {
          throw tooMany('We already sent several links this hour. Please check your inbox.');
        }
        await tx.insert(emailVerifications).values({
          userID: user.userID,
          secretDigest: linkDigest(secret),
          email,
          expiresStamp: now + VERIFY_LINK_TTL_SECONDS,
          createdStamp: now,
        });
      });
      const hash = signer.hashFor(user.userID, secret);
      const link = `${deps.siteUrl(site)}/profile?verifyEmail=1&uid=${user.userID}&hash=${encodeURIComponent(hash)}`;
      const text = [
        `Hi ${user.username},`,
        '',
        `Please confirm this is your e-mail address for ${site.productName}.`,
        'Open the link within 24 hours:',
        '',
        link,
        '',
        'If you did not ask for this, you can ignore this e-mail.',
      ].join('\n');
      afterResponse(deps.log, 'verification mail', () =>
        deps.mailer.send({ to: email, subject: `Verify your ${site.productName} e-mail`, text }),
      );
      return { email };
    },

    /** Checks the link and sets validEmail; each link works once. */
    async validate(userID: number, hash: string): Promise<void> {
      const secret = signer.secretOf(userID, hash);
      if (secret === null) throw badRequest(INVALID_VERIFY_LINK);
      const now = deps.clock.nowSeconds();
      await deps.db.transaction(async (tx) => {
        const user = await lockUser(tx, userID);
        const [claimed] = await tx
          .update(emailVerifications)
          .set({ usedStamp: now })
          .where(claimableLink(emailVerifications, userID, secret, now))
          .returning({ email: emailVerifications.email });
        if (!user || !claimed || !sameAddress(user.email, claimed.email)) {
          throw badRequest(INVALID_VERIFY_LINK);
        }
        await tx.update(users).set({ validEmail: true }).where(eq(users.userID, userID));
      });
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
