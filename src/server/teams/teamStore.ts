// Storage of teams: the queries the team service runs inside its transactions. Locks are taken in
// one order everywhere (the team row first, then players by ascending id), so two team calls never
// wait on each other in a circle.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import type { Enrollment, TeamFields, TeamRole, TeamSummary } from '../../domain/teams/teamRules';
import type { Db, Tx } from '../db/client';
import { teamApplications, teamInvites, teamMembers, teams, users } from '../db/schema';
import type { NewUserRow, UserRow } from '../users/userRepo';

export type TeamRow = typeof teams.$inferSelect;
type Conn = Db | Tx;

export function summaryOf(team: TeamRow): TeamSummary {
  return {
    teamID: team.teamID,
    tag: team.tag,
    name: team.name,
    tagColor: team.tagColor,
    minRaces: team.minRaces,
    minSpeed: team.minSpeed,
    enrollment: team.enrollment as Enrollment,
    hasMotd: team.motd !== '',
  };
}

/** The team fields of a stored player (the User's names for them). */
export function fieldsOf(row: UserRow): TeamFields {
  return {
    teamID: row.teamID,
    teamName: row.teamName,
    tag: row.teamTag,
    tagColor: row.teamTagColor,
    teamRole: row.teamRole as TeamRole | null,
    newlyJoinedTeamID: row.newlyJoinedTeamID,
    newTeamMembers: row.newTeamMembers,
    teamApplications: row.teamApplications,
    motdNotification: row.motdNotification,
    money: row.money,
  };
}

/** The columns a team change writes back. */
export function rowOf(fields: TeamFields): Partial<NewUserRow> {
  return {
    teamID: fields.teamID,
    teamName: fields.teamName,
    teamTag: fields.tag,
    teamTagColor: fields.tagColor,
    teamRole: fields.teamRole,
    newlyJoinedTeamID: fields.newlyJoinedTeamID,
    newTeamMembers: fields.newTeamMembers,
    teamApplications: fields.teamApplications,
    motdNotification: fields.motdNotification,
    money: fields.money,
  };
}

export async function lockTeam(tx: Tx, teamID: number): Promise<TeamRow | undefined> {
  const [row] = await tx.select().from(teams).where(eq(teams.teamID, teamID)).for('update');
  return row;
}

/** Locks the players in ascending id order; returns them by id. */
export async function lockPlayers(tx: Tx, ids: readonly number[]): Promise<Map<number, UserRow>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(users)
    .where(inArray(users.userID, unique))
    .orderBy(asc(users.userID))
    .for('update');
  return new Map(rows.map((row) => [row.userID, row]));
}

export async function memberRows(conn: Conn, teamID: number) {
  return conn
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.teamID, teamID))
    .orderBy(asc(teamMembers.joinedStamp), asc(teamMembers.userID));
}

export async function findTeam(conn: Conn, ref: string): Promise<TeamRow | undefined> {
  const byID = /^\d+$/.test(ref);
  if (byID && Number(ref) > 2_147_483_647) return undefined;
  const [row] = await conn
    .select()
    .from(teams)
    .where(byID ? eq(teams.teamID, Number(ref)) : sql`lower(${teams.tag}) = ${ref.toLowerCase()}`);
  return row;
}

export async function hasInvite(conn: Conn, teamID: number, userID: number): Promise<boolean> {
  const rows = await conn
    .select({ userID: teamInvites.userID })
    .from(teamInvites)
    .where(and(eq(teamInvites.teamID, teamID), eq(teamInvites.userID, userID)));
  return rows.length > 0;
}

export async function hasApplication(conn: Conn, teamID: number, userID: number): Promise<boolean> {
  const rows = await conn
    .select({ userID: teamApplications.userID })
    .from(teamApplications)
    .where(and(eq(teamApplications.teamID, teamID), eq(teamApplications.userID, userID)));
  return rows.length > 0;
}

/** The number of pending applications to a team. */
export async function applicationCount(conn: Conn, teamID: number): Promise<number> {
  const [row] = await conn
    .select({ n: sql<number>`count(*)::int` })
    .from(teamApplications)
    .where(eq(teamApplications.teamID, teamID));
  return row?.n ?? 0;
}

/**
 * A player joined a team: their applications elsewhere and their invites are cleared (SPEC §4).
 * The officers of the teams they had applied to see their count fall by one (recounted, so never
 * below 0).
 */
export async function clearPendingOf(tx: Tx, userID: number): Promise<void> {
  const withdrawn = await tx
    .delete(teamApplications)
    .where(eq(teamApplications.userID, userID))
    .returning({ teamID: teamApplications.teamID });
  await tx.delete(teamInvites).where(eq(teamInvites.userID, userID));
  const teamIDs = [...new Set(withdrawn.map((row) => row.teamID))];
  if (teamIDs.length > 0) await recountOfficers(tx, teamIDs);
}

/** Sets each officer's application count to the applications their team has. */
export async function recountOfficers(tx: Tx, teamIDs: readonly number[]): Promise<void> {
  await tx
    .update(users)
    .set({
      teamApplications: sql`(select count(*)::int from ${teamApplications} where ${teamApplications.teamID} = ${users.teamID})`,
    })
    .where(and(inArray(users.teamID, [...teamIDs]), eq(users.teamRole, 'officer')));
}
