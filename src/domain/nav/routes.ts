// Where things live (SPEC §2). Paths are data so the header, nav, footer and site map agree and a
// renamed route changes in one place.
import type { SiteConfig } from '../site';

export const PATHS = {
  home: '/',
  garage: '/garage',
  login: '/login',
  profile: '/profile',
  stats: '/stats',
  /** Not a SPEC §2 route: the SPEC names the call (GET /leaderboards), not a page for it. */
  leaderboards: '/leaderboards',
  support: '/support',
  reportBug: '/support#report-bug',
  sitemap: '/support/sitemap',
  tos: '/support/tos',
  privacy: '/support/privacy',
  teachers: '/teachers',
  season: '/season',
  events: '/events',
  shop: '/shop',
  friends: '/friends',
  leagues: '/leagues',
  classroom: '/class',
  team: '/team',
  achievements: '/achievements',
  news: '/news',
  updates: '/updates',
  about: '/about',
  contact: '/contact',
  storeGold: '/store/gold',
  stickers: '/garage/customizer/stickers',
} as const;

export function publicProfilePath(username: string): string {
  return `/racer/${encodeURIComponent(username)}`;
}

/** A saved race's results, where each entry of the race log leads. */
export function savedRacePath(raceID: number): string {
  return `/stats/race/${raceID}`;
}

/** Both /race and /play (and friend races below them) are race tabs, whichever site we are on. */
export function isRaceTab(pathname: string): boolean {
  return /^\/(race|play)(\/[^/]+)?\/?$/.test(pathname);
}

/** The logo leads visitors home and logged-in racers to their garage (SPEC §2). */
export function logoTarget(loggedIn: boolean): string {
  return loggedIn ? PATHS.garage : PATHS.home;
}

/** Race on the typing site, Play on the math site. */
export function raceLinkLabel(site: Pick<SiteConfig, 'racePath'>): 'Race' | 'Play' {
  return site.racePath === '/race' ? 'Race' : 'Play';
}

export interface HeaderActions {
  teacherPortal: boolean;
  returnToGarage: boolean;
  accountMenu: boolean;
  logIn: boolean;
}

/** Which header buttons show for this visitor on this path (SPEC §2 Header). */
export function headerActions(loggedIn: boolean, pathname: string): HeaderActions {
  const raceTab = isRaceTab(pathname);
  return {
    teacherPortal: !loggedIn && !raceTab,
    returnToGarage: loggedIn && raceTab,
    accountMenu: loggedIn,
    logIn: !loggedIn,
  };
}
