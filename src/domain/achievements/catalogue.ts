// The authored achievements (SPEC §3 Achievement, Group): data, not code. Ids are stable (the
// group's id times 100 plus a running number) because players' records keep them; add new ones
// at the end of a group, never renumber. Rewards name real catalogue items
// (src/server/seed/data/cars.json and loot.json); tests/unit/domain/achievements/catalogue.test.ts
// holds every id, slug and reward against them.
import type { Achievement, AchievementGroup } from './achievement';
import { garage, levels, lootGroup, mathLessons, nitros, playTime } from './collectionAchievements';
import { ACHIEVEMENT_GROUPS } from './groups';
import { accuracy, podium, races, speed, streaks } from './raceAchievements';
import { extraTiers, seasonal } from './seasonAchievements';
import { secrets } from './secretAchievements';

export { ACHIEVEMENT_GROUPS };

export const ACHIEVEMENTS: readonly Achievement[] = [
  ...races,
  ...speed,
  ...accuracy,
  ...podium,
  ...streaks,
  ...garage,
  ...lootGroup,
  ...nitros,
  ...playTime,
  ...mathLessons,
  ...levels,
  ...seasonal,
  ...extraTiers,
  ...secrets,
];

const BY_ID = new Map(ACHIEVEMENTS.map((achievement) => [achievement.achievementID, achievement]));

export function achievementByID(id: number): Achievement | undefined {
  return BY_ID.get(id);
}

export function groupBySlug(slug: string): AchievementGroup | undefined {
  return ACHIEVEMENT_GROUPS.find((g) => g.slug === slug);
}
