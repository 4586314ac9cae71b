// The secret of a mailed single-use link: it opens only for the player and purpose it was signed
// for, a changed or malformed hash opens nothing, and the signed text is the one the services
// wrote before the helper existed, so links already in mailboxes still open.
import { createHmac } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { createLinkSigner, linkDigest } from '../../../src/server/security/signedLink';

const KEY = 'test-link-key';

describe('createLinkSigner', () => {
  const verify = createLinkSigner(KEY, 'verify-email.');

  it("gives back a link's secret for its own player", () => {
    const secret = verify.newSecret();
    expect(verify.secretOf(100001, verify.hashFor(100001, secret))).toBe(secret);
  });

  it('opens nothing for another player, another purpose or another key', () => {
    const secret = verify.newSecret();
    const hash = verify.hashFor(100001, secret);
    expect(verify.secretOf(100002, hash)).toBeNull();
    expect(createLinkSigner(KEY, '').secretOf(100001, hash)).toBeNull();
    expect(createLinkSigner('another-key', 'verify-email.').secretOf(100001, hash)).toBeNull();
  });

  it('opens nothing for a changed or malformed hash', () => {
    const secret = verify.newSecret();
    const hash = verify.hashFor(7, secret);
    const [, signature] = hash.split('.');
    expect(verify.secretOf(7, `${verify.newSecret()}.${signature}`)).toBeNull();
    expect(verify.secretOf(7, `${secret}.${signature!.slice(1)}`)).toBeNull();
    expect(verify.secretOf(7, `${secret}.`)).toBeNull();
    expect(verify.secretOf(7, secret)).toBeNull();
    expect(verify.secretOf(7, '')).toBeNull();
  });

  it('signs `${prefix}${userID}.${secret}`, as links already mailed were signed', () => {
    const secret = 'fixed-secret';
    const old = (text: string) => createHmac('sha256', KEY).update(text).digest('base64url');
    expect(verify.hashFor(42, secret)).toBe(`${secret}.${old(`verify-email.42.${secret}`)}`);
    expect(createLinkSigner(KEY, '').hashFor(42, secret)).toBe(`${secret}.${old(`42.${secret}`)}`);
  });

  it('makes a new random secret each time, and stores only its digest', () => {
    const a = verify.newSecret();
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(verify.newSecret()).not.toBe(a);
    expect(linkDigest(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(linkDigest(a)).toBe(linkDigest(a));
    expect(linkDigest(a)).not.toContain(a);
  });
});
