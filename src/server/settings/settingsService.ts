// The player's settings kept on the account (SPEC §3 raceSounds and fullScreenMode; the muted
// notice groups the overlay queue filters, SPEC §4 Notifications): a player
// changes their own row and gets back the user as the session shows it. The route has checked the
// value against the contract and who is asking; here it meets storage.
import type { Clock } from '../../domain/clock';
import type { FULL_SCREEN_MODES } from '../../domain/contracts/raceEndpoints';
import { mutedGroups, type MutableNoticeGroup } from '../../domain/notifications/mutedGroups';
import type { RaceSounds, User } from '../../domain/user';
import type { Db } from '../db/client';
import { updateUser, type NewUserRow, type UserRow } from '../users/userRepo';
import { userView } from '../users/userView';

export type FullScreenMode = (typeof FULL_SCREEN_MODES)[number];

export function createSettingsService(db: Db, clock: Clock) {
  /** Saves one setting of the player's account; the player as the session shows them now. */
  async function save(player: UserRow, change: Partial<NewUserRow>): Promise<User> {
    const fresh = await updateUser(db, player.userID, change);
    return userView(fresh ?? player, clock.nowSeconds());
  }

  return {
    /** Sounds, and the volume when sent (0..1; the contract bounds it). */
    saveRaceSounds: (player: UserRow, raceSounds: RaceSounds, raceVolume?: number) =>
      save(player, raceVolume === undefined ? { raceSounds } : { raceSounds, raceVolume }),
    saveFullScreenMode: (player: UserRow, fullScreenMode: FullScreenMode) =>
      save(player, { fullScreenMode }),
    /** The notice groups the player mutes: the whole list, each group once. */
    saveMutedNotices: (player: UserRow, muted: readonly MutableNoticeGroup[]) =>
      save(player, { mutedNotices: mutedGroups(muted) }),
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
