// GET /leagues/{user|team}/activity: the caller's tier, their division's standings this week and
// their past weeks. Reads only; names come from the users and teams tables as they are now.
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';

import type { LeagueActivity, LeagueStanding } from '../../domain/contracts/leagueResponses';
import { compareStanding } from '../../domain/leagues/divisions';
import {
  FIRST_TIER,
  LEAGUES,
  leagueOf,
  visibleLeagues,
  type League,
  type LeagueReason,
} from '../../domain/leagues/leagues';
import { leagueWeekEnd } from '../../domain/leagues/leagueWeek';
import type { Db } from '../db/client';
import { leagueEntries, leagueTeamTiers, teams, users } from '../db/schema';

const HISTORY_WEEKS = 12;
/** A division holds about 30; this bounds an answer whatever happened to the placement. */
const MAX_STANDINGS = 100;

export interface LeagueMember {
  kind: 'user' | 'team';
  /** The user's or the team's id. */
  memberID: number;
  tier: number;
  highestTier: number;
  tournamentsWon: number;
}

const leagueFor = (tier: number): League => leagueOf(Math.max(tier, FIRST_TIER)) ?? LEAGUES[0]!;

async function divisionStandings(
  db: Db,
  week: number,
  kind: 'user' | 'team',
  tier: number,
  division: number,
  memberID: number,
): Promise<LeagueStanding[]> {
  const where = and(
    eq(leagueEntries.weekStart, week),
    eq(leagueEntries.kind, kind),
    eq(leagueEntries.tier, tier),
    eq(leagueEntries.division, division),
  );
  const columns = {
    memberID: leagueEntries.memberID,
    experience: leagueEntries.experience,
    played: leagueEntries.played,
    joinedStamp: leagueEntries.joinedStamp,
  };
  const rows =
    kind === 'user'
      ? await db
          .select({
            ...columns,
            name: users.displayName,
            username: users.username,
            tag: users.teamTag,
            tagColor: users.teamTagColor,
            offline: users.offline,
          })
          .from(leagueEntries)
          .innerJoin(users, eq(users.userID, leagueEntries.memberID))
          .where(where)
          .limit(MAX_STANDINGS)
      : (
          await db
            .select({ ...columns, name: teams.name, tag: teams.tag, tagColor: teams.tagColor })
            .from(leagueEntries)
            .innerJoin(teams, eq(teams.teamID, leagueEntries.memberID))
            .where(where)
            .limit(MAX_STANDINGS)
        ).map((r) => ({ ...r, username: null, offline: false }));
  return rows.sort(compareStanding).map((r, i) => {
    const me = r.memberID === memberID;
    const standing = { place: i + 1, experience: r.experience, played: r.played, me };
    // A private (offline) racer is on no board (README, Stats): still ranked, so the places
    // stay whole, but named to nobody else, not even by id or team tag.
    if (r.offline && !me) {
      return { ...standing, memberID: 0, name: 'Racer', username: null, tag: null, tagColor: null };
    }
    return {
      ...standing,
      memberID: r.memberID,
      name: r.name || r.username || 'Racer',
      username: r.username,
      tag: r.tag,
      tagColor: r.tagColor,
    };
  });
}

async function history(db: Db, member: LeagueMember) {
  const rows = await db
    .select()
    .from(leagueEntries)
    .where(
      and(
        eq(leagueEntries.kind, member.kind),
        eq(leagueEntries.memberID, member.memberID),
        isNotNull(leagueEntries.place),
      ),
    )
    .orderBy(desc(leagueEntries.weekStart))
    .limit(HISTORY_WEEKS);
  return rows.map((r) => ({
    weekStart: r.weekStart,
    tier: r.tier,
    place: r.place ?? 0,
    newTier: r.newTier ?? r.tier,
    reason: (r.reason ?? 'no-change') as LeagueReason,
    experience: r.experience,
    played: r.played,
  }));
}

export async function teamLeagueMember(db: Db, teamID: number): Promise<LeagueMember> {
  const [row] = await db.select().from(leagueTeamTiers).where(eq(leagueTeamTiers.teamID, teamID));
  return {
    kind: 'team',
    memberID: teamID,
    tier: row?.tier ?? 0,
    highestTier: row?.highestTier ?? 0,
    tournamentsWon: row?.tournamentsWon ?? 0,
  };
}

/** The activity of `member` in week `week` (the week being played), at server time `now`. */
export async function leagueActivity(
  db: Db,
  member: LeagueMember,
  week: number,
  now: number,
): Promise<LeagueActivity> {
  const [entry] = await db
    .select()
    .from(leagueEntries)
    .where(
      and(
        eq(leagueEntries.weekStart, week),
        eq(leagueEntries.kind, member.kind),
        eq(leagueEntries.memberID, member.memberID),
      ),
    )
    .orderBy(asc(leagueEntries.weekStart));
  const playing = entry?.tier ?? Math.max(member.tier, FIRST_TIER);
  return {
    kind: member.kind,
    tier: member.tier,
    highestTier: member.highestTier,
    tournamentsWon: member.tournamentsWon,
    league: leagueFor(playing),
    leagues: visibleLeagues(playing),
    weekStart: week,
    weekEnd: leagueWeekEnd(week),
    serverTime: now,
    division: entry?.division ?? null,
    standings: entry
      ? await divisionStandings(db, week, member.kind, entry.tier, entry.division, member.memberID)
      : [],
    history: await history(db, member),
  };
}
