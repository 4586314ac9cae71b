// E-mail verification (SPEC §4, §7 POST /auth/validate-email {hash, userID}), delivered through a
// real SMTP server started here (smtp-server) and read back with mailparser: the link in the
// message verifies the address once; an expired, reused, forged or other player's link does not.
import type { AddressInfo } from 'node:net';

import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { afterResponseSettled } from '../../src/server/mail/mailer';
import {
  register,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  type TestServer,
  PASSWORD,
  SLOW,
  newPlayer,
  poster,
} from './harness';

describe.each(testDatabases)('e-mail verification over SMTP, on $name', (database) => {
  let server: TestServer;
  let smtp: SMTPServer;
  const received: ParsedMail[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (err: Error) => callback(err),
        );
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    server = await startTestServer(database, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const post = poster(() => server);

  /** The link's fields from the message the SMTP server received for `to`. */
  async function linkMailedTo(
    to: string,
  ): Promise<{ uid: number; hash: string; mail: ParsedMail }> {
    await afterResponseSettled();
    for (
      let i = 0;
      i < 200 && !received.some((m) => m.to && JSON.stringify(m.to).includes(to));
      i += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const mail = [...received].reverse().find((m) => JSON.stringify(m.to).includes(to));
    if (!mail) throw new Error(`no mail to ${to}`);
    const match = /\/profile\?verifyEmail=1&uid=(\d+)&hash=([^\s]+)/.exec(mail.text ?? '');
    if (!match) throw new Error('no link in the mail');
    return { uid: Number(match[1]), hash: decodeURIComponent(match[2]!), mail };
  }

  async function playerWithMail() {
    const { username, token } = await newPlayer(server.app, 'mail');
    const sent = await post('settings/send-verification-email', undefined, token);
    expect(sent.statusCode).toBe(200);
    return { username, token, email: `${username}@example.org` };
  }

  const validEmail = async (token: string) => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v2/settings',
      headers: { authorization: `Bearer ${token}` },
    });
    return (res.json() as { results: { validEmail: boolean } }).results.validEmail;
  };

  it('mails a link through SMTP that verifies the address once', SLOW, async () => {
    const { token, email } = await playerWithMail();
    const { uid, hash, mail } = await linkMailedTo(email);
    expect(mail.subject).toMatch(/verify/i);
    expect(await validEmail(token)).toBe(false);
    const ok = await post('auth/validate-email', { hash, userID: uid });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'OK', results: { validEmail: true } });
    expect(await validEmail(token)).toBe(true);
    const reused = await post('auth/validate-email', { hash, userID: uid });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ status: 'FAIL' });
    // Verified: no further mail is sent.
    expect((await post('settings/send-verification-email', undefined, token)).statusCode).toBe(409);
  });

  it('refuses an expired link, a forged one and one used for another player', SLOW, async () => {
    const a = await playerWithMail();
    const link = await linkMailedTo(a.email);
    const b = await playerWithMail();
    const other = await linkMailedTo(b.email);
    // Another player's id with this link, and this player's id with a forged signature.
    expect(
      (await post('auth/validate-email', { hash: link.hash, userID: other.uid })).statusCode,
    ).toBe(400);
    const forged = `${link.hash.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await post('auth/validate-email', { hash: forged, userID: link.uid })).statusCode).toBe(
      400,
    );
    expect(await validEmail(b.token)).toBe(false);
    // A day and a second later the link has expired.
    server.clock.advance((24 * 3600 + 1) * 1000);
    const expired = await post('auth/validate-email', { hash: link.hash, userID: link.uid });
    expect(expired.statusCode).toBe(400);
    expect(await validEmail(a.token)).toBe(false);
  });

  it('a link for an address the player has since changed proves nothing', SLOW, async () => {
    const { token, email } = await playerWithMail();
    const link = await linkMailedTo(email);
    const changed = await post(
      'settings/account',
      {
        firstname: '',
        lastname: '',
        email: 'new-one@example.org',
        contact: false,
        password: PASSWORD,
      },
      token,
    );
    expect(changed.statusCode).toBe(200);
    expect(
      (await post('auth/validate-email', { hash: link.hash, userID: link.uid })).statusCode,
    ).toBe(400);
    expect(await validEmail(token)).toBe(false);
  });

  it('sends at most three links an hour, even to a burst of requests', SLOW, async () => {
    const username = uniqueName('burst');
    const token = tokenOf(await register(server.app, username, PASSWORD));
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post('settings/send-verification-email', undefined, token)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(3);
  });
});
