// A team's message of the day (SPEC §7 teams motd, boost): an officer posts it and every other
// member's badge lights; members boost the current message, one boost each.
import { eq } from 'drizzle-orm';

import { isBoostID, motdPosted } from '../../domain/teams/teamRules';
import { teamMembers, teamMotdBoosts, teams } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { lockTeamAndMembers, officer } from './teamMembership';
import { fieldsOf, lockTeam } from './teamStore';
import { NO_TEAM, NOT_IN_TEAM, type TeamContext } from './teamWork';

export function teamMotdCalls({ run, view, teamOfPlayer }: TeamContext) {
  return {
    async setMotd(userID: number, message: string) {
      const teamID = await teamOfPlayer(userID);
      return run(async (work) => {
        const { team, players } = await lockTeamAndMembers(work, teamID, [userID]);
        const actor = officer(players, userID, teamID);
        await work.tx
          .update(teams)
          .set({ motd: message, motdID: team.motdID + 1, motdStamp: work.now, motdUserID: userID })
          .where(eq(teams.teamID, teamID));
        await work.tx.delete(teamMotdBoosts).where(eq(teamMotdBoosts.teamID, teamID));
        let mine = actor;
        for (const member of players.values()) {
          if (member.teamID !== teamID) continue;
          const fields = fieldsOf(member);
          // An empty message clears the message of the day; nobody has anything new to read.
          const next =
            member.userID === userID || message === ''
              ? { ...fields, motdNotification: false }
              : motdPosted(fields);
          const saved = await work.save(member.userID, next);
          if (member.userID === userID) mine = saved;
        }
        return { user: view(mine) };
      });
    },

    async boost(userID: number, boostID: number, motdID: number) {
      if (!isBoostID(boostID))
        throw badRequest('There is no such boost.', { boostID: 'Unknown boost.' });
      const teamID = await teamOfPlayer(userID);
      return run(async (work) => {
        const team = await lockTeam(work.tx, teamID);
        if (!team) throw notFound(NO_TEAM);
        const [member] = await work.tx
          .select()
          .from(teamMembers)
          .where(eq(teamMembers.userID, userID));
        if (member?.teamID !== teamID) throw conflict(NOT_IN_TEAM, 'NOT_IN_TEAM');
        if (team.motd === '' || team.motdID !== motdID) {
          throw conflict('That message of the day has been replaced.', 'STALE_MOTD');
        }
        await work.tx
          .insert(teamMotdBoosts)
          .values({ teamID, userID, motdID, boostID })
          .onConflictDoUpdate({
            target: [teamMotdBoosts.teamID, teamMotdBoosts.userID],
            set: { motdID, boostID },
          });
        return { boostID, teamMotdID: motdID };
      });
    },
  };
}
