// Forgotten passwords: a signed, expiring, single-use link. The link carries a random secret and
// an HMAC over it and the user id; storage keeps only a digest of the secret.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SiteConfig } from '../../domain/site';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { passwordResets, users } from '../db/schema';
import { badRequest } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { hashPassword } from '../security/passwords';
import { findUsersByEmail } from '../users/userRepo';

const LINK_TTL_SECONDS = 60 * 60;
const INVALID_LINK =
  'This password reset link is invalid or has expired. Please request a new one.';

export interface ResetDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  linkSecret: string;
  siteUrl(site: SiteConfig): string;
}

const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function createResetService(deps: ResetDeps) {
  const sign = (userID: number, secret: string) =>
    createHmac('sha256', deps.linkSecret).update(`${userID}.${secret}`).digest('base64url');

  return {
    /** Always succeeds from the caller's view, so the form cannot be used to probe for e-mails. */
    async request(email: string, site: SiteConfig): Promise<void> {
      const now = deps.clock.nowSeconds();
      for (const user of await findUsersByEmail(deps.db, email)) {
        const secret = randomBytes(24).toString('base64url');
        await deps.db.insert(passwordResets).values({
          userID: user.userID,
          secretDigest: digest(secret),
          expiresStamp: now + LINK_TTL_SECONDS,
          createdStamp: now,
        });
        const hash = `${secret}.${sign(user.userID, secret)}`;
        const link = `${deps.siteUrl(site)}/login?reset=1&uid=${user.userID}&hash=${encodeURIComponent(hash)}`;
        await deps.mailer.send({
          to: email,
          subject: `Reset your ${site.productName} password`,
          text: [
            `Hi ${user.username},`,
            '',
            `Someone (hopefully you) asked to reset the password of your ${site.productName} account.`,
            'Open this link within one hour to choose a new password:',
            '',
            link,
            '',
            'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
          ].join('\n'),
        });
      }
    },

    async change(userID: number, hash: string, newPassword: string): Promise<void> {
      const [secret, signature] = hash.split('.');
      if (!secret || !signature) throw badRequest(INVALID_LINK);
      const expected = Buffer.from(sign(userID, secret));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given))
        throw badRequest(INVALID_LINK);
      const now = deps.clock.nowSeconds();
      const passwordHash = await hashPassword(newPassword);
      await deps.db.transaction(async (tx) => {
        // Claiming the link and changing the password commit together, so a link works once.
        const [claimed] = await tx
          .update(passwordResets)
          .set({ usedStamp: now })
          .where(
            and(
              eq(passwordResets.secretDigest, digest(secret)),
              eq(passwordResets.userID, userID),
              isNull(passwordResets.usedStamp),
              gt(passwordResets.expiresStamp, now),
            ),
          )
          .returning({ id: passwordResets.id });
        if (!claimed) throw badRequest(INVALID_LINK);
        const [row] = await tx
          .select({ tokenVersion: users.tokenVersion, captchaStatus: users.captchaStatus })
          .from(users)
          .where(eq(users.userID, userID));
        // The new password also ends every other session and lifts a wrong-password captcha.
        await tx
          .update(users)
          .set({
            passwordHash,
            tokenVersion: (row?.tokenVersion ?? 0) + 1,
            failedLogins: 0,
            ...(row?.captchaStatus === 'password' ? { captchaStatus: 'na' } : {}),
          })
          .where(eq(users.userID, userID));
      });
    },
  };
}

export type ResetService = ReturnType<typeof createResetService>;
