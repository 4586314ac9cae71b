// SPEC §7 Achievements: claim one, take the extra-level reward, and ask the server to verify
// achievements the client's rule evaluation found earned. Every answer carries the user; the
// server decides everything from the stored account (the ids only say what to look at).
import { z } from '../zodMini';
import { defineContract } from './contract';

const achievementID = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const claimAchievementParams = z.strictObject({ achievementID });
/** The season's extra-tier achievement whose extra levels are being claimed. */
export const extraLevelBody = z.strictObject({
  id: z.int().check(z.positive(), z.lte(2_147_483_647)),
});
/** At most 200 ids a call (the catalogue is smaller); unknown ones are ignored. */
export const checkAchievementsBody = z.strictObject({
  ids: z.array(z.int().check(z.positive(), z.lte(2_147_483_647))).check(z.maxLength(200)),
});

export const achievementEndpoints = {
  /**
   * Moves an unclaimed achievement to achieved and pays its reward. SPEC §7 makes it a GET: a
   * repeat is refused (already claimed) and a browser prefetch claims nothing.
   */
  claimAchievement: defineContract({
    method: 'GET',
    path: '/achievements/claim/:achievementID',
    auth: 'required',
    params: claimAchievementParams,
    response: () => import('./responses').then((r) => r.claimAchievement),
  }),
  /** SPEC §4 extra-level reward: money for each extra level reached, level, lastExtraLevel. */
  extraLevel: defineContract({
    method: 'POST',
    path: '/achievements/extra',
    auth: 'required',
    body: extraLevelBody,
    response: () => import('./responses').then((r) => r.extraLevel),
  }),
  /**
   * Verifies the given ids on the stored account: `unclaimed` and `instantClaimed` are the ids this
   * call earned (waiting for a claim, or rewarded at once), `achieved` both together.
   */
  checkAchievements: defineContract({
    method: 'POST',
    path: '/achievements/check',
    auth: 'required',
    body: checkAchievementsBody,
    response: () => import('./responses').then((r) => r.checkAchievements),
  }),
};
