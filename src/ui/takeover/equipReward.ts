// Equip from the reward takeover (/achievements, /season): the new car in its paint, or the loot
// item, through POST /loot/equip as the garage does. A sticker goes to the customizer instead
// (the pages navigate there themselves).
import type { EquipEntry } from '../../domain/garage/lootTypes';
import { failureMessage } from '../../net/apiError';
import { createGarageApi } from '../../net/garageApi';
import { api } from '../api';
import { getSession } from '../stores/sessionStore';
import type { TakeoverReward } from './RewardTakeover';

const garageApi = createGarageApi(api);

/** Equip from the takeover: the new car (in its paint) or the loot item, as the garage does. */
export async function equipReward(reward: TakeoverReward): Promise<void> {
  const id = Number(reward.value);
  const user = getSession().user;
  const entry: EquipEntry =
    reward.kind === 'car'
      ? { type: 'car', id, hueAngle: user.cars.find(([carID]) => carID === id)?.[2] ?? 0 }
      : { type: reward.lootType as EquipEntry['type'], id };
  try {
    getSession().refreshUser((await garageApi.equip([entry])).user);
  } catch (error) {
    throw new Error(failureMessage(error));
  }
}
