// Attacks on the races-in-a-row captcha and the DQ policy's "run":
// - a login sets sessionRaces to 0, so a script that logs in again before every
//   RACES_BEFORE_CAPTCHA-th race never meets the races-in-a-row captcha, although its races are
//   one session by the rule (each within 30 minutes of the last; raceCaptcha.ts);
// - registration needs no captcha and has no per-address rate: a script disqualified into a
//   captcha or a cooling-off registers a fresh account (run 0) as often as it likes.
import { describe, expect, it } from 'vitest';

import { findUserById } from '../../../src/server/users/userRepo';
import { login, register, testDatabases, tokenOf, uniqueName } from '../harness';
import {
  awaitStart,
  join,
  makeUser,
  playLog,
  QUALIFIED,
  RealtimeClient,
  typistLog,
} from '../realtimeHarness';
import { liveRealtime } from './liveServer';

const RACES_BEFORE_CAPTCHA = 3;

describe.each(testDatabases.slice(0, 1))('attack: resetting the race captcha on $name', (db) => {
  const live = liveRealtime(db, {
    env: {
      RACES_BEFORE_CAPTCHA: String(RACES_BEFORE_CAPTCHA),
      LOGIN_RATE_PER_MINUTE: '3',
    },
  });

  it('a fresh login does not restart the run of races in a row', async () => {
    // GIVEN a player one race short of the captcha, last race a minute ago (same session)
    const user = await makeUser(live.server.app, live.server.services, {
      ...QUALIFIED,
      sessionRaces: RACES_BEFORE_CAPTCHA - 1,
      lastConsecRace: live.server.clock.nowSeconds() - 60,
    });
    // WHEN the script logs in again and races once more
    const fresh = tokenOf(await login(live.server.app, user.username, 'correct-horse'));
    const client = await RealtimeClient.connect(live.url, { token: fresh });
    client.send(join('practice'));
    const { room, startAt } = await awaitStart(client);
    await playLog(client, room, startAt, typistLog(room.passage, 160, 11));
    await client.next('result', () => true, 15_000);
    await client.close();
    // THEN that was the third race in a row: the captcha is pending
    const row = await findUserById(live.server.services.storage.db, user.userID);
    expect({ sessionRaces: row?.sessionRaces, captchaStatus: row?.captchaStatus }).toEqual({
      sessionRaces: RACES_BEFORE_CAPTCHA,
      captchaStatus: 'pending',
    });
  }, 45_000);

  it('one address cannot register fresh accounts without end and without a captcha', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      statuses.push((await register(live.server.app, uniqueName('farm'))).statusCode);
    }
    // Past the per-address rate (3 a minute here), a registration needs a captcha like a login.
    expect(statuses.slice(3).filter((s) => s === 200)).toEqual([]);
  }, 60_000);
});
