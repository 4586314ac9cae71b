// The periodic job behind a team's autoRemove (src/domain/teams/autoRemove.ts): every hour, each
// team that has it on loses its members idle past the limit. A job on the injected clock, started
// with the server (boot.ts) and stopped on close, like the totals pruner. Each team is its own
// transaction under the team's lock (teamService.removeInactiveMembers), so several server
// processes may run it at once: a member is removed once, and a run after that removes nobody.
import { asc, eq } from 'drizzle-orm';

import type { Cancel, Clock } from '../../domain/clock';
import type { Db } from '../db/client';
import { teams } from '../db/schema';

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

export interface TeamAutoRemover {
  /** Runs now (or joins the run under way); how many members were removed. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops the schedule and waits for a run under way. */
  stop(): Promise<void>;
}

export function createTeamAutoRemover(options: TeamAutoRemoverOptions): TeamAutoRemover {
  const { db, clock } = options;
  let running: Promise<number> | null = null;
  let stopped = false;
  let cancels: Cancel[] = [];

  async function sweep(): Promise<number> {
    const rows = await db
      .select({ teamID: teams.teamID })
      .from(teams)
      .where(eq(teams.autoRemove, true))
      .orderBy(asc(teams.teamID));
    let removed = 0;
    for (const { teamID } of rows) {
      if (stopped) break;
      removed += (await options.teams.removeInactiveMembers(teamID)).length;
    }
    return removed;
  }

  function runOnce(): Promise<number> {
    running ??= sweep().finally(() => {
      running = null;
    });
    return running;
  }

  const scheduled = () =>
    void runOnce().catch((error: unknown) => {
      // Tried again at the next run: nobody is removed twice, and a late removal is harmless.
      options.log?.(error);
    });

  return {
    runOnce,
    start() {
      if (stopped || cancels.length > 0) return;
      cancels = [
        clock.setTimeout(scheduled, options.firstAfterMs ?? AUTO_REMOVE_FIRST_AFTER_MS),
        clock.setInterval(scheduled, options.everyMs ?? AUTO_REMOVE_EVERY_MS),
      ];
    },
    async stop() {
      stopped = true;
      for (const cancel of cancels) cancel();
      cancels = [];
      await running?.catch(() => 0);
    },
  };
}
