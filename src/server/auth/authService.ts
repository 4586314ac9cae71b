// Accounts and sessions: registration, login (with captcha escalation), token checks.
import type { LoginBody, RegisterBody } from '../../domain/contracts/auth';
import { emptyGarage, STARTER_CAR_ID } from '../../domain/user';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../http/errors';
import type { CaptchaService } from '../security/captcha';
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

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  tokens: TokenService;
  captcha: CaptchaService;
  loginRate: LoginRate;
  maxFailedLogins: number;
  /** Cash a new account starts with (NEW_PLAYER_MONEY). */
  newPlayerMoney?: number;
}

export interface Authenticated {
  user: UserRow;
  claims: TokenClaims;
}

const NEEDS_CAPTCHA = new Set(['password', 'login-rate']);

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, tokens, captcha } = deps;

  async function issueFor(row: UserRow) {
    return tokens.issue(row.userID, row.tokenVersion);
  }

  return {
    async register(body: RegisterBody): Promise<{ user: UserRow; token: string }> {
      if (body.captchaToken && !(await captcha.verify(body.captchaToken))) {
        throw badRequest('The captcha could not be verified. Please try again.', {
          captchaToken: 'invalid',
        });
      }
      const now = clock.nowSeconds();
      const garage = emptyGarage();
      garage[0] = String(STARTER_CAR_ID);
      // Qualifying figures sent by a guest are not trusted here: the race server records the
      // guest's qualifying race itself and attaches it (see the race feature).
      const row = await insertUser(db, {
        username: body.username,
        displayName: '',
        email: body.email ? body.email : null,
        passwordHash: await hashPassword(body.password),
        contact: body.receiveContact === 'on',
        garage,
        cars: [[STARTER_CAR_ID, 'owned', 0, now]],
        carID: STARTER_CAR_ID,
        money: deps.newPlayerMoney ?? 0,
        createdStamp: now,
        lastLogin: now,
        logins: 1,
        raceSounds: body.raceSounds ?? 'only_fx',
      });
      if (!row) {
        throw conflict('That username is already taken.', 'USERNAME_TAKEN', {
          username: 'That username is already taken.',
        });
      }
      return { user: row, token: await issueFor(row) };
    },

    async login(body: LoginBody, address: string): Promise<{ user: UserRow; token: string }> {
      const overRate = deps.loginRate.hit(address);
      const row = await findUserByUsername(db, body.username);
      const status = overRate ? 'login-rate' : row?.captchaStatus;
      if (status && NEEDS_CAPTCHA.has(status)) {
        const solved = body.captchaToken ? await captcha.verify(body.captchaToken) : false;
        if (!solved) {
          if (row && overRate && row.captchaStatus !== 'login-rate') {
            await updateUser(db, row.userID, { captchaStatus: 'login-rate' });
          }
          throw new AppError(403, 'CAPTCHA_REQUIRED', 'Please confirm you are human to continue.', {
            captchaStatus: status,
          });
        }
      }
      const passwordOk = row
        ? await verifyPassword(body.password, row.passwordHash)
        : (await verifyPassword(body.password, await DUMMY_HASH_PROMISE), false);
      if (!row || !passwordOk) {
        if (row) {
          const failedLogins = row.failedLogins + 1;
          await updateUser(db, row.userID, {
            failedLogins,
            ...(failedLogins >= deps.maxFailedLogins ? { captchaStatus: 'password' } : {}),
          });
        }
        throw unauthorized('Incorrect username or password.', 'BAD_CREDENTIALS');
      }
      const now = clock.nowSeconds();
      const updated = await updateUser(db, row.userID, {
        failedLogins: 0,
        captchaStatus: NEEDS_CAPTCHA.has(row.captchaStatus) ? 'passed' : row.captchaStatus,
        lastLogin: now,
        logins: row.logins + 1,
        sessionRaces: 0,
      });
      const user = updated ?? row;
      return { user, token: await issueFor(user) };
    },

    /** Checks a bearer token (and the x-uid header when sent) and loads its user. */
    /** A session token for a player who proved who they are another way (cross-site handoff). */
    sessionFor: (row: UserRow) => issueFor(row),

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
      const user = await findUserById(db, claims.userID);
      if (!user) throw unauthorized(sessionMessage('invalid-jwt'), 'invalid-jwt');
      if (user.tokenVersion !== claims.tokenVersion) {
        throw unauthorized(sessionMessage('expired-session'), 'expired-session');
      }
      return { user, claims };
    },

    /** A token is refreshed once it is an hour old, so active players are never logged out. */
    async refreshIfOld(auth: Authenticated): Promise<string | null> {
      return clock.nowSeconds() - auth.claims.iat >= 3600 ? issueFor(auth.user) : null;
    },

    async validateCaptcha(userID: number | null, token: string): Promise<'passed'> {
      if (!(await captcha.verify(token))) {
        throw forbidden('The captcha could not be verified. Please try again.', 'CAPTCHA_INVALID');
      }
      if (userID !== null)
        await updateUser(db, userID, { captchaStatus: 'passed', failedLogins: 0 });
      return 'passed';
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

function sessionMessage(reason: string): string {
  return reason === 'expired-session'
    ? 'Your session has expired. Please log in again.'
    : 'Your session is no longer valid. Please log in again.';
}
