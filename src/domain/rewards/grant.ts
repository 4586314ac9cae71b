// Handing over a garage reward (daily reward, mystery box): money, a car or nitros, never charged.
import { produce } from 'immer';

import { buyCar } from '../garage/cars';
import type { User } from '../user';

export const GARAGE_REWARD_TYPES = ['money', 'nitros', 'car'] as const;
export type GarageRewardType = (typeof GARAGE_REWARD_TYPES)[number];

/** SPEC §3 garage state reward: money and nitros are amounts, a car is its carID. */
export interface GarageReward {
  type: GarageRewardType;
  value: number;
}

/** The server may send types this client does not know yet, so the type is checked at runtime. */
export function isGarageReward(reward: { type: string; value: number }): reward is GarageReward {
  return (GARAGE_REWARD_TYPES as readonly string[]).includes(reward.type);
}

/** A car already owned stays as it is (buyCar); new cars arrive unpainted in the first free slot. */
export function grantReward(user: User, reward: GarageReward, nowSeconds: number): User {
  if (reward.type === 'car') return buyCar(user, reward.value, 0, nowSeconds);
  const amount = Math.max(0, reward.value);
  return produce(user, (draft) => {
    if (reward.type === 'money') draft.money += amount;
    else draft.nitros += Math.floor(amount);
  });
}
