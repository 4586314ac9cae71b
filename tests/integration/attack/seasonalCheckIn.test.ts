// Attack on the Seasons group's "Check In" ("Race once during {season}", $1,000, instant-claimed):
// a veteran who has not raced since the season began asks the server to check it (the client does
// so on every login) or claims it outright. Races of earlier seasons must not earn it; the first
// race of this season does. Every refusal is the SPEC §8 FAIL format and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { currentSeason, SEASONS } from '../../../src/domain/achievements/seasons';
import { findUserById, updateUser } from '../../../src/server/users/userRepo';
import {
  register,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  type TestServer,
} from '../harness';

describe.each(testDatabases)('attack: a season check-in without a race on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const db = () => server.services.storage.db;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  /** A catalogue season running now (the clock moved into the next one if none runs). */
  function inASeason() {
    const now = server.clock.nowSeconds();
    const running = SEASONS.find((season) => season.seasonID === currentSeason(now)?.seasonID);
    if (running) return running;
    const next = SEASONS.find((season) => season.startStamp > now);
    if (!next) throw new Error('No season scheduled after now: add one in seasons.ts');
    server.clock.advance((next.startStamp - now + 3600) * 1000);
    return next;
  }

  it('does not pay "Race once during" the season for races of an earlier season', async () => {
    const season = inASeason();
    const checkIn = 1200 + SEASONS.indexOf(season) * 10 + 1;
    const res = await register(server.app, uniqueName('chk'));
    const userID = res.json().results.user.userID as number;
    const token = tokenOf(res);
    // A veteran: 400 races on the record, the last of them in the season before this one.
    await updateUser(db(), userID, {
      racesPlayed: 400,
      gamesPlayedAllSites: 400,
      seasonID: season.seasonID - 1,
      seasonField4: 120,
      seasonExperience: 40_000,
    });
    const before = (await findUserById(db(), userID))!;

    const checked = await server.app.inject({
      method: 'POST',
      url: '/api/v2/achievements/check',
      headers: auth(token),
      payload: { ids: [checkIn] },
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().results).toMatchObject({ achieved: [], instantClaimed: [] });
    const claimed = await server.app.inject({
      method: 'GET',
      url: `/api/v2/achievements/claim/${checkIn}`,
      headers: auth(token),
    });
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json()).toMatchObject({ status: 'FAIL', code: 'NOT_EARNED' });
    expect(await findUserById(db(), userID)).toEqual(before);

    // One race in this season (what raceService stores for it) and the check pays it, once.
    await updateUser(db(), userID, {
      gamesPlayedAllSites: 401,
      seasonID: season.seasonID,
      seasonField4: 1,
      seasonExperience: 90,
    });
    const paid = await server.app.inject({
      method: 'POST',
      url: '/api/v2/achievements/check',
      headers: auth(token),
      payload: { ids: [checkIn] },
    });
    expect(paid.json().results).toMatchObject({ instantClaimed: [checkIn] });
    expect((await findUserById(db(), userID))!.money).toBe(before.money + 1_000);
  });
});
