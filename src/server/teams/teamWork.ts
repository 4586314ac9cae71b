// How every team call runs (SPEC §7 teams): one transaction per change, with the notices it causes
// recorded in it and pushed once it has committed. A deadlock or serialization failure (another
// team call won the race) is retried, so concurrent calls get an answer, never a 500.
import { eq } from 'drizzle-orm';

import type { Clock } from '../../domain/clock';
import type { NewNotification, Notification } from '../../domain/notifications/notification';
import type { TeamFields } from '../../domain/teams/teamRules';
import type { User } from '../../domain/user';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { deliverNotifications, type NotificationPush } from '../notifications/deliver';
import { recordNotification } from '../notifications/notificationStore';
import { findUserById, type UserRow } from '../users/userRepo';
import { userView } from '../users/userView';
import { rowOf } from './teamStore';

export const NO_TEAM = 'That team does not exist.';
export const OFFICERS_ONLY = 'Only team officers can do that.';
export const NOT_IN_TEAM = 'You are not in a team.';
const RETRIES = 4;

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

export interface Work {
  tx: Tx;
  now: number;
  /** Records a notice in this transaction, pushed after the commit. */
  notify(userID: number, notice: NewNotification): void;
  /** Writes a player's team fields back. */
  save(userID: number, fields: TeamFields): Promise<UserRow>;
}

/** What each group of team calls is built from. */
export interface TeamContext {
  db: Db;
  clock: Clock;
  /** Runs `change` in one transaction (retried when another call won a race). */
  run<T>(change: (work: Work) => Promise<T>): Promise<T>;
  /** The SPEC §3 User of a stored row, for the answer. */
  view(row: UserRow): User;
  /** The team of a player, read without a lock (the transaction locks and checks it again). */
  teamOfPlayer(userID: number): Promise<number>;
  /** The same read, answering the player's whole row (teamID not null). */
  playerInTeam(userID: number): Promise<UserRow>;
}

export function createTeamContext(db: Db, clock: Clock, push: NotificationPush): TeamContext {
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

  async function playerInTeam(userID: number): Promise<UserRow> {
    const row = await findUserById(db, userID);
    if (!row) throw notFound('That player does not exist.');
    if (row.teamID === null) throw conflict(NOT_IN_TEAM, 'NOT_IN_TEAM');
    return row;
  }

  return {
    db,
    clock,
    run,
    view: (row) => userView(row, clock.nowSeconds()),
    teamOfPlayer: async (userID) => (await playerInTeam(userID)).teamID!,
    playerInTeam,
  };
}
