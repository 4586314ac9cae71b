// SPEC §7 GET /api/v2/leagues/{user|team}/activity: the caller's tier and their division's
// standings this week (SPEC §8: a failure leaves the page at tier 0 with empty standings and the
// error), and the operators' "run the rollover now".
import { z } from '../zodMini';
import { defineContract } from './contract';

export const LEAGUE_KINDS = ['user', 'team'] as const;
export const leagueActivityParams = z.strictObject({ kind: z.enum(LEAGUE_KINDS) });
export const leagueRolloverBody = z.strictObject({
  /** Also close the week being played now, before its end (the weekly job closes ended weeks). */
  closeCurrentWeek: z.boolean(),
});

export const leagueEndpoints = {
  leagueActivity: defineContract({
    method: 'GET',
    path: '/leagues/:kind/activity',
    auth: 'required',
    params: leagueActivityParams,
    response: () => import('./leagueResponses').then((r) => r.leagueActivity),
  }),
  /** ADMIN_USERS only: runs the weekly rollover job now. */
  leagueRollover: defineContract({
    method: 'POST',
    path: '/admin/leagues/rollover',
    auth: 'required',
    body: leagueRolloverBody,
    response: () => import('./leagueResponses').then((r) => r.leagueRollover),
  }),
};
