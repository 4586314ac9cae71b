// What the takeover says about each reward, for its title and its live region (screen readers
// hear each reward as it comes on): "$5,000", "New car: Aster Marble", "New sticker: Gold Star".
import { formatMoney } from '../../domain/shop/money';

/** One reward of the takeover, as the season claim flow and the achievements page pass it. */
export interface TakeoverReward {
  id: number | string;
  name: string;
  kind: 'money' | 'car' | 'loot';
  /** The money amount, the car's id or the loot's id. */
  value: number | string;
  /** A car's paint, degrees. */
  hueAngle?: number;
  /** The loot's type ('sticker' goes to the customizer on Equip; 'trail', 'title', ...). */
  lootType?: string;
  /** Gold-only: a racer without gold sees the upsell instead of a claim. */
  locked?: boolean;
  /** The car's or loot's art (an /assets/ URL); the stage draws a plain shape without it. */
  artSrc?: string;
}

const LOOT_WORDS: Record<string, string> = {
  sticker: 'sticker',
  trail: 'trail',
  title: 'title',
  nametag: 'name tag',
  nitro: 'nitro',
};

export function rewardAmount(reward: TakeoverReward): number {
  const amount = Number(reward.value);
  return reward.kind === 'money' && Number.isFinite(amount) ? amount : 0;
}

/** "$5,000", "New car: Aster Marble", "New trail: Fire Trail". */
export function rewardLine(reward: TakeoverReward): string {
  if (reward.kind === 'money') return formatMoney(rewardAmount(reward));
  if (reward.kind === 'car') return `New car: ${reward.name}`;
  const word = (reward.lootType && LOOT_WORDS[reward.lootType]) ?? 'item';
  return `New ${word}: ${reward.name}`;
}
