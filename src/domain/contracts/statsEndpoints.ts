// SPEC §7 Stats and leaderboards: a player's summary, race log and charts, the leaderboards, and a
// racer's public profile (SPEC §2 /racer/{username}). Everything is for the site of the request:
// its races, its speed (WPM on the typing site, problems per minute on the math site).
import { RACE_LOG_MAX_LIMIT, RACE_LOG_MAX_PAGE, RACE_LOG_PAGE_SIZE } from '../stats/paging';
import { LEADERBOARD_PERIODS } from '../stats/periods';
import { z } from '../zodMini';
import { defineContract } from './contract';
import { oneLineText } from './text';

export const statsUserParams = z.strictObject({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});
export const raceLogQuery = z.strictObject({
  page: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(RACE_LOG_MAX_PAGE)), 0),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(RACE_LOG_MAX_LIMIT)),
    RACE_LOG_PAGE_SIZE,
  ),
});
/** `time` names the period; without it, today's board. */
export const leaderboardQuery = z.strictObject({
  time: z._default(z.enum(LEADERBOARD_PERIODS), 'day'),
});
export const racerParams = z.strictObject({
  // One line of printable text: a NUL or a control character is refused here (PostgreSQL cannot
  // even compare a NUL), not answered with a 500.
  username: z.string().check(z.minLength(1), z.maxLength(40), oneLineText),
});

export const statsEndpoints = {
  /** The logged-in player's figures on this site. */
  statsSummary: defineContract({
    method: 'GET',
    path: '/stats/summary',
    auth: 'required',
    response: () => import('./statsResponses').then((r) => r.statsSummary),
  }),
  /** A racer's race log, newest first: `page` from 0, `limit` races a page (30). */
  statsData: defineContract({
    method: 'GET',
    path: '/stats/data/:id',
    auth: 'optional',
    params: statsUserParams,
    query: raceLogQuery,
    response: () => import('./statsResponses').then((r) => r.statsData),
  }),
  /** Speed and accuracy of a racer's latest races, oldest first, for the charts. */
  statsGraphs: defineContract({
    method: 'GET',
    path: '/stats/graphs/:id',
    auth: 'optional',
    params: statsUserParams,
    response: () => import('./statsResponses').then((r) => r.statsGraphs),
  }),
  /** The top racers (and, once teams exist, teams) of a period. */
  leaderboards: defineContract({
    method: 'GET',
    path: '/leaderboards',
    auth: 'optional',
    query: leaderboardQuery,
    response: () => import('./statsResponses').then((r) => r.leaderboards),
  }),
  /** A racer's public profile; `racer` is null for a name nobody holds or a private racer. */
  racerProfile: defineContract({
    method: 'GET',
    path: '/racer/:username',
    auth: 'none',
    params: racerParams,
    response: () => import('./statsResponses').then((r) => r.racerProfile),
  }),
};
