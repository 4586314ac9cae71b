// A team's page (SPEC §7 GET teams/:id): its members, the week's board of them and the team's
// totals, its season standing, the message of the day for members, and for officers the
// applications and invites waiting.
import { and, asc, eq, inArray } from 'drizzle-orm';

import type { SiteId } from '../../domain/site';
import { periodSpan } from '../../domain/stats/periods';
import { averageSpeed, shownPoints, speedUnit } from '../../domain/stats/ranking';
import { teamSeen, unmetRequirements, type TeamRole } from '../../domain/teams/teamRules';
import { racerTotals, teamInvites, teamMembers, teamMotdBoosts, users } from '../db/schema';
import { findUserById } from '../users/userRepo';
import { applicantsOf } from './teamApplications';
import { teamSeasonStanding } from './teamBoard';
import { infoOf } from './teamMembership';
import { fieldsOf, findTeam, hasApplication, hasInvite } from './teamStore';
import type { TeamContext } from './teamWork';

export function teamPageCalls({ db, clock }: TeamContext) {
  return {
    /** A team's page; opening one's own (isMember) marks its news seen (SPEC §2 team badge). */
    async details(ref: string, viewerID: number | null, site: SiteId, isMember: boolean) {
      const team = await findTeam(db, ref);
      if (!team) return { team: null };
      const rows = await db
        .select({ member: teamMembers, user: users })
        .from(teamMembers)
        .innerJoin(users, eq(users.userID, teamMembers.userID))
        .where(eq(teamMembers.teamID, team.teamID))
        .orderBy(asc(teamMembers.joinedStamp), asc(teamMembers.userID));
      const viewer = viewerID === null ? undefined : await findUserById(db, viewerID);
      const mine = viewer?.teamID === team.teamID;
      const role = mine ? ((viewer.teamRole as TeamRole | null) ?? 'member') : null;
      const leader = mine && role === 'officer';
      const span = periodSpan('week', clock.nowSeconds());
      const ids = rows.map((r) => r.user.userID);
      const weekly = ids.length
        ? await db
            .select()
            .from(racerTotals)
            .where(
              and(
                eq(racerTotals.site, site),
                eq(racerTotals.period, 'week'),
                eq(racerTotals.periodStart, span.start),
                inArray(racerTotals.userID, ids),
              ),
            )
        : [];
      const byUser = new Map(weekly.map((t) => [t.userID, t]));
      const sums = weekly.reduce(
        (acc, t) => ({
          races: acc.races + t.races,
          speedSum: acc.speedSum + t.speedSum,
          points: acc.points + t.points,
        }),
        { races: 0, speedSum: 0, points: 0 },
      );
      const leaderboard = rows
        .map((r) => ({
          userID: r.user.userID,
          username: r.user.username,
          displayName: r.user.displayName || r.user.username,
          races: byUser.get(r.user.userID)?.races ?? 0,
          rawPoints: byUser.get(r.user.userID)?.points ?? 0,
        }))
        .filter((r) => r.races > 0)
        .sort((a, b) => b.rawPoints - a.rawPoints || b.races - a.races || a.userID - b.userID)
        .map(({ rawPoints, ...r }, i) => ({ rank: i + 1, ...r, points: shownPoints(rawPoints) }));

      let motd = null;
      if (mine && team.motd !== '') {
        const boosts = await db
          .select({ boostID: teamMotdBoosts.boostID, userID: teamMotdBoosts.userID })
          .from(teamMotdBoosts)
          .where(
            and(eq(teamMotdBoosts.teamID, team.teamID), eq(teamMotdBoosts.motdID, team.motdID)),
          );
        const counts = new Map<number, number>();
        for (const b of boosts) counts.set(b.boostID, (counts.get(b.boostID) ?? 0) + 1);
        const author =
          team.motdUserID === null
            ? undefined
            : rows.find((r) => r.user.userID === team.motdUserID);
        const authorRow =
          author?.user ??
          (team.motdUserID === null ? undefined : await findUserById(db, team.motdUserID));
        motd = {
          motdID: team.motdID,
          message: team.motd,
          stamp: team.motdStamp,
          username: authorRow?.username ?? null,
          boosts: [...counts]
            .map(([boostID, count]) => ({ boostID, count }))
            .sort((a, b) => a.boostID - b.boostID),
          myBoost: boosts.find((b) => b.userID === viewerID)?.boostID ?? null,
        };
      }
      const sentInvites = leader
        ? await db
            .select({
              userID: users.userID,
              username: users.username,
              stamp: teamInvites.createdStamp,
            })
            .from(teamInvites)
            .innerJoin(users, eq(users.userID, teamInvites.userID))
            .where(eq(teamInvites.teamID, team.teamID))
            .orderBy(asc(teamInvites.createdStamp))
        : null;
      const result = {
        team: {
          info: infoOf(team, rows.length),
          members: rows.map(({ member, user }) => ({
            userID: user.userID,
            username: user.username,
            displayName: user.displayName || user.username,
            title: user.title,
            role: member.role as TeamRole,
            joinedStamp: member.joinedStamp,
            racesPlayed: user.racesPlayed,
            avgSpeed: Math.round(user.avgSpeed * 10) / 10,
          })),
          stats: {
            speedUnit: speedUnit(site),
            races: sums.races,
            avgSpeed: averageSpeed({ races: sums.races, speedSum: sums.speedSum }),
            points: shownPoints(sums.points),
          },
          season: await teamSeasonStanding(db, site, team.teamID, clock.nowSeconds()),
          motd,
          leaderboard,
          viewer: {
            isMember: mine,
            role,
            applied: viewer && !mine ? await hasApplication(db, team.teamID, viewer.userID) : false,
            invited: viewer && !mine ? await hasInvite(db, team.teamID, viewer.userID) : false,
            unmet:
              viewer && !mine
                ? unmetRequirements(team, {
                    racesPlayed: viewer.racesPlayed,
                    avgSpeed: viewer.avgSpeed,
                  })
                : [],
          },
          applications: leader ? await applicantsOf(db, team.teamID) : null,
          sentInvites,
        },
      };
      if (mine && isMember && viewer) {
        const seen = teamSeen(fieldsOf(viewer));
        if (
          seen.newTeamMembers !== viewer.newTeamMembers ||
          seen.motdNotification !== viewer.motdNotification ||
          seen.newlyJoinedTeamID !== viewer.newlyJoinedTeamID
        ) {
          await db
            .update(users)
            .set({ newTeamMembers: 0, motdNotification: false, newlyJoinedTeamID: null })
            .where(and(eq(users.userID, viewer.userID), eq(users.teamID, team.teamID)));
        }
      }
      return result;
    },
  };
}
