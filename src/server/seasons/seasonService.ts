// The running season and a player's standing in it (GET /seasons/current), read with the server's
// clock and the operator seasons of the table, with the track as the caller may see it (hidden
// bonuses blanked until reached: showRules.ts seasonRewardsShown). Claims go through the
// achievement service.
import type { Clock } from '../../domain/clock';
import { decodeSeasonRewardID, seasonRewardTrack } from '../../domain/seasons/rewardTrack';
import { seasonAt } from '../../domain/seasons/schedule';
import { seasonProgressOf } from '../../domain/seasons/seasonProgress';
import { seasonRewardsShown } from '../../domain/seasons/showRules';
import type { User } from '../../domain/user';
import type { Db } from '../db/client';
import { findUserById, updateUser } from '../users/userRepo';
import { userView } from '../users/userView';
import { loadOperatorSeasons } from './seasonStore';

export function createSeasonService(db: Db, clock: Clock) {
  async function current(userID: number | null) {
    const now = clock.nowSeconds();
    const season = seasonAt(now, await loadOperatorSeasons(db));
    const row = userID === null ? undefined : await findUserById(db, userID);
    if (!season || !row) {
      return {
        season,
        serverTime: now,
        standing: null,
        rewards: season ? seasonRewardsShown(seasonRewardTrack(season), null) : [],
      };
    }
    const user: User = userView(row, now);
    const { experience, races } = seasonProgressOf(user, season);
    const claimed = user.achievements
      .map(([id]) => id)
      .filter((id) => decodeSeasonRewardID(id)?.seasonID === season.seasonID);
    return {
      season,
      serverTime: now,
      standing: { experience, races, gold: user.membership === 'gold', claimed },
      rewards: seasonRewardsShown(seasonRewardTrack(season), { experience, claimed }),
    };
  }

  return {
    current,

    /** Test hook only (TEST_HOOKS=1): the caller's XP (and races) in the running season. */
    async setExperienceForTest(userID: number, experience: number, races?: number) {
      const now = clock.nowSeconds();
      const season = seasonAt(now, await loadOperatorSeasons(db));
      if (season) {
        await updateUser(db, userID, {
          seasonID: season.seasonID,
          seasonExperience: experience,
          ...(races === undefined ? {} : { seasonField4: races }),
        });
      }
      return current(userID);
    },
  };
}

export type SeasonService = ReturnType<typeof createSeasonService>;
