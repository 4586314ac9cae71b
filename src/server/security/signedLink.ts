// The secret a mailed single-use link carries (password reset, e-mail verification): a random
// secret and an HMAC over the link's purpose, the player's id and the secret, so a link cannot be
// made for another player or moved to another purpose. Storage keeps only a digest of the secret
// (`linkDigest`), so a leaked table opens no link. A link's table (password_resets,
// email_verifications) has the columns of `LinkColumns`; the conditions below are its queries'.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { and, eq, gt, isNull, type Column, type SQL } from 'drizzle-orm';

/** A link's stored form: the secret's SHA-256, hex. */
export const linkDigest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * `prefix` starts the signed text (`${prefix}${userID}.${secret}`); it is the purpose, kept as
 * each service first wrote it so links already mailed still open.
 */
export function createLinkSigner(linkSecret: string, prefix: string) {
  const sign = (userID: number, secret: string) =>
    createHmac('sha256', linkSecret).update(`${prefix}${userID}.${secret}`).digest('base64url');

  return {
    newSecret: () => randomBytes(24).toString('base64url'),
    /** The `hash` the link carries for `secret`: the secret and its signature. */
    hashFor: (userID: number, secret: string) => `${secret}.${sign(userID, secret)}`,
    /** The secret of a link's `hash`, or null when it is malformed or its signature is wrong. */
    secretOf(userID: number, hash: string): string | null {
      const [secret, signature] = hash.split('.');
      if (!secret || !signature) return null;
      const expected = Buffer.from(sign(userID, secret));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return secret;
    },
  };
}

interface LinkColumns {
  secretDigest: Column;
  userID: Column;
  usedStamp: Column;
  expiresStamp: Column;
  createdStamp: Column;
}

/** The row of this secret for this player, still unused and unexpired: the one a claim takes. */
export const claimableLink = (t: LinkColumns, userID: number, secret: string, now: number): SQL =>
  and(
    eq(t.secretDigest, linkDigest(secret)),
    eq(t.userID, userID),
    isNull(t.usedStamp),
    gt(t.expiresStamp, now),
  )!;

/** The player's links made after `since`: what an hourly cap counts. */
export const linksMadeSince = (t: LinkColumns, userID: number, since: number): SQL =>
  and(eq(t.userID, userID), gt(t.createdStamp, since))!;
