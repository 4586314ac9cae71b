// The shop's nav badge (SPEC §2) in the argument order the shop code has at hand; the rule itself
// lives once, in nav/badges.ts.
import { shopBadge } from '../nav/badges';

/** Releases (stamps in seconds) newer than the last login, plus 1 if a bundle is on offer. */
export function shopBadgeCount(
  releaseStamps: readonly number[],
  lastLogin: number,
  hasBundle: boolean,
): number {
  return shopBadge({ lastLogin, bundle: hasBundle ? {} : null }, releaseStamps);
}
