// The password-guessing defence around a login (numbers and reasons in security/loginPolicy.ts).
// Each attempt is counted as a failure *before* its password is checked, in one locked
// transaction, so parallel requests cannot share one slot of the budget; a success clears the
// record. Nothing here looks at whether the account exists.
import { eq } from 'drizzle-orm';

import type { Clock } from '../../domain/clock';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import { AppError } from '../http/errors';
import type { CaptchaService } from '../security/captcha';
import {
  afterFailure,
  captchaCost,
  currentRecord,
  EMPTY_RECORD,
  loginGate,
  type AttemptRecord,
  type LoginGate,
  type LoginPolicy,
} from '../security/loginPolicy';
import type { LoginRate } from '../security/loginRate';

/** The name failures are counted under: what findUserByUsername matches on. */
export const usernameKey = (username: string) => username.trim().toLowerCase().slice(0, 100);

export interface Reservation {
  key: string;
  /** The record with this attempt counted as a failure. */
  record: AttemptRecord;
  /** A captcha was solved for this attempt. */
  solvedCaptcha: boolean;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The address's wait (security/loginRate.ts): too many attempts from it in the last minute. */
export function addressDelayed(retryAfter: number): AppError {
  return new AppError(
    429,
    'LOGIN_DELAYED',
    `Too many attempts from your network. Please wait ${plural(retryAfter, 'second')} and try again.`,
    { retryAfter: String(retryAfter) },
  );
}

function refusal(gate: Exclude<LoginGate, { kind: 'open' }>): AppError {
  const retryAfter = String(gate.retryAfter);
  if (gate.kind === 'delayed') {
    return new AppError(
      429,
      'LOGIN_DELAYED',
      `Too many wrong passwords. Please wait ${plural(gate.retryAfter, 'second')} and try again.`,
      { retryAfter },
    );
  }
  const minutes = Math.ceil(gate.retryAfter / 60);
  return new AppError(
    429,
    'ACCOUNT_LOCKED',
    `This account is locked after too many wrong passwords. If it has an e-mail address, we sent ` +
      `it a link that unlocks it; otherwise try again in ${plural(minutes, 'minute')}.`,
    { retryAfter },
  );
}

export const captchaRequired = (status: 'password' | 'login-rate', cost: number) =>
  new AppError(403, 'CAPTCHA_REQUIRED', 'Please confirm you are human to continue.', {
    captchaStatus: status,
    captchaCost: String(cost),
  });

export interface LoginGuardDeps {
  db: Db;
  clock: Clock;
  captcha: CaptchaService;
  loginRate: LoginRate;
  /** Registrations per address: only priced into the challenge here (authService checks them). */
  registerRate?: LoginRate;
  policy: LoginPolicy;
}

export function createLoginGuard(deps: LoginGuardDeps) {
  const { db, clock, captcha, policy } = deps;

  async function read(key: string): Promise<AttemptRecord | undefined> {
    const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.usernameKey, key));
    return row;
  }

  return {
    /**
     * The captcha cost the next attempt needs (once any wait is over), at least 1 (the widget's
     * base): the most of what the name's failures and the address's attempts ask for.
     */
    async challengeCost(username: string | undefined, address: string): Promise<number> {
      const byName = username
        ? (captchaCost(
            currentRecord(await read(usernameKey(username)), clock.nowSeconds()).failures,
            policy,
          ) ?? 0)
        : 0;
      const byAddress = Math.max(
        deps.loginRate.peek(address).captchaCost,
        deps.registerRate?.peek(address).captchaCost ?? 0,
      );
      return Math.max(1, byName, byAddress);
    },

    /**
     * Lets one attempt through or throws the answer (delay, lock, captcha). The same work and the
     * same answers for every name, registered or not.
     */
    async admit(username: string, address: string, captchaToken?: string): Promise<Reservation> {
      const key = usernameKey(username);
      const byAddress = deps.loginRate.hit(address);
      if (byAddress.retryAfter > 0) throw addressDelayed(byAddress.retryAfter);
      const before = loginGate(await read(key), clock.nowSeconds(), policy);
      if (before.kind !== 'open') throw refusal(before);
      const needed = Math.max(before.captchaCost ?? 0, byAddress.captchaCost);
      const status = before.captchaCost !== null ? 'password' : 'login-rate';
      let solved = 0;
      if (needed > 0) {
        solved = (await captcha.solvedCost(captchaToken)) ?? 0;
        if (solved < needed) throw captchaRequired(status, needed);
      }
      const reservation = await db.transaction(async (tx) => {
        await tx.insert(loginAttempts).values({ usernameKey: key }).onConflictDoNothing();
        const [row] = await tx
          .select()
          .from(loginAttempts)
          .where(eq(loginAttempts.usernameKey, key))
          .for('update');
        const now = clock.nowSeconds();
        // Parallel attempts may have moved the record since it was read above.
        const gate = loginGate(row, now, policy);
        if (gate.kind !== 'open') throw refusal(gate);
        if ((gate.captchaCost ?? 0) > solved) throw captchaRequired('password', gate.captchaCost!);
        const record = afterFailure(row ?? EMPTY_RECORD, now, policy);
        await tx.update(loginAttempts).set(record).where(eq(loginAttempts.usernameKey, key));
        return { key, record, solvedCaptcha: solved > 0 };
      });
      if (byAddress.captchaCost > 0) deps.loginRate.admitted(address);
      return reservation;
    },

    /** The right password: the record goes. */
    async succeeded(key: string): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.usernameKey, key));
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
