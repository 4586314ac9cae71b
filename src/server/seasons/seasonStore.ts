// The operator seasons stored in the `seasons` table (src/server/db/schema/seasons.ts), read as the
// domain's Season data. Few rows (one a season), read whole per call, so a season an operator
// inserts counts from the next request without a restart.
import type { Season } from '../../domain/seasons/season';
import type { Db, Tx } from '../db/client';
import { seasons } from '../db/schema';

export async function loadOperatorSeasons(db: Db | Tx): Promise<Season[]> {
  const rows = await db.select().from(seasons);
  return rows.map((row) => ({
    seasonID: row.seasonID,
    name: row.name,
    className: row.className,
    startStamp: row.startStamp,
    endStamp: row.endStamp,
    totalRewards: row.totalRewards,
    achievementGroupID: row.achievementGroupID,
  }));
}
