// Accounts and sessions: registration, login (behind the guessing defence of loginGuard.ts),
// token checks, and logout, which revokes the login's session id for every process.
import { eq, lt } from 'drizzle-orm';
import type { Logger } from 'pino';

import type { Clock } from '../../domain/clock';
import type { LoginBody, RegisterBody } from '../../domain/contracts/auth';
import { botVerificationCost } from '../../domain/race/dqPolicy';
import type { SiteConfig } from '../../domain/site';
import { emptyGarage, STARTER_CAR_ID } from '../../domain/user';
import type { Db } from '../db/client';
import { revokedSessions } from '../db/schema';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../http/errors';
import { afterResponse } from '../mail/mailer';
import { recordLedger } from '../payments/ledger';
import type { CaptchaService } from '../security/captcha';
import { lockedJustNow, type LoginPolicy } from '../security/loginPolicy';
import type { LoginRate } from '../security/loginRate';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from '../security/passwords';
import { TokenError, type TokenClaims, type TokenService } from '../security/tokens';
import {
  findUserById,
  findUserByUsername,
  insertUser,
  updateUser,
  type UserRow,
} from '../users/userRepo';
import { addressDelayed, captchaRequired, type LoginGuard } from './loginGuard';
import type { UnlockService } from './unlockService';

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  tokens: TokenService;
  captcha: CaptchaService;
  guard: LoginGuard;
  /** Registrations per address (security/loginRate.ts). */
  registerRate: LoginRate;
  unlock: UnlockService;
  policy: LoginPolicy;
  /** TOKEN_TTL_SECONDS: how long a revoked login's tokens can still be presented. */
  tokenTtl: number;
  log: Logger;
  /** Cash a new account starts with (NEW_PLAYER_MONEY). */
  newPlayerMoney?: number;
  /** Checks a two-factor code (settings/twoFactorService.ts), using it up. */
  secondFactor?: { verify(userID: number, code: string): Promise<boolean> };
  loginEnded?: LoginEndedSink;
}

/** How the login's second factor went: a code was checked, or this browser is trusted. */
export interface LoginOptions {
  deviceTrusted?: (user: UserRow) => boolean;
}

export interface Authenticated {
  user: UserRow;
  claims: TokenClaims;
}

/** The login a token belongs to, as a socket keeps it after checking the token once. */
export interface LoginRef {
  userID: number;
  sid: string;
  tokenVersion: number;
}

/**
 * A login that has ended (logout: that `sid`; password change: every token version below
 * `tokenVersionBelow`). The realtime sockets opened with it are closed at once, on every process,
 * so an ended login neither receives notices nor acts (friend calls, invites, check-ins) any more.
 */
export type EndedLogin = { sid: string } | { tokenVersionBelow: number };

/** Told of every ended login (services.ts passes the realtime server's `endLogin`). */
export type LoginEndedSink = (userID: number, ended: EndedLogin) => void;

const NEEDS_CAPTCHA = new Set(['password', 'login-rate']);

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, tokens, captcha, guard } = deps;

  async function issueFor(row: UserRow, sid?: string) {
    return tokens.issue(row.userID, row.tokenVersion, sid);
  }

  /** Logged out (by this sid) on any process. */
  async function loginRevoked(sid: string): Promise<boolean> {
    const [revoked] = await db
      .select({ sid: revokedSessions.sid })
      .from(revokedSessions)
      .where(eq(revokedSessions.sid, sid));
    return revoked !== undefined;
  }

  return {
    /**
     * Past the per-address rate (LOGIN_RATE_PER_MINUTE, its own count) a registration waits and
     * pays a rising captcha like a login: a disqualified script cannot farm fresh accounts.
     */
    async register(body: RegisterBody, address: string): Promise<{ user: UserRow; token: string }> {
      const byAddress = deps.registerRate.hit(address);
      if (byAddress.retryAfter > 0) throw addressDelayed(byAddress.retryAfter);
      const solved = body.captchaToken ? await captcha.solvedCost(body.captchaToken) : 0;
      if (solved === null) {
        throw badRequest('The captcha could not be verified. Please try again.', {
          captchaToken: 'invalid',
        });
      }
      if (solved < byAddress.captchaCost)
        throw captchaRequired('login-rate', byAddress.captchaCost);
      if (byAddress.captchaCost > 0) deps.registerRate.admitted(address);
      const now = clock.nowSeconds();
      const garage = emptyGarage();
      garage[0] = String(STARTER_CAR_ID);
      // Qualifying figures sent by a guest are not trusted here: the race server records the
      // guest's qualifying race itself and attaches it (see the race feature).
      const money = deps.newPlayerMoney ?? 0;
      // The starting cash is the account's first ledger row, so its balance is its ledger's sum.
      const row = await db.transaction(async (tx) => {
        const inserted = await insertUser(tx, {
          username: body.username,
          displayName: '',
          email: body.email ? body.email : null,
          passwordHash: await hashPassword(body.password),
          contact: body.receiveContact === 'on',
          garage,
          cars: [[STARTER_CAR_ID, 'owned', 0, now]],
          carID: STARTER_CAR_ID,
          money,
          createdStamp: now,
          lastLogin: now,
          logins: 1,
          raceSounds: body.raceSounds ?? 'only_fx',
        });
        if (inserted) {
          const opening = {
            userID: inserted.userID,
            kind: 'opening-balance' as const,
            moneyDelta: money,
          };
          if (money !== 0) await recordLedger(tx, opening, now);
        }
        return inserted;
      });
      if (!row) {
        throw conflict('That username is already taken.', 'USERNAME_TAKEN', {
          username: 'That username is already taken.',
        });
      }
      return { user: row, token: await issueFor(row) };
    },

    /**
     * Registered or not, a name gets the same answers after the same work: the guard's checks,
     * one user lookup and exactly one password hash check (against a dummy hash for no account).
     */
    async login(
      body: LoginBody,
      address: string,
      site: SiteConfig,
      options: LoginOptions = {},
    ): Promise<{ user: UserRow; token: string; codeChecked: boolean }> {
      const admitted = await guard.admit(body.username, address, body.captchaToken);
      const row = await findUserByUsername(db, body.username);
      const passwordOk = await verifyPassword(
        body.password,
        // A single sign-on account without a password has an empty hash: checked against the
        // dummy too, so its name answers in the same time as any other.
        row?.passwordHash || (await DUMMY_HASH_PROMISE),
      );
      if (!row || !passwordOk) {
        if (row && lockedJustNow(admitted.record, deps.policy)) {
          const { streakStart } = admitted.record;
          afterResponse(deps.log, 'unlock mail', () =>
            deps.unlock.mailLink(row, streakStart, site),
          );
        }
        throw unauthorized('Incorrect username or password.', 'BAD_CREDENTIALS');
      }
      // The right password of a two-factor account is not enough: until the code is right too,
      // this attempt stays counted as a failure of the name, so codes are guessed no faster
      // than passwords.
      let codeChecked = false;
      if (row.use2FA && !options.deviceTrusted?.(row)) {
        if (!body.authCode) throw twoFactorRequired();
        if (!(await deps.secondFactor?.verify(row.userID, body.authCode))) {
          throw unauthorized(
            'That code is not right. Enter the current code from your authenticator app, or an unused backup code.',
            'BAD_AUTH_CODE',
          );
        }
        codeChecked = true;
      }
      await guard.succeeded(admitted.key);
      const now = clock.nowSeconds();
      const solved = admitted.solvedCaptcha || NEEDS_CAPTCHA.has(row.captchaStatus);
      const updated = await updateUser(db, row.userID, {
        failedLogins: 0,
        captchaStatus: solved ? 'passed' : row.captchaStatus,
        lastLogin: now,
        logins: row.logins + 1,
        // sessionRaces is not reset here: a session is races within 30 minutes of each other
        // (raceCaptcha.ts), and a login must not restart the races-in-a-row captcha's count.
      });
      const user = updated ?? row;
      return { user, token: await issueFor(user), codeChecked };
    },

    /** Ends the login this token belongs to (and its refreshed tokens), on every process. */
    async logout(token: string): Promise<void> {
      let claims: TokenClaims;
      try {
        claims = await tokens.verify(token);
      } catch {
        return; // Nothing to end.
      }
      const now = clock.nowSeconds();
      await db.delete(revokedSessions).where(lt(revokedSessions.expiresStamp, now));
      // Every token of this login was issued by now, so none outlives now + TTL.
      await db
        .insert(revokedSessions)
        .values({ sid: claims.sid, expiresStamp: now + deps.tokenTtl })
        .onConflictDoNothing();
      deps.loginEnded?.(claims.userID, { sid: claims.sid });
    },

    /**
     * A session token for a player who proved who they are another way (cross-site handoff): it
     * continues that login (`sid`), so the login's logout ends this session too.
     */
    sessionFor: (row: UserRow, sid: string) => issueFor(row, sid),

    /** Checks a bearer token (and the x-uid header when sent) and loads its user. */
    async authenticate(token: string, xUid: string | undefined): Promise<Authenticated> {
      let claims: TokenClaims;
      try {
        claims = await tokens.verify(token);
      } catch (err) {
        if (err instanceof TokenError) throw unauthorized(sessionMessage(err.reason), err.reason);
        throw err;
      }
      if (xUid !== undefined && xUid !== '' && xUid !== String(claims.userID)) {
        throw unauthorized('This session belongs to another account.', 'user-mismatch');
      }
      if (await loginRevoked(claims.sid)) {
        throw unauthorized(sessionMessage('expired-session'), 'expired-session');
      }
      const user = await findUserById(db, claims.userID);
      if (!user) throw unauthorized(sessionMessage('invalid-jwt'), 'invalid-jwt');
      if (user.tokenVersion !== claims.tokenVersion) {
        throw unauthorized(sessionMessage('expired-session'), 'expired-session');
      }
      return { user, claims };
    },

    /**
     * Whether a login checked once (a realtime socket, at connect) still stands: not logged out,
     * and no password change or logout-everywhere since. A socket asks before every join.
     */
    /** Whether the login `sid` names was logged out (a realtime socket asks before a join). */
    loginRevoked,

    /** A token is refreshed once it is an hour old, so active players are never logged out. */
    async refreshIfOld(auth: Authenticated): Promise<string | null> {
      return clock.nowSeconds() - auth.claims.iat >= 3600
        ? issueFor(auth.user, auth.claims.sid)
        : null;
    },

    /**
     * What the bot verification of the player named `username` costs (1 for anyone else): the
     * challenge is fetched by the captcha widget itself, which sends no bearer token.
     */
    async botVerificationCost(username: string | undefined): Promise<number> {
      const user = username ? await findUserByUsername(db, username) : undefined;
      return user?.captchaStatus === 'pending' ? botVerificationCost(user.dqRun) : 1;
    },

    async validateCaptcha(userID: number | null, token: string): Promise<'passed'> {
      const invalid = () =>
        forbidden('The captcha could not be verified. Please try again.', 'CAPTCHA_INVALID');
      const solved = await captcha.solvedCost(token);
      if (solved === null) throw invalid();
      if (userID !== null) {
        // A disqualified player's verification must be one priced for their DQ run.
        const user = await findUserById(db, userID);
        const needed = user?.captchaStatus === 'pending' ? botVerificationCost(user.dqRun) : 1;
        if (solved < needed) throw invalid();
        await updateUser(db, userID, { captchaStatus: 'passed', failedLogins: 0 });
      }
      return 'passed';
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

const twoFactorRequired = () =>
  new AppError(401, 'TWO_FACTOR_REQUIRED', 'Enter the code from your authenticator app.', {
    authCode: 'Enter the code from your authenticator app.',
  });

function sessionMessage(reason: string): string {
  return reason === 'expired-session'
    ? 'Your session has expired. Please log in again.'
    : 'Your session is no longer valid. Please log in again.';
}
