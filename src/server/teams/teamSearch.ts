// Finding a team (SPEC §7 teams search): the teams that invited the player first, then the
// biggest, filtered by what the player can meet and by a prefix of the tag or name.
import { and, asc, desc, eq, sql } from 'drizzle-orm';

import type { SearchBody } from '../../domain/teams/teamBody';
import { teamInvites, teamMembers, teams } from '../db/schema';
import { summaryOf } from './teamStore';
import type { TeamContext } from './teamWork';

const SEARCH_LIMIT = 30;

export function teamSearchCalls({ db }: TeamContext) {
  return {
    async search(userID: number, body: SearchBody) {
      const members = db
        .select({ teamID: teamMembers.teamID, n: sql<number>`count(*)::int`.as('n') })
        .from(teamMembers)
        .groupBy(teamMembers.teamID)
        .as('m');
      const invited = db
        .select({ teamID: teamInvites.teamID })
        .from(teamInvites)
        .where(eq(teamInvites.userID, userID))
        .as('i');
      const term = body.term
        ? `${body.term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        : null;
      const rows = await db
        .select({ team: teams, members: members.n, invited: invited.teamID })
        .from(teams)
        .leftJoin(members, eq(members.teamID, teams.teamID))
        .leftJoin(invited, eq(invited.teamID, teams.teamID))
        .where(
          and(
            body.invites ? sql`${invited.teamID} is not null` : undefined,
            body.racesPlayed === undefined
              ? undefined
              : sql`${teams.minRaces} <= ${body.racesPlayed}`,
            body.speed === undefined ? undefined : sql`${teams.minSpeed} <= ${body.speed}`,
            term
              ? sql`(lower(${teams.tag}) like ${term} or lower(${teams.name}) like ${term})`
              : undefined,
          ),
        )
        .orderBy(
          sql`${invited.teamID} is null`,
          desc(sql`coalesce(${members.n}, 0)`),
          asc(teams.teamID),
        )
        .limit(SEARCH_LIMIT);
      return {
        teams: rows.map(({ team, members: n, invited: inv }) => ({
          teamID: team.teamID,
          tag: team.tag,
          name: team.name,
          tagColor: team.tagColor,
          enrollment: summaryOf(team).enrollment,
          minRaces: team.minRaces,
          minSpeed: team.minSpeed,
          members: n ?? 0,
          invited: inv !== null,
        })),
      };
    },
  };
}
