// Divisions: a tier's players (or teams) for a week, in groups of about DIVISION_SIZE, and the
// order a division is ranked in (the week's XP, then races, then who joined it first).
import { DIVISION_SIZE } from './leagues';

/** The division a newcomer to a tier joins when `alreadyInTier` are in it this week (0-based). */
export function divisionFor(alreadyInTier: number, size = DIVISION_SIZE): number {
  return Math.floor(alreadyInTier / size);
}

export interface DivisionMember {
  memberID: number;
  experience: number;
  played: number;
  /** When the member joined the division: the earlier one ranks first on a tie. */
  joinedStamp: number;
}

export function compareStanding(a: DivisionMember, b: DivisionMember): number {
  return (
    b.experience - a.experience ||
    b.played - a.played ||
    a.joinedStamp - b.joinedStamp ||
    a.memberID - b.memberID
  );
}

/** The members in standing order with their place (1-based). */
export function rankDivision<M extends DivisionMember>(
  members: readonly M[],
): (M & { place: number })[] {
  return [...members].sort(compareStanding).map((m, i) => ({ ...m, place: i + 1 }));
}

/** Can a player take part? SPEC §9: after 12 races. */
export function leaguesUnlocked(racesPlayed: number, unlockRaces: number): boolean {
  return racesPlayed >= unlockRaces;
}
