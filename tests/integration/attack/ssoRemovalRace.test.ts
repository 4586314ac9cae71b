// Attack: racing the removal of single sign-on. A scripted client with a stolen session fires many
// wrong codes at once, hoping some are checked before the others are counted; and the owner's
// right code is sent twice at once with two different usernames. The five-tries rule must hold
// under concurrency, and one code must make one change.
import { describe, expect, it } from 'vitest';

import { findUserById } from '../../../src/server/users/userRepo';
import { testDatabases, tokenOf, uniqueName, waitForOutbox } from '../harness';
import { ssoSignIn, useSsoRig } from '../ssoHarness';

const SLOW = { timeout: 120_000 };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(testDatabases)('attack: racing SSO removal on $name', (database) => {
  const { rig, app } = useSsoRig(database);

  async function codeFor(name: string, token: string): Promise<string> {
    const count = rig().server.outbox().length;
    const sent = await app().inject({
      method: 'POST',
      url: '/api/v2/settings/remove-sso-code',
      headers: bearer(token),
    });
    expect(sent.statusCode).toBe(200);
    const mails = await waitForOutbox(rig().server, count + 1);
    return /^ {4}([a-z0-9]{8})\s*$/m.exec(mails.find((m) => m.includes(`Hi ${name},`)) ?? '')![1]!;
  }

  const remove = (token: string, code: string, username = uniqueName('new')) =>
    app().inject({
      method: 'POST',
      url: '/api/v2/settings/remove-sso',
      headers: bearer(token),
      payload: { code, username, password: 'pass-word-1', password2: 'pass-word-1' },
    });

  it('counts every one of many wrong codes sent at once', SLOW, async () => {
    const name = uniqueName('burst');
    const token = tokenOf(await ssoSignIn(app(), name));
    const code = await codeFor(name, token);
    const wrong = Array.from({ length: 12 }, (_, i) => `wrong${String(i).padStart(3, '2')}`);
    const answers = await Promise.all(wrong.map((guess) => remove(token, guess)));
    expect(answers.map((a) => a.statusCode)).toEqual(wrong.map(() => 403));
    // The right code comes too late: the wrong ones spent it.
    const late = await remove(token, code);
    expect(late.statusCode).toBe(403);
    expect(late.json().results).toMatch(/Too many wrong codes/);
  });

  it('makes one change when the right code is sent twice at once', SLOW, async () => {
    const name = uniqueName('twice');
    const signedIn = await ssoSignIn(app(), name);
    const token = tokenOf(signedIn);
    const userID = signedIn.json().results.user.userID as number;
    const code = await codeFor(name, token);
    const names = [uniqueName('one'), uniqueName('two')];
    const answers = await Promise.all(names.map((username) => remove(token, code, username)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
    const row = await findUserById(rig().server.services.storage.db, userID);
    const winner = names[answers.findIndex((a) => a.statusCode === 200)];
    expect(row!.username).toBe(winner);
    expect(row!.passwordHash).not.toBe('');
  });
});
