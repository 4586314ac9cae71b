// The reward takeover on /achievements: an achievement's reward as the takeover shows it (its
// Equip is ../../takeover/equipReward.ts, shared with /season).
import type { AchievementCard as Card } from '../../../domain/achievements/view';
import { formatMoney } from '../../../domain/shop/money';
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
