// Drivers for the team tests: players with money, authenticated calls, and teams with their
// founder and members, as SPEC §7's team calls make them.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';

import { TEAM_CREATE_COST } from '../../src/domain/teams/teamRules';
import { notifications, users } from '../../src/server/db/schema';
import { findUserById } from '../../src/server/users/userRepo';
import { register, tokenOf, uniqueName, type TestServer } from './harness';

let tagCounter = 0;
/** A different tag on every call: tags are unique per server, in any case. */
export const uniqueTag = (prefix = 'T') =>
  `${prefix}${(Date.now() % 1000).toString(36)}${(tagCounter++).toString(36)}`
    .slice(0, 6)
    .toUpperCase();

export interface Player {
  userID: number;
  token: string;
}

export function teamDriver(server: () => TestServer) {
  async function player(
    money = 0,
    extra: Partial<typeof users.$inferInsert> = {},
  ): Promise<Player> {
    const res = await register(server().app, uniqueName('tm'));
    expect(res.statusCode).toBe(200);
    const userID = res.json().results.user.userID as number;
    await server()
      .services.storage.db.update(users)
      .set({ money, ...extra })
      .where(eq(users.userID, userID));
    return { userID, token: tokenOf(res) };
  }

  const call = (who: Player | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    server().app.inject({
      method,
      url: `/api/v2${url}`,
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
      ...(method === 'POST' ? { payload: (payload ?? {}) as object } : {}),
    });

  const row = async (p: Player) => (await findUserById(server().services.storage.db, p.userID))!;

  const teamBody = (extra: Record<string, unknown> = {}) => ({
    tag: uniqueTag(),
    name: 'Speed Demons',
    tagColor: '#ff3366',
    enrollment: 'application',
    minRaces: 0,
    minSpeed: 0,
    otherRequirements: '',
    autoRemove: false,
    password: 'team-secret',
    ...extra,
  });

  async function teamOf(extra: Record<string, unknown> = {}) {
    const founder = await player(TEAM_CREATE_COST + 500);
    const res = await call(founder, 'POST', '/teams/create', teamBody(extra));
    expect(res.statusCode, res.body).toBe(200);
    const team = res.json().results.team as { teamID: number; tag: string };
    return { founder, teamID: team.teamID, tag: team.tag };
  }

  async function memberOf(teamID: number, founder: Player): Promise<Player> {
    const p = await player();
    expect((await call(p, 'POST', `/teams/${teamID}/apply`)).json().results.status).toBe('applied');
    expect((await call(founder, 'POST', `/team-applications/${p.userID}/accept`)).statusCode).toBe(
      200,
    );
    return p;
  }

  const noticesOf = async (p: Player, type: string) =>
    (
      await server()
        .services.storage.db.select()
        .from(notifications)
        .where(eq(notifications.userID, p.userID))
    ).filter((n) => n.type === type);

  return { player, call, row, teamBody, teamOf, memberOf, noticesOf };
}
