// Two-factor login (issue 15): set-up with a code from the authenticator secret, ten backup codes
// shown once, login asking for the code (TOTP with a ±1 step window, no replay), backup codes
// single-use, guesses counted with failed logins, a trusted device, and disabling.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { totpCode } from '../../src/server/security/totp';
import {
  login,
  register,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  type TestServer,
  PASSWORD,
  SLOW,
  poster,
} from './harness';

describe.each(testDatabases)('two-factor login, on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database, { TWO_FACTOR_KEY: 'test-two-factor-key' });
  }, 180_000);
  afterAll(() => server?.close());

  const now = () => server.clock.nowSeconds();
  /** Moves the clock to the next 30-second step, so a new code exists. */
  const nextStep = () => server.clock.advance(30_000);
  const post = poster(() => server, 'settings/');

  /** A player with two-factor on: their secret and backup codes. */
  async function withTwoFactor() {
    const username = uniqueName('tfa');
    const token = tokenOf(await register(server.app, username, PASSWORD));
    const setup = await post('2fa-setup', { password: PASSWORD }, token);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrDataUrl } = (
      setup.json() as { results: { secret: string; otpauthUrl: string; qrDataUrl: string } }
    ).results;
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const enabled = await post(
      'enable-2fa',
      { password: PASSWORD, code: totpCode(secret, now()) },
      token,
    );
    expect(enabled.statusCode).toBe(200);
    const { backupCodes } = (enabled.json() as { results: { backupCodes: string[] } }).results;
    // Two steps on: the enabling code's step is used, the one after it is fresh.
    nextStep();
    nextStep();
    return { username, token, secret, backupCodes };
  }

  it(
    'turns on only with a right code, shows ten backup codes once, and never the secret again',
    SLOW,
    async () => {
      const username = uniqueName('tfa');
      const token = tokenOf(await register(server.app, username, PASSWORD));
      expect((await post('2fa-setup', { password: 'wrong-pass' }, token)).statusCode).toBe(403);
      const setup = await post('2fa-setup', { password: PASSWORD }, token);
      const { secret } = (setup.json() as { results: { secret: string } }).results;
      const wrong = await post(
        'enable-2fa',
        { password: PASSWORD, code: '000000' === totpCode(secret, now()) ? '111111' : '000000' },
        token,
      );
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({ code: 'BAD_CODE' });
      const enabled = await post(
        'enable-2fa',
        { password: PASSWORD, code: totpCode(secret, now()) },
        token,
      );
      expect(enabled.statusCode).toBe(200);
      const results = (enabled.json() as { results: { use2FA: boolean; backupCodes: string[] } })
        .results;
      expect(results.use2FA).toBe(true);
      expect(results.backupCodes).toHaveLength(10);
      expect(new Set(results.backupCodes).size).toBe(10);
      const shown = await server.app.inject({
        method: 'GET',
        url: '/api/v2/settings',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(shown.json()).toMatchObject({ results: { use2FA: true, backupCodesLeft: 10 } });
      expect(shown.body).not.toContain(secret);
      expect(shown.body).not.toContain(results.backupCodes[0]);
      // A second set-up while it is on is refused (the secret cannot be read or replaced).
      expect((await post('2fa-setup', { password: PASSWORD }, token)).statusCode).toBe(409);
    },
  );

  it(
    'asks for the code at login, takes a TOTP code once, and within one step either side',
    SLOW,
    async () => {
      const { username, secret } = await withTwoFactor();
      const bare = await login(server.app, username, PASSWORD);
      expect(bare.statusCode).toBe(401);
      expect(bare.json()).toMatchObject({ status: 'FAIL', code: 'TWO_FACTOR_REQUIRED' });
      expect(bare.headers.authorization).toBeUndefined();
      // The code of the previous step is still good (a slow typist or a clock a little behind).
      const previous = totpCode(secret, now() - 30);
      const ok = await login(server.app, username, PASSWORD, { authCode: previous });
      expect(ok.statusCode).toBe(200);
      // The same code again: replayed, refused.
      const replay = await login(server.app, username, PASSWORD, { authCode: previous });
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toMatchObject({ code: 'BAD_AUTH_CODE' });
      // A code two steps old is outside the window.
      nextStep();
      const stale = await login(server.app, username, PASSWORD, {
        authCode: totpCode(secret, now() - 60),
      });
      expect(stale.statusCode).toBe(401);
      expect(
        (await login(server.app, username, PASSWORD, { authCode: totpCode(secret, now()) }))
          .statusCode,
      ).toBe(200);
      // A right code with a wrong password is no login.
      nextStep();
      const wrongPassword = await login(server.app, username, 'wrong-pass', {
        authCode: totpCode(secret, now()),
      });
      expect(wrongPassword.json()).toMatchObject({ code: 'BAD_CREDENTIALS' });
    },
  );

  it('lets one of two logins with the same code through', SLOW, async () => {
    const { username, secret } = await withTwoFactor();
    const code = totpCode(secret, now());
    const answers = await Promise.all([
      login(server.app, username, PASSWORD, { authCode: code }),
      login(server.app, username, PASSWORD, { authCode: code }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('takes each backup code once, in any case and with or without the dash', SLOW, async () => {
    const { username, token, backupCodes } = await withTwoFactor();
    const [first, second] = backupCodes as [string, string];
    expect(
      (await login(server.app, username, PASSWORD, { authCode: first.toUpperCase() })).statusCode,
    ).toBe(200);
    const reused = await login(server.app, username, PASSWORD, { authCode: first });
    expect(reused.statusCode).toBe(401);
    expect(
      (await login(server.app, username, PASSWORD, { authCode: second.replace('-', '') }))
        .statusCode,
    ).toBe(200);
    const shown = await server.app.inject({
      method: 'GET',
      url: '/api/v2/settings',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(shown.json()).toMatchObject({ results: { backupCodesLeft: 8 } });
    // Another player's backup code does not open this account.
    const other = await withTwoFactor();
    const foreign = await login(server.app, username, PASSWORD, { authCode: other.backupCodes[0] });
    expect(foreign.statusCode).toBe(401);
  });

  it(
    'counts wrong codes as failed logins: after five, a captcha; the right code then needs it too',
    SLOW,
    async () => {
      const { username, secret } = await withTwoFactor();
      const statuses = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push(
          (await login(server.app, username, PASSWORD, { authCode: `${100000 + i}` })).json().code,
        );
      }
      expect(statuses.slice(0, 5).every((c) => c === 'BAD_AUTH_CODE')).toBe(true);
      expect(statuses[5]).toMatch(/CAPTCHA_REQUIRED|LOGIN_DELAYED/);
      const right = await login(server.app, username, PASSWORD, {
        authCode: totpCode(secret, now()),
      });
      expect(right.statusCode).not.toBe(200);
    },
  );

  it(
    'a trusted device logs in with the password alone, until the password changes',
    SLOW,
    async () => {
      const { username, secret } = await withTwoFactor();
      const first = await login(server.app, username, PASSWORD, {
        authCode: totpCode(secret, now()),
        trustDevice: true,
      });
      expect(first.statusCode).toBe(200);
      const cookie = first.cookies.find((c) => c.name === 'trusted_device');
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.maxAge).toBe(30 * 24 * 3600);
      const jar = { cookie: `trusted_device=${cookie!.value}` };
      const trusted = await server.app.inject({
        method: 'POST',
        url: '/api/v2/auth/login/username',
        headers: { 'x-username': username, ...jar },
        payload: { username, password: PASSWORD },
      });
      expect(trusted.statusCode).toBe(200);
      // A forged cookie (another user id, same signature) is not trust.
      const forged = cookie!.value.replace(/^\d+/, '100001');
      const forgedLogin = await server.app.inject({
        method: 'POST',
        url: '/api/v2/auth/login/username',
        headers: { 'x-username': username, cookie: `trusted_device=${forged}` },
        payload: { username, password: PASSWORD },
      });
      expect(forgedLogin.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
      // The password changes: the device is no longer trusted.
      const token = tokenOf(trusted);
      const changed = await post(
        'password',
        { password: PASSWORD, newPassword: 'brand-new-1', newPassword2: 'brand-new-1' },
        token,
      );
      expect(changed.statusCode).toBe(200);
      const after = await server.app.inject({
        method: 'POST',
        url: '/api/v2/auth/login/username',
        headers: { 'x-username': username, ...jar },
        payload: { username, password: 'brand-new-1' },
      });
      expect(after.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    },
  );

  it(
    'turns off with the password and a code (or a backup code), and login is password-only again',
    SLOW,
    async () => {
      const { username, token, secret, backupCodes } = await withTwoFactor();
      expect(
        (
          await post(
            'disable-2fa',
            { password: 'wrong-pass', code: totpCode(secret, now()) },
            token,
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (await post('disable-2fa', { password: PASSWORD, code: '12345' }, token)).statusCode,
      ).toBe(403);
      const off = await post('disable-2fa', { password: PASSWORD, code: backupCodes[3] }, token);
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({
        results: { settings: { use2FA: false, backupCodesLeft: 0 } },
      });
      expect((await login(server.app, username, PASSWORD)).statusCode).toBe(200);
      // Old backup codes are gone with it.
      expect(secret).toBeTruthy();
    },
  );
});
