// Ads against the real server (issue 15): GET /ads tells a guest, a basic player and a gold member
// what their pages may show; the set is seeded per visitor (user id, or the signed guest cookie);
// ADS=off and FEATURE_FLAGS_OFF are the operator's switches.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adSetFor, visitorAdSeed } from '../../src/domain/ads/adShowRules';
import { AD_UNITS } from '../../src/domain/ads/adUnits';
import { FEATURE_FLAGS } from '../../src/domain/featureFlags';
import { DAY_SECONDS } from '../../src/domain/time';
import { users } from '../../src/server/db/schema';
import { newPlayer, startTestServer, testDatabases, type TestServer } from './harness';

describe.each(testDatabases)('ads on $name', (database) => {
  let server: TestServer;
  let switchedOff: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
    switchedOff = await startTestServer(database, {
      ADS: 'off',
      FEATURE_FLAGS_OFF: 'show_side_ad, no_such_flag',
    });
  });
  afterAll(async () => {
    await server?.close();
    await switchedOff?.close();
  });

  const ads = (s: TestServer, headers: Record<string, string> = {}) =>
    s.app.inject({ url: '/api/v2/ads', headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const userIdOf = async (username: string) =>
    (await server.services.storage.db.select().from(users).where(eq(users.username, username)))[0]!
      .userID;

  it('a guest gets a signed guest cookie and the set seeded from it, the same on every visit', async () => {
    const first = await ads(server);
    expect(first.statusCode).toBe(200);
    const cookie = first.cookies.find((c) => c.name === 'guest_id');
    expect(cookie?.httpOnly).toBe(true);
    const setup = first.json().results;
    expect(setup).toMatchObject({
      show: true,
      refreshMs: 30_000,
      allowedFlags: [...FEATURE_FLAGS],
    });
    expect(setup.units).toEqual(AD_UNITS[setup.adSet as 'control' | 'floor-price']);
    const guestID = server.app.unsignCookie(cookie!.value).value!;
    expect(setup.adSet).toBe(adSetFor(visitorAdSeed(`guest:${guestID}`)));

    const again = await ads(server, { cookie: `guest_id=${cookie!.value}` });
    expect(again.json().results.adSet).toBe(setup.adSet);
    expect(again.cookies.find((c) => c.name === 'guest_id')).toBeUndefined();
    expect(again.headers['cache-control']).toBe('private, no-store');
  });

  it('a basic player gets the set seeded from their user id', async () => {
    const me = await newPlayer(server.app, 'adbasic');
    const setup = (await ads(server, bearer(me.token))).json().results;
    const expected = adSetFor(visitorAdSeed(`user:${await userIdOf(me.username)}`));
    expect(setup).toMatchObject({ show: true, adSet: expected });
    expect(setup.units.map((u: { unit: string }) => u.unit)).toEqual(
      AD_UNITS[expected].map((u) => u.unit),
    );
  });

  it('a gold member gets no ads and no ad type; lapsed gold sees ads again', async () => {
    const me = await newPlayer(server.app, 'adgold');
    const db = server.services.storage.db;
    const now = server.clock.nowSeconds();
    await db
      .update(users)
      .set({ membership: 'gold', goldUntil: now + 30 * DAY_SECONDS })
      .where(eq(users.username, me.username));
    expect((await ads(server, bearer(me.token))).json().results).toMatchObject({
      show: false,
      adSet: null,
      units: [],
    });

    await db
      .update(users)
      .set({ goldUntil: now - 1 })
      .where(eq(users.username, me.username));
    expect((await ads(server, bearer(me.token))).json().results.show).toBe(true);
  });

  it('ADS=off shows no ads to anyone; FEATURE_FLAGS_OFF withholds the named flags', async () => {
    const guest = (await ads(switchedOff)).json().results;
    expect(guest).toMatchObject({ show: false, adSet: null, units: [] });
    expect(guest.allowedFlags).toEqual(FEATURE_FLAGS.filter((f) => f !== 'show_side_ad'));
    const me = await newPlayer(switchedOff.app, 'adoff');
    expect((await ads(switchedOff, bearer(me.token))).json().results.show).toBe(false);
  });
});
