// The reward takeover on /achievements: an achievement's reward as the takeover shows it, and its
// Equip (the new car in its paint, or the loot item) through POST /loot/equip as the garage does.
import type { AchievementCard as Card } from '../../../domain/achievements/view';
import type { EquipEntry } from '../../../domain/garage/lootTypes';
import { formatMoney } from '../../../domain/shop/money';
import { failureMessage } from '../../../net/apiError';
import { createGarageApi } from '../../../net/garageApi';
import { api } from '../../api';
import { getSession } from '../../stores/sessionStore';
import type { TakeoverReward } from '../../takeover/RewardTakeover';

/** The takeover's view of an achievement's reward (achievement rewards are never gold-only). */
export function takeoverReward(
  card: Card,
  lootType: (lootID: number) => string | undefined,
): TakeoverReward | null {
  const { reward } = card;
  if (!reward) return null;
  return {
    id: card.achievement.achievementID,
    name: reward.type === 'money' ? formatMoney(reward.value) : reward.name,
    kind: reward.type,
    value: reward.value,
    hueAngle: 0,
    lootType: reward.type === 'loot' ? lootType(reward.value) : undefined,
    artSrc: reward.src ?? undefined,
  };
}

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
