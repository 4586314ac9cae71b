// The steps team calls share inside their transaction: locking a team with its members, checking
// the actor is an officer, and adding or removing a member with everything that goes with it
// (SPEC §4 Team). Plus the small views of a team and a player the answers and notices carry.
import { and, eq, inArray, sql } from 'drizzle-orm';

import {
  clearTeam,
  isOfficerOf,
  joinTeam,
  memberJoined,
  type TeamRole,
} from '../../domain/teams/teamRules';
import type { Tx } from '../db/client';
import { notifications, teamMembers, teamMotdBoosts } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import type { UserRow } from '../users/userRepo';
import {
  clearPendingOf,
  fieldsOf,
  lockPlayers,
  lockTeam,
  memberRows,
  summaryOf,
  type TeamRow,
} from './teamStore';
import { NO_TEAM, OFFICERS_ONLY, type Work } from './teamWork';

/** A team's summary (teamStore.ts), less the MOTD flag, plus what its info card shows. */
export const infoOf = (team: TeamRow, members: number) => {
  const { hasMotd: _, ...summary } = summaryOf(team);
  return {
    ...summary,
    otherRequirements: team.otherRequirements,
    autoRemove: team.autoRemove,
    createdStamp: team.createdStamp,
    members,
  };
};

export const teamData = (team: TeamRow) => ({
  teamID: team.teamID,
  tag: team.tag,
  tagColor: team.tagColor,
  name: team.name,
});
/** team-accept also says whether a message of the day waits (the newcomer's badge). */
export const acceptData = (team: TeamRow) => ({ ...teamData(team), hasMotd: team.motd !== '' });
export const who = (row: UserRow) => ({
  userID: row.userID,
  username: row.username,
  displayName: row.displayName || row.username,
});

/** Locks the team and its members (and `extra` players); checks the team still exists. */
export async function lockTeamAndMembers(
  work: Work,
  teamID: number,
  extra: readonly number[] = [],
) {
  const team = await lockTeam(work.tx, teamID);
  if (!team) throw notFound(NO_TEAM);
  const members = await memberRows(work.tx, teamID);
  const players = await lockPlayers(work.tx, [...members.map((m) => m.userID), ...extra]);
  return { team, members, players };
}

/** The acting player, who must be an officer of the team (SPEC §6). */
export function officer(players: Map<number, UserRow>, actorID: number, teamID: number): UserRow {
  const actor = players.get(actorID);
  if (!actor || !isOfficerOf(fieldsOf(actor), teamID))
    throw forbidden(OFFICERS_ONLY, 'NOT_OFFICER');
  return actor;
}

export const officersOf = (players: Map<number, UserRow>, teamID: number) =>
  [...players.values()].filter((p) => isOfficerOf(fieldsOf(p), teamID));

/**
 * `joiner` becomes a member: their fields set, pending applications and invites elsewhere
 * cleared, and every other member told (team-member-joined, their new-members count). Answers
 * the rows as saved (the joiner's and the others'), so a caller adding several members in one
 * transaction does not read the team's players again between them.
 */
export async function addMember(
  work: Work,
  team: TeamRow,
  joiner: UserRow,
  role: TeamRole,
  others: readonly UserRow[],
): Promise<{ joined: UserRow; others: UserRow[] }> {
  await work.tx
    .insert(teamMembers)
    .values({ teamID: team.teamID, userID: joiner.userID, role, joinedStamp: work.now });
  await clearPendingOf(work.tx, joiner.userID);
  const told = others.filter((member) => member.userID !== joiner.userID);
  // Join, leave, join again: one unseen notice per newcomer is news enough.
  const knowing = await unseenTeamNotices(
    work.tx,
    told.map((member) => member.userID),
    'team-member-joined',
    team.teamID,
    joiner.userID,
  );
  const saved: UserRow[] = [];
  for (const member of told) {
    saved.push(await work.save(member.userID, memberJoined(fieldsOf(member))));
    if (knowing.has(member.userID)) continue;
    work.notify(member.userID, {
      type: 'team-member-joined',
      data: { ...who(joiner), ...teamData(team) },
    });
  }
  // Re-read after clearPendingOf, which may have recounted this row's officer counts (never:
  // the joiner had no team) — the joined fields are written last.
  const joined = await work.save(joiner.userID, joinTeam(fieldsOf(joiner), summaryOf(team), role));
  return { joined, others: saved };
}

/**
 * Players by id, in ascending id order (the order lockPlayers answers and saves run in); of two
 * rows of one player, the later in `rows` (the newer) is kept.
 */
export const byID = (rows: Iterable<UserRow>): Map<number, UserRow> =>
  new Map([...rows].sort((a, b) => a.userID - b.userID).map((row) => [row.userID, row]));

/** Removes `member` from the team: their row cleared, their boost dropped (SPEC §4). */
export async function removeMember(work: Work, teamID: number, member: UserRow): Promise<UserRow> {
  await work.tx.delete(teamMembers).where(eq(teamMembers.userID, member.userID));
  await work.tx
    .delete(teamMotdBoosts)
    .where(and(eq(teamMotdBoosts.teamID, teamID), eq(teamMotdBoosts.userID, member.userID)));
  return work.save(member.userID, clearTeam(fieldsOf(member)));
}

/**
 * Which of `recipientIDs` hold an unseen notice of `type` about player `aboutID` and `teamID`: one
 * query for a whole team, not one per member.
 */
export async function unseenTeamNotices(
  tx: Tx,
  recipientIDs: readonly number[],
  type: 'team-application' | 'team-member-joined',
  teamID: number,
  aboutID: number,
): Promise<Set<number>> {
  if (recipientIDs.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ userID: notifications.userID })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userID, [...recipientIDs]),
        eq(notifications.seen, false),
        eq(notifications.type, type),
        sql`${notifications.data}->>'userID' = ${String(aboutID)}`,
        sql`${notifications.data}->>'teamID' = ${String(teamID)}`,
      ),
    );
  return new Set(rows.map((row) => row.userID));
}
