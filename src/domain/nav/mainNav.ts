// The main navigation for racers with full access (SPEC §2). Which items show is a rule of the
// user and the season; the header only renders the list.
import type { SiteConfig } from '../site';
import type { User } from '../user';
import { hasFullAccess } from '../user';
import { achievementsBadge, newsBadge, shopBadge, teamBadge } from './badges';
import { PATHS } from './routes';

export type NavItemId =
  | 'garage'
  | 'season'
  | 'events'
  | 'shop'
  | 'friends'
  | 'leagues'
  | 'class'
  | 'team'
  | 'achievements'
  | 'news';

export interface NavItem {
  id: NavItemId;
  label: string;
  path: string;
  /** 0 means no badge. */
  badge: number;
}

/** The class-page setting a teacher can switch off (User.disabledClassSettings). */
export const CLASS_PAGE_SETTING = 'class_page';

export type NavUser = Pick<
  User,
  | 'loggedIn'
  | 'avgSpeed'
  | 'inClass'
  | 'sectionID'
  | 'pendingTeacherApproval'
  | 'disabledClassSettings'
  | 'lastLogin'
  | 'bundle'
  | 'visitedNews'
  | 'teamApplications'
  | 'newTeamMembers'
  | 'motdNotification'
  | 'achievementsUnclaimed'
>;

/**
 * Class-restricted parts show for racers in a class with a section or awaiting teacher approval,
 * unless the teacher disabled them (SPEC §5).
 */
export function classPageAllowed(
  user: Pick<NavUser, 'inClass' | 'sectionID' | 'pendingTeacherApproval' | 'disabledClassSettings'>,
): boolean {
  const inClass = (user.inClass && user.sectionID !== null) || user.pendingTeacherApproval;
  return inClass && !user.disabledClassSettings.includes(CLASS_PAGE_SETTING);
}

export interface NavContext {
  /** True while a season runs; no season means the Events item instead. */
  seasonActive: boolean;
  /** Shop release stamps (seconds) known to the client. */
  shopReleaseStamps: readonly number[];
  /** Stamp (seconds) of the newest news article, null when unknown. */
  latestNewsStamp: number | null;
}

export function mainNavItems(user: NavUser, site: SiteConfig, context: NavContext): NavItem[] {
  if (!hasFullAccess(user, site)) return [];
  const items: NavItem[] = [
    { id: 'garage', label: 'Garage', path: PATHS.garage, badge: 0 },
    context.seasonActive
      ? { id: 'season', label: 'Season', path: PATHS.season, badge: 0 }
      : { id: 'events', label: 'Events', path: PATHS.events, badge: 0 },
    {
      id: 'shop',
      label: 'Shop',
      path: PATHS.shop,
      badge: shopBadge(user, context.shopReleaseStamps),
    },
    { id: 'friends', label: 'Friends', path: PATHS.friends, badge: 0 },
    { id: 'leagues', label: 'Leagues', path: PATHS.leagues, badge: 0 },
  ];
  if (classPageAllowed(user)) {
    items.push({ id: 'class', label: 'Class', path: PATHS.classroom, badge: 0 });
  }
  items.push(
    { id: 'team', label: 'Team', path: PATHS.team, badge: teamBadge(user) },
    {
      id: 'achievements',
      label: 'Achievements',
      path: PATHS.achievements,
      badge: achievementsBadge(user),
    },
    {
      id: 'news',
      label: 'News',
      path: PATHS.news,
      badge: newsBadge(user, context.latestNewsStamp),
    },
  );
  return items;
}
