// Two-factor code rules (domain/settings/secondFactor.ts): which kind of code was typed, and the
// ±1 step window with no replay.
import { describe, expect, it } from 'vitest';

import {
  formatBackupCode,
  secondFactorInput,
  totpStep,
  totpStepAccepted,
} from '../../../../src/domain/settings/secondFactor';

describe('secondFactorInput', () => {
  it('reads six digits as a TOTP code, spaces and dashes aside', () => {
    expect(secondFactorInput('123456')).toEqual({ kind: 'totp', code: '123456' });
    expect(secondFactorInput(' 123 456 ')).toEqual({ kind: 'totp', code: '123456' });
    expect(secondFactorInput('123-456')).toEqual({ kind: 'totp', code: '123456' });
  });

  it('reads a backup code in any case, with or without its dash', () => {
    expect(secondFactorInput('ABCDE-FGH23')).toEqual({ kind: 'backup', code: 'abcdefgh23' });
    expect(secondFactorInput('abcdefgh23')).toEqual({ kind: 'backup', code: 'abcdefgh23' });
  });

  it('refuses anything else', () => {
    for (const raw of ['', '12345', '1234567', 'abcde-fgh2', 'abcde_fgh23', '12345a']) {
      expect(secondFactorInput(raw), raw).toEqual({ kind: 'invalid' });
    }
  });

  it('formats a backup code as two groups of five', () => {
    expect(formatBackupCode('abcdefgh23')).toBe('abcde-fgh23');
  });
});

describe('totpStepAccepted', () => {
  const now = 1_700_000_000;
  const current = totpStep(now);

  it('takes the current step and one either side, and no further', () => {
    expect(totpStepAccepted(current, now, null)).toBe(true);
    expect(totpStepAccepted(current - 1, now, null)).toBe(true);
    expect(totpStepAccepted(current + 1, now, null)).toBe(true);
    expect(totpStepAccepted(current - 2, now, null)).toBe(false);
    expect(totpStepAccepted(current + 2, now, null)).toBe(false);
  });

  it('never takes a step already used, or an older one', () => {
    expect(totpStepAccepted(current, now, current)).toBe(false);
    expect(totpStepAccepted(current - 1, now, current)).toBe(false);
    expect(totpStepAccepted(current + 1, now, current)).toBe(true);
  });

  it('counts 30-second steps', () => {
    expect(totpStep(59)).toBe(1);
    expect(totpStep(60)).toBe(2);
  });
});
