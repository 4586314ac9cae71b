// Real time for the race server. The services' Clock can be a manual clock in tests, but rooms
// need timers that actually fire (waits, countdowns, ticks), so the realtime layer reads time and
// schedules work only through this module.

export type Cancel = () => void;

export interface RealtimeClock {
  /** Server milliseconds since the epoch: what `startAt` and `serverNow` are measured in. */
  now(): number;
  /** Runs `fn` once after `ms`; the returned function cancels it. */
  after(ms: number, fn: () => void): Cancel;
  /** Runs `fn` every `ms`; the returned function stops it. */
  every(ms: number, fn: () => void): Cancel;
}

export const systemRealtimeClock: RealtimeClock = {
  now: () => Date.now(),
  after(ms, fn) {
    const timer = setTimeout(fn, Math.max(0, ms));
    return () => clearTimeout(timer);
  },
  every(ms, fn) {
    const timer = setInterval(fn, Math.max(1, ms));
    return () => clearInterval(timer);
  },
};
