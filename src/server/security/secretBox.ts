// Seals secrets kept at rest (the authenticator secrets) with AES-256-GCM when TWO_FACTOR_KEY is
// configured, so a copy of the database alone cannot mint a player's codes. Without a key the
// secret is stored as it is (marked 'plain:'), and a key added later still reads those.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(secret: string): string;
  open(sealed: string): string;
}

export function createSecretBox(key: string | undefined): SecretBox {
  const aesKey = key ? createHash('sha256').update(key).digest() : null;
  return {
    seal(secret) {
      if (!aesKey) return `plain:${secret}`;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return ['gcm', iv, tag, body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join(':');
    },
    open(sealed) {
      const [kind, ...rest] = sealed.split(':');
      if (kind === 'plain') return rest.join(':');
      if (kind !== 'gcm' || !aesKey) throw new Error('sealed secret needs TWO_FACTOR_KEY');
      const [iv, tag, body] = rest.map((p) => Buffer.from(p, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    },
  };
}
