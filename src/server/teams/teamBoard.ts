// The team board of GET /leaderboards (SPEC §7 leaderboards, grouped by team): each team's current
// members' totals for the period on this site, summed, ranked by points then races; and one
// team's standing in the current season's board (the team page's stats panel).
import { and, eq, isNotNull, sql } from 'drizzle-orm';

import type { SiteId } from '../../domain/site';
import { periodSpan, type LeaderboardPeriod } from '../../domain/stats/periods';
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

/**
 * A team's place and points in the current season's team board (the leaderboards' `season`
 * period, src/domain/stats/periods.ts): its row of the board as GET /leaderboards ranks it, or,
 * for a team outside the board's top TEAM_BOARD_SIZE, no place and its own sums.
 */
export async function teamSeasonStanding(db: Db, site: SiteId, teamID: number, now: number) {
  const span = periodSpan('season', now);
  const window = { start: span.start, end: span.end ?? span.start };
  const board = await teamBoard(db, site, 'season', span.start);
  const row = board.find((r) => r.teamID === teamID);
  if (row) return { ...window, place: row.rank, points: row.points, races: row.races };
  const [sums] = await db
    .select({
      races: sql<number>`coalesce(sum(${racerTotals.races}), 0)::int`,
      points: sql<number>`coalesce(sum(${racerTotals.points}), 0)::float8`,
    })
    .from(racerTotals)
    .innerJoin(teamMembers, eq(teamMembers.userID, racerTotals.userID))
    .where(
      and(
        eq(teamMembers.teamID, teamID),
        eq(racerTotals.site, site),
        eq(racerTotals.period, 'season'),
        eq(racerTotals.periodStart, span.start),
      ),
    );
  return {
    ...window,
    place: null,
    points: shownPoints(sums?.points ?? 0),
    races: sums?.races ?? 0,
  };
}
