// The qualifying race's way to an account (SPEC §4 qualifying info, §7 save-qualifying): a guest's
// finished qualifying race claimed by the account it signs up or logs in to, once, and the check of
// what a client says it scored. Part of the race service (raceService.ts records and pays races).
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';

import type { Clock } from '../../domain/clock';
import {
  claimQualifyingRace,
  qualifyingClaimMatches,
} from '../../domain/progression/applyRaceResult';
import type { Db, Tx } from '../db/client';
import { raceResults } from '../db/schema';
import { recordMoneyChange } from '../payments/ledger';
import { findUserById, lockUser, updateUser, type UserRow } from '../users/userRepo';
import { progressOf, type ResultRow } from './raceRows';

/** The newest qualifying result of `owner` (a guest's still unowned one, or a user's). */
async function newestQualifying(conn: Db | Tx, owner: SQL): Promise<ResultRow | undefined> {
  const [row] = await conn
    .select()
    .from(raceResults)
    .where(and(owner, eq(raceResults.qualifying, true)))
    .orderBy(desc(raceResults.id))
    .limit(1);
  return row;
}

export function createQualifyingRaces(db: Db, clock: Clock) {
  /**
   * Gives a new or logged-in account the qualifying race its guest identity finished (found by
   * the guest cookie), once: speed, accuracy and the race's cash (SPEC §4 qualifying info).
   */
  async function claimGuestQualifying(userID: number, guestID: string): Promise<ResultRow | null> {
    return db.transaction(async (tx) => {
      const user = await lockUser(tx, userID);
      if (!user) return null;
      const unowned = and(eq(raceResults.guestID, guestID), isNull(raceResults.userID))!;
      const result = await newestQualifying(tx, unowned);
      if (!result) return null;
      // Taken only if still unowned: accounts signing up with one guest cookie at once all read
      // the row above, and without this each was paid the race (the losers' update waits for
      // the winner's row lock, then finds a user id and moves nothing).
      const [taken] = await tx
        .update(raceResults)
        .set({ userID, guestID: null })
        .where(and(eq(raceResults.id, result.id), isNull(raceResults.userID)))
        .returning({ id: raceResults.id });
      if (!taken) return null;
      const patch = claimQualifyingRace(progressOf(user), result);
      if (patch) {
        await updateUser(tx, userID, { ...patch, fullScreenMode: 'none' });
        const ref = `race:${result.raceID}`;
        const now = clock.nowSeconds();
        await recordMoneyChange(
          tx,
          userID,
          'race',
          user.money,
          patch.money ?? user.money,
          ref,
          now,
        );
      }
      return result;
    });
  }

  /**
   * SPEC §7 save-qualifying: the guest's qualifying race (by its cookie) moves to the account,
   * or the account's own is found; the figures the client showed must be that race's. Returns
   * the account as it now is, or null when there is no such race or the figures differ.
   */
  async function saveQualifying(
    userID: number,
    guestID: string,
    claimed: { speed: number; accuracy: number },
  ): Promise<UserRow | null> {
    const result =
      (await claimGuestQualifying(userID, guestID)) ?? (await latestQualifying(userID));
    if (!result || !qualifyingClaimMatches(result, claimed)) return null;
    return (await findUserById(db, userID)) ?? null;
  }

  /** The user's own qualifying result, for checking what a client says it scored. */
  async function latestQualifying(userID: number): Promise<ResultRow | undefined> {
    return newestQualifying(db, eq(raceResults.userID, userID));
  }

  return { claimGuestQualifying, saveQualifying, latestQualifying };
}
