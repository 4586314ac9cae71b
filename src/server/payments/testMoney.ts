// The TEST_HOOKS routes' way to give a player cash: a set balance is a ledger row too, so the
// balance stays the ledger's sum even in an end-to-end run that used the hook.
import type { User } from '../../domain/user';
import type { Db } from '../db/client';
import { lockUser, updateUser, type UserRow } from '../users/userRepo';
import { recordMoneyChange } from './ledger';

export async function setMoneyForTest(
  db: Db,
  user: Pick<User, 'userID'>,
  money: number,
  now: number,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await lockUser(tx, user.userID);
    if (!row) return undefined;
    await recordMoneyChange(tx, row.userID, 'test-adjustment', row.money, money, 'test', now);
    return updateUser(tx, row.userID, { money });
  });
}
