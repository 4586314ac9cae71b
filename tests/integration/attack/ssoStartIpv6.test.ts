// Attack: filling the pending sign-ins from one IPv6 network. Anyone with an IPv6 connection holds
// a /64 (2^64 addresses), so a limit per address would let one script store pending logins
// without end. The start limit counts a /64 as one address, as the login rate does.
import { describe, expect, it } from 'vitest';

import { SSO_STARTS_PER_MINUTE } from '../../../src/server/auth/sso/ssoService';
import { ssoLogins } from '../../../src/server/db/schema';
import { testDatabases } from '../harness';
import { startSignIn, useSsoRig } from '../ssoHarness';

describe.each(testDatabases)('attack: SSO starts from one IPv6 /64 on $name', (database) => {
  const { rig, app } = useSsoRig(database);

  it('counts every address of a /64 as one', async () => {
    const db = rig().server.services.storage.db;
    const pending = async () => (await db.select().from(ssoLogins)).length;
    for (let i = 1; i <= SSO_STARTS_PER_MINUTE; i++) {
      await startSignIn(app(), 'acme', '', `2001:db8:77:1::${i.toString(16)}`);
    }
    const before = await pending();
    const refused = await app().inject({
      method: 'GET',
      url: '/api/v2/auth/redirect/acme',
      remoteAddress: '2001:db8:77:1:ffff:ffff:ffff:fffe',
    });
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe('/login#sso-busy');
    expect(await pending()).toBe(before);
    // The next /64 is another network.
    await expect(startSignIn(app(), 'acme', '', '2001:db8:77:2::1')).resolves.toMatchObject({
      stateCookie: expect.any(String),
    });
  });
});
