// The UI's one door to wall-clock time (CONVENTIONS §4): components ask here, tests replace it.
let source: () => number = () => Date.now();

/** Milliseconds since the epoch. */
export function nowMs(): number {
  return source();
}

export function currentYear(): number {
  return new Date(source()).getFullYear();
}

/** Tests pin the clock; pass no argument to restore the real one. */
export function setClockSource(next?: () => number): void {
  source = next ?? (() => Date.now());
}
