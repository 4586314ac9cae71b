// What a race does to a player's season (SPEC §3 seasonField4 = season races): the race's XP and
// the race itself count for the season running when the result is recorded. Stored numbers of an
// older season start again from zero. Pure: the server passes the season running at `now`.
import type { SeasonReward } from './rewardTrack';
import type { Season } from './season';
import { infinityLevel, seasonLevel, type SeasonStanding } from './seasonProgress';

export interface SeasonRaceOutcome {
  patch: SeasonStanding;
  /** Rewards the race reached (for the season reward earned popup), in track order. */
  reached: SeasonReward[];
  /** The season level after the race, and its infinity level past the track (else null). */
  level: number;
  infinity: number | null;
  /** The race took the player into a new infinity level. */
  newInfinityLevel: boolean;
}

export function seasonAfterRace(
  standing: SeasonStanding,
  season: Season | null,
  raceExperience: number,
  track: readonly SeasonReward[],
): SeasonRaceOutcome | null {
  if (!season) return null;
  const same = standing.seasonID === season.seasonID;
  const before = same ? standing.seasonExperience : 0;
  const after = before + Math.max(0, Math.floor(raceExperience));
  const races = (same ? standing.seasonField4 : 0) + 1;
  const reached = track.filter(
    (reward) => reward.experience > before && reward.experience <= after,
  );
  const levelBefore = seasonLevel(before);
  const level = seasonLevel(after);
  const infinity = infinityLevel(level, season.totalRewards);
  return {
    patch: { seasonID: season.seasonID, seasonExperience: after, seasonField4: races },
    reached,
    level,
    infinity,
    newInfinityLevel: infinity !== null && level > levelBefore,
  };
}
