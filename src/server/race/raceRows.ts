// What the race service's parts share: a stored result row, and a user row as the race rules read it.
import type { RaceProgress } from '../../domain/progression/applyRaceResult';
import type { CaptchaStatus } from '../../domain/user';
import type { raceResults } from '../db/schema';
import type { UserRow } from '../users/userRepo';

export type ResultRow = typeof raceResults.$inferSelect;

/** The stored row as the race-result rule reads it. */
export const progressOf = (row: UserRow): RaceProgress => ({
  ...row,
  captchaStatus: row.captchaStatus as CaptchaStatus,
});
