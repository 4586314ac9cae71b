// SPEC §4 League outcome: where a week's place takes a player (nextTier), and the reason the
// league-update notice gives (leagueOutcome), which picks the popup's button.
import { ELITE_TIER, FIRST_TIER, leagueOf, type League, type LeagueReason } from './leagues';

/** The tier a player of `tier` who finished the week at `place` (1-based) plays next week. */
export function nextTier(tier: number, place: number): number {
  const league = leagueOf(tier);
  if (!league) return FIRST_TIER;
  const up = league.promotionPlace !== null && place <= league.promotionPlace;
  const down = league.demotionPlace !== null && place >= league.demotionPlace;
  if (league.tournamentName !== null) {
    // The last round's winners have won the cup; the eliminated return to the elite league.
    if (up && !league.final) return tier + 1;
    return ELITE_TIER;
  }
  if (up && leagueOf(tier + 1)) return tier + 1;
  if (down) return Math.max(FIRST_TIER, tier - 1);
  return tier;
}

export interface OutcomeInput {
  /** The player's tier before the week (0: never placed). */
  oldTier: number;
  newTier: number;
  place: number;
}

export function leagueOutcome({ oldTier, newTier, place }: OutcomeInput): LeagueReason {
  if (oldTier === 0 && newTier === FIRST_TIER) return 'intro';
  const from = leagueOf(oldTier);
  if (newTier > oldTier) return leagueOf(newTier)?.notification ?? 'promote';
  if (newTier < oldTier) {
    if (from?.final && from.promotionPlace !== null && place <= from.promotionPlace)
      return 'winner';
    if (from?.tournamentName && from.demotionPlace !== null && place >= from.demotionPlace)
      return 'elimination';
    return 'demote';
  }
  return 'no-change';
}

/** The popup's button for a reason (SPEC §2: OK, Great!, Incredible!, Amazing!, Let's Go!). */
export function outcomeButton(reason: LeagueReason): string {
  switch (reason) {
    case 'promote':
      return 'Great!';
    case 'winner':
      return 'Incredible!';
    case 'semi-finals':
    case 'finals':
      return 'Amazing!';
    case 'intro':
    case 'tournament-entry':
      return "Let's Go!";
    default:
      return 'OK';
  }
}

/** Stars of a tournament round (each week advanced adds one); 0 outside a tournament. */
export function tournamentStars(tier: number): number {
  return leagueOf(tier)?.trackBadge ?? 0;
}

export interface LeagueFields {
  leagueTier: number;
  highestLeagueTier: number;
  tournamentsWon: number;
}

/**
 * SPEC §4: a league update sets tier, highest tier and tournament wins. A cup is won by winning
 * its final, i.e. by staying in the tournament three weeks in a row.
 */
export function afterLeagueUpdate<T extends LeagueFields>(
  player: T,
  newTier: number,
  reason: LeagueReason,
): T {
  return {
    ...player,
    leagueTier: newTier,
    highestLeagueTier: Math.max(player.highestLeagueTier, newTier),
    tournamentsWon: player.tournamentsWon + (reason === 'winner' ? 1 : 0),
  };
}

export type { League };
