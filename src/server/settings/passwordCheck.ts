// Every sensitive settings change re-checks the current password (SPEC §5), behind the same
// guessing defence as a login (auth/loginGuard.ts): each check is counted as a failed login of the
// player's name until it succeeds, so a stolen session cannot be used to guess the password (or,
// with the two-factor calls, the codes) any faster than the login form allows.
import type { LoginGuard } from '../auth/loginGuard';
import { AppError, forbidden } from '../http/errors';
import { verifyPassword } from '../security/passwords';
import type { UserRow } from '../users/userRepo';

export const WRONG_PASSWORD = 'Your current password is incorrect.';

export interface PasswordCheck {
  /**
   * Throws unless `password` is the player's and `more` (a code check) passes; then clears the
   * name's failure count. A refusal of the guard (wait, lock) is passed on as it is.
   */
  confirm(
    user: UserRow,
    password: string,
    address: string,
    more?: () => Promise<void>,
  ): Promise<void>;
}

export function createPasswordCheck(guard: LoginGuard): PasswordCheck {
  return {
    async confirm(user, password, address, more) {
      let key: string;
      try {
        ({ key } = await guard.admit(user.username, address));
      } catch (err) {
        // The settings forms carry no captcha: the way on is logging in again, with the captcha.
        if (err instanceof AppError && err.code === 'CAPTCHA_REQUIRED') {
          throw new AppError(
            429,
            'TOO_MANY_ATTEMPTS',
            'Too many wrong passwords or codes. Log out and log in again to continue.',
          );
        }
        throw err;
      }
      if (!(await verifyPassword(password, user.passwordHash))) {
        throw new AppError(403, 'BAD_PASSWORD', WRONG_PASSWORD, { password: WRONG_PASSWORD });
      }
      if (more) await more();
      await guard.succeeded(key);
    },
  };
}

export const wrongCode = () =>
  forbidden('That code is not right. Check your authenticator app and try again.', 'BAD_CODE');
