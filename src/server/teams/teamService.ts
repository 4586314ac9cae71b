// The team calls of SPEC §7 (routes → here → teamStore). Each change runs in one transaction:
// the team row is locked first, then the players it touches by ascending id, the pure rules of
// src/domain/teams decide, and the notices it causes are recorded in the same transaction and
// pushed once it has committed. A deadlock or serialization failure (another team call won the
// race) is retried, so concurrent calls get an answer, never a 500.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Clock } from '../../domain/clock';
import type { NewNotification, Notification } from '../../domain/notifications/notification';
import type { SiteId } from '../../domain/site';
import { periodSpan } from '../../domain/stats/periods';
import { averageSpeed, shownPoints, speedUnit } from '../../domain/stats/ranking';
import { isInactiveMember } from '../../domain/teams/autoRemove';
import type { CreateTeamBody, SearchBody, UpdateTeamBody } from '../../domain/teams/teamBody';
import {
  allApplicationsAnswered,
  applicationReceived,
  applicationsAnswered,
  applyOutcome,
  createTeamFor,
  clearTeam,
  inviteIgnored,
  inviteReceived,
  isBoostID,
  isOfficerOf,
  joinTeam,
  leaveCheck,
  lowered,
  memberJoined,
  motdPosted,
  roleChangeCheck,
  TEAM_CREATE_COST,
  TEAM_MAX_MEMBERS,
  TEAM_PENDING_INVITES_MAX,
  teamSeen,
  unmetRequirements,
  type TeamFields,
  type TeamRole,
} from '../../domain/teams/teamRules';
import type { User } from '../../domain/user';
import type { Db, Tx } from '../db/client';
import {
  notifications,
  racerTotals,
  teamApplications,
  teamInvites,
  teamMembers,
  teamMotdBoosts,
  teams,
  users,
} from '../db/schema';
import { AppError, badRequest, conflict, forbidden, notFound } from '../http/errors';
import { deliverNotifications, type NotificationPush } from '../notifications/deliver';
import { recordNotification } from '../notifications/notificationStore';
import { hashPassword, verifyPassword } from '../security/passwords';
import { findUserById, type UserRow } from '../users/userRepo';
import { userView } from '../users/userView';
import { teamSeasonStanding } from './teamBoard';
import {
  applicationCount,
  clearPendingOf,
  fieldsOf,
  findTeam,
  hasApplication,
  hasInvite,
  lockPlayers,
  lockTeam,
  memberRows,
  rowOf,
  summaryOf,
  type TeamRow,
} from './teamStore';

const NO_TEAM = 'That team does not exist.';
const OFFICERS_ONLY = 'Only team officers can do that.';
const NOT_IN_TEAM = 'You are not in a team.';
const RETRIES = 4;
const SEARCH_LIMIT = 30;

const postgresCode = (err: unknown): string | undefined => {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
};
/** Deadlock detected, serialization failure: the other transaction won; run again. */
const retryable = (err: unknown) => ['40P01', '40001'].includes(postgresCode(err) ?? '');

interface Outgoing {
  userID: number;
  notice: NewNotification;
}

interface Work {
  tx: Tx;
  now: number;
  /** Records a notice in this transaction, pushed after the commit. */
  notify(userID: number, notice: NewNotification): void;
  /** Writes a player's team fields back. */
  save(userID: number, fields: TeamFields): Promise<UserRow>;
}

export function createTeamService(db: Db, clock: Clock, push: NotificationPush) {
  async function run<T>(change: (work: Work) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        const { result, sent } = await db.transaction(async (tx) => {
          const now = clock.nowSeconds();
          const outgoing: Outgoing[] = [];
          const work: Work = {
            tx,
            now,
            notify: (userID, notice) => outgoing.push({ userID, notice }),
            async save(userID, fields) {
              const [row] = await tx
                .update(users)
                .set(rowOf(fields))
                .where(eq(users.userID, userID))
                .returning();
              if (!row) throw notFound('That player does not exist.');
              return row;
            },
          };
          const result = await change(work);
          const sent: { userID: number; notice: Notification }[] = [];
          for (const { userID, notice } of outgoing) {
            sent.push({ userID, notice: await recordNotification(tx, userID, notice, now) });
          }
          return { result, sent };
        });
        for (const { userID, notice } of sent) deliverNotifications(push, userID, [notice]);
        return result;
      } catch (err) {
        if (attempt < RETRIES && retryable(err)) continue;
        throw err;
      }
    }
  }

  const view = (row: UserRow): User => userView(row, clock.nowSeconds());

  const infoOf = (team: TeamRow, members: number) => ({
    teamID: team.teamID,
    tag: team.tag,
    name: team.name,
    tagColor: team.tagColor,
    minRaces: team.minRaces,
    minSpeed: team.minSpeed,
    otherRequirements: team.otherRequirements,
    enrollment: summaryOf(team).enrollment,
    autoRemove: team.autoRemove,
    createdStamp: team.createdStamp,
    members,
  });

  const teamData = (team: TeamRow) => ({
    teamID: team.teamID,
    tag: team.tag,
    tagColor: team.tagColor,
    name: team.name,
  });
  /** team-accept also says whether a message of the day waits (the newcomer's badge). */
  const acceptData = (team: TeamRow) => ({ ...teamData(team), hasMotd: team.motd !== '' });
  const who = (row: UserRow) => ({
    userID: row.userID,
    username: row.username,
    displayName: row.displayName || row.username,
  });

  /** The team of a player, read without a lock (the transaction locks and checks it again). */
  async function teamOfPlayer(userID: number): Promise<number> {
    const row = await findUserById(db, userID);
    if (!row) throw notFound('That player does not exist.');
    if (row.teamID === null) throw conflict(NOT_IN_TEAM, 'NOT_IN_TEAM');
    return row.teamID;
  }

  /** Locks the team and its members (and `extra` players); checks the team still exists. */
  async function lockTeamAndMembers(work: Work, teamID: number, extra: readonly number[] = []) {
    const team = await lockTeam(work.tx, teamID);
    if (!team) throw notFound(NO_TEAM);
    const members = await memberRows(work.tx, teamID);
    const players = await lockPlayers(work.tx, [...members.map((m) => m.userID), ...extra]);
    return { team, members, players };
  }

  /** The acting player, who must be an officer of the team (SPEC §6). */
  function officer(players: Map<number, UserRow>, actorID: number, teamID: number): UserRow {
    const actor = players.get(actorID);
    if (!actor || !isOfficerOf(fieldsOf(actor), teamID))
      throw forbidden(OFFICERS_ONLY, 'NOT_OFFICER');
    return actor;
  }

  /**
   * `joiner` becomes a member: their fields set, pending applications and invites elsewhere
   * cleared, and every other member told (team-member-joined, their new-members count).
   */
  async function addMember(
    work: Work,
    team: TeamRow,
    joiner: UserRow,
    role: TeamRole,
    others: readonly UserRow[],
  ): Promise<UserRow> {
    await work.tx
      .insert(teamMembers)
      .values({ teamID: team.teamID, userID: joiner.userID, role, joinedStamp: work.now });
    await clearPendingOf(work.tx, joiner.userID);
    for (const member of others) {
      if (member.userID === joiner.userID) continue;
      await work.save(member.userID, memberJoined(fieldsOf(member)));
      // Join, leave, join again: one unseen notice per newcomer is news enough.
      if (
        await unseenTeamNotice(
          work.tx,
          member.userID,
          'team-member-joined',
          team.teamID,
          joiner.userID,
        )
      )
        continue;
      work.notify(member.userID, {
        type: 'team-member-joined',
        data: { ...who(joiner), ...teamData(team) },
      });
    }
    // Re-read after clearPendingOf, which may have recounted this row's officer counts (never:
    // the joiner had no team) — the joined fields are written last.
    return work.save(joiner.userID, joinTeam(fieldsOf(joiner), summaryOf(team), role));
  }

  /** Removes `member` from the team: their row cleared, their boost dropped (SPEC §4). */
  async function removeMember(work: Work, teamID: number, member: UserRow): Promise<UserRow> {
    await work.tx.delete(teamMembers).where(eq(teamMembers.userID, member.userID));
    await work.tx
      .delete(teamMotdBoosts)
      .where(and(eq(teamMotdBoosts.teamID, teamID), eq(teamMotdBoosts.userID, member.userID)));
    return work.save(member.userID, clearTeam(fieldsOf(member)));
  }

  const officersOf = (players: Map<number, UserRow>, teamID: number) =>
    [...players.values()].filter((p) => isOfficerOf(fieldsOf(p), teamID));

  return {
    costToCreate: TEAM_CREATE_COST,

    async create(userID: number, body: CreateTeamBody) {
      const passwordHash = await hashPassword(body.password);
      return run(async (work) => {
        const players = await lockPlayers(work.tx, [userID]);
        const founder = players.get(userID);
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
        if (!team) {
          throw conflict('That tag is taken. Choose another.', 'TAG_TAKEN', {
            tag: 'That tag is taken.',
          });
        }
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
          const saved = await addMember(work, team, racer, 'member', others);
          return { status: 'joined' as const, user: view(saved) };
        }
        await work.tx.insert(teamApplications).values({ teamID, userID, createdStamp: work.now });
        for (const lead of officersOf(players, teamID)) {
          await work.save(lead.userID, applicationReceived(fieldsOf(lead)));
          // Apply, join an open team, leave, apply again: one unseen notice is news enough.
          if (await unseenTeamNotice(work.tx, lead.userID, 'team-application', teamID, userID))
            continue;
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
        const saved = await addMember(work, team, racer, 'member', others);
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

    async disband(userID: number, password: string) {
      const teamID = await teamOfPlayer(userID);
      const [stored] = await db
        .select({ hash: teams.passwordHash })
        .from(teams)
        .where(eq(teams.teamID, teamID));
      if (!stored) throw notFound(NO_TEAM);
      const me = await findUserById(db, userID);
      if (!me || !isOfficerOf(fieldsOf(me), teamID)) throw forbidden(OFFICERS_ONLY, 'NOT_OFFICER');
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

    async update(userID: number, body: UpdateTeamBody) {
      const teamID = await teamOfPlayer(userID);
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
        if (saved.name !== team.name || saved.tagColor !== team.tagColor) {
          await work.tx
            .update(users)
            .set({ teamName: saved.name, teamTagColor: saved.tagColor })
            .where(eq(users.teamID, teamID));
        }
        const members = await memberRows(work.tx, teamID);
        const me = await findUserById(work.tx, actor.userID);
        return { team: infoOf(saved, members.length), user: view(me ?? actor) };
      });
    },

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
        if (accept && applicant) {
          if (applicant.teamID !== null)
            throw conflict('That racer is already in a team.', 'IN_A_TEAM');
          if (members.length >= TEAM_MAX_MEMBERS) throw conflict('Your team is full.', 'TEAM_FULL');
          const others = members.map((m) => players.get(m.userID)!).filter(Boolean);
          await addMember(work, team, applicant, 'member', others);
          work.notify(applicantID, { type: 'team-accept', data: acceptData(team) });
          joined = 1;
        }
        const current = await lockPlayers(
          work.tx,
          members.map((m) => m.userID),
        );
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
        if (accept) {
          const roster = members.map((m) => players.get(m.userID)!).filter(Boolean);
          for (const { userID } of applicants) {
            const applicant =
              players.get(userID) ?? (await lockPlayers(work.tx, [userID])).get(userID);
            if (!applicant || applicant.teamID !== null) continue;
            if (roster.length >= TEAM_MAX_MEMBERS) break;
            const fresh = await lockPlayers(
              work.tx,
              roster.map((r) => r.userID),
            );
            const saved = await addMember(work, team, applicant, 'member', [...fresh.values()]);
            work.notify(userID, { type: 'team-accept', data: acceptData(team) });
            roster.push(saved);
            count += 1;
          }
        } else {
          count = applicants.length;
        }
        const current = await lockPlayers(
          work.tx,
          (await memberRows(work.tx, teamID)).map((m) => m.userID),
        );
        let mine: UserRow | undefined;
        for (const lead of officersOf(current, teamID)) {
          const saved = await work.save(lead.userID, allApplicationsAnswered(fieldsOf(lead)));
          if (lead.userID === actorID) mine = saved;
        }
        return { count, user: view(mine!) };
      });
    },

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
        officer(players, actorID, teamID);
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
        if (action === 'kick') {
          await removeMember(work, teamID, targetRow!);
        } else {
          const role: TeamRole = action === 'promote' ? 'officer' : 'member';
          await work.tx.update(teamMembers).set({ role }).where(eq(teamMembers.userID, targetID));
          await work.save(targetID, {
            ...fields,
            teamRole: role,
            teamApplications: role === 'officer' ? await applicationCount(work.tx, teamID) : 0,
          });
        }
        const me = await findUserById(work.tx, actorID);
        return { user: view(me!) };
      });
    },

    async search(userID: number, body: SearchBody) {
      const members = db
        .select({ teamID: teamMembers.teamID, n: sql<number>`count(*)::int`.as('n') })
        .from(teamMembers)
        .groupBy(teamMembers.teamID)
        .as('m');
      const invited = db
        .select({ teamID: teamInvites.teamID })
        .from(teamInvites)
        .where(eq(teamInvites.userID, userID))
        .as('i');
      const term = body.term
        ? `${body.term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        : null;
      const rows = await db
        .select({ team: teams, members: members.n, invited: invited.teamID })
        .from(teams)
        .leftJoin(members, eq(members.teamID, teams.teamID))
        .leftJoin(invited, eq(invited.teamID, teams.teamID))
        .where(
          and(
            body.invites ? sql`${invited.teamID} is not null` : undefined,
            body.racesPlayed === undefined
              ? undefined
              : sql`${teams.minRaces} <= ${body.racesPlayed}`,
            body.speed === undefined ? undefined : sql`${teams.minSpeed} <= ${body.speed}`,
            term
              ? sql`(lower(${teams.tag}) like ${term} or lower(${teams.name}) like ${term})`
              : undefined,
          ),
        )
        .orderBy(
          sql`${invited.teamID} is null`,
          desc(sql`coalesce(${members.n}, 0)`),
          asc(teams.teamID),
        )
        .limit(SEARCH_LIMIT);
      return {
        teams: rows.map(({ team, members: n, invited: inv }) => ({
          teamID: team.teamID,
          tag: team.tag,
          name: team.name,
          tagColor: team.tagColor,
          enrollment: summaryOf(team).enrollment,
          minRaces: team.minRaces,
          minSpeed: team.minSpeed,
          members: n ?? 0,
          invited: inv !== null,
        })),
      };
    },

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

/** Whether `recipientID` holds an unseen notice of `type` about player `aboutID` and `teamID`. */
async function unseenTeamNotice(
  tx: Tx,
  recipientID: number,
  type: 'team-application' | 'team-member-joined',
  teamID: number,
  aboutID: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userID, recipientID),
        eq(notifications.seen, false),
        eq(notifications.type, type),
        sql`${notifications.data}->>'userID' = ${String(aboutID)}`,
        sql`${notifications.data}->>'teamID' = ${String(teamID)}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function applicantsOf(conn: Db | Tx, teamID: number) {
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

export type TeamService = ReturnType<typeof createTeamService>;
