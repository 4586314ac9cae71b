// Attack (issue 15, ads): a scripted client that skips the UI cannot choose its ad set, cannot
// read another player's, and gets the SPEC §8 FAIL envelope (never a 5xx) for a forged session;
// concurrent first visits agree on one set per visitor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adSetFor, visitorAdSeed } from '../../../src/domain/ads/adShowRules';
import { newPlayer, startTestServer, testDatabases, type TestServer } from '../harness';

describe.each(testDatabases)('attack: the ad setup on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const ads = (url = '/api/v2/ads', headers: Record<string, string> = {}) =>
    server.app.inject({ url, headers });

  it('a forged or tampered token is a 401 FAIL, not an ad setup', async () => {
    const me = await newPlayer(server.app, 'adforge');
    const [head, body] = me.token.split('.');
    for (const token of [`${head}.${body}.AAAA`, 'not-a-token', `${me.token}x`]) {
      const res = await ads(undefined, { authorization: `Bearer ${token}` });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 'FAIL' });
    }
  });

  it("another player's id in x-uid is refused", async () => {
    const me = await newPlayer(server.app, 'aduid');
    const res = await ads(undefined, { authorization: `Bearer ${me.token}`, 'x-uid': '1' });
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe('FAIL');
  });

  it('a client cannot pick its set: query words are ignored, a hand-written guest id is replaced', async () => {
    // Query words mean nothing to GET /ads (it has no query): the set stays the seeded one.
    const smuggled = await ads('/api/v2/ads?adSet=control&gold=1');
    expect(smuggled.statusCode).toBe(200);
    const cookie = smuggled.cookies.find((c) => c.name === 'guest_id')!;
    const guestID = server.app.unsignCookie(cookie.value).value!;
    expect(smuggled.json().results.adSet).toBe(adSetFor(visitorAdSeed(`guest:${guestID}`)));
    expect(smuggled.json().results.show).toBe(true);

    // An unsigned id the attacker chose: the server issues its own instead of trusting it.
    let chosen = 0;
    while (adSetFor(visitorAdSeed(`guest:${chosen}`)) !== 'control') chosen += 1;
    const forged = await ads(undefined, { cookie: `guest_id=${chosen}` });
    const issued = forged.cookies.find((c) => c.name === 'guest_id');
    expect(issued).toBeDefined();
    const issuedID = server.app.unsignCookie(issued!.value).value!;
    expect(issuedID).not.toBe(String(chosen));
    expect(forged.json().results.adSet).toBe(adSetFor(visitorAdSeed(`guest:${issuedID}`)));
  });

  it('twenty concurrent requests of one player agree on one set', async () => {
    const me = await newPlayer(server.app, 'adrace');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => ads(undefined, { authorization: `Bearer ${me.token}` })),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((res) => res.json().results.adSet)).size).toBe(1);
  });
});
