// The shorthand the authored achievement files share: reward and rule builders, and group(),
// which numbers a group's achievements so ids never depend on where a file is imported.
import type { Achievement, AchievementReward, AchievementRule } from './achievement';
import type { SEASONS } from './seasons';

export const money = (value: number): AchievementReward => ({ type: 'money', value });
export const car = (value: number): AchievementReward => ({ type: 'car', value });
export const loot = (value: number): AchievementReward => ({ type: 'loot', value });
export const gte = (field: string, value: number): AchievementRule => ({
  field,
  comparison: 'gte',
  value,
});

export interface Draft {
  name: string;
  desc: string;
  rules: AchievementRule[];
  points: number;
  reward?: AchievementReward;
  hidden?: boolean;
  instantClaim?: boolean;
}

/** A group's achievements, numbered gid*100 + 1, 2, ... in the order given. */
export function group(
  gid: number,
  drafts: Draft[],
  season: (typeof SEASONS)[number] | null = null,
): Achievement[] {
  return drafts.map((draft, index) => ({
    achievementID: gid * 100 + index + 1,
    name: draft.name,
    desc: draft.desc,
    gid,
    seasonID: season?.seasonID ?? null,
    hidden: draft.hidden ?? false,
    startStamp: season?.startStamp ?? null,
    endStamp: season?.endStamp ?? null,
    extraTier: false,
    instantClaim: draft.instantClaim ?? false,
    points: draft.points,
    rules: draft.rules,
    reward: draft.reward ?? null,
  }));
}

export const count = (n: number) => n.toLocaleString('en-US');
