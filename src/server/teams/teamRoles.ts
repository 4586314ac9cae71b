// Who stays on a team and in which role (SPEC §7 teams promote, demote, kick; §4 Team; the
// autoRemove job): an officer's changes to another member, and the removal of idle members.
import { eq } from 'drizzle-orm';

import { isInactiveMember } from '../../domain/teams/autoRemove';
import { roleChangeCheck, type TeamRole } from '../../domain/teams/teamRules';
import { teamMembers } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { lockTeamAndMembers, officer, officersOf, removeMember } from './teamMembership';
import { applicationCount, fieldsOf, lockPlayers, lockTeam, memberRows } from './teamStore';
import type { TeamContext } from './teamWork';

export function teamRoleCalls({ run, view, teamOfPlayer }: TeamContext) {
  return {
    /**
     * autoRemove (src/domain/teams/autoRemove.ts): removes the team's idle members, if the team
     * has it on; the user ids removed. Decided under the team's lock from rows read in the same
     * transaction, so two processes running it at once remove each member once, and a second run
     * removes nobody.
     */
    async removeInactiveMembers(teamID: number): Promise<number[]> {
      return run(async (work) => {
        const team = await lockTeam(work.tx, teamID);
        if (!team?.autoRemove) return [];
        const members = await memberRows(work.tx, teamID);
        const players = await lockPlayers(
          work.tx,
          members.map((m) => m.userID),
        );
        const removed: number[] = [];
        for (const member of members) {
          const player = players.get(member.userID);
          if (!player || player.teamID !== teamID) continue;
          const activity = {
            role: member.role,
            joinedStamp: member.joinedStamp,
            lastRaceStamp: player.lastConsecRace,
          };
          if (!isInactiveMember(activity, work.now)) continue;
          await removeMember(work, teamID, player);
          removed.push(member.userID);
        }
        return removed;
      });
    },

    async changeRole(actorID: number, targetID: number, action: 'promote' | 'demote' | 'kick') {
      const teamID = await teamOfPlayer(actorID);
      return run(async (work) => {
        const { players } = await lockTeamAndMembers(work, teamID, [actorID, targetID]);
        const actor = officer(players, actorID, teamID);
        const targetRow = players.get(targetID);
        const target =
          targetRow && targetRow.teamID === teamID && targetRow.teamRole
            ? { userID: targetID, role: targetRow.teamRole as TeamRole }
            : null;
        const refusal = roleChangeCheck(
          action,
          actorID,
          target,
          officersOf(players, teamID).length,
        );
        if (refusal === 'not-a-member') throw notFound('That racer is not on your team.');
        if (refusal === 'self') throw conflict('Use Leave team to leave your team.', 'SELF');
        if (refusal === 'already') {
          throw conflict(
            action === 'promote'
              ? 'That racer is already an officer.'
              : 'That racer is not an officer.',
            'ALREADY',
          );
        }
        if (refusal === 'last-officer')
          throw conflict('A team needs at least one officer.', 'LAST_OFFICER');
        const fields = fieldsOf(targetRow!);
        // The actor's row is held and locked; only demoting oneself changes it (kicking oneself is
        // refused above), so it is not read again.
        let me = actor;
        if (action === 'kick') {
          await removeMember(work, teamID, targetRow!);
        } else {
          const role: TeamRole = action === 'promote' ? 'officer' : 'member';
          await work.tx.update(teamMembers).set({ role }).where(eq(teamMembers.userID, targetID));
          const saved = await work.save(targetID, {
            ...fields,
            teamRole: role,
            teamApplications: role === 'officer' ? await applicationCount(work.tx, teamID) : 0,
          });
          if (targetID === actorID) me = saved;
        }
        return { user: view(me) };
      });
    },
  };
}
