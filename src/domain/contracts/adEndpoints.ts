// Ads (issue 15, SPEC §3 Ad unit, §5 show rules, §9 figures): what this visitor's pages may show.
// The server answers whether ads show at all (the operator's switch, gold), the visitor's ad set
// (seeded from their user or guest id, so a client cannot pick it), the flags allowed and the set's
// units; the page then picks a unit by screen width and games played (src/domain/ads).
import { defineContract } from './contract';

export const adEndpoints = {
  adSetup: defineContract({
    method: 'GET',
    path: '/ads',
    auth: 'optional',
    response: () => import('./adResponses').then((r) => r.adSetup),
  }),
};
