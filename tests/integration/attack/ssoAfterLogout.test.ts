// Attack: single sign-on on a shared computer, and an address the provider did not vouch for.
// - After a logout, the provider's own session must not sign the next person straight back in as
//   the last one: the next start asks the provider to authenticate again (prompt=login), once.
// - A reset link to an SSO account's address its provider did not verify would let whoever holds
//   that address set a password on the account: none is sent; a verified address still gets one.
import { describe, expect, it } from 'vitest';

import { testDatabases, uniqueName, waitForOutbox } from '../harness';
import { nextAddress, ssoSignIn, startSignIn, useSsoRig } from '../ssoHarness';

const SLOW = { timeout: 120_000 };

describe.each(testDatabases)(
  'attack: SSO after logout and unverified addresses on $name',
  (database) => {
    const { rig, app } = useSsoRig(database);

    const redirect = (cookies: Record<string, string> = {}) =>
      app().inject({
        method: 'GET',
        url: '/api/v2/auth/redirect/acme',
        remoteAddress: nextAddress(),
        cookies,
      });

    it('asks the provider to log the person in again after a logout, once', SLOW, async () => {
      const sub = uniqueName('out');
      const signedIn = await ssoSignIn(app(), sub);
      expect(signedIn.statusCode).toBe(200);
      const token = String(signedIn.headers.authorization).replace(/^Bearer /, '');
      // Before any logout the provider may sign its session straight in.
      const plain = new URL((await startSignIn(app())).location);
      expect(plain.searchParams.get('prompt')).toBeNull();

      const out = await app().inject({
        method: 'POST',
        url: '/api/v2/auth/logout',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(out.statusCode).toBe(200);
      const fresh = out.cookies.find((c) => c.name === 'sso_fresh');
      expect(fresh?.value).toBeTruthy();
      expect(fresh?.httpOnly).toBe(true);

      const next = await redirect({ sso_fresh: fresh!.value });
      expect(next.statusCode).toBe(302);
      expect(new URL(String(next.headers.location)).searchParams.get('prompt')).toBe('login');
      // Used up: the start clears it, so the browser's next start is an ordinary one.
      const cleared = next.cookies.find((c) => c.name === 'sso_fresh');
      expect(cleared?.value).toBe('');
      const after = await redirect();
      expect(new URL(String(after.headers.location)).searchParams.get('prompt')).toBeNull();
    });

    it(
      'sends no reset link to an SSO account whose provider did not verify the address',
      SLOW,
      async () => {
        const unverified = uniqueName('unv');
        const verified = uniqueName('ver');
        rig().provider.accounts.set(unverified, {
          preferred_username: unverified,
          email: `${unverified}@example.org`,
          email_verified: false,
        });
        rig().provider.accounts.set(verified, {
          preferred_username: verified,
          email: `${verified}@example.org`,
          email_verified: true,
        });
        expect((await ssoSignIn(app(), unverified)).statusCode).toBe(200);
        expect((await ssoSignIn(app(), verified)).statusCode).toBe(200);

        const server = rig().server;
        const before = server.outbox().length;
        const ask = (email: string) =>
          app().inject({
            method: 'POST',
            url: '/api/v2/auth/reset-password',
            headers: { 'x-email': email },
            payload: { email },
          });
        // The same answer either way: the form does not tell which addresses have accounts.
        const refused = await ask(`${unverified}@example.org`);
        expect(refused.json()).toEqual({ status: 'OK', results: { sent: true } });
        const sent = await ask(`${verified}@example.org`);
        expect(sent.json()).toEqual({ status: 'OK', results: { sent: true } });

        const mails = await waitForOutbox(server, before + 1);
        await new Promise((resolve) => setTimeout(resolve, 500));
        const all = server.outbox();
        expect(all).toHaveLength(before + 1);
        expect(mails.at(-1)).toContain(`To: ${verified}@example.org`);
        expect(all.some((mail) => mail.includes(`To: ${unverified}@example.org`))).toBe(false);
      },
    );
  },
);
