// The two-factor crypto around otpauth: codes match their step within ±1 step, backup codes are
// random and stored as keyed hashes, and sealed secrets open only with their key.
import { describe, expect, it } from 'vitest';

import { hashBackupCode, newBackupCodes } from '../../../src/server/security/backupCodes';
import { createSecretBox } from '../../../src/server/security/secretBox';
import {
  matchingTotpStep,
  newTotpSecret,
  otpauthUrl,
  totpCode,
} from '../../../src/server/security/totp';

describe('TOTP', () => {
  const secret = newTotpSecret();
  const now = 1_700_000_010;
  const step = Math.floor(now / 30);

  it('finds the step of a code within one step of now', () => {
    expect(matchingTotpStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchingTotpStep(secret, totpCode(secret, now - 30), now)).toBe(step - 1);
    expect(matchingTotpStep(secret, totpCode(secret, now + 30), now)).toBe(step + 1);
    expect(matchingTotpStep(secret, totpCode(secret, now - 60), now)).toBeNull();
  });

  it("refuses another secret's code", () => {
    const other = newTotpSecret();
    expect(other).not.toBe(secret);
    const code = totpCode(other, now);
    // One in a million collide; then the test secret's own code differs from it.
    if (code !== totpCode(secret, now)) expect(matchingTotpStep(secret, code, now)).toBeNull();
  });

  it('names the player and the site in the otpauth URL', () => {
    const url = otpauthUrl(secret, 'speedy', 'Nitro Race');
    expect(url).toMatch(/^otpauth:\/\/totp\/Nitro%20Race:speedy\?/);
    expect(url).toContain(`secret=${secret}`);
  });
});

describe('backup codes', () => {
  it('are ten different codes of ten characters without look-alikes', () => {
    const codes = newBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{10}$/);
  });

  it('hash with the key: the same code and key alike, another key differently', () => {
    expect(hashBackupCode('k1', 'abcdefgh23')).toBe(hashBackupCode('k1', 'abcdefgh23'));
    expect(hashBackupCode('k1', 'abcdefgh23')).not.toBe(hashBackupCode('k2', 'abcdefgh23'));
    expect(hashBackupCode('k1', 'abcdefgh23')).not.toContain('abcdefgh23');
  });
});

describe('secret box', () => {
  it('seals with a key so the stored text does not hold the secret, and opens it again', () => {
    const box = createSecretBox('a key');
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => createSecretBox('another key').open(sealed)).toThrow();
  });

  it('without a key stores it marked plain, and a key added later still reads it', () => {
    const sealed = createSecretBox(undefined).seal('JBSWY3DPEHPK3PXP');
    expect(createSecretBox('later key').open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });
});
