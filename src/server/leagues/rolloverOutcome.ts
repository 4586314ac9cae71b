// What a place in a division leads to, as a small table the rollover's SQL joins: the domain
// (src/domain/leagues/leagueOutcome.ts) stays the one place that decides tiers and reasons, and
// the database applies its answers to 100,000 rows without sending any of them here. The outcome
// of an entry depends only on its owner's tier before the week, the entry's tier and its place,
// so the table covers every such triple the week holds.
import {
  afterLeagueUpdate,
  leagueOutcome,
  nextTier,
  tournamentStars,
} from '../../domain/leagues/leagueOutcome';
import type { LeagueReason } from '../../domain/leagues/leagues';

export interface OutcomeKey {
  /** The player's (or team's) tier before the week: 0 when never placed. */
  oldTier: number;
  /** The tier the entry played in. */
  tier: number;
  /** The largest place ranked in that tier for that old tier. */
  maxPlace: number;
}

export interface OutcomeRow {
  /** Old tier, entry tier, place: the key. */
  o: number;
  t: number;
  p: number;
  /** The next tier, the reason, the stars, tournaments won by the week (0 or 1). */
  n: number;
  r: LeagueReason;
  s: number;
  w: number;
}

export function outcomeTable(keys: readonly OutcomeKey[]): OutcomeRow[] {
  const rows: OutcomeRow[] = [];
  for (const { oldTier, tier, maxPlace } of keys) {
    for (let place = 1; place <= maxPlace; place += 1) {
      const newTier = nextTier(tier, place);
      const reason = leagueOutcome({ oldTier, newTier, place });
      const won = afterLeagueUpdate(
        { leagueTier: oldTier, highestLeagueTier: 0, tournamentsWon: 0 },
        newTier,
        reason,
      ).tournamentsWon;
      rows.push({
        o: oldTier,
        t: tier,
        p: place,
        n: newTier,
        r: reason,
        s: tournamentStars(newTier),
        w: won,
      });
    }
  }
  return rows;
}
