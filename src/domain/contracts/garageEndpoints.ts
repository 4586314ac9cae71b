// SPEC §7 rewards, loot and shop endpoints: arrange the garage, equip, sell, buy from a dealership
// or the daily shop, claim the daily reward, and the shop and loot catalogue reads. Bodies live in
// garage.ts.
import { z } from '../zodMini';
import { defineContract } from './contract';
import { arrangeCarsBody, buyBody, equipBody, sellCarBody } from './garage';
import { oneLineText } from './text';

export const listingParams = z.strictObject({
  id: z.coerce.number().check(z.int(), z.gte(-2), z.lte(2_147_483_647)),
});
export const shopQuery = z.strictObject({
  date: z.optional(z.string().check(z.maxLength(20), oneLineText)),
});

export const garageEndpoints = {
  loot: defineContract({
    method: 'GET',
    path: '/loot',
    auth: 'none',
    response: () => import('./responses').then((r) => r.loot),
  }),
  /** The server's arrangement of the garage. */
  arrangeCars: defineContract({
    method: 'POST',
    path: '/loot/arrange-cars',
    auth: 'required',
    body: arrangeCarsBody,
    response: () => import('./responses').then((r) => r.arrangeCars),
  }),
  equip: defineContract({
    method: 'POST',
    path: '/loot/equip',
    auth: 'required',
    body: equipBody,
    response: () => import('./responses').then((r) => r.equip),
  }),
  sellCar: defineContract({
    method: 'POST',
    path: '/loot/sell-car',
    auth: 'required',
    body: sellCarBody,
    response: () => import('./responses').then((r) => r.sellCar),
  }),
  buyFromDealership: defineContract({
    method: 'POST',
    path: '/loot/dealership/:id/buy',
    auth: 'required',
    params: listingParams,
    body: buyBody,
    response: () => import('./responses').then((r) => r.buy),
  }),
  buyFromShop: defineContract({
    method: 'POST',
    path: '/loot/shop/:id/buy',
    auth: 'required',
    params: listingParams,
    body: buyBody,
    response: () => import('./responses').then((r) => r.buy),
  }),
  /**
   * Claims today's reward (refused until the countdown ends). SPEC §7 makes the claim a GET; it is
   * safe to repeat (a repeat in the same window answers the same reward and grants nothing) and a
   * browser prefetch claims nothing. `claimDailyPost` is the same claim for clients that prefer
   * the method that says it changes something.
   */
  claimDaily: defineContract({
    method: 'GET',
    path: '/rewards/daily',
    auth: 'required',
    response: () => import('./responses').then((r) => r.claimDaily),
  }),
  claimDailyPost: defineContract({
    method: 'POST',
    path: '/rewards/daily',
    auth: 'required',
    response: () => import('./responses').then((r) => r.claimDaily),
  }),
  /** SPEC §2: `date` (YYYY-MM-DD) sets the reference time of the items shown. */
  shop: defineContract({
    method: 'GET',
    path: '/shop',
    auth: 'optional',
    query: shopQuery,
    response: () => import('./responses').then((r) => r.shop),
  }),
};
