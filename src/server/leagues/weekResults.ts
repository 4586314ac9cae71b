// The ranking half of the rollover, pure: a closed week's entries grouped by division, ranked,
// and each one's next tier and reason (src/domain/leagues). No storage here, so the bench and the
// tests can see exactly what the rollover will write.
import { rankDivision } from '../../domain/leagues/divisions';
import {
  afterLeagueUpdate,
  leagueOutcome,
  nextTier,
  tournamentStars,
  type LeagueFields,
} from '../../domain/leagues/leagueOutcome';
import type { LeagueReason } from '../../domain/leagues/leagues';

export interface ClosingEntry extends LeagueFields {
  kind: 'user' | 'team';
  memberID: number;
  tier: number;
  division: number;
  experience: number;
  played: number;
  seconds: number;
  joinedStamp: number;
}

export interface EntryResult extends ClosingEntry {
  place: number;
  newTier: number;
  reason: LeagueReason;
  after: LeagueFields;
  stars: number;
}

export function weekResults(entries: readonly ClosingEntry[]): EntryResult[] {
  const divisions = new Map<string, ClosingEntry[]>();
  for (const entry of entries) {
    const key = `${entry.kind}:${entry.tier}:${entry.division}`;
    const list = divisions.get(key);
    if (list) list.push(entry);
    else divisions.set(key, [entry]);
  }
  const results: EntryResult[] = [];
  for (const members of divisions.values()) {
    for (const entry of rankDivision(members)) {
      const newTier = nextTier(entry.tier, entry.place);
      const reason = leagueOutcome({ oldTier: entry.leagueTier, newTier, place: entry.place });
      const after = afterLeagueUpdate(
        {
          leagueTier: entry.leagueTier,
          highestLeagueTier: entry.highestLeagueTier,
          tournamentsWon: entry.tournamentsWon,
        },
        newTier,
        reason,
      );
      results.push({ ...entry, newTier, reason, after, stars: tournamentStars(newTier) });
    }
  }
  return results;
}

/** The league-update payload (SPEC §3) with what the popup shows. */
export function updatePayload(result: EntryResult, weekStart: number): Record<string, unknown> {
  return {
    tier: result.tier,
    newTier: result.newTier,
    place: result.place,
    played: result.played,
    seconds: result.seconds,
    experience: result.experience,
    reason: result.reason,
    highestLeagueTier: result.after.highestLeagueTier,
    tournamentsWon: result.after.tournamentsWon,
    stars: result.stars,
    weekStart,
  };
}
