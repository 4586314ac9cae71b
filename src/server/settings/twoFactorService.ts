// Two-factor login (issue 15): a TOTP secret for the player's authenticator app, confirmed by a
// code before it is switched on; ten single-use backup codes shown once and kept as hashes; and
// the check of a login's or a settings change's code. A TOTP code is used once: the last step
// accepted is stored and only a later one passes (domain/settings/secondFactor.ts).
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import QRCode from 'qrcode';

import type { Clock } from '../../domain/clock';
import {
  formatBackupCode,
  secondFactorInput,
  totpStepAccepted,
} from '../../domain/settings/secondFactor';
import type { Db, Tx } from '../db/client';
import { backupCodes, twoFactorSecrets, users } from '../db/schema';
import { conflict } from '../http/errors';
import { hashBackupCode, newBackupCodes } from '../security/backupCodes';
import type { SecretBox } from '../security/secretBox';
import { matchingTotpStep, newTotpSecret, otpauthUrl } from '../security/totp';
import type { UserRow } from '../users/userRepo';
import { wrongCode } from './passwordCheck';

export interface TwoFactorDeps {
  db: Db;
  clock: Clock;
  box: SecretBox;
  /** Key of the backup codes' HMAC. */
  pepper: string;
}

export function createTwoFactorService(deps: TwoFactorDeps) {
  const { db, clock, box, pepper } = deps;

  async function secretRow(conn: Db | Tx, userID: number) {
    const [row] = await conn
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userID, userID));
    return row;
  }

  /** The step of a right TOTP code for the stored secret, claimed so it cannot be used again. */
  async function claimTotp(conn: Db | Tx, userID: number, code: string, enabled: boolean) {
    const row = await secretRow(conn, userID);
    if (!row || row.enabled !== enabled) return false;
    const now = clock.nowSeconds();
    const step = matchingTotpStep(box.open(row.sealedSecret), code, now);
    if (step === null || !totpStepAccepted(step, now, row.lastStep)) return false;
    // Conditional on the step read above: of two requests with one code, only one moves it.
    const [claimed] = await conn
      .update(twoFactorSecrets)
      .set({ lastStep: step })
      .where(
        and(
          eq(twoFactorSecrets.userID, userID),
          or(isNull(twoFactorSecrets.lastStep), lt(twoFactorSecrets.lastStep, step)),
        ),
      )
      .returning({ userID: twoFactorSecrets.userID });
    return Boolean(claimed);
  }

  async function claimBackupCode(userID: number, code: string) {
    const [used] = await db
      .update(backupCodes)
      .set({ usedStamp: clock.nowSeconds() })
      .where(
        and(
          eq(backupCodes.userID, userID),
          eq(backupCodes.codeHash, hashBackupCode(pepper, code)),
          isNull(backupCodes.usedStamp),
        ),
      )
      .returning({ id: backupCodes.id });
    return Boolean(used);
  }

  /** Whether `raw` (a TOTP code or an unused backup code) proves the player; uses it up if so. */
  async function verify(userID: number, raw: string): Promise<boolean> {
    const input = secondFactorInput(raw);
    if (input.kind === 'totp') return claimTotp(db, userID, input.code, true);
    if (input.kind === 'backup') return claimBackupCode(userID, input.code);
    return false;
  }

  return {
    verify,

    /** A new secret to scan; replaces an unconfirmed one. Refused while two-factor is on. */
    async setup(user: UserRow, issuer: string) {
      const existing = await secretRow(db, user.userID);
      if (existing?.enabled) {
        throw conflict('Two-factor login is already on.', 'TWO_FACTOR_ON');
      }
      const secret = newTotpSecret();
      const sealed = box.seal(secret);
      const createdStamp = clock.nowSeconds();
      const [stored] = await db
        .insert(twoFactorSecrets)
        .values({ userID: user.userID, sealedSecret: sealed, createdStamp })
        .onConflictDoUpdate({
          target: twoFactorSecrets.userID,
          set: { sealedSecret: sealed, createdStamp, lastStep: null },
          where: eq(twoFactorSecrets.enabled, false),
        })
        .returning({ userID: twoFactorSecrets.userID });
      // An enable that won the race since the read above kept its secret: this one was not
      // stored, so it must not be shown (an app set up with it would never log in).
      if (!stored) throw conflict('Two-factor login is already on.', 'TWO_FACTOR_ON');
      const url = otpauthUrl(secret, user.username, issuer);
      return { secret, otpauthUrl: url, qrDataUrl: await QRCode.toDataURL(url, { margin: 1 }) };
    },

    /** The first code from the app switches it on; the backup codes, once, in the answer. */
    async enable(user: UserRow, code: string): Promise<string[]> {
      const input = secondFactorInput(code);
      const codes = newBackupCodes();
      await db.transaction(async (tx) => {
        const row = await secretRow(tx, user.userID);
        if (row?.enabled) throw conflict('Two-factor login is already on.', 'TWO_FACTOR_ON');
        if (!row) {
          throw conflict('Start the set-up first: scan a new code.', 'TWO_FACTOR_NOT_SET_UP');
        }
        if (input.kind !== 'totp' || !(await claimTotp(tx, user.userID, input.code, false))) {
          throw wrongCode();
        }
        await tx
          .update(twoFactorSecrets)
          .set({ enabled: true })
          .where(eq(twoFactorSecrets.userID, user.userID));
        await tx.delete(backupCodes).where(eq(backupCodes.userID, user.userID));
        await tx
          .insert(backupCodes)
          .values(codes.map((c) => ({ userID: user.userID, codeHash: hashBackupCode(pepper, c) })));
        await tx.update(users).set({ use2FA: true }).where(eq(users.userID, user.userID));
      });
      return codes.map(formatBackupCode);
    },

    /** Switches it off (the code was checked by the caller); the secret and codes are deleted. */
    async disable(userID: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userID, userID));
        await tx.delete(backupCodes).where(eq(backupCodes.userID, userID));
        await tx.update(users).set({ use2FA: false }).where(eq(users.userID, userID));
      });
    },

    async backupCodesLeft(userID: number): Promise<number> {
      const [row] = await db
        .select({ left: count() })
        .from(backupCodes)
        .where(and(eq(backupCodes.userID, userID), isNull(backupCodes.usedStamp)));
      return row?.left ?? 0;
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
