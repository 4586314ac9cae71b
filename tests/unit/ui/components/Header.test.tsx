// GIVEN a visitor or a logged-in racer WHEN the header renders THEN it shows the right buttons.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import type { NavItem } from '../../../../src/domain/nav/mainNav';
import { mainNavItems } from '../../../../src/domain/nav/mainNav';
import { SITES } from '../../../../src/domain/site';
import { defaultUser } from '../../../../src/domain/user';
import type { HeaderProps } from '../../../../src/ui/layout/Header';
import { Header } from '../../../../src/ui/layout/Header';
import { SiteProvider } from '../../../../src/ui/site';

afterEach(cleanup);

const racer = {
  ...defaultUser(),
  loggedIn: true,
  username: 'speedy_sam',
  displayName: 'Speedy Sam',
  avgSpeed: 48,
  teamApplications: 2,
};

function renderHeader(props: Partial<HeaderProps> & Pick<HeaderProps, 'user'>, path = '/') {
  const { hook } = memoryLocation({ path });
  return render(
    <SiteProvider site={SITES.typing}>
      <Router hook={hook}>
        <Header pathname={path} navItems={[]} onLogout={() => undefined} {...props} />
      </Router>
    </SiteProvider>,
  );
}

describe('Header for a visitor', () => {
  it('offers Log In and the Teacher Portal in a new tab, with the logo going home', () => {
    renderHeader({ user: defaultUser() });
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    const teacher = screen.getByRole('link', { name: /Teacher Portal/ });
    expect(teacher.getAttribute('href')).toBe('/teachers');
    expect(teacher.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Nitro Race' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: /Guest Racer/ })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('hides the Teacher Portal on race tabs', () => {
    renderHeader({ user: defaultUser() }, '/race');
    expect(screen.queryByRole('link', { name: /Teacher Portal/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log In' })).toBeTruthy();
  });
});

describe('Header for a logged-in racer', () => {
  const navItems: NavItem[] = mainNavItems(racer, SITES.typing, {
    seasonActive: false,
    shopReleaseStamps: [],
    latestNewsStamp: null,
  });

  it('shows the account menu with the display name, the nav and a logo to the garage', () => {
    renderHeader({ user: racer, navItems }, '/garage');
    expect(screen.getByRole('button', { name: /Speedy Sam/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Teacher Portal/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Nitro Race' }).getAttribute('href')).toBe('/garage');

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Garage',
      'Events',
      'Shop',
      'Friends',
      'Leagues',
      'Team2 new',
      'Achievements',
      'News',
    ]);
    expect(within(nav).getByRole('link', { name: 'Garage' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('falls back to the username and renders names as text, never HTML', () => {
    const sneaky = { ...racer, displayName: '<img src=x onerror=alert(1)>' };
    const { container } = renderHeader({ user: sneaky });
    expect(screen.getByRole('button', { name: /<img src=x/ })).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();

    cleanup();
    renderHeader({ user: { ...racer, displayName: '  ' } });
    expect(screen.getByRole('button', { name: /speedy_sam/ })).toBeTruthy();
  });

  it('shows Return to Garage on race tabs', () => {
    renderHeader({ user: racer, navItems }, '/play');
    expect(screen.getByRole('link', { name: 'Return to Garage' }).getAttribute('href')).toBe(
      '/garage',
    );
  });

  it('folds the nav behind a Menu button that toggles it', () => {
    const onLogout = vi.fn();
    renderHeader({ user: racer, navItems, onLogout }, '/garage');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    menu.click();
    return Promise.resolve().then(() => {
      expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      expect(menu.getAttribute('aria-controls')).toBe(
        screen.getByRole('navigation', { name: 'Main' }).id,
      );
    });
  });
});
