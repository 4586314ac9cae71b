// Attacks on which account single sign-on reaches, and on removing it: an identity whose e-mail
// (verified by its provider) is a victim's, a provider account named like the victim, one new
// identity signing in twice at once, wrong removal codes, another player's code, and removal
// asked for by an account with nothing linked.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { ssoIdentities, users } from '../../../src/server/db/schema';
import { findUserByUsername } from '../../../src/server/users/userRepo';
import { register, testDatabases, tokenOf, uniqueName, waitForOutbox } from '../harness';
import { atProvider, postReturn, ssoSignIn, startSignIn, useSsoRig } from '../ssoHarness';

const SLOW = { timeout: 120_000 };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(testDatabases)('attack: single sign-on accounts on $name', (database) => {
  const { rig, app, db } = useSsoRig(database);

  it('never reaches an existing account by its e-mail address or name', SLOW, async () => {
    const victim = uniqueName('vic');
    const email = `${victim}@example.org`;
    expect((await register(app(), victim, 'victim-pass-1', { email })).statusCode).toBe(200);
    const before = await findUserByUsername(db(), victim);
    // The attacker's provider account claims the victim's verified address and name.
    const sub = uniqueName('atk');
    rig().provider.accounts.set(sub, {
      preferred_username: victim,
      email,
      email_verified: true,
    });
    const res = await ssoSignIn(app(), sub);
    expect(res.statusCode).toBe(200);
    const got = res.json().results.user;
    expect(got.userID).not.toBe(before!.userID);
    expect(got.username).not.toBe(victim);
    const victimLinks = await db()
      .select()
      .from(ssoIdentities)
      .where(eq(ssoIdentities.userID, before!.userID));
    expect(victimLinks).toEqual([]);
    const after = await findUserByUsername(db(), victim);
    expect(after!.passwordHash).toBe(before!.passwordHash);
  });

  it('makes one account when a new identity signs in twice at once', SLOW, async () => {
    const sub = uniqueName('dup');
    const first = await startSignIn(app());
    const second = await startSignIn(app());
    const backs = [await atProvider(first, sub), await atProvider(second, sub)];
    const answers = await Promise.all([
      postReturn(app(), backs[0]!, first.stateCookie),
      postReturn(app(), backs[1]!, second.stateCookie),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const ids = answers.map((a) => a.json().results.user.userID);
    expect(ids[0]).toBe(ids[1]);
    const links = await db().select().from(ssoIdentities).where(eq(ssoIdentities.subject, sub));
    expect(links).toHaveLength(1);
  });

  it('spends a removal code after five wrong tries, and takes no one else’s', SLOW, async () => {
    const [a, b] = [uniqueName('rma'), uniqueName('rmb')];
    const tokenA = tokenOf(await ssoSignIn(app(), a));
    const tokenB = tokenOf(await ssoSignIn(app(), b));
    const count = rig().server.outbox().length;
    for (const token of [tokenA, tokenB]) {
      const sent = await app().inject({
        method: 'POST',
        url: '/api/v2/settings/remove-sso-code',
        headers: bearer(token),
      });
      expect(sent.statusCode).toBe(200);
    }
    const mails = await waitForOutbox(rig().server, count + 2);
    const codeOf = (name: string) =>
      /^ {4}([a-z0-9]{8})\s*$/m.exec(mails.find((m) => m.includes(`Hi ${name},`)) ?? '')![1]!;
    const remove = (token: string, code: string) =>
      app().inject({
        method: 'POST',
        url: '/api/v2/settings/remove-sso',
        headers: bearer(token),
        payload: {
          code,
          username: uniqueName('new'),
          password: 'pass-word-1',
          password2: 'pass-word-1',
        },
      });
    // B's code is no good for A.
    expect((await remove(tokenA, codeOf(b))).statusCode).toBe(403);
    for (let i = 0; i < 4; i++) expect((await remove(tokenA, 'zzzzzzzz')).statusCode).toBe(403);
    const spent = await remove(tokenA, codeOf(a));
    expect(spent.statusCode).toBe(403);
    expect(spent.json().results).toMatch(/Too many wrong codes/);
    // B's own code still works for B.
    expect((await remove(tokenB, codeOf(b))).statusCode).toBe(200);
  });

  it('sends one code when asked many times at once', SLOW, async () => {
    const token = tokenOf(await ssoSignIn(app(), uniqueName('burst')));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        app().inject({
          method: 'POST',
          url: '/api/v2/settings/remove-sso-code',
          headers: bearer(token),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
  });

  it('refuses removal for an account with nothing linked, and a taken username', SLOW, async () => {
    const plain = uniqueName('pl');
    const registered = await register(app(), plain, 'plain-pass-1');
    const asked = await app().inject({
      method: 'POST',
      url: '/api/v2/settings/remove-sso-code',
      headers: bearer(tokenOf(registered)),
    });
    expect(asked.statusCode).toBe(409);

    const sub = uniqueName('tk');
    const signedIn = await ssoSignIn(app(), sub);
    const token = tokenOf(signedIn);
    const count = rig().server.outbox().length;
    await app().inject({
      method: 'POST',
      url: '/api/v2/settings/remove-sso-code',
      headers: bearer(token),
    });
    const mail = (await waitForOutbox(rig().server, count + 1)).find((m) =>
      m.includes(`Hi ${sub},`),
    );
    const code = /^ {4}([a-z0-9]{8})\s*$/m.exec(mail!)![1]!;
    const taken = await app().inject({
      method: 'POST',
      url: '/api/v2/settings/remove-sso',
      headers: bearer(token),
      payload: { code, username: plain, password: 'pass-word-1', password2: 'pass-word-1' },
    });
    expect(taken.statusCode).toBe(409);
    const [row] = await db()
      .select()
      .from(users)
      .where(eq(users.userID, signedIn.json().results.user.userID));
    expect(row!.passwordHash).toBe('');
    const links = await db().select().from(ssoIdentities).where(eq(ssoIdentities.subject, sub));
    expect(links).toHaveLength(1);
  });
});
