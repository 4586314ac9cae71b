// Nav badge counts (SPEC §2 Badges). Pure: the caller supplies what it knows (shop releases, the
// latest news stamp); a badge of 0 is not shown.
import type { User } from '../user';

/** Shop: releases newer than the last login, plus 1 if a bundle is on offer. Stamps in seconds. */
export function shopBadge(
  user: Pick<User, 'lastLogin' | 'bundle'>,
  releaseStamps: readonly number[],
): number {
  const fresh = releaseStamps.filter((stamp) => stamp > user.lastLogin).length;
  return fresh + (user.bundle ? 1 : 0);
}

/** News: 1 when the racer has not visited news and logged in before the latest article. */
export function newsBadge(
  user: Pick<User, 'visitedNews' | 'lastLogin'>,
  latestNewsStamp: number | null,
): number {
  if (user.visitedNews || latestNewsStamp === null) return 0;
  return user.lastLogin < latestNewsStamp ? 1 : 0;
}

/** Team: applications + new members + 1 for an unread message of the day. */
export function teamBadge(
  user: Pick<User, 'teamApplications' | 'newTeamMembers' | 'motdNotification'>,
): number {
  const applications = Math.max(0, user.teamApplications);
  const newMembers = Math.max(0, user.newTeamMembers);
  return applications + newMembers + (user.motdNotification ? 1 : 0);
}

/** Achievements: earned and waiting to be claimed. */
export function achievementsBadge(user: Pick<User, 'achievementsUnclaimed'>): number {
  return user.achievementsUnclaimed.length;
}

/** What a badge reads: counts above 99 are capped so the pill stays small. */
export function badgeLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}
