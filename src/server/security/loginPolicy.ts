// How many password guesses one username gets, and what each further guess costs (pure: the
// record and `now` are passed in). It applies to every normalised username alike, registered or
// not, so its answers never say whether an account exists.
//
// With the defaults (MAX_FAILED_LOGINS 5, LOGIN_LOCK_AFTER 10, LOGIN_DELAY_SECONDS 1,
// LOGIN_LOCK_SECONDS 3600):
// - budget: the first 5 wrong passwords cost nothing extra;
// - from the 5th wrong password on, every attempt needs a solved captcha whose proof of work
//   doubles with each further failure: SHA-256 iterations per counter step 1, 2, 4, 8, 16 (capped
//   at 2^CAPTCHA_MAX_DOUBLINGS, about 16 s in a browser; altcha-lib's solver in Node needs
//   ~0.5–4 s at the cap);
// - and waits a delay that doubles too: 1, 2, 4, 8, 16 s after the 5th…9th failure;
// - the 10th wrong password locks the name for an hour. The owner is mailed a single-use link
//   that lifts the lock (a lock only the mailbox owner can lift); after the hour one more wrong
//   password locks it again at once. A success, the unlock link, a password reset, or a day with
//   no failure clears the record.
// So a script that solves every captcha and waits every delay gets 10 guesses, then one an hour.

export interface LoginPolicy {
  /** Wrong passwords allowed before captcha and delays (MAX_FAILED_LOGINS). */
  freeFailures: number;
  /** Wrong passwords that lock the name (LOGIN_LOCK_AFTER). */
  lockAfter: number;
  /** First delay, doubled with each further failure (LOGIN_DELAY_SECONDS). */
  delaySeconds: number;
  /** Length of a lock (LOGIN_LOCK_SECONDS). */
  lockSeconds: number;
}

/** The proof-of-work cost stops doubling here (2^4 = 16× the base captcha). */
export const CAPTCHA_MAX_DOUBLINGS = 4;
/** A record with no failure for this long is forgotten. */
export const QUIET_RESET_SECONDS = 24 * 3600;

export interface AttemptRecord {
  failures: number;
  lastFailureStamp: number;
  lockedUntil: number;
  streakStart: number;
}

export type LoginGate =
  | { kind: 'open'; captchaCost: number | null }
  | { kind: 'delayed'; retryAfter: number }
  | { kind: 'locked'; retryAfter: number };

export const EMPTY_RECORD: AttemptRecord = {
  failures: 0,
  lastFailureStamp: 0,
  lockedUntil: 0,
  streakStart: 0,
};

/** The record as it counts now: a long-quiet, unlocked one is as good as none. */
export function currentRecord(record: AttemptRecord | undefined, now: number): AttemptRecord {
  if (!record || record.failures === 0) return EMPTY_RECORD;
  const quiet = now - record.lastFailureStamp >= QUIET_RESET_SECONDS;
  return quiet && record.lockedUntil <= now ? EMPTY_RECORD : record;
}

/** The captcha cost an attempt needs after `failures` wrong passwords; null for none. */
export function captchaCost(failures: number, policy: LoginPolicy): number | null {
  if (failures < policy.freeFailures) return null;
  return 2 ** Math.min(failures - policy.freeFailures, CAPTCHA_MAX_DOUBLINGS);
}

function delayAfter(failures: number, policy: LoginPolicy): number {
  if (failures < policy.freeFailures) return 0;
  return policy.delaySeconds * 2 ** Math.min(failures - policy.freeFailures, 16);
}

/** May a login for this name be tried now, and with what captcha? */
export function loginGate(
  stored: AttemptRecord | undefined,
  now: number,
  policy: LoginPolicy,
): LoginGate {
  const record = currentRecord(stored, now);
  if (record.lockedUntil > now) return { kind: 'locked', retryAfter: record.lockedUntil - now };
  const allowedAt = record.lastFailureStamp + delayAfter(record.failures, policy);
  if (record.failures > 0 && allowedAt > now)
    return { kind: 'delayed', retryAfter: allowedAt - now };
  return { kind: 'open', captchaCost: captchaCost(record.failures, policy) };
}

/** The record once this attempt is counted as a failure (undone by a success). */
export function afterFailure(
  stored: AttemptRecord | undefined,
  now: number,
  policy: LoginPolicy,
): AttemptRecord {
  const record = currentRecord(stored, now);
  const failures = record.failures + 1;
  return {
    failures,
    lastFailureStamp: now,
    lockedUntil: failures >= policy.lockAfter ? now + policy.lockSeconds : 0,
    streakStart: record.failures === 0 ? now : record.streakStart,
  };
}

/** This failure is the one that first locked the name in its run: time to mail the owner. */
export const lockedJustNow = (record: AttemptRecord, policy: LoginPolicy) =>
  record.failures === policy.lockAfter;
