// What a racer's public profile shows of their achievements (SPEC §2 /racer/{username}): how
// many they have claimed, their points, and the latest few by name. Only claimed ones, so nothing
// hidden or unearned is revealed.
import type { User } from '../user';
import { achievementByID } from './catalogue';

export interface PublicAchievements {
  count: number;
  points: number;
  /** Newest first. */
  recent: { achievementID: number; name: string; claimedStamp: number }[];
}

export function publicAchievements(
  claimed: User['achievements'],
  recentCount = 5,
): PublicAchievements {
  const known = claimed.filter(([id]) => achievementByID(id) !== undefined);
  const recent = [...known]
    .sort((a, b) => b[1] - a[1] || b[0] - a[0])
    .slice(0, recentCount)
    .map(([id, stamp]) => ({
      achievementID: id,
      name: achievementByID(id)?.name ?? '',
      claimedStamp: stamp,
    }));
  return {
    count: known.length,
    points: known.reduce((sum, [, , points]) => sum + points, 0),
    recent,
  };
}
