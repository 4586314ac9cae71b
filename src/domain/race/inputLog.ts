// A race is an append-only log of input events. Results (speed, accuracy, consistency) are pure
// functions of it, computed by the client for its live display and again by the server, which
// trusts only its own computation.

/** Milliseconds since the race started (the green light), as measured by the client. */
export type RaceMs = number;

export type InputEvent =
  /** A printable key; `data` is the character. */
  | { type: 'key'; ms: RaceMs; data: string }
  /** A nitro finished the current word; `data` is the characters it filled in. */
  | { type: 'nitro'; ms: RaceMs; data: string };

export type InputLog = InputEvent[];

/** Upper bounds that keep a log's size sane whatever the passage. */
export const MAX_LOG_EVENTS = 4000;
