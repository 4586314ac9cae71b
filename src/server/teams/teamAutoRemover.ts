// The periodic job behind a team's autoRemove (src/domain/teams/autoRemove.ts): every hour, each
// team that has it on loses its members idle past the limit. A job on the injected clock, started
// with the server (boot.ts) and stopped on close, like the totals pruner. Each team is its own
// transaction under the team's lock (teamService.removeInactiveMembers), so several server
// processes may run it at once: a member is removed once, and a run after that removes nobody.
import { asc, eq } from 'drizzle-orm';

import type { Clock } from '../../domain/clock';
import type { Db } from '../db/client';
import { teams } from '../db/schema';
import { createPeriodicJob, type PeriodicJob } from '../jobs/periodicJob';

export const AUTO_REMOVE_EVERY_MS = 60 * 60 * 1000;
/** The first run waits this long after start, so a starting server serves first. */
export const AUTO_REMOVE_FIRST_AFTER_MS = 2 * 60 * 1000;

export interface TeamAutoRemoverOptions {
  db: Db;
  clock: Clock;
  teams: { removeInactiveMembers(teamID: number): Promise<number[]> };
  log?: (error: unknown) => void;
  everyMs?: number;
  firstAfterMs?: number;
}

/** runOnce answers how many members were removed. */
export type TeamAutoRemover = PeriodicJob<number>;

export function createTeamAutoRemover(options: TeamAutoRemoverOptions): TeamAutoRemover {
  const { db } = options;

  async function sweep(stopped: () => boolean): Promise<number> {
    const rows = await db
      .select({ teamID: teams.teamID })
      .from(teams)
      .where(eq(teams.autoRemove, true))
      .orderBy(asc(teams.teamID));
    let removed = 0;
    for (const { teamID } of rows) {
      if (stopped()) break;
      removed += (await options.teams.removeInactiveMembers(teamID)).length;
    }
    return removed;
  }

  // A failed run is tried again at the next: nobody is removed twice, and a late removal is harmless.
  return createPeriodicJob({
    clock: options.clock,
    firstAfterMs: options.firstAfterMs ?? AUTO_REMOVE_FIRST_AFTER_MS,
    everyMs: options.everyMs ?? AUTO_REMOVE_EVERY_MS,
    sweep,
    log: options.log,
  });
}
