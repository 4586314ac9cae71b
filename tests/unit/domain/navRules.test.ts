import { describe, expect, it } from 'vitest';

import { footerColumns } from '../../../src/domain/nav/footerLinks';
import type { NavContext } from '../../../src/domain/nav/mainNav';
import { classPageAllowed, mainNavItems } from '../../../src/domain/nav/mainNav';
import { headerActions, isRaceTab, logoTarget } from '../../../src/domain/nav/routes';
import { sitemapSections } from '../../../src/domain/nav/sitemap';
import { SITES } from '../../../src/domain/site';
import type { User } from '../../../src/domain/user';
import { defaultUser } from '../../../src/domain/user';

const noSeason: NavContext = { seasonActive: false, shopReleaseStamps: [], latestNewsStamp: null };

function racer(overrides: Partial<User> = {}): User {
  return { ...defaultUser(), loggedIn: true, username: 'speedy', avgSpeed: 42, ...overrides };
}

describe('header rules', () => {
  it('treats /race, /play and friend races as race tabs', () => {
    expect(isRaceTab('/race')).toBe(true);
    expect(isRaceTab('/play/best_friend')).toBe(true);
    expect(isRaceTab('/racer/speedy')).toBe(false);
    expect(isRaceTab('/garage')).toBe(false);
  });

  it('shows Teacher Portal and Log In to visitors off race tabs', () => {
    expect(headerActions(false, '/')).toEqual({
      teacherPortal: true,
      returnToGarage: false,
      accountMenu: false,
      logIn: true,
    });
    expect(headerActions(false, '/race').teacherPortal).toBe(false);
  });

  it('shows Return to Garage only to logged-in racers on race tabs', () => {
    expect(headerActions(true, '/play').returnToGarage).toBe(true);
    expect(headerActions(true, '/news').returnToGarage).toBe(false);
    expect(headerActions(true, '/news').accountMenu).toBe(true);
  });

  it('points the logo home for visitors and to the garage when logged in', () => {
    expect(logoTarget(false)).toBe('/');
    expect(logoTarget(true)).toBe('/garage');
  });
});

describe('mainNavItems', () => {
  it('is empty without full access', () => {
    expect(mainNavItems(defaultUser(), SITES.typing, noSeason)).toEqual([]);
    // Typing site: logged in but no qualifying race yet.
    expect(mainNavItems(racer({ avgSpeed: 0 }), SITES.typing, noSeason)).toEqual([]);
  });

  it('needs only a login on the math site', () => {
    expect(mainNavItems(racer({ avgSpeed: 0 }), SITES.math, noSeason)).not.toEqual([]);
  });

  it('shows Events with no season and Season during one', () => {
    const labels = mainNavItems(racer(), SITES.typing, noSeason).map((item) => item.label);
    expect(labels).toEqual([
      'Garage',
      'Events',
      'Shop',
      'Friends',
      'Leagues',
      'Team',
      'Achievements',
      'News',
    ]);
    const during = mainNavItems(racer(), SITES.typing, { ...noSeason, seasonActive: true });
    expect(during[1]).toMatchObject({ id: 'season', path: '/season' });
  });

  it('adds Class only in a class that allows the class page', () => {
    const student = racer({ inClass: true, sectionID: 9 });
    expect(mainNavItems(student, SITES.typing, noSeason).map((i) => i.id)).toContain('class');
    const disabled = { ...student, disabledClassSettings: ['class_page'] };
    expect(mainNavItems(disabled, SITES.typing, noSeason).map((i) => i.id)).not.toContain('class');
  });

  it('carries shop, team and news badges', () => {
    const user = racer({
      lastLogin: 100,
      bundle: { bundleID: 1 },
      teamApplications: 1,
      motdNotification: true,
    });
    const items = mainNavItems(user, SITES.typing, {
      seasonActive: false,
      shopReleaseStamps: [150, 160],
      latestNewsStamp: 120,
    });
    const badge = (id: string) => items.find((item) => item.id === id)?.badge;
    expect(badge('shop')).toBe(3);
    expect(badge('team')).toBe(2);
    expect(badge('news')).toBe(1);
    expect(badge('garage')).toBe(0);
  });
});

describe('classPageAllowed', () => {
  it('allows a pending teacher approval without a section', () => {
    expect(
      classPageAllowed({
        inClass: false,
        sectionID: null,
        pendingTeacherApproval: true,
        disabledClassSettings: [],
      }),
    ).toBe(true);
  });

  it('refuses a class flag without a section', () => {
    expect(
      classPageAllowed({
        inClass: true,
        sectionID: null,
        pendingTeacherApproval: false,
        disabledClassSettings: [],
      }),
    ).toBe(false);
  });
});

describe('footerColumns', () => {
  const labels = (columns: ReturnType<typeof footerColumns>) =>
    columns.flatMap((column) => column.links.map((link) => link.label));

  it('shows the reduced set to visitors, with Play on the math site', () => {
    expect(labels(footerColumns(defaultUser(), SITES.typing))).toEqual([
      'Race',
      'Updates',
      'News',
      'Support',
      'About Us',
      'Contact',
    ]);
    expect(labels(footerColumns(defaultUser(), SITES.math))[0]).toBe('Play');
  });

  it('shows all sixteen links in three columns with full access', () => {
    const columns = footerColumns(racer(), SITES.typing);
    expect(columns).toHaveLength(3);
    expect(labels(columns)).toHaveLength(16);
    expect(labels(columns)).toContain('Site Map');
    expect(labels(columns)).toContain('Season Rewards');
  });
});

describe('sitemapSections', () => {
  it('lists the public profile only for a known username', () => {
    const paths = (name: string | null) =>
      sitemapSections(SITES.typing, name).flatMap((s) => s.links.map((l) => l.path));
    expect(paths('speedy')).toContain('/racer/speedy');
    expect(paths(null).some((p) => p.startsWith('/racer/'))).toBe(false);
    expect(paths(null)).toContain('/support/privacy');
  });
});
