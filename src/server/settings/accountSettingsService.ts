// The /profile page's settings (SPEC §7 Settings): what GET /settings shows, and the profile,
// account, world, sounds and password changes. The route has parsed the body and knows who is
// asking; here each change re-checks the password where SPEC §5 asks and meets storage.
import { and, eq, sql } from 'drizzle-orm';

import type { Clock } from '../../domain/clock';
import type {
  accountSettingsBody,
  passwordSettingsBody,
  profileSettingsBody,
} from '../../domain/contracts/settings';
import type { AccountSettings } from '../../domain/contracts/settingsResponses';
import type { RaceSounds } from '../../domain/user';
import type { z } from '../../domain/zodMini';
import type { LoginEndedSink } from '../auth/authService';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { conflict } from '../http/errors';
import { hashPassword } from '../security/passwords';
import { findUserByUsername, lockUser, updateUser, type UserRow } from '../users/userRepo';
import type { PasswordCheck } from './passwordCheck';
import type { TwoFactorService } from './twoFactorService';

type ProfileBody = z.infer<typeof profileSettingsBody>;
type AccountBody = z.infer<typeof accountSettingsBody>;
type PasswordBody = z.infer<typeof passwordSettingsBody>;

export const USERNAME_TAKEN = 'That username is already taken.';
export const USERNAME_CHANGED_ONCE = 'You have already changed your username once.';
export const PASSWORD_JUST_CHANGED =
  'Your password was changed a moment ago, so this change was not made. Log in with the new one.';

/** A unique index refused the write (PostgreSQL and PGlite both say 23505, maybe as a cause). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const taken = () => conflict(USERNAME_TAKEN, 'USERNAME_TAKEN', { username: USERNAME_TAKEN });

export interface AccountSettingsDeps {
  db: Db;
  clock: Clock;
  passwords: PasswordCheck;
  twoFactor: TwoFactorService;
  loginEnded?: LoginEndedSink;
  /** The single sign-on providers linked to a player (auth/sso/ssoService.ts). */
  ssoLinks(userID: number): Promise<AccountSettings['sso']>;
}

export function createAccountSettingsService(deps: AccountSettingsDeps) {
  const { db, passwords, twoFactor } = deps;

  return {
    async view(user: UserRow): Promise<AccountSettings> {
      return {
        username: user.username,
        displayName: user.displayName,
        changedUsername: user.changedUsername,
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email ?? '',
        validEmail: user.validEmail,
        contact: user.contact,
        worldID: user.worldID,
        offline: user.offline,
        allowFriendRequests: user.allowFriendRequests,
        lookingForTeam: user.lookingForTeam,
        raceSounds: user.raceSounds as RaceSounds,
        raceVolume: user.raceVolume,
        fullScreenMode: user.fullScreenMode,
        use2FA: user.use2FA,
        backupCodesLeft: user.use2FA ? await twoFactor.backupCodesLeft(user.userID) : 0,
        sso: await deps.ssoLinks(user.userID),
        hasPassword: user.passwordHash !== '',
      };
    },

    /** Display name any time; the username once (changedUsername), if no one else has it. */
    async saveProfile(user: UserRow, body: ProfileBody, address: string): Promise<UserRow> {
      await passwords.confirm(user, body.password, address);
      const newName = body.username !== undefined && body.username !== user.username;
      if (!newName) {
        return (await updateUser(db, user.userID, { displayName: body.displayName })) ?? user;
      }
      try {
        return await db.transaction(async (tx) => {
          const locked = await lockUser(tx, user.userID);
          if (!locked || locked.changedUsername) {
            throw conflict(USERNAME_CHANGED_ONCE, 'USERNAME_CHANGED_ONCE', {
              username: USERNAME_CHANGED_ONCE,
            });
          }
          const holder = await findUserByUsername(tx, body.username!);
          if (holder && holder.userID !== user.userID) throw taken();
          const [row] = await tx
            .update(users)
            .set({
              username: body.username!,
              displayName: body.displayName,
              changedUsername: true,
            })
            .where(eq(users.userID, user.userID))
            .returning();
          return row ?? locked;
        });
      } catch (err) {
        // Two players taking one free name at once: the unique index lets one through.
        if (isUniqueViolation(err)) throw taken();
        throw err;
      }
    },

    /** Names, e-mail and contact; a new address is not verified until its link is opened. */
    async saveAccount(user: UserRow, body: AccountBody, address: string): Promise<UserRow> {
      await passwords.confirm(user, body.password, address);
      const email = body.email === '' ? null : body.email;
      // Compared with the row as it is now, not as the request read it: in between the player may
      // have verified another address, and that flag must not pass to this one.
      return db.transaction(async (tx) => {
        const current = (await lockUser(tx, user.userID)) ?? user;
        const sameEmail = (email ?? '').toLowerCase() === (current.email ?? '').toLowerCase();
        const row = await updateUser(tx, user.userID, {
          firstname: body.firstname,
          lastname: body.lastname,
          email,
          contact: body.contact,
          ...(sameEmail ? {} : { validEmail: false }),
        });
        return row ?? current;
      });
    },

    async saveWorld(user: UserRow, worldID: number): Promise<UserRow> {
      return (await updateUser(db, user.userID, { worldID })) ?? user;
    },

    /**
     * A new password ends every other session of the player: the token version moves on, and
     * tokens (and trusted-device cookies) carry the version they were issued under.
     */
    async changePassword(user: UserRow, body: PasswordBody, address: string): Promise<UserRow> {
      await passwords.confirm(user, body.password, address);
      const passwordHash = await hashPassword(body.newPassword);
      // Only over the password just confirmed: of two changes racing, the second finds it gone
      // and is refused, rather than silently replacing the one its sender was told had been set.
      const [row] = await db
        .update(users)
        .set({
          passwordHash,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          failedLogins: 0,
        })
        .where(and(eq(users.userID, user.userID), eq(users.passwordHash, user.passwordHash)))
        .returning();
      if (!row) throw conflict(PASSWORD_JUST_CHANGED, 'PASSWORD_CHANGED');
      deps.loginEnded?.(row.userID, { tokenVersionBelow: row.tokenVersion });
      return row;
    },
  };
}

export type AccountSettingsService = ReturnType<typeof createAccountSettingsService>;
