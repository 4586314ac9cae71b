import { describe, expect, it } from 'vitest';

import {
  SSO_REMOVAL_MAX_WRONG_TRIES,
  ssoRemovalVerdict,
} from '../../../../src/domain/sso/ssoRemoval';

const record = { expiresStamp: 1000, wrongTries: 0 };

describe('ssoRemovalVerdict', () => {
  it('lets a right, unexpired code through', () => {
    expect(ssoRemovalVerdict(record, true, 999)).toBe('ok');
  });

  it('refuses a wrong, missing, expired or spent code', () => {
    expect(ssoRemovalVerdict(record, false, 999)).toBe('wrong');
    expect(ssoRemovalVerdict(null, true, 999)).toBe('none');
    expect(ssoRemovalVerdict(record, true, 1000)).toBe('expired');
    const spent = { ...record, wrongTries: SSO_REMOVAL_MAX_WRONG_TRIES };
    expect(ssoRemovalVerdict(spent, true, 999)).toBe('spent');
  });
});
