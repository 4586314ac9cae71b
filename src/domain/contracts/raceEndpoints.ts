// SPEC §7 race calls: a saved race, saving a qualifying race to the account, and the race page's
// own settings (sounds, SPEC §7 Settings; the fullscreen race mode, the user's fullScreenMode).
import { z } from '../zodMini';
import { defineContract } from './contract';

export const raceParams = z.strictObject({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});
export const saveQualifyingBody = z.strictObject({
  speed: z.number().check(z.gte(0), z.lte(300)),
  accuracy: z.number().check(z.gte(0), z.lte(100)),
});

/** The SPEC's {value}; a logged-in player's volume (0..1, SPEC §9 default 0.5) rides along. */
export const raceSoundsBody = z.strictObject({
  value: z.enum(['all', 'only_fx', 'none']),
  volume: z.optional(z.number().check(z.gte(0), z.lte(1))),
});
/** 'race': the race page opens in its fullscreen race mode; 'none' (SPEC's default): it does not. */
export const FULL_SCREEN_MODES = ['none', 'race'] as const;
export const fullScreenModeBody = z.strictObject({ value: z.enum(FULL_SCREEN_MODES) });

export const raceEndpoints = {
  /** A saved race and its results (guest ids left out; a private racer's id only to them). */
  race: defineContract({
    method: 'GET',
    path: '/race/:id',
    auth: 'optional',
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
  /** SPEC §7 POST /settings/sounds: none, effects only, or effects and a click per key. */
  saveRaceSounds: defineContract({
    method: 'POST',
    path: '/settings/sounds',
    auth: 'required',
    body: raceSoundsBody,
    response: () => import('./responses').then((r) => r.saveQualifying),
  }),
  /** The user's fullScreenMode (SPEC §3), switched with the race page's fullscreen button. */
  saveFullScreenMode: defineContract({
    method: 'POST',
    path: '/settings/full-screen',
    auth: 'required',
    body: fullScreenModeBody,
    response: () => import('./responses').then((r) => r.saveQualifying),
  }),
};
