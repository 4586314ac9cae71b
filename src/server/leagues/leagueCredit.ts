// A race's XP counted for the week's leagues, inside the race result's transaction (the user row
// is locked by then): the player's entry once they have 12 races (SPEC §9), and their team's.
// The first race of a week places the player (or team) in a division of their tier.
import { and, count, eq, gte, sql } from 'drizzle-orm';

import { leaguesUnlocked, divisionFor } from '../../domain/leagues/divisions';
import { FIRST_TIER, LEAGUE_UNLOCK_RACES } from '../../domain/leagues/leagues';
import { creditedWeek, leagueWeekStart } from '../../domain/leagues/leagueWeek';
import type { Tx } from '../db/client';
import { leagueEntries, leagueTeamTiers, leagueWeeks } from '../db/schema';
import { lockTierPlacement, lockWeekShared } from './leagueLocks';

export interface LeagueRacer {
  userID: number;
  teamID: number | null;
  /** Races played including this one. */
  racesPlayed: number;
  leagueTier: number;
}

export interface LeagueRace {
  experience: number;
  seconds: number;
}

/** The week a race at `now` counts for, holding that week's shared lock. */
async function openWeek(tx: Tx, now: number): Promise<number> {
  const closedRows = await tx
    .select({ weekStart: leagueWeeks.weekStart })
    .from(leagueWeeks)
    .where(gte(leagueWeeks.weekStart, leagueWeekStart(now)));
  const closed = new Set(closedRows.map((r) => r.weekStart));
  const week = creditedWeek(now, (w) => closed.has(w));
  await lockWeekShared(tx, week);
  // Closed between the read and the lock? Then the next one.
  const [late] = await tx
    .select({ weekStart: leagueWeeks.weekStart })
    .from(leagueWeeks)
    .where(eq(leagueWeeks.weekStart, week));
  return late ? openWeek(tx, week + 7 * 86_400) : week;
}

async function credit(
  tx: Tx,
  entry: { weekStart: number; kind: 'user' | 'team'; memberID: number; tier: number },
  race: LeagueRace,
  now: number,
): Promise<void> {
  const key = and(
    eq(leagueEntries.weekStart, entry.weekStart),
    eq(leagueEntries.kind, entry.kind),
    eq(leagueEntries.memberID, entry.memberID),
  );
  const added = await tx
    .update(leagueEntries)
    .set({
      experience: sql`${leagueEntries.experience} + ${race.experience}`,
      played: sql`${leagueEntries.played} + 1`,
      seconds: sql`${leagueEntries.seconds} + ${race.seconds}`,
    })
    .where(key)
    .returning({ memberID: leagueEntries.memberID });
  if (added.length > 0) return;
  await lockTierPlacement(tx, entry.weekStart, entry.kind, entry.tier);
  const [inTier] = await tx
    .select({ n: count() })
    .from(leagueEntries)
    .where(
      and(
        eq(leagueEntries.weekStart, entry.weekStart),
        eq(leagueEntries.kind, entry.kind),
        eq(leagueEntries.tier, entry.tier),
      ),
    );
  await tx
    .insert(leagueEntries)
    .values({
      ...entry,
      division: divisionFor(inTier?.n ?? 0),
      experience: race.experience,
      played: 1,
      seconds: race.seconds,
      joinedStamp: now,
    })
    // Two first races of one team's members at once: the second adds to the first's row.
    .onConflictDoUpdate({
      target: [leagueEntries.weekStart, leagueEntries.kind, leagueEntries.memberID],
      set: {
        experience: sql`${leagueEntries.experience} + ${race.experience}`,
        played: sql`${leagueEntries.played} + 1`,
        seconds: sql`${leagueEntries.seconds} + ${race.seconds}`,
      },
    });
}

export async function creditLeagueRace(
  tx: Tx,
  racer: LeagueRacer,
  race: LeagueRace,
  now: number,
): Promise<void> {
  if (!leaguesUnlocked(racer.racesPlayed, LEAGUE_UNLOCK_RACES) || race.experience <= 0) return;
  const weekStart = await openWeek(tx, now);
  await credit(
    tx,
    {
      weekStart,
      kind: 'user',
      memberID: racer.userID,
      tier: Math.max(racer.leagueTier, FIRST_TIER),
    },
    race,
    now,
  );
  if (racer.teamID === null) return;
  const [team] = await tx
    .select({ tier: leagueTeamTiers.tier })
    .from(leagueTeamTiers)
    .where(eq(leagueTeamTiers.teamID, racer.teamID));
  await credit(
    tx,
    {
      weekStart,
      kind: 'team',
      memberID: racer.teamID,
      tier: Math.max(team?.tier ?? 0, FIRST_TIER),
    },
    race,
    now,
  );
}
