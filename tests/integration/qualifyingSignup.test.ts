// A guest's qualifying race is kept by every way of signing up or logging in: the results panel
// sends the qualifying flag, but the header's Sign Up, the /login page and the login form do not.
// The server attaches its own record of the race (found by the guest cookie) either way, once.
import { afterAll, beforeAll, expect, it } from 'vitest';

import { QUALIFYING_SAVE_ERROR } from '../../src/server/routes/race';
import { findUserById } from '../../src/server/users/userRepo';
import { describeDatabasesAtOnce } from './databasesAtOnce';
import { login, register, startTestServer, tokenOf, uniqueName, type TestServer } from './harness';
import {
  awaitStart,
  join,
  listenRealtime,
  playLog,
  RealtimeClient,
  REALTIME_TEST_ENV,
  typistLog,
} from './realtimeHarness';

describeDatabasesAtOnce('a guest qualifying race kept on sign-up, on $name', (database) => {
  let server: TestServer;
  let url: string;
  beforeAll(async () => {
    server = await startTestServer(database, REALTIME_TEST_ENV);
    url = await listenRealtime(server.app);
  });
  afterAll(() => server?.close());

  /** A guest (its cookie) that has finished the qualifying race; resolves with the cookie header. */
  async function guestWhoQualified(): Promise<string> {
    const res = await server.app.inject({ method: 'GET', url: '/api/v2/auth/guest-token' });
    const cookie = res.cookies.find((c) => c.name === 'guest_id');
    if (!cookie) throw new Error('no guest cookie');
    const token = (res.json() as { results: { token: string } }).results.token;
    const client = await RealtimeClient.connect(url, { token });
    client.send(join('public'));
    expect((await client.next('room')).data).toMatchObject({ qualifying: true });
    const { room, startAt } = await awaitStart(client);
    const log = typistLog(room.passage, 160, 21);
    await playLog(client, room, startAt, log);
    client.send({ channel: 'race-server', type: 'finish', data: { log } });
    const result = (await client.next('result', () => true, 15_000)).data;
    expect(result.qualifying).toBe(true);
    await client.close();
    return `guest_id=${cookie.value}`;
  }

  it('keeps the race when the guest signs up from the header (no qualifying flag)', async () => {
    // GIVEN a guest who finished the qualifying race
    const cookie = await guestWhoQualified();
    // WHEN they register without saying anything about it (the header's Sign Up form)
    const username = uniqueName('hdr');
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/register/username',
      headers: { 'x-username': username, cookie },
      payload: { username, password: 'correct-horse', acceptPolicy: 'on' },
    });
    expect(res.statusCode).toBe(200);
    // THEN the new account has the race: qualified, its cash and one race played
    const { user } = (res.json() as { results: { user: Record<string, unknown> } }).results;
    expect(user).toMatchObject({ qualifyingRaceComplete: true, racesPlayed: 1 });
    expect(Number(user.money)).toBeGreaterThan(0);
    expect(Number(user.avgSpeed)).toBeGreaterThan(100);

    // AND registering a second account from the same browser gets nothing more
    const again = uniqueName('hdr');
    const second = await server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/register/username',
      headers: { 'x-username': again, cookie },
      payload: { username: again, password: 'correct-horse', acceptPolicy: 'on' },
    });
    expect(second.statusCode).toBe(200);
    const other = (second.json() as { results: { user: Record<string, unknown> } }).results.user;
    expect(other).toMatchObject({ qualifyingRaceComplete: false, money: 0, racesPlayed: 0 });
  }, 40_000);

  it('keeps the race when an existing, unqualified player logs in from /login', async () => {
    // GIVEN an account that never qualified, and a guest session that did
    const username = uniqueName('lgn');
    expect((await register(server.app, username)).statusCode).toBe(200);
    const cookie = await guestWhoQualified();
    // WHEN the player logs in from that browser without the qualifying flag
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login/username',
      headers: { 'x-username': username, cookie },
      payload: { username, password: 'correct-horse' },
    });
    expect(res.statusCode).toBe(200);
    // THEN the race is theirs, stored once
    const userID = (res.json() as { results: { user: { userID: number } } }).results.user.userID;
    const stored = await findUserById(server.services.storage.db, userID);
    expect(stored).toMatchObject({ qualifyingRaceComplete: true, racesPlayed: 1 });
    // AND a second login pays nothing more
    const money = stored!.money;
    expect((await login(server.app, username, 'correct-horse')).statusCode).toBe(200);
    const relog = await server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login/username',
      headers: { 'x-username': username, cookie },
      payload: { username, password: 'correct-horse' },
    });
    expect(relog.statusCode).toBe(200);
    expect((await findUserById(server.services.storage.db, userID))?.money).toBe(money);
  }, 40_000);

  it('saves the qualifying figures the results showed only when they are the verified race', async () => {
    // GIVEN a guest who qualified and then registered from that browser
    const cookie = await guestWhoQualified();
    const username = uniqueName('sq');
    const reg = await server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/register/username',
      headers: { 'x-username': username, cookie },
      payload: { username, password: 'correct-horse', acceptPolicy: 'on' },
    });
    const headers = { authorization: `Bearer ${tokenOf(reg)}`, cookie };
    const { avgSpeed, avgAcc } = (reg.json() as { results: { user: Record<string, number> } })
      .results.user;
    const save = (speed: number, accuracy: number) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v2/race/save-qualifying',
        headers,
        payload: { speed, accuracy },
      });
    // WHEN the client reports a faster race than the one verified, THEN it is refused
    const forged = await save(avgSpeed! + 20, avgAcc!);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ status: 'FAIL', results: QUALIFYING_SAVE_ERROR });
    // AND the figures it showed (rounded) are accepted, with the account unchanged by the forgery
    const shown = await save(Math.round(avgSpeed!), Math.round(avgAcc!));
    expect(shown.statusCode).toBe(200);
    const saved = (shown.json() as { results: { user: Record<string, number> } }).results.user;
    expect(saved.avgSpeed).toBe(avgSpeed);
    expect(saved).toMatchObject({ qualifyingRaceComplete: true, racesPlayed: 1 });
  }, 40_000);

  it('refuses save-qualifying for an account with no qualifying race', async () => {
    const reg = await register(server.app, uniqueName('nq'));
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v2/race/save-qualifying',
      headers: { authorization: `Bearer ${tokenOf(reg)}` },
      payload: { speed: 60, accuracy: 98 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'FAIL', results: QUALIFYING_SAVE_ERROR });
  });
});
