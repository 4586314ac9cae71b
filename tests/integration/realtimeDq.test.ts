// What disqualifications and races in a row cost, over the real socket (issue 10 items 5, 15):
// the DQ policy (src/domain/race/dqPolicy.ts) puts a captcha in the way at the third DQ of a run
// and refuses joins during a cooling-off from the fifth; the captcha always has a way back
// (POST /auth/validate-captcha), and solving it is not undone by the very next race.
import { afterAll, beforeAll, expect, it } from 'vitest';

import { findUserById } from '../../src/server/users/userRepo';
import { describeDatabasesAtOnce } from './databasesAtOnce';
import { fetchChallenge, solveCaptcha, startTestServer, type TestServer } from './harness';
import {
  awaitStart,
  join,
  listenRealtime,
  makeUser,
  playLog,
  QUALIFIED,
  RealtimeClient,
  REALTIME_TEST_ENV,
  typistLog,
} from './realtimeHarness';

const RACES_BEFORE_CAPTCHA = 3;

describeDatabasesAtOnce('disqualifications and captcha on $name', (database) => {
  let server: TestServer;
  let url: string;
  beforeAll(async () => {
    server = await startTestServer(database, {
      ...REALTIME_TEST_ENV,
      RACES_BEFORE_CAPTCHA: String(RACES_BEFORE_CAPTCHA),
    });
    url = await listenRealtime(server.app);
  });
  afterAll(() => server?.close());
  const db = () => server.services.storage.db;
  const now = () => server.clock.nowSeconds();

  async function disqualifiedOnce(client: RealtimeClient) {
    client.send(join('practice'));
    await client.next('room');
    client.send({ channel: 'race-server', type: 'disqualify', data: { reason: 'paste' } });
    return (await client.next('disqualified')).data;
  }

  /** Solves the bot verification as the modal's widget does: priced for the player's name. */
  async function validateCaptcha(token: string, username?: string) {
    return server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/validate-captcha',
      headers: { authorization: `Bearer ${token}` },
      payload: { token: await solveCaptcha(server.app, username) },
    });
  }

  it('refuses joins during a cooling-off after the fifth DQ of a run, saying until when', async () => {
    // GIVEN a player with four DQs in the last day
    const user = await makeUser(server.app, server.services, {
      ...QUALIFIED,
      dqs: 6,
      dqRun: 4,
      lastDq: now() - 600,
    });
    const client = await RealtimeClient.connect(url, { token: user.token });
    // WHEN a fifth DQ comes
    expect((await disqualifiedOnce(client)).DQs).toBe(7);
    // THEN the next join is refused with the end of the cooling-off
    client.send(join('practice'));
    const refused = await client.error('race-rejected');
    expect(refused.data.message).toMatch(
      /disqualified too many times\. You can race again after \d{4}-\d\d-\d\d \d\d:\d\d UTC\./,
    );
    const stored = await findUserById(db(), user.userID);
    expect(stored).toMatchObject({ dqs: 7, dqRun: 5 });
    expect(stored!.coolOffUntil).toBe(now() + 3600);
    await client.close();
  });

  it('asks for the captcha at the third DQ; solving it lets the player race again', async () => {
    const user = await makeUser(server.app, server.services, {
      ...QUALIFIED,
      dqRun: 2,
      lastDq: now() - 60,
    });
    const client = await RealtimeClient.connect(url, { token: user.token });
    await disqualifiedOnce(client);
    expect((await findUserById(db(), user.userID))!.captchaStatus).toBe('pending');
    client.send(join('practice'));
    expect((await client.error('captcha-required')).data.message).toMatch(/captcha/);

    // A solution of the base challenge (what a script fetches without a name) is not enough:
    // the 3rd DQ of a run costs 4x the base
    const cheap = await validateCaptcha(user.token);
    expect(cheap.statusCode).toBe(403);
    expect(cheap.json()).toMatchObject({ status: 'FAIL', code: 'CAPTCHA_INVALID' });
    const challenge = await fetchChallenge(server.app, user.username);
    expect(challenge.parameters.cost).toBe(4);
    const validated = await validateCaptcha(user.token, user.username);
    expect(validated.statusCode).toBe(200);
    expect(validated.json().results.captchaStatus).toBe('passed');
    client.send(join('practice'));
    // The new room's first frame (frames of the disqualified race may still be in the inbox).
    const seated = await client.next('room', (f) => f.data.phase === 'waiting');
    expect(seated.data.racers.some((r) => r.userID === user.userID)).toBe(true);
    await client.close();
  });

  it('after races in a row, the solved captcha holds for the next races of the session', async () => {
    // GIVEN a player one race short of the captcha
    const user = await makeUser(server.app, server.services, {
      ...QUALIFIED,
      sessionRaces: RACES_BEFORE_CAPTCHA - 1,
      lastConsecRace: now() - 60,
    });
    const client = await RealtimeClient.connect(url, { token: user.token });
    const race = async () => {
      client.send(join('practice'));
      const { room, startAt } = await awaitStart(client);
      await playLog(client, room, startAt, typistLog(room.passage, 160, 11));
      await client.next('result', () => true, 15_000);
    };
    // WHEN the race that completes the run is over THEN the captcha is pending and joins refused
    await race();
    expect((await findUserById(db(), user.userID))!.captchaStatus).toBe('pending');
    client.send(join('practice'));
    await client.error('captcha-required');
    // WHEN the player solves it THEN the next race does not lock them out again
    expect((await validateCaptcha(user.token)).statusCode).toBe(200);
    await race();
    expect((await findUserById(db(), user.userID))!.captchaStatus).toBe('passed');
    client.send(join('practice'));
    await client.next('room');
    await client.close();
  }, 45_000);
});
