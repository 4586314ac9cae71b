// The one Clock every layer takes (net, ui, server and the engine's ticker), the one manual clock
// tests step, and the session's time rules (SPEC §4, §9) as pure functions. Nothing here reads the
// real time: systemClock.ts is the only module that does (lint enforces it), and everything else
// is handed a Clock, so tests move time explicitly. Device times are epoch milliseconds; server
// times (serverTime, JWT iat/exp) are epoch seconds, as they travel on the wire.

export type Cancel = () => void;

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  /** Epoch seconds, whole: what the server stores and sends. */
  nowSeconds(): number;
  /** Runs `fn` once after `ms`; the returned function cancels it. */
  setTimeout(fn: () => void, ms: number): Cancel;
  /** Runs `fn` every `ms`; the returned function stops it. */
  setInterval(fn: () => void, ms: number): Cancel;
}

export interface ManualClock extends Clock {
  /** Moves time forward, running every timer that falls due, in order. */
  advance(ms: number): void;
  /** Jumps to `ms` (epoch milliseconds) without running timers: a clock set right or wrong. */
  set(ms: number): void;
  /** How many timers are waiting. */
  pending(): number;
}

/** A clock that only moves when told to: for tests and for replaying recorded sessions. */
export function createManualClock(startMs = 0): ManualClock {
  let now = startMs;
  let nextId = 0;
  const timers = new Map<number, { at: number; every: number | null; fn: () => void }>();
  const schedule = (fn: () => void, ms: number, every: number | null): Cancel => {
    const id = nextId++;
    timers.set(id, { at: now + Math.max(ms, 0), every, fn });
    return () => void timers.delete(id);
  };
  return {
    now: () => now,
    nowSeconds: () => Math.floor(now / 1000),
    setTimeout: (fn, ms) => schedule(fn, ms, null),
    setInterval: (fn, ms) => schedule(fn, Math.max(ms, 1), Math.max(ms, 1)),
    advance(ms) {
      const target = now + ms;
      for (;;) {
        let dueId: number | undefined;
        let due: { at: number; every: number | null; fn: () => void } | undefined;
        for (const [id, timer] of timers) {
          if (timer.at <= target && (!due || timer.at < due.at)) {
            dueId = id;
            due = timer;
          }
        }
        if (dueId === undefined || !due) break;
        if (due.every === null) timers.delete(dueId);
        else due.at += due.every;
        now = Math.max(now, due.at - (due.every ?? 0));
        due.fn();
      }
      now = target;
    },
    set(ms) {
      now = ms;
    },
    pending: () => timers.size,
  };
}

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
