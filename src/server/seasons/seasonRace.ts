// A race's part in the player's season, inside the race result's transaction (raceService): the
// race's XP and the race count for the season running when it is recorded, and the notices it
// earns: the season reward earned popup (the medal level, or the infinity tier past the track;
// from the 6th game on, when season progress shows) and, on the race that makes 6 games during a season, season content unlocked.
import type { NewNotification } from '../../domain/notifications/notification';
import { seasonRewardTrack } from '../../domain/seasons/rewardTrack';
import { seasonAt } from '../../domain/seasons/schedule';
import type { SeasonStanding } from '../../domain/seasons/seasonProgress';
import { seasonAfterRace } from '../../domain/seasons/seasonRace';
import {
  SEASON_PROGRESS_UNLOCK_GAMES,
  seasonContentUnlockedBy,
} from '../../domain/seasons/showRules';
import type { Tx } from '../db/client';
import { loadOperatorSeasons } from './seasonStore';

export async function seasonAfterRaceAt(
  tx: Tx,
  standing: SeasonStanding,
  race: { experience: number; racesBefore: number; racesAfter: number },
  now: number,
): Promise<{ patch: SeasonStanding; notices: NewNotification[] } | null> {
  const season = seasonAt(now, await loadOperatorSeasons(tx));
  if (!season) return null;
  const outcome = seasonAfterRace(standing, season, race.experience, seasonRewardTrack(season));
  if (!outcome) return null;
  const notices: NewNotification[] = [];
  // SPEC §9: season progress shows after 6 games; before that the track fills quietly.
  const progressShown = race.racesAfter >= SEASON_PROGRESS_UNLOCK_GAMES;
  if (progressShown && (outcome.reached.length > 0 || outcome.newInfinityLevel)) {
    notices.push({
      type: 'season-reward',
      data: {
        seasonID: season.seasonID,
        name: season.name,
        level: outcome.level,
        infinity: outcome.infinity,
        rewards: outcome.reached.length,
      },
    });
  }
  if (seasonContentUnlockedBy(race.racesBefore, race.racesAfter)) {
    notices.push({ type: 'feature-unlocked', data: { feature: 'season' } });
  }
  return { patch: outcome.patch, notices };
}
