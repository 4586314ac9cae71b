// The secret a mailed single-use link carries (password reset, e-mail verification): a random
// secret and an HMAC over the link's purpose, the player's id and the secret, so a link cannot be
// made for another player or moved to another purpose. Storage keeps only a digest of the secret
// (`linkDigest`), so a leaked table opens no link; claiming the row once is the caller's.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

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
