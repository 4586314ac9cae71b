// Forgotten passwords: the mailed single-use link, and an answer that does not wait for the mail.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../src/server/db/schema';
import type { MailMessage } from '../../src/server/mail/mailer';
import {
  login,
  register,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  waitForOutbox,
  type TestServer,
} from './harness';

describe.each(testDatabases)('forgot password on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  describe('forgot password', () => {
    const linkIn = (mail: string) => {
      const match = /uid=(\d+)&hash=(\S+)/.exec(mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
      if (!match) throw new Error(`no link in mail:\n${mail}`);
      return { userID: Number(match[1]), hash: decodeURIComponent(match[2]!) };
    };
    const change = (userID: number, hash: string, newPassword = 'brand-new-pass') =>
      server.app.inject({
        method: 'POST',
        url: '/api/v2/auth/reset-password/change',
        payload: { userID, hash, newPassword, newPassword2: newPassword },
      });

    it('mails a single-use link to the outbox that sets a new password and ends old sessions', async () => {
      const name = uniqueName();
      const reg = await register(server.app, name, 'old-password');
      const oldToken = tokenOf(reg);
      const before = server.outbox().length;
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/v2/auth/reset-password',
        headers: { 'x-email': `${name}@example.org` },
        payload: { email: `${name}@example.org` },
      });
      expect(res.json()).toEqual({ status: 'OK', results: { sent: true } });
      const mails = await waitForOutbox(server, before + 1);
      expect(mails).toHaveLength(before + 1);
      const mail = mails.at(-1)!;
      expect(mail).toContain(`To: ${name}@example.org`);
      const { userID, hash } = linkIn(mail);
      expect(userID).toBe(reg.json().results.user.userID);

      expect((await change(userID, hash)).statusCode).toBe(200);
      expect((await login(server.app, name, 'old-password')).statusCode).toBe(401);
      expect((await login(server.app, name, 'brand-new-pass')).statusCode).toBe(200);
      const reused = await change(userID, hash, 'another-pass');
      expect(reused.statusCode).toBe(400);
      expect(reused.json().results).toMatch(/invalid or has expired/);
      const old = await server.app.inject({
        method: 'GET',
        url: '/api/v2/auth/session',
        headers: { authorization: `Bearer ${oldToken}` },
      });
      expect(old.json().code).toBe('expired-session');
    });

    it('counts the token version up from the stored one and lifts only a wrong-password captcha', async () => {
      const db = server.services.storage.db;
      const cases = [
        ['password', 'na'],
        ['pending', 'pending'],
      ] as const;
      for (const [captchaStatus, after] of cases) {
        const name = uniqueName();
        const reg = await register(server.app, name, 'old-password');
        const userID: number = reg.json().results.user.userID;
        await db
          .update(users)
          .set({ tokenVersion: 5, failedLogins: 4, captchaStatus })
          .where(eq(users.userID, userID));
        const before = server.outbox().length;
        await server.app.inject({
          method: 'POST',
          url: '/api/v2/auth/reset-password',
          payload: { email: `${name}@example.org` },
        });
        const link = linkIn((await waitForOutbox(server, before + 1)).at(-1)!);
        expect((await change(link.userID, link.hash)).statusCode).toBe(200);
        const [row] = await db.select().from(users).where(eq(users.userID, userID));
        expect(row).toMatchObject({ tokenVersion: 6, failedLogins: 0, captchaStatus: after });
      }
    });

    it('refuses tampered and expired links, and says nothing about unknown e-mails', async () => {
      const name = uniqueName();
      await register(server.app, name, 'old-password');
      const mailsBefore = server.outbox().length;
      const unknown = await server.app.inject({
        method: 'POST',
        url: '/api/v2/auth/reset-password',
        payload: { email: 'nobody-here@example.org' },
      });
      expect(unknown.json()).toEqual({ status: 'OK', results: { sent: true } });
      // No mail to an address no account uses; the registered one asked next gets the only mail.
      await server.app.inject({
        method: 'POST',
        url: '/api/v2/auth/reset-password',
        payload: { email: `${name}@example.org` },
      });
      const [only] = (await waitForOutbox(server, mailsBefore + 1)).slice(mailsBefore);
      await new Promise((r) => setTimeout(r, 300));
      expect(server.outbox()).toHaveLength(mailsBefore + 1);
      expect(only).toMatch(/hash=/);
      expect(only).not.toContain('nobody-here');

      const before = server.outbox().length;
      await server.app.inject({
        method: 'POST',
        url: '/api/v2/auth/reset-password',
        payload: { email: `${name}@example.org` },
      });
      await waitForOutbox(server, before + 1);
      expect(server.outbox()).toHaveLength(before + 1);
      const { userID, hash } = linkIn(server.outbox().at(-1)!);
      const [secret] = hash.split('.');
      expect((await change(userID, `${secret}.forgedsignature`)).statusCode).toBe(400);
      expect((await change(userID + 1, hash)).statusCode).toBe(400);
      server.clock.advance(61 * 60 * 1000);
      expect((await change(userID, hash)).statusCode).toBe(400);
      expect((await login(server.app, name, 'old-password')).statusCode).toBe(200);
    });
  });
});

describe.each(testDatabases)('password reset timing on $name', (database) => {
  // A mailer that records each message and then blocks until released.
  const sent: MailMessage[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      database,
      {},
      {
        mailer: {
          async send(message) {
            sent.push(message);
            await gate;
          },
        },
      },
    );
  });
  afterAll(async () => {
    release();
    await server?.close();
  });

  it('answers before any mail is sent, the same for a registered and an unknown e-mail', async () => {
    const name = uniqueName();
    await register(server.app, name);
    const ask = (email: string) =>
      Promise.race([
        server.app.inject({
          method: 'POST',
          url: '/api/v2/auth/reset-password',
          payload: { email },
        }),
        new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 5000)),
      ]);
    const known = await ask(`${name}@example.org`);
    const unknown = await ask(`nobody-${name}@example.org`);
    if (known === 'no answer' || unknown === 'no answer') throw new Error('no answer in 5 s');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const { date: _d1, ...knownHeaders } = known.headers;
    const { date: _d2, ...unknownHeaders } = unknown.headers;
    expect(unknownHeaders).toEqual(knownHeaders);

    // After the response: the registered address gets its link; the unknown one gets nothing.
    for (let i = 0; i < 1000 && sent.length < 1; i += 1)
      await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 300));
    expect(sent.map((m) => m.to)).toEqual([`${name}@example.org`]);
    expect(sent[0]?.text).toMatch(/reset=1&uid=\d+&hash=/);
    release();
  });
});
