// Attack: a team's disband password is hashed with scrypt (32 MB and 0.1–0.8 s of CPU a hash at
// the production cost, on the thread pool logins also use). /teams/create hashed the password
// before asking whether the player could found a team at all, and /teams/update before asking
// whether they were an officer: any player, with no money or in someone else's team as a plain
// member, could make the server hash as often as they liked. The cheap refusals now come first.
// And the disband password, which keeps an officer the founder promoted from disbanding the team,
// could be guessed at without limit: DISBAND_TRIES a team in each window now.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import * as passwords from '../../../src/server/security/passwords';
import { DISBAND_TRIES } from '../../../src/server/teams/teamFounding';
import { startTestServer, testDatabases, type TestServer } from '../harness';
import { teamDriver } from '../teamsHarness';

vi.mock('../../../src/server/security/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof passwords>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

describe.each(testDatabases)('attack: team password hashing on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  }, 180_000);
  afterAll(() => server?.close());
  const { player, call, teamOf, memberOf, teamBody } = teamDriver(() => server);
  const hashes = vi.mocked(passwords.hashPassword);

  it('refusals to found or edit a team cost no password hash', async () => {
    const poor = await player(0);
    const { founder, teamID, tag } = await teamOf();
    const member = await memberOf(teamID, founder);
    const rich = await player(1_000_000);
    hashes.mockClear();

    const refused = await Promise.all([
      ...Array.from({ length: 5 }, () => call(poor, 'POST', '/teams/create', teamBody())),
      ...Array.from({ length: 5 }, () => call(member, 'POST', '/teams/create', teamBody())),
      ...Array.from({ length: 5 }, () =>
        call(member, 'POST', '/teams/update', { password: 'new-secret' }),
      ),
      ...Array.from({ length: 5 }, () =>
        call(rich, 'POST', '/teams/create', teamBody({ tag: tag.toLowerCase() })),
      ),
    ]);
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual([
      ...Array(5).fill([402, 'NOT_ENOUGH_MONEY']),
      ...Array(5).fill([409, 'IN_A_TEAM']),
      ...Array(5).fill([403, 'NOT_OFFICER']),
      ...Array(5).fill([409, 'TAG_TAKEN']),
    ]);
    for (const r of refused) expect(r.json().status).toBe('FAIL');
    expect(hashes).not.toHaveBeenCalled();

    // What may happen still hashes once: a founding, an officer's new password.
    expect((await call(rich, 'POST', '/teams/create', teamBody())).statusCode).toBe(200);
    expect(
      (await call(founder, 'POST', '/teams/update', { password: 'new-secret' })).statusCode,
    ).toBe(200);
    expect(hashes).toHaveBeenCalledTimes(2);
  }, 120_000);

  it("an officer's guesses at the disband password stop after DISBAND_TRIES", async () => {
    const { founder, teamID } = await teamOf();
    const officer = await memberOf(teamID, founder);
    expect(
      (await call(founder, 'POST', `/team-members/${officer.userID}/promote`)).statusCode,
    ).toBe(200);
    const guesses = await Promise.all(
      Array.from({ length: DISBAND_TRIES + 5 }, (_, i) =>
        call(officer, 'POST', '/teams/disband', { password: `guess-${i}` }),
      ),
    );
    const codes = guesses.map((g) => [g.statusCode, g.json().code]);
    expect(codes.filter(([s]) => s === 403)).toEqual(
      Array(DISBAND_TRIES).fill([403, 'WRONG_PASSWORD']),
    );
    expect(codes.filter(([s]) => s !== 403)).toEqual(Array(5).fill([429, 'TOO_MANY_TRIES']));
    // Even the right password waits for the window: the team stays.
    const right = await call(officer, 'POST', '/teams/disband', { password: 'team-secret' });
    expect([right.statusCode, right.json().status]).toEqual([429, 'FAIL']);
    expect((await call(founder, 'GET', `/teams/${teamID}`)).statusCode).toBe(200);
  }, 120_000);
});
