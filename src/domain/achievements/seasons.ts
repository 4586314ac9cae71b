// The seasons the authored catalogue wrote achievements for (the 'Seasons' group, ids 12xx): the
// rolling schedule's first three (src/domain/seasons/schedule.ts). Every other season's content is
// its reward track (src/domain/seasons/rewardTrack.ts), generated from the season's data.
import { rollingSeason, seasonAt } from '../seasons/schedule';
import { type Season } from '../seasons/season';

export type { Season };

export const SEASONS: readonly Season[] = [1, 2, 3].map(rollingSeason);

/** The season running at `nowSeconds`: an operator's (if passed), else the rolling schedule's. */
export function currentSeason(
  nowSeconds: number,
  operatorSeasons: readonly Season[] = [],
): Season | null {
  return seasonAt(nowSeconds, operatorSeasons);
}
