// Every place a failed single sign-on sends the player has a message on the login page, so no
// refusal (a two-factor account, a busy address) lands on a silent /login.
import { describe, expect, it } from 'vitest';

import { SSO_FAILURE } from '../../../../src/server/auth/sso/ssoService';
import { logoutReasonMessage } from '../../../../src/ui/auth/logoutReasons';

describe('SSO failure messages', () => {
  it.each(Object.values(SSO_FAILURE))('%s has a message', (redirect) => {
    const hash = redirect.slice(redirect.indexOf('#'));
    expect(logoutReasonMessage(hash)).toMatch(/\w/);
  });

  it('tells a two-factor account to use its password and code', () => {
    expect(logoutReasonMessage('#sso-two-factor')).toMatch(/password and code/);
  });
});
