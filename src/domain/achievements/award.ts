// What earning and claiming achievements does to a User (SPEC §4): which achievements count where
// and when, which of them a player has earned, the check that moves earned ones to the unclaimed
// list (or rewards them at once when instant-claimed), and the claim that moves one from unclaimed
// to achieved and applies its reward. Pure: the server runs these on the locked, stored account.
import { produce } from 'immer';

import { buyCar } from '../garage/cars';
import type { SiteConfig } from '../site';
import type { LootType, User } from '../user';
import { type Achievement, type AchievementReward, isSeasonal, rulesHold } from './achievement';
import { isAchievementActive } from './activeOnSite';

type SiteRule = Pick<SiteConfig, 'nonSeasonalAchievementsActive'>;

const isGold = (user: Pick<User, 'membership'>) => user.membership === 'gold';

/** SPEC §4: seasonal ones only between their stamps; on the math site only seasonal ones. */
export function isActiveAt(achievement: Achievement, site: SiteRule, nowSeconds: number): boolean {
  const seasonal = isSeasonal(achievement);
  if (!isAchievementActive(site, { seasonal })) return false;
  if (!seasonal) return true;
  const start = achievement.startStamp ?? -Infinity;
  const end = achievement.endStamp ?? Infinity;
  return start <= nowSeconds && nowSeconds < end;
}

export type AchievementStatus = 'achieved' | 'unclaimed' | 'open';

export function achievementStatus(
  user: Pick<User, 'achievements' | 'achievementsUnclaimed'>,
  achievementID: number,
): AchievementStatus {
  if (user.achievements.some(([id]) => id === achievementID)) return 'achieved';
  return user.achievementsUnclaimed.includes(achievementID) ? 'unclaimed' : 'open';
}

/**
 * The active achievements `user` has earned but that are neither claimed nor waiting to be: what
 * the client asks the server to verify after an action. Extra tiers are claimed level by level
 * through the extra-level reward instead.
 */
export function newlyEarned(
  user: User,
  achievements: readonly Achievement[],
  site: SiteRule,
  nowSeconds: number,
): Achievement[] {
  const done = new Set<number>(user.achievementsUnclaimed);
  for (const [id] of user.achievements) done.add(id);
  const earned: Achievement[] = [];
  for (const achievement of achievements) {
    if (achievement.extraTier || done.has(achievement.achievementID)) continue;
    // A paid season reward waits, earned but locked, until the player has Nitro Gold.
    if (achievement.goldOnly && !isGold(user)) continue;
    if (!isActiveAt(achievement, site, nowSeconds)) continue;
    if (rulesHold(user, achievement.rules)) earned.push(achievement);
  }
  return earned;
}

/** What the reward step needs to know of the catalogue. */
export interface RewardCatalogue {
  hasCar(carID: number): boolean;
  lootType(lootID: number): LootType | undefined;
}

/**
 * Applies an achievement's reward. Money adds; a car arrives unpainted in the first free garage
 * slot (one already owned adds nothing); loot is added unequipped (a piece already owned adds
 * nothing). A reward naming no known item changes nothing and is reported through `skip`.
 */
export function grantAchievementReward(
  user: User,
  reward: AchievementReward | null,
  nowSeconds: number,
  catalogue: RewardCatalogue,
  skip: (message: string) => void = () => {},
): User {
  if (!reward) return user;
  if (reward.type === 'money') {
    return produce(user, (draft) => {
      draft.money += Math.max(0, Math.floor(reward.value));
    });
  }
  if (reward.type === 'car') {
    if (!catalogue.hasCar(reward.value)) {
      skip(`achievement reward names unknown car ${reward.value}`);
      return user;
    }
    return buyCar(user, reward.value, 0, nowSeconds);
  }
  if (reward.type === 'loot') {
    const type = catalogue.lootType(reward.value);
    if (!type) {
      skip(`achievement reward names unknown loot ${reward.value}`);
      return user;
    }
    if (user.loot.some((piece) => piece.lootID === reward.value)) return user;
    return produce(user, (draft) => {
      draft.loot.push({ lootID: reward.value, type, equipped: 0, createdStamp: nowSeconds });
    });
  }
  skip(`unknown achievement reward type ${String((reward as { type: unknown }).type)}`);
  return user;
}

export interface CheckOutcome {
  user: User;
  /** Earned by this check, waiting for a claim. */
  unclaimed: number[];
  /** Earned by this check, whether waiting or instant-claimed. */
  achieved: number[];
  /** Earned by this check and rewarded at once. */
  instantClaimed: number[];
  /** The achievements earned by this check (for notifications). */
  earned: Achievement[];
}

/**
 * POST /achievements/check: of the ids asked about, those active, not yet earned and whose rules
 * hold on `user` are earned now; ids that are unknown, inactive, already earned or not earned are
 * ignored. The ids only say what to look at: the rules decide.
 */
export function checkAchievements(
  user: User,
  ids: readonly number[],
  lookup: (id: number) => Achievement | undefined,
  site: SiteRule,
  nowSeconds: number,
  catalogue: RewardCatalogue,
  skip?: (message: string) => void,
): CheckOutcome {
  const asked = [...new Set(ids)].map(lookup).filter((a): a is Achievement => a !== undefined);
  const earned = newlyEarned(user, asked, site, nowSeconds);
  let next = user;
  const unclaimed: number[] = [];
  const instantClaimed: number[] = [];
  for (const achievement of earned) {
    const id = achievement.achievementID;
    if (achievement.instantClaim) {
      next = grantAchievementReward(next, achievement.reward, nowSeconds, catalogue, skip);
      next = produce(next, (draft) => {
        draft.achievements.push([id, nowSeconds, achievement.points]);
      });
      instantClaimed.push(id);
    } else {
      next = produce(next, (draft) => {
        draft.achievementsUnclaimed.push(id);
      });
      unclaimed.push(id);
    }
  }
  return {
    user: next,
    unclaimed,
    achieved: earned.map((a) => a.achievementID),
    instantClaimed,
    earned,
  };
}

export type ClaimRejection =
  'unknown' | 'already-claimed' | 'not-earned' | 'inactive' | 'extra-tier' | 'locked';

export type ClaimOutcome =
  | { ok: true; user: User; achievement: Achievement; newlyEarned: boolean }
  | { ok: false; reason: ClaimRejection };

/**
 * GET /achievements/claim/{id}: an unclaimed achievement moves to achieved with its stamp and
 * points and pays its reward. One not yet checked is earned and claimed at once when it is active
 * and its rules hold on `user` now. A second claim is refused.
 */
export function claimAchievement(
  user: User,
  achievement: Achievement | undefined,
  site: SiteRule,
  nowSeconds: number,
  catalogue: RewardCatalogue,
  skip?: (message: string) => void,
): ClaimOutcome {
  if (!achievement) return { ok: false, reason: 'unknown' };
  if (achievement.extraTier) return { ok: false, reason: 'extra-tier' };
  const id = achievement.achievementID;
  const status = achievementStatus(user, id);
  if (status === 'achieved') return { ok: false, reason: 'already-claimed' };
  if (achievement.goldOnly && !isGold(user)) return { ok: false, reason: 'locked' };
  if (status === 'open') {
    if (!isActiveAt(achievement, site, nowSeconds)) return { ok: false, reason: 'inactive' };
    if (!rulesHold(user, achievement.rules)) return { ok: false, reason: 'not-earned' };
  }
  const rewarded = grantAchievementReward(user, achievement.reward, nowSeconds, catalogue, skip);
  const next = produce(rewarded, (draft) => {
    draft.achievementsUnclaimed = draft.achievementsUnclaimed.filter((other) => other !== id);
    draft.achievements.push([id, nowSeconds, achievement.points]);
  });
  return { ok: true, user: next, achievement, newlyEarned: status === 'open' };
}

/** Total points of the achievements a player has claimed. */
export function achievementPoints(user: Pick<User, 'achievements'>): number {
  return user.achievements.reduce((sum, [, , points]) => sum + points, 0);
}
