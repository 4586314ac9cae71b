// SPEC §7 race calls: a saved race, and saving a qualifying race to the account.
import { z } from '../zodMini';
import { defineContract } from './contract';

export const raceParams = z.strictObject({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});
export const saveQualifyingBody = z.strictObject({
  speed: z.number().check(z.gte(0), z.lte(300)),
  accuracy: z.number().check(z.gte(0), z.lte(100)),
});

export const raceEndpoints = {
  /** A saved race and its results (guest ids left out). */
  race: defineContract({
    method: 'GET',
    path: '/race/:id',
    auth: 'none',
    params: raceParams,
    response: () => import('./responses').then((r) => r.race),
  }),
  /** The client reports the qualifying figures it showed; the server keeps what it verified. */
  saveQualifying: defineContract({
    method: 'POST',
    path: '/race/save-qualifying',
    auth: 'required',
    body: saveQualifyingBody,
    response: () => import('./responses').then((r) => r.saveQualifying),
  }),
};
