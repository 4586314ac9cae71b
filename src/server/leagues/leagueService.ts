// The leagues' service: the activity call, and the weekly rollover job on the injected clock
// (started with the server in boot.ts like the totals pruner, stopped on close). The job looks
// every few minutes for ended weeks; which process closes a week does not matter, since closing
// is exactly-once (leagueRollover.ts). Notices reach online players after each week commits.
import type { Clock } from '../../domain/clock';
import { LEAGUE_UNLOCK_RACES } from '../../domain/leagues/leagues';
import { leagueWeekStart } from '../../domain/leagues/leagueWeek';
import type { Db } from '../db/client';
import { forbidden, notFound } from '../http/errors';
import { createPeriodicJob } from '../jobs/periodicJob';
import { deliverNotifications, type NotificationPush } from '../notifications/deliver';
import type { UserRow } from '../users/userRepo';
import { leagueActivity, teamLeagueMember, type LeagueMember } from './leagueActivity';
import { closeLeagueWeek, dueWeeks, openWeekAt, type ClosedWeek } from './leagueRollover';

/** How often the job looks for an ended week. */
export const ROLLOVER_CHECK_MS = 5 * 60 * 1000;
export const ROLLOVER_FIRST_AFTER_MS = 30 * 1000;

export interface LeagueServiceOptions {
  db: Db;
  clock: Clock;
  push?: NotificationPush;
  log?: (error: unknown) => void;
  everyMs?: number;
  firstAfterMs?: number;
}

export function createLeagueService(options: LeagueServiceOptions) {
  const { db, clock } = options;
  function deliver(closed: ClosedWeek) {
    const push = options.push;
    if (!push) return;
    for (const [userID, list] of closed.notices) deliverNotifications(push, userID, list);
  }

  async function close(weeks: number[], stopped: () => boolean): Promise<ClosedWeek[]> {
    const done: ClosedWeek[] = [];
    for (const week of weeks) {
      if (stopped()) break;
      const closed = await closeLeagueWeek(db, week, clock.nowSeconds());
      if (!closed) continue;
      deliver(closed);
      done.push(closed);
    }
    return done;
  }

  // A failed run is logged and tried again at the next check: a week stays open until a run
  // commits. Runs never overlap in one process (periodicJob); across processes closing is
  // exactly-once anyway.
  const job = createPeriodicJob({
    clock,
    firstAfterMs: options.firstAfterMs ?? ROLLOVER_FIRST_AFTER_MS,
    everyMs: options.everyMs ?? ROLLOVER_CHECK_MS,
    sweep: async (stopped) => close(await dueWeeks(db, clock.nowSeconds()), stopped),
    log: options.log,
  });
  let stopping = false;

  return {
    /** Closes every ended week (or joins the run under way); the weeks this call closed. */
    runDue: job.runOnce,
    /**
     * Closes this calendar week now, before its end (an operator's or a test's choice), after any
     * ended week; a second click finds it closed and does nothing.
     */
    async closeCurrentWeek(): Promise<ClosedWeek[]> {
      const done = await job.runOnce();
      return [...done, ...(await close([leagueWeekStart(clock.nowSeconds())], () => stopping))];
    },

    async activity(user: UserRow, kind: 'user' | 'team') {
      if (user.racesPlayed < LEAGUE_UNLOCK_RACES) {
        const left = LEAGUE_UNLOCK_RACES - user.racesPlayed;
        throw forbidden(
          `Leagues open after ${LEAGUE_UNLOCK_RACES} races: ${left} more to go.`,
          'LEAGUES_LOCKED',
        );
      }
      let member: LeagueMember;
      if (kind === 'team') {
        if (user.teamID === null) throw notFound('Join a team to race in the team league.');
        member = await teamLeagueMember(db, user.teamID);
      } else {
        member = {
          kind: 'user',
          memberID: user.userID,
          tier: user.leagueTier,
          highestTier: user.highestLeagueTier,
          tournamentsWon: user.tournamentsWon,
        };
      }
      const now = clock.nowSeconds();
      return leagueActivity(db, member, await openWeekAt(db, now), now);
    },

    start: job.start,
    async stop() {
      stopping = true;
      await job.stop();
    },
  };
}

export type LeagueService = ReturnType<typeof createLeagueService>;
