// SPEC §4: on the math site only seasonal achievements are active; the typing site runs them all.
// The achievements feature asks this before counting progress, showing or awarding one.
import type { SiteConfig } from '../site';

export interface AchievementKind {
  /** Part of a season's content (counts on both sites) rather than the permanent list. */
  seasonal: boolean;
}

export function isAchievementActive(
  site: Pick<SiteConfig, 'nonSeasonalAchievementsActive'>,
  achievement: AchievementKind,
): boolean {
  return achievement.seasonal || site.nonSeasonalAchievementsActive;
}

/** The achievements of `all` that count on `site`, in their order. */
export function activeAchievements<T extends AchievementKind>(
  site: Pick<SiteConfig, 'nonSeasonalAchievementsActive'>,
  all: readonly T[],
): T[] {
  return all.filter((achievement) => isAchievementActive(site, achievement));
}
