// Time rules of the session (SPEC §4, §9) as pure functions: the caller passes the device time in,
// so the rules are tested without a clock. All device times are epoch milliseconds; server times
// (serverTime, JWT iat/exp) are epoch seconds, as they travel on the wire.

/** The device clock may differ from the server's by this much before login refuses it. */
export const CLOCK_TOLERANCE_SECONDS = 600;
/** The 'autologout' warning is raised this long before the token expires. */
export const AUTOLOGOUT_WARNING_SECONDS = 300;
/** A refresh token issued within this many seconds of the current one is ignored. */
export const REFRESH_IGNORE_WINDOW_SECONDS = 2;

export type ClockCheck =
  | { ok: true; skewSeconds: number }
  | { ok: false; skewSeconds: number; direction: 'ahead' | 'behind' };

/** Compares the device clock with the server's; skew is positive when the device is ahead. */
export function checkDeviceClock(deviceNowMs: number, serverTimeSeconds: number): ClockCheck {
  const skewSeconds = Math.round(deviceNowMs / 1000 - serverTimeSeconds);
  if (Math.abs(skewSeconds) <= CLOCK_TOLERANCE_SECONDS) return { ok: true, skewSeconds };
  return { ok: false, skewSeconds, direction: skewSeconds > 0 ? 'ahead' : 'behind' };
}

/** Milliseconds to add to the device time to get the server's time. */
export function serverTimeOffsetMs(deviceNowMs: number, serverTimeSeconds: number): number {
  return serverTimeSeconds * 1000 - deviceNowMs;
}

/**
 * When, in device time, to warn about and to carry out the automatic logout of a token expiring at
 * `expSeconds` (server time). The offset keeps a slightly wrong device clock from logging out early.
 */
export function autologoutTimes(
  expSeconds: number,
  offsetMs: number,
): { warnAtMs: number; logoutAtMs: number } {
  const logoutAtMs = expSeconds * 1000 - offsetMs;
  return { warnAtMs: logoutAtMs - AUTOLOGOUT_WARNING_SECONDS * 1000, logoutAtMs };
}

/** SPEC §8: shown when login finds the device clock outside the tolerance. */
export const CLOCK_ERROR_MESSAGE =
  "Your Computer's Date/Time is Incorrect! To log in and race, you must set your computer clock correctly.";
