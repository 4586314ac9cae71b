// Attack on the password-reset form (resetService.ts): it answers the same to anyone and mails a
// fresh link to a registered address on every request, with no limit. A script that knows
// someone's e-mail (no login needed) fills their mailbox with reset mails (and the database with
// link rows) as fast as it can post: 30 requests, 30 mails to the victim.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { afterResponseSettled } from '../../../src/server/mail/mailer';
import { register, startTestServer, testDatabases, uniqueName, type TestServer } from '../harness';

describe.each(testDatabases)('attack: flooding a player with reset mails on $name', (db) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(db);
  });
  afterAll(() => server?.close());

  it('mails a registered address only a few reset links an hour, however often it is asked', async () => {
    const name = uniqueName('flood');
    await register(server.app, name);
    const email = `${name}@example.org`;
    // A burst, all at once (on PostgreSQL they run side by side on the pool).
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        server.app
          .inject({ method: 'POST', url: '/api/v2/auth/reset-password', payload: { email } })
          .then((res) => res.statusCode),
      ),
    );
    await afterResponseSettled();
    const mails = server.outbox().filter((mail) => mail.includes(email));
    // Every request gets the same answer (nothing tells the script it was capped) ...
    expect(new Set(answers)).toEqual(new Set([200]));
    // ... but the mailbox gets a handful, not one per request.
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails.length).toBeLessThanOrEqual(3);
    // An hour on, the owner can ask again.
    server.clock.advance(3601 * 1000);
    await server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/reset-password',
      payload: { email },
    });
    await afterResponseSettled();
    expect(server.outbox().filter((mail) => mail.includes(email)).length).toBe(mails.length + 1);
  });
});
