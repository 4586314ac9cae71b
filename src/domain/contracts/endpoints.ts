// Every REST endpoint under /api/v2, one record and one list: what the server registers, what a
// fuzz suite iterates. The browser imports the per-area files instead, so a page only loads the
// contracts (and schemas) it calls.
import { achievementEndpoints } from './achievementEndpoints';
import { adEndpoints } from './adEndpoints';
import { authEndpoints } from './authEndpoints';
import { classEndpoints } from './classEndpoints';
import { contentEndpoints } from './contentEndpoints';
import type { Contract } from './contract';
import { eventEndpoints } from './eventEndpoints';
import { friendEndpoints } from './friendEndpoints';
import { garageEndpoints } from './garageEndpoints';
import { leagueEndpoints } from './leagueEndpoints';
import { notificationEndpoints } from './notificationEndpoints';
import { paymentEndpoints } from './paymentEndpoints';
import { playerEndpoints } from './playerEndpoints';
import { raceEndpoints } from './raceEndpoints';
import { reportEndpoints } from './reportEndpoints';
import { seasonEndpoints } from './seasonEndpoints';
import { settingsEndpoints } from './settingsEndpoints';
import { statsEndpoints } from './statsEndpoints';
import { teamEndpoints } from './teamEndpoints';

export const apiContracts = {
  ...achievementEndpoints,
  ...authEndpoints,
  ...contentEndpoints,
  ...garageEndpoints,
  ...friendEndpoints,
  ...raceEndpoints,
  ...notificationEndpoints,
  ...statsEndpoints,
  ...teamEndpoints,
  ...playerEndpoints,
  ...reportEndpoints,
  ...eventEndpoints,
  ...leagueEndpoints,
  ...settingsEndpoints,
  ...paymentEndpoints,
  ...seasonEndpoints,
  ...adEndpoints,
  ...classEndpoints,
};
export type ApiContractName = keyof typeof apiContracts;

/** Each contract with its name, in declaration order. */
export const allContracts: readonly (Contract & { name: ApiContractName })[] = (
  Object.keys(apiContracts) as ApiContractName[]
).map((name) => ({ ...apiContracts[name], name }));
