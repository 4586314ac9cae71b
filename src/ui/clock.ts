// Which clock the UI's components read the date from (CONVENTIONS §4): the system clock
// (src/domain/systemClock.ts), or the one a test pins. Components that schedule take a Clock.
import { systemClock } from '../domain/systemClock';

let source: () => number = systemClock.now;

/** Milliseconds since the epoch. */
export function nowMs(): number {
  return source();
}

export function currentYear(): number {
  return new Date(source()).getFullYear();
}

/** Tests pin the clock; pass no argument to restore the real one. */
export function setClockSource(next?: () => number): void {
  source = next ?? systemClock.now;
}
