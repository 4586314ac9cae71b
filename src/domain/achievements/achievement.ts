// The Achievement entity of SPEC §3 and its rules (SPEC §4 Achievements): each rule names a field
// of the User object, a comparison and a value; an achievement is earned when all its rules hold.
// Evaluation is a pure function of the User, so the client (to decide when to ask) and the server
// (to decide what to award) run the very same code.
import type { User } from '../user';

export const COMPARISONS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte'] as const;
export type Comparison = (typeof COMPARISONS)[number];

export type RuleValue = number | string | boolean;

/**
 * `field` is a path into the User: a top-level field (`racesPlayed`), a nested one
 * (`lessonStats.addition_1.played`), or a list's length (`loot.length`). A counter that does not
 * exist yet (a math board never played) reads as 0 when the rule's value is a number.
 */
export interface AchievementRule {
  field: string;
  comparison: Comparison;
  value: RuleValue;
}

export const ACHIEVEMENT_REWARD_TYPES = ['money', 'car', 'loot'] as const;
export type AchievementRewardType = (typeof ACHIEVEMENT_REWARD_TYPES)[number];

/** Money is an amount; a car its carID; loot its lootID. */
export interface AchievementReward {
  type: AchievementRewardType;
  value: number;
}

/** SPEC §3 Group: id, order, name, type; the slug names its page (/achievements/{slug}). */
export interface AchievementGroup {
  id: number;
  order: number;
  name: string;
  slug: string;
  type: 'standard' | 'season' | 'sponsorship';
  description: string;
}

export interface Achievement {
  achievementID: number;
  name: string;
  desc: string;
  /** The group's id. */
  gid: number;
  /** The season it belongs to (seasonal ones), else null. */
  seasonID: number | null;
  /** Shown with a "?" until earned. */
  hidden: boolean;
  /** Seasonal achievements count only from startStamp to endStamp (Unix seconds). */
  startStamp: number | null;
  endStamp: number | null;
  /** The season's infinity tier: claimed level by level through POST /achievements/extra. */
  extraTier: boolean;
  /** Rewarded at once when earned (instantClaimed) instead of waiting for a claim click. */
  instantClaim: boolean;
  points: number;
  rules: AchievementRule[];
  reward: AchievementReward | null;
  /** A season's paid reward: claimed by Nitro Gold members only (SPEC §6). */
  goldOnly?: boolean;
}

export const isSeasonal = (achievement: Pick<Achievement, 'seasonID'>) =>
  achievement.seasonID !== null;

/** Field paths split once: rules are evaluated after every action. */
const PATHS = new Map<string, string[]>();
const pathOf = (field: string): string[] => {
  let path = PATHS.get(field);
  if (!path) {
    path = field.split('.');
    PATHS.set(field, path);
  }
  return path;
};

/** The value of a rule's field on `user`; undefined when the path leads nowhere. */
export function readField(user: User, field: string): unknown {
  let value: unknown = user;
  for (const part of pathOf(field)) {
    if (value === null || value === undefined) return undefined;
    if (Array.isArray(value)) {
      if (part !== 'length') return undefined;
      value = value.length;
    } else if (typeof value === 'object') {
      value = Object.hasOwn(value, part) ? (value as Record<string, unknown>)[part] : undefined;
    } else {
      return undefined;
    }
  }
  return value;
}

/** Whether `actual <comparison> expected`. Ordering comparisons hold only between two numbers. */
export function compare(actual: unknown, comparison: Comparison, expected: RuleValue): boolean {
  const left = actual === undefined && typeof expected === 'number' ? 0 : actual;
  switch (comparison) {
    case 'eq':
      return left === expected;
    case 'ne':
      return left !== expected;
    default: {
      if (typeof left !== 'number' || typeof expected !== 'number') return false;
      if (comparison === 'gt') return left > expected;
      if (comparison === 'gte') return left >= expected;
      if (comparison === 'lt') return left < expected;
      return left <= expected;
    }
  }
}

export function ruleHolds(user: User, rule: AchievementRule): boolean {
  return compare(readField(user, rule.field), rule.comparison, rule.value);
}

/** SPEC §4: all rules must hold (an achievement without rules is never earned by evaluation). */
export function rulesHold(user: User, rules: readonly AchievementRule[]): boolean {
  if (rules.length === 0) return false;
  for (const rule of rules) if (!ruleHolds(user, rule)) return false;
  return true;
}

/**
 * How far `user` is toward an achievement, 0..1: the least-advanced numeric rule's share of its
 * target (rules that already hold count as 1). For progress bars only.
 */
export function ruleProgress(user: User, rules: readonly AchievementRule[]): number {
  if (rulesHold(user, rules)) return 1;
  let least = 1;
  for (const rule of rules) {
    if (ruleHolds(user, rule)) continue;
    const actual = readField(user, rule.field);
    const target = rule.value;
    const share =
      (rule.comparison === 'gte' || rule.comparison === 'gt') &&
      typeof target === 'number' &&
      target > 0
        ? Math.max(0, Math.min(0.99, (typeof actual === 'number' ? actual : 0) / target))
        : 0;
    least = Math.min(least, share);
  }
  return least;
}
