// Issue 14 seasons: the running season, the caller's standing in it and its reward track as the
// caller may see it (the server generates the track; the browser only renders it); rewards are
// claimed with the achievements' claim (SPEC §3 Season reward: rewards are achievements).
import { z } from '../zodMini';
import { defineContract } from './contract';

export const seasonEndpoints = {
  /**
   * The season running now (null when none), the server's time, its reward track (hidden bonuses
   * blanked until reached) and, for a logged-in caller, the season XP and races counted for it and
   * which of its rewards are claimed.
   */
  currentSeason: defineContract({
    method: 'GET',
    path: '/seasons/current',
    auth: 'optional',
    response: () => import('./seasonResponses').then((r) => r.currentSeason),
  }),
};

/** Test hooks: registered only when the server runs with TEST_HOOKS=1 (the e2e suite). */
export const seasonTestHooks = {
  /** Sets the caller's XP in the running season (instead of racing a hundred races). */
  setSeasonExperience: defineContract({
    method: 'POST',
    path: '/test/season-xp',
    auth: 'required',
    body: z.strictObject({
      experience: z.int().check(z.gte(0), z.lte(10_000_000)),
      races: z.optional(z.int().check(z.gte(0), z.lte(100_000))),
    }),
    response: () => import('./seasonResponses').then((r) => r.currentSeason),
  }),
};
