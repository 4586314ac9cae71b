// The muted notice groups kept on the account (POST /api/v2/settings/notices, SPEC §4
// Notifications: muted groups are filtered by the overlay queue): a player sets their own list,
// the session carries it on the next load; guests, unknown groups, the captcha, stray fields and
// other shapes are refused in the SPEC §8 format and change nothing; concurrent saves leave one
// whole list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MUTABLE_NOTICE_GROUPS } from '../../src/domain/notifications/mutedGroups';
import {
  register,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  type TestServer,
} from './harness';

const URL = '/api/v2/settings/notices';

describe.each(testDatabases)('muted notice groups on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const post = (payload: unknown, token?: string) =>
    server.app.inject({
      method: 'POST',
      url: URL,
      payload: JSON.stringify(payload),
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });

  const mutedOf = async (token: string): Promise<string[]> => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v2/auth/session',
      headers: { authorization: `Bearer ${token}` },
    });
    return (res.json() as { results: { user: { mutedNotices: string[] } } }).results.user
      .mutedNotices;
  };

  const newPlayer = async () => tokenOf(await register(server.app, uniqueName('mute')));

  it('keeps the groups a player mutes, in the setting order, each once', async () => {
    const token = await newPlayer();
    // GIVEN a new player: nothing muted
    expect(await mutedOf(token)).toEqual([]);
    // WHEN they mute friends and races (races twice, in another order)
    const res = await post({ muted: ['races', 'friends', 'races'] }, token);
    // THEN the answer and every later session carry the list
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'OK',
      results: { user: { mutedNotices: ['friends', 'races'] } },
    });
    expect(await mutedOf(token)).toEqual(['friends', 'races']);
    // AND an empty list hears everything again
    expect((await post({ muted: [] }, token)).statusCode).toBe(200);
    expect(await mutedOf(token)).toEqual([]);
    // AND every group may be muted at once
    expect((await post({ muted: [...MUTABLE_NOTICE_GROUPS] }, token)).statusCode).toBe(200);
    expect(await mutedOf(token)).toEqual([...MUTABLE_NOTICE_GROUPS]);
  });

  it("changes only the caller's own account", async () => {
    const mine = await newPlayer();
    const theirs = await newPlayer();
    await post({ muted: ['teams'] }, theirs);
    expect((await post({ muted: ['achievements'] }, mine)).statusCode).toBe(200);
    expect(await mutedOf(theirs)).toEqual(['teams']);
    // A forged target in the body is not a field the call knows.
    const forged = await post({ muted: ['leagues'], userID: 1 }, mine);
    expect(forged.statusCode).toBe(400);
    expect(await mutedOf(mine)).toEqual(['achievements']);
    expect(await mutedOf(theirs)).toEqual(['teams']);
  });

  it('refuses a guest, a forged token and bad input in the SPEC §8 format, changing nothing', async () => {
    const guest = await post({ muted: ['friends'] });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ status: 'FAIL' });
    const forgedToken = await post({ muted: ['friends'] }, 'eyJhbGciOiJIUzI1NiJ9.e30.forged');
    expect(forgedToken.statusCode).toBe(401);

    const token = await newPlayer();
    await post({ muted: ['purchases'] }, token);
    const bad: unknown[] = [
      { muted: ['captcha'] },
      { muted: ['friends', 'no-such-group'] },
      { muted: 'friends' },
      { muted: [1] },
      { muted: [null] },
      { muted: [['friends']] },
      { muted: { 0: 'friends' } },
      { muted: Array.from({ length: MUTABLE_NOTICE_GROUPS.length + 1 }, () => 'friends') },
      { muted: ['x'.repeat(10_000)] },
      {},
      [],
      null,
      'friends',
    ];
    for (const body of bad) {
      const res = await post(body, token);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json()).toMatchObject({ status: 'FAIL' });
      expect(typeof (res.json() as { results: unknown }).results).toBe('string');
    }
    const broken = await server.app.inject({
      method: 'POST',
      url: URL,
      payload: '{"muted": [',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    expect(broken.statusCode).toBe(400);
    expect(await mutedOf(token)).toEqual(['purchases']);
  });

  it('leaves one whole list when 10 saves race each other', async () => {
    const token = await newPlayer();
    const lists = MUTABLE_NOTICE_GROUPS.map((g, i) => MUTABLE_NOTICE_GROUPS.slice(0, i + 1)).concat(
      [[], ['friends']],
    );
    const answers = await Promise.all(lists.map((muted) => post({ muted }, token)));
    expect(answers.map((a) => a.statusCode)).toEqual(lists.map(() => 200));
    const final = await mutedOf(token);
    expect(lists.map((l) => JSON.stringify(l))).toContain(JSON.stringify(final));
  });
});
