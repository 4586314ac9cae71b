// The progress of each daily challenge as the player last saw it, so a list shown after a race
// animates from there (SPEC §4 animateFrom). Kept for the page's life: a challenge first seen
// already moved starts where it is.
import type { StoredChallenge } from '../../domain/challenges/dailyChallenges';

const shown = new Map<number, number>();

/** Notes challenges seen for the first time at their current progress; known ones keep theirs. */
export function noteSeen(list: readonly StoredChallenge[]): void {
  for (const c of list) if (!shown.has(c.challengeID)) shown.set(c.challengeID, c.progress);
}

/** The progress last shown, for each challenge seen. */
export const lastShown = (): ReadonlyMap<number, number> => new Map(shown);

/** The list has been shown (animated) at its current progress. */
export function rememberShown(list: readonly StoredChallenge[]): void {
  for (const c of list) shown.set(c.challengeID, c.progress);
}

/** Tests start from nothing seen. */
export function forgetShown(): void {
  shown.clear();
}
