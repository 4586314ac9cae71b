// Attack: two-factor login skipped by signing in through single sign-on. An SSO account can get a
// password (the reset link goes to the address its provider gave) and then turn two-factor on;
// the provider's sign-in must not then open the account without the code.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { users } from '../../../src/server/db/schema';
import { testDatabases, uniqueName } from '../harness';
import { ssoSignIn, useSsoRig } from '../ssoHarness';

const SLOW = { timeout: 120_000 };

describe.each(testDatabases)('attack: SSO past two-factor on $name', (database) => {
  const { rig, app, db } = useSsoRig(database);

  it('refuses a sign-in of a linked account that has two-factor login on', SLOW, async () => {
    const sub = uniqueName('tfa');
    rig().provider.accounts.set(sub, { preferred_username: sub, email: `${sub}@example.org` });
    const first = await ssoSignIn(app(), sub);
    expect(first.statusCode).toBe(200);
    const userID = first.json().results.user.userID as number;
    // As after a password reset and Settings' "turn on two-factor".
    await db().update(users).set({ use2FA: true }).where(eq(users.userID, userID));

    const again = await ssoSignIn(app(), sub);
    expect(again.statusCode).toBe(403);
    expect(again.headers.authorization).toBeUndefined();
    expect(again.json()).toMatchObject({
      status: 'FAIL',
      code: 'SSO_TWO_FACTOR',
      redirect: '/login#sso-two-factor',
    });
  });

  it('still signs in a linked account without two-factor', SLOW, async () => {
    const sub = uniqueName('tfb');
    rig().provider.accounts.set(sub, { preferred_username: sub });
    const first = await ssoSignIn(app(), sub);
    const again = await ssoSignIn(app(), sub);
    expect(again.statusCode).toBe(200);
    expect(again.json().results.user.userID).toBe(first.json().results.user.userID);
    expect(String(again.headers.authorization)).toMatch(/^Bearer /);
  });
});
