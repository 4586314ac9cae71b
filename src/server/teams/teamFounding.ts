// Founding a team, changing its settings and disbanding it (SPEC §7 teams create, update,
// disband; §4 Team). Each change runs in one transaction (teamWork.ts): the team row is locked
// first, then the players it touches by ascending id, and the pure rules of src/domain/teams decide.
import { eq, sql } from 'drizzle-orm';

import type { CreateTeamBody, UpdateTeamBody } from '../../domain/teams/teamBody';
import {
  clearTeam,
  createTeamFor,
  isOfficerOf,
  lowered,
  TEAM_CREATE_COST,
} from '../../domain/teams/teamRules';
import { teamInvites, teamMembers, teams, users } from '../db/schema';
import { AppError, conflict, forbidden, notFound, tooMany } from '../http/errors';
import { recordMoneyChange } from '../payments/ledger';
import { hashPassword, verifyPassword } from '../security/passwords';
import { createWindowRate } from '../security/windowRate';
import { findUserById, type UserRow } from '../users/userRepo';
import { infoOf, lockTeamAndMembers, officer } from './teamMembership';
import {
  clearPendingOf,
  fieldsOf,
  lockPlayers,
  lockTeam,
  memberRows,
  summaryOf,
} from './teamStore';
import { NO_TEAM, OFFICERS_ONLY, type TeamContext } from './teamWork';

/** Why `founder` cannot found a team now (in a team, or short of the cost), or nothing. */
function refuseFounding(founder: UserRow | undefined): void {
  if (!founder) throw notFound('That player does not exist.');
  const fields = fieldsOf(founder);
  if (fields.teamID !== null)
    throw conflict('Leave your team before founding another.', 'IN_A_TEAM');
  if (fields.money < TEAM_CREATE_COST) {
    throw new AppError(
      402,
      'NOT_ENOUGH_MONEY',
      `Founding a team costs $${TEAM_CREATE_COST.toLocaleString('en-US')}.`,
    );
  }
}

/**
 * Tries at a team's disband password, per team, in each window (this process's memory). The
 * password is what keeps an officer the founder promoted from disbanding the team; unlimited, an
 * officer could guess at it (each guess an scrypt on the server's thread pool).
 */
export const DISBAND_TRIES = 5;
export const DISBAND_TRY_WINDOW_MS = 15 * 60_000;

const tagTaken = () =>
  conflict('That tag is taken. Choose another.', 'TAG_TAKEN', { tag: 'That tag is taken.' });

export function teamFoundingCalls({ db, clock, run, view, playerInTeam }: TeamContext) {
  const disbandTries = createWindowRate<number>({
    clock,
    limit: DISBAND_TRIES,
    windowMs: DISBAND_TRY_WINDOW_MS,
  });
  return {
    costToCreate: TEAM_CREATE_COST,

    async create(userID: number, body: CreateTeamBody) {
      // The refusals that cost nothing come before the password's hash, which costs scrypt's
      // 32 MB and up to a second of the thread pool logins share: a player who cannot found a
      // team cannot make the server hash. The transaction asks again on the locked row.
      refuseFounding(await findUserById(db, userID));
      const [taken] = await db
        .select({ teamID: teams.teamID })
        .from(teams)
        .where(sql`lower(${teams.tag}) = ${body.tag.toLowerCase()}`);
      if (taken) throw tagTaken();
      const passwordHash = await hashPassword(body.password);
      return run(async (work) => {
        const players = await lockPlayers(work.tx, [userID]);
        const founder = players.get(userID);
        refuseFounding(founder);
        const fields = fieldsOf(founder!);
        const [team] = await work.tx
          .insert(teams)
          .values({
            tag: body.tag,
            name: body.name,
            tagColor: body.tagColor.toLowerCase(),
            minRaces: body.minRaces,
            minSpeed: body.minSpeed,
            otherRequirements: body.otherRequirements,
            passwordHash,
            enrollment: body.enrollment,
            autoRemove: body.autoRemove,
            createdBy: userID,
            createdStamp: work.now,
          })
          .onConflictDoNothing()
          .returning();
        if (!team) throw tagTaken();
        const created = createTeamFor(fields, summaryOf(team));
        if (!created.ok) throw conflict('You cannot found a team now.', 'CANNOT_CREATE');
        await work.tx
          .insert(teamMembers)
          .values({ teamID: team.teamID, userID, role: 'officer', joinedStamp: work.now });
        await clearPendingOf(work.tx, userID);
        const saved = await work.save(userID, {
          ...created.user,
          newlyJoinedTeamID: null,
        });
        const teamRef = `team:${team.teamID}`;
        await recordMoneyChange(
          work.tx,
          userID,
          'team-founding',
          fields.money,
          created.user.money,
          teamRef,
          work.now,
        );
        await work.tx
          .update(users)
          .set({ moneySpent: sql`${users.moneySpent} + ${TEAM_CREATE_COST}` })
          .where(eq(users.userID, userID));
        return {
          team: infoOf(team, 1),
          user: view({ ...saved, moneySpent: saved.moneySpent + TEAM_CREATE_COST }),
        };
      });
    },

    async update(userID: number, body: UpdateTeamBody) {
      // An officer's call: anyone else is refused before a new password is hashed (see create).
      const me = await playerInTeam(userID);
      const teamID = me.teamID!;
      if (!isOfficerOf(fieldsOf(me), teamID)) throw forbidden(OFFICERS_ONLY, 'NOT_OFFICER');
      const passwordHash =
        body.password === undefined ? undefined : await hashPassword(body.password);
      return run(async (work) => {
        const team = await lockTeam(work.tx, teamID);
        if (!team) throw notFound(NO_TEAM);
        const players = await lockPlayers(work.tx, [userID]);
        const actor = officer(players, userID, teamID);
        const { password: _password, ...settings } = body;
        const values = Object.fromEntries(
          Object.entries({
            ...settings,
            tagColor: settings.tagColor?.toLowerCase(),
            passwordHash,
          }).filter(([, value]) => value !== undefined),
        );
        const [saved] =
          Object.keys(values).length === 0
            ? [team]
            : await work.tx.update(teams).set(values).where(eq(teams.teamID, teamID)).returning();
        if (!saved) throw notFound(NO_TEAM);
        // The actor's row is held and locked: the copy of the team's name and colour on it is the
        // only change, so it is not read again.
        let me = actor;
        if (saved.name !== team.name || saved.tagColor !== team.tagColor) {
          const copied = { teamName: saved.name, teamTagColor: saved.tagColor };
          await work.tx.update(users).set(copied).where(eq(users.teamID, teamID));
          me = { ...actor, ...copied };
        }
        const members = await memberRows(work.tx, teamID);
        return { team: infoOf(saved, members.length), user: view(me) };
      });
    },

    async disband(userID: number, password: string) {
      // One read of the player answers both which team and whether they lead it.
      const me = await playerInTeam(userID);
      const teamID = me.teamID!;
      const [stored] = await db
        .select({ hash: teams.passwordHash })
        .from(teams)
        .where(eq(teams.teamID, teamID));
      if (!stored) throw notFound(NO_TEAM);
      if (!isOfficerOf(fieldsOf(me), teamID)) throw forbidden(OFFICERS_ONLY, 'NOT_OFFICER');
      if (!disbandTries.allow(teamID)) {
        throw tooMany(
          'Too many tries at the team password. Try again in 15 minutes.',
          'TOO_MANY_TRIES',
        );
      }
      if (!(await verifyPassword(password, stored.hash))) {
        throw forbidden('That is not the team password.', 'WRONG_PASSWORD');
      }
      return run(async (work) => {
        const invitees = await work.tx
          .select({ userID: teamInvites.userID })
          .from(teamInvites)
          .where(eq(teamInvites.teamID, teamID));
        const { members, players } = await lockTeamAndMembers(work, teamID, [
          userID,
          ...invitees.map((i) => i.userID),
        ]);
        officer(players, userID, teamID);
        let mine: UserRow | undefined;
        for (const member of members) {
          const saved = await work.save(
            member.userID,
            clearTeam(fieldsOf(players.get(member.userID)!)),
          );
          if (member.userID === userID) mine = saved;
        }
        for (const { userID: invitee } of invitees) {
          const row = players.get(invitee);
          if (row && row.teamID === null) {
            await work.save(invitee, {
              ...fieldsOf(row),
              teamApplications: lowered(row.teamApplications),
            });
          }
        }
        await work.tx.delete(teams).where(eq(teams.teamID, teamID));
        return { user: view(mine ?? players.get(userID)!) };
      });
    },
  };
}
