// Removing single sign-on from an account (SPEC §7 /remove-sso-code and /remove-sso; SPEC §5: a
// code, a username and the password entered twice). The code goes to the account's e-mail, so a
// session alone (a borrowed laptop) cannot swap the provider for a password the owner does not
// know; the rule on the stored code is domain/sso/ssoRemoval.ts.
import { randomInt, timingSafeEqual } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';

import type { Clock } from '../../domain/clock';
import type { removeSsoBody } from '../../domain/contracts/settings';
import type { SiteConfig } from '../../domain/site';
import {
  SSO_REMOVAL_CODE_TTL_SECONDS,
  ssoRemovalVerdict,
  type SsoRemovalVerdict,
} from '../../domain/sso/ssoRemoval';
import type { z } from '../../domain/zodMini';
import type { LoginEndedSink } from '../auth/authService';
import type { Db } from '../db/client';
import { ssoIdentities, ssoRemovalCodes, users } from '../db/schema';
import { AppError, badRequest, conflict, tooMany } from '../http/errors';
import { afterResponse, type Mailer } from '../mail/mailer';
import { hashPassword } from '../security/passwords';
import { linkDigest } from '../security/signedLink';
import { findUserByUsername, lockUser, type UserRow } from '../users/userRepo';
import { isUniqueViolation, USERNAME_TAKEN } from './accountSettingsService';

type RemoveSsoBody = z.infer<typeof removeSsoBody>;

const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 8;
/** A new code at most once a minute, so the button cannot flood a mailbox. */
const RESEND_AFTER_SECONDS = 60;

const normalise = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

const VERDICT_MESSAGES: Record<Exclude<SsoRemovalVerdict, 'ok'>, string> = {
  none: 'Ask for a code first: we e-mail it to you.',
  expired: 'That code has expired. Ask for a new one.',
  spent: 'Too many wrong codes. Ask for a new one.',
  wrong: 'That code is not right. Check the e-mail we sent you.',
};

export interface SsoRemovalDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  log: Logger;
  loginEnded?: LoginEndedSink;
}

export function createSsoRemovalService(deps: SsoRemovalDeps) {
  const { db, clock } = deps;

  async function linkCount(userID: number): Promise<number> {
    const rows = await db
      .select({ provider: ssoIdentities.provider })
      .from(ssoIdentities)
      .where(eq(ssoIdentities.userID, userID));
    return rows.length;
  }

  const noLinks = () => conflict('No single sign-on is linked to this account.', 'NO_SSO');

  return {
    /** Mails a new code (replacing any earlier one) to the account's address. */
    async sendCode(user: UserRow, site: SiteConfig): Promise<{ email: string }> {
      if ((await linkCount(user.userID)) === 0) throw noLinks();
      const email = user.email;
      if (!email) {
        throw badRequest(
          'Your account has no e-mail address to send the code to. Please contact support.',
          { email: 'missing' },
        );
      }
      const now = clock.nowSeconds();
      const code = Array.from(
        { length: CODE_LENGTH },
        () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
      ).join('');
      const sentRecently = sql`${ssoRemovalCodes.expiresStamp} > ${now - RESEND_AFTER_SECONDS + SSO_REMOVAL_CODE_TTL_SECONDS}`;
      const values = {
        userID: user.userID,
        codeDigest: linkDigest(code),
        expiresStamp: now + SSO_REMOVAL_CODE_TTL_SECONDS,
        wrongTries: 0,
      };
      // One statement: of requests sent at once, one replaces the code and the others find it new.
      const [stored] = await db
        .insert(ssoRemovalCodes)
        .values(values)
        .onConflictDoUpdate({
          target: ssoRemovalCodes.userID,
          set: values,
          setWhere: sql`not (${sentRecently})`,
        })
        .returning({ userID: ssoRemovalCodes.userID });
      if (!stored) throw tooMany('We sent you a code a moment ago. Please check your inbox.');
      const text = [
        `Hi ${user.username},`,
        '',
        `Your code to remove single sign-on from your ${site.productName} account is:`,
        '',
        `    ${code}`,
        '',
        'It works for 15 minutes. If you did not ask for it, you can ignore this e-mail:',
        'nothing changes without the code.',
      ].join('\n');
      afterResponse(deps.log, 'SSO removal mail', () =>
        deps.mailer.send({ to: email, subject: `Your ${site.productName} code`, text }),
      );
      return { email };
    },

    /**
     * Sets the username and password and unlinks every provider, with a right code. A wrong code
     * is counted (and committed) before the refusal; every other session of the player ends.
     */
    async remove(user: UserRow, body: RemoveSsoBody): Promise<UserRow> {
      const now = clock.nowSeconds();
      const passwordHash = await hashPassword(body.password);
      const outcome = await db
        .transaction(async (tx) => {
          const locked = await lockUser(tx, user.userID);
          if (!locked) throw noLinks();
          const [record] = await tx
            .select()
            .from(ssoRemovalCodes)
            .where(eq(ssoRemovalCodes.userID, user.userID))
            .for('update');
          const sent = Buffer.from(linkDigest(normalise(body.code)));
          const matches = record ? timingSafeEqual(sent, Buffer.from(record.codeDigest)) : false;
          const verdict = ssoRemovalVerdict(record ?? null, matches, now);
          if (verdict === 'wrong') {
            await tx
              .update(ssoRemovalCodes)
              .set({ wrongTries: sql`${ssoRemovalCodes.wrongTries} + 1` })
              .where(eq(ssoRemovalCodes.userID, user.userID));
          }
          if (verdict !== 'ok') return { verdict } as const;
          const links = await tx
            .delete(ssoIdentities)
            .where(eq(ssoIdentities.userID, user.userID))
            .returning({ provider: ssoIdentities.provider });
          if (links.length === 0) throw noLinks();
          const holder = await findUserByUsername(tx, body.username);
          if (holder && holder.userID !== user.userID) throw usernameTaken();
          await tx.delete(ssoRemovalCodes).where(eq(ssoRemovalCodes.userID, user.userID));
          const [row] = await tx
            .update(users)
            .set({
              username: body.username,
              passwordHash,
              tokenVersion: sql`${users.tokenVersion} + 1`,
              failedLogins: 0,
            })
            .where(eq(users.userID, user.userID))
            .returning();
          return { verdict, row: row ?? locked } as const;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw usernameTaken();
          throw error;
        });
      if (outcome.verdict !== 'ok') {
        const message = VERDICT_MESSAGES[outcome.verdict];
        throw new AppError(403, 'BAD_SSO_CODE', message, { code: message });
      }
      // Other sessions end, as after a password change: their sockets close too.
      deps.loginEnded?.(user.userID, { tokenVersionBelow: outcome.row.tokenVersion });
      return outcome.row;
    },
  };
}

const usernameTaken = () =>
  conflict(USERNAME_TAKEN, 'USERNAME_TAKEN', { username: USERNAME_TAKEN });

export type SsoRemovalService = ReturnType<typeof createSsoRemovalService>;
