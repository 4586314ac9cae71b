// An officer's answers to applications (SPEC §7 teams applications, accept, deny, accept-all,
// deny-all; §4 Team): the applicants who join become members, and every officer's count of
// applications waiting falls with each answer.
import { and, asc, eq } from 'drizzle-orm';

import {
  allApplicationsAnswered,
  applicationsAnswered,
  isOfficerOf,
  TEAM_MAX_MEMBERS,
} from '../../domain/teams/teamRules';
import type { Db, Tx } from '../db/client';
import { teamApplications, users } from '../db/schema';
import { conflict, forbidden, notFound } from '../http/errors';
import { findUserById, type UserRow } from '../users/userRepo';
import {
  acceptData,
  addMember,
  byID,
  lockTeamAndMembers,
  officer,
  officersOf,
} from './teamMembership';
import { fieldsOf, lockPlayers } from './teamStore';
import { OFFICERS_ONLY, type TeamContext } from './teamWork';

export function teamApplicationCalls({ db, run, view, teamOfPlayer }: TeamContext) {
  return {
    async applications(userID: number) {
      const me = await findUserById(db, userID);
      if (!me?.teamID || !isOfficerOf(fieldsOf(me), me.teamID))
        throw forbidden(OFFICERS_ONLY, 'NOT_OFFICER');
      return { applications: await applicantsOf(db, me.teamID) };
    },

    /** Accepts or denies one racer's application (SPEC §4: the counts fall by one). */
    async answer(actorID: number, applicantID: number, accept: boolean) {
      const teamID = await teamOfPlayer(actorID);
      return run(async (work) => {
        const { team, members, players } = await lockTeamAndMembers(work, teamID, [
          actorID,
          applicantID,
        ]);
        officer(players, actorID, teamID);
        const removed = await work.tx
          .delete(teamApplications)
          .where(and(eq(teamApplications.teamID, teamID), eq(teamApplications.userID, applicantID)))
          .returning();
        if (removed.length === 0) throw notFound('There is no application from that racer.');
        const applicant = players.get(applicantID);
        let joined = 0;
        const others = members.map((m) => players.get(m.userID)!).filter(Boolean);
        // The members' rows as they stand now: addMember answers the ones it saved.
        let current = byID(others);
        if (accept && applicant) {
          if (applicant.teamID !== null)
            throw conflict('That racer is already in a team.', 'IN_A_TEAM');
          if (members.length >= TEAM_MAX_MEMBERS) throw conflict('Your team is full.', 'TEAM_FULL');
          const added = await addMember(work, team, applicant, 'member', others);
          current = byID([...others, ...added.others]);
          work.notify(applicantID, { type: 'team-accept', data: acceptData(team) });
          joined = 1;
        }
        let mine: UserRow | undefined;
        for (const lead of officersOf(current, teamID)) {
          const saved = await work.save(lead.userID, applicationsAnswered(fieldsOf(lead), 1));
          if (lead.userID === actorID) mine = saved;
        }
        return { count: accept ? joined : 1, user: view(mine!) };
      });
    },

    /** Accept-all (until the team is full; the rest are denied) or deny-all: no application left. */
    async answerAll(actorID: number, accept: boolean) {
      const teamID = await teamOfPlayer(actorID);
      return run(async (work) => {
        const pending = await work.tx
          .select()
          .from(teamApplications)
          .where(eq(teamApplications.teamID, teamID))
          .orderBy(asc(teamApplications.createdStamp), asc(teamApplications.userID));
        const { team, members, players } = await lockTeamAndMembers(work, teamID, [
          actorID,
          ...pending.map((p) => p.userID),
        ]);
        officer(players, actorID, teamID);
        const applicants = await work.tx
          .delete(teamApplications)
          .where(eq(teamApplications.teamID, teamID))
          .returning();
        const order = new Map(pending.map((p, i) => [p.userID, i]));
        applicants.sort((a, b) => (order.get(a.userID) ?? 1e9) - (order.get(b.userID) ?? 1e9));
        let count = 0;
        // The members' rows as they stand now: addMember answers the ones it saved, so the roster
        // is not read again for each applicant.
        let roster = byID(members.map((m) => players.get(m.userID)!).filter(Boolean));
        if (accept) {
          for (const { userID } of applicants) {
            const applicant =
              players.get(userID) ?? (await lockPlayers(work.tx, [userID])).get(userID);
            if (!applicant || applicant.teamID !== null) continue;
            if (roster.size >= TEAM_MAX_MEMBERS) break;
            const added = await addMember(work, team, applicant, 'member', [...roster.values()]);
            roster = byID([...roster.values(), ...added.others, added.joined]);
            work.notify(userID, { type: 'team-accept', data: acceptData(team) });
            count += 1;
          }
        } else {
          count = applicants.length;
        }
        let mine: UserRow | undefined;
        for (const lead of officersOf(roster, teamID)) {
          const saved = await work.save(lead.userID, allApplicationsAnswered(fieldsOf(lead)));
          if (lead.userID === actorID) mine = saved;
        }
        return { count, user: view(mine!) };
      });
    },
  };
}

/** The applications waiting at a team, oldest first, with what an officer judges them by. */
export async function applicantsOf(conn: Db | Tx, teamID: number) {
  const rows = await conn
    .select({ application: teamApplications, user: users })
    .from(teamApplications)
    .innerJoin(users, eq(users.userID, teamApplications.userID))
    .where(eq(teamApplications.teamID, teamID))
    .orderBy(asc(teamApplications.createdStamp), asc(teamApplications.userID));
  return rows.map(({ application, user }) => ({
    userID: user.userID,
    username: user.username,
    displayName: user.displayName || user.username,
    racesPlayed: user.racesPlayed,
    avgSpeed: Math.round(user.avgSpeed * 10) / 10,
    stamp: application.createdStamp,
  }));
}
