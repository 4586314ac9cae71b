// The team board of GET /leaderboards (SPEC §7 leaderboards, grouped by team): each team's current
// members' totals for the period on this site, summed, ranked by points then races.
import { and, eq, isNotNull, sql } from 'drizzle-orm';

import type { SiteId } from '../../domain/site';
import type { LeaderboardPeriod } from '../../domain/stats/periods';
import { averageSpeed, shownPoints } from '../../domain/stats/ranking';
import type { Db } from '../db/client';
import { racerTotals, teamMembers, teams } from '../db/schema';

export const TEAM_BOARD_SIZE = 50;

export async function teamBoard(
  db: Db,
  site: SiteId,
  period: LeaderboardPeriod,
  periodStart: number,
  size = TEAM_BOARD_SIZE,
) {
  const points = sql<number>`sum(${racerTotals.points})::float8`;
  const races = sql<number>`sum(${racerTotals.races})::int`;
  const rows = await db
    .select({
      teamID: teams.teamID,
      tag: teams.tag,
      name: teams.name,
      tagColor: teams.tagColor,
      races,
      speedSum: sql<number>`sum(${racerTotals.speedSum})::float8`,
      points,
    })
    .from(racerTotals)
    .innerJoin(teamMembers, eq(teamMembers.userID, racerTotals.userID))
    .innerJoin(teams, eq(teams.teamID, teamMembers.teamID))
    .where(
      and(
        eq(racerTotals.site, site),
        eq(racerTotals.period, period),
        eq(racerTotals.periodStart, periodStart),
        isNotNull(teamMembers.teamID),
      ),
    )
    .groupBy(teams.teamID)
    .orderBy(sql`${points} desc`, sql`${races} desc`, teams.teamID)
    .limit(size);
  return rows.map((row, index) => ({
    rank: index + 1,
    teamID: row.teamID,
    tag: row.tag,
    name: row.name,
    tagColor: row.tagColor,
    races: row.races,
    avgSpeed: averageSpeed({ races: row.races, speedSum: row.speedSum }),
    points: shownPoints(row.points),
  }));
}
