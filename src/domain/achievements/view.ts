// What the achievements pages show (SPEC §2 /achievements, /achievements/{group slug}): groups
// with their progress and points, each achievement's state, hidden ones masked until earned, and
// rewards with locked or unknown loot left out (SPEC §5). Pure: the page passes the user, site,
// server time and catalogue.
import type { SiteConfig } from '../site';
import type { User } from '../user';
import {
  type Achievement,
  type AchievementGroup,
  type AchievementReward,
  ruleProgress,
  rulesHold,
} from './achievement';
import { achievementStatus, isActiveAt } from './award';

export type AchievementState =
  /** Claimed: in user.achievements. */
  | 'claimed'
  /** Earned and waiting for a claim (or earned now and claimable). */
  | 'ready'
  /** Not earned yet. */
  | 'locked'
  /** Does not count here or now (another season, or the math site for permanent ones). */
  | 'inactive';

export interface RewardView {
  type: AchievementReward['type'];
  value: number;
  name: string;
  src: string | null;
}

export interface AchievementCard {
  achievement: Achievement;
  state: AchievementState;
  /** 0..1 toward the rules. */
  progress: number;
  /** Hidden and not earned: name and description are not shown. */
  masked: boolean;
  /** When it was claimed (seconds), else null. */
  claimedStamp: number | null;
  reward: RewardView | null;
}

export interface GroupView {
  group: AchievementGroup;
  cards: AchievementCard[];
  claimed: number;
  total: number;
  points: number;
  ready: number;
}

export interface RewardNames {
  car(carID: number): { name: string; src: string } | undefined;
  /** Undefined for unknown loot; `unlockLevel` decides whether it is locked for this racer. */
  loot(lootID: number): { name: string; src: string; unlockLevel: number } | undefined;
}

/** SPEC §5: locked (above the racer's level) or unknown loot in a reward is not displayed. */
export function rewardView(
  reward: AchievementReward | null,
  user: Pick<User, 'level'>,
  names: RewardNames,
): RewardView | null {
  if (!reward) return null;
  if (reward.type === 'money') return { ...reward, name: '', src: null };
  if (reward.type === 'car') {
    const car = names.car(reward.value);
    return car ? { ...reward, name: car.name, src: car.src } : null;
  }
  if (reward.type === 'loot') {
    const piece = names.loot(reward.value);
    if (!piece || piece.unlockLevel > user.level) return null;
    return { ...reward, name: piece.name, src: piece.src };
  }
  return null;
}

export function achievementCard(
  user: User,
  achievement: Achievement,
  site: Pick<SiteConfig, 'nonSeasonalAchievementsActive'>,
  nowSeconds: number,
  names: RewardNames,
): AchievementCard {
  const status = achievementStatus(user, achievement.achievementID);
  const claimedStamp =
    status === 'achieved'
      ? (user.achievements.find(([id]) => id === achievement.achievementID)?.[1] ?? null)
      : null;
  const active = isActiveAt(achievement, site, nowSeconds);
  const earnedNow = active && rulesHold(user, achievement.rules);
  const state: AchievementState =
    status === 'achieved'
      ? 'claimed'
      : status === 'unclaimed' || earnedNow
        ? 'ready'
        : active
          ? 'locked'
          : 'inactive';
  return {
    achievement,
    state,
    progress: state === 'claimed' || state === 'ready' ? 1 : ruleProgress(user, achievement.rules),
    masked: achievement.hidden && state !== 'claimed' && state !== 'ready',
    claimedStamp,
    reward: rewardView(achievement.reward, user, names),
  };
}

/**
 * The groups in order with their cards. Extra tiers are not cards (they pay level by level).
 * What does not count here and now (another season's, or permanent ones on the math site) shows
 * only once claimed, as part of the player's record; a group with nothing to show is left out.
 */
export function achievementGroupsView(
  user: User,
  groups: readonly AchievementGroup[],
  achievements: readonly Achievement[],
  site: Pick<SiteConfig, 'nonSeasonalAchievementsActive'>,
  nowSeconds: number,
  names: RewardNames,
): GroupView[] {
  const views: GroupView[] = [];
  for (const group of [...groups].sort((a, b) => a.order - b.order)) {
    const cards = achievements
      .filter((a) => a.gid === group.id && !a.extraTier)
      .map((a) => achievementCard(user, a, site, nowSeconds, names))
      .filter((card) => card.state !== 'inactive');
    if (cards.length === 0) continue;
    views.push({
      group,
      cards,
      claimed: cards.filter((c) => c.state === 'claimed').length,
      total: cards.length,
      points: cards.reduce((sum, c) => sum + (c.state === 'claimed' ? c.achievement.points : 0), 0),
      ready: cards.filter((c) => c.state === 'ready').length,
    });
  }
  return views;
}
