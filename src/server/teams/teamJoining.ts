// Getting into and out of a team (SPEC §7 teams apply, invite, accept and ignore an invite, leave;
// §4 Team): an open team takes a racer who meets its requirements at once, a closed one records an
// application for its officers; an invite is an officer's, answered by the racer.
import { and, eq, sql } from 'drizzle-orm';

import {
  applicationReceived,
  applyOutcome,
  inviteIgnored,
  inviteReceived,
  leaveCheck,
  TEAM_MAX_MEMBERS,
  TEAM_PENDING_INVITES_MAX,
} from '../../domain/teams/teamRules';
import { teamApplications, teamInvites } from '../db/schema';
import { type AppError, conflict, forbidden, notFound } from '../http/errors';
import {
  acceptData,
  addMember,
  lockTeamAndMembers,
  officer,
  officersOf,
  removeMember,
  teamData,
  unseenTeamNotices,
  who,
} from './teamMembership';
import { fieldsOf, hasApplication, hasInvite, lockPlayers, lockTeam, summaryOf } from './teamStore';
import { NO_TEAM, NOT_IN_TEAM, type TeamContext } from './teamWork';

export function teamJoiningCalls({ run, view, teamOfPlayer }: TeamContext) {
  return {
    async apply(userID: number, teamID: number) {
      return run(async (work) => {
        const { team, members, players } = await lockTeamAndMembers(work, teamID, [userID]);
        const racer = players.get(userID);
        if (!racer) throw notFound('That player does not exist.');
        const invited = await hasInvite(work.tx, teamID, userID);
        const outcome = applyOutcome({
          team: summaryOf(team),
          racer: { teamID: racer.teamID, racesPlayed: racer.racesPlayed, avgSpeed: racer.avgSpeed },
          members: members.length,
          invited,
          applied: await hasApplication(work.tx, teamID, userID),
        });
        if (!outcome.ok) throw applyRefusal(outcome.reason);
        if (outcome.status === 'joined') {
          const others = members.map((m) => players.get(m.userID)!).filter(Boolean);
          const { joined: saved } = await addMember(work, team, racer, 'member', others);
          return { status: 'joined' as const, user: view(saved) };
        }
        await work.tx.insert(teamApplications).values({ teamID, userID, createdStamp: work.now });
        const leads = officersOf(players, teamID);
        // Apply, join an open team, leave, apply again: one unseen notice is news enough.
        const knowing = await unseenTeamNotices(
          work.tx,
          leads.map((lead) => lead.userID),
          'team-application',
          teamID,
          userID,
        );
        for (const lead of leads) {
          await work.save(lead.userID, applicationReceived(fieldsOf(lead)));
          if (knowing.has(lead.userID)) continue;
          work.notify(lead.userID, {
            type: 'team-application',
            data: { ...who(racer), ...teamData(team) },
          });
        }
        return { status: 'applied' as const, user: view(racer) };
      });
    },

    async acceptInvite(userID: number, teamID: number) {
      return run(async (work) => {
        const { team, members, players } = await lockTeamAndMembers(work, teamID, [userID]);
        const racer = players.get(userID)!;
        if (!(await hasInvite(work.tx, teamID, userID))) {
          throw notFound('That team has not invited you (or the invite was withdrawn).');
        }
        if (racer.teamID !== null)
          throw conflict('Leave your team before joining another.', 'IN_A_TEAM');
        if (members.length >= TEAM_MAX_MEMBERS) throw conflict('That team is full.', 'TEAM_FULL');
        const others = members.map((m) => players.get(m.userID)!).filter(Boolean);
        const { joined: saved } = await addMember(work, team, racer, 'member', others);
        work.notify(userID, { type: 'team-accept', data: acceptData(team) });
        return { teamID, tag: team.tag, tagColor: team.tagColor, user: view(saved) };
      });
    },

    async ignoreInvite(userID: number, teamID: number) {
      return run(async (work) => {
        const players = await lockPlayers(work.tx, [userID]);
        const racer = players.get(userID);
        if (!racer) throw notFound('That player does not exist.');
        const gone = await work.tx
          .delete(teamInvites)
          .where(and(eq(teamInvites.teamID, teamID), eq(teamInvites.userID, userID)))
          .returning();
        if (gone.length === 0) throw notFound('There is no invite from that team.');
        return { user: view(await work.save(userID, inviteIgnored(fieldsOf(racer)))) };
      });
    },

    async invite(actorID: number, teamID: number, targetID: number) {
      return run(async (work) => {
        const team = await lockTeam(work.tx, teamID);
        if (!team) throw notFound(NO_TEAM);
        const players = await lockPlayers(work.tx, [actorID, targetID]);
        const actor = officer(players, actorID, teamID);
        const target = players.get(targetID);
        if (!target) throw notFound('That racer does not exist.');
        if (target.teamID === teamID)
          throw conflict('That racer is already on your team.', 'ALREADY_MEMBER');
        if (target.teamID !== null) throw conflict('That racer is in another team.', 'IN_A_TEAM');
        // The team row is locked, so concurrent invites cannot pass the cap together.
        const [pending] = await work.tx
          .select({ n: sql<number>`count(*)::int` })
          .from(teamInvites)
          .where(eq(teamInvites.teamID, teamID));
        if (Number(pending?.n ?? 0) >= TEAM_PENDING_INVITES_MAX) {
          throw conflict(
            `Your team has ${TEAM_PENDING_INVITES_MAX} invites waiting for an answer. Wait for some before sending more.`,
            'TOO_MANY_INVITES',
          );
        }
        const added = await work.tx
          .insert(teamInvites)
          .values({ teamID, userID: targetID, invitedBy: actorID, createdStamp: work.now })
          .onConflictDoNothing()
          .returning();
        if (added.length === 0) throw conflict('That racer is already invited.', 'ALREADY_INVITED');
        await work.save(targetID, inviteReceived(fieldsOf(target)));
        work.notify(targetID, { type: 'team-invite', data: { ...who(actor), ...teamData(team) } });
        return { user: view(actor) };
      });
    },

    async leave(userID: number) {
      const teamID = await teamOfPlayer(userID);
      return run(async (work) => {
        const { members, players } = await lockTeamAndMembers(work, teamID, [userID]);
        const racer = players.get(userID)!;
        if (racer.teamID !== teamID) throw conflict(NOT_IN_TEAM, 'NOT_IN_TEAM');
        const refusal = leaveCheck(
          fieldsOf(racer),
          officersOf(players, teamID).length,
          members.length,
        );
        if (refusal === 'last-officer') {
          throw conflict(
            members.length <= 1
              ? 'You are the only member: disband the team instead.'
              : 'Promote another officer before you leave, or disband the team.',
            'LAST_OFFICER',
          );
        }
        if (refusal) throw conflict(NOT_IN_TEAM, 'NOT_IN_TEAM');
        return { user: view(await removeMember(work, teamID, racer)) };
      });
    },
  };
}

function applyRefusal(reason: string): AppError {
  switch (reason) {
    case 'in-a-team':
      return conflict('Leave your team before joining another.', 'IN_A_TEAM');
    case 'team-full':
      return conflict('That team is full.', 'TEAM_FULL');
    case 'requirements':
      return forbidden("You don't meet that team's requirements yet.", 'REQUIREMENTS');
    case 'invite-only':
      return forbidden('That team takes members by invitation only.', 'INVITE_ONLY');
    default:
      return conflict('You have already applied to that team.', 'ALREADY_APPLIED');
  }
}
