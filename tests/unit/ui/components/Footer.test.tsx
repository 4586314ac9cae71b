import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { footerColumns } from '../../../../src/domain/nav/footerLinks';
import type { SiteConfig } from '../../../../src/domain/site';
import { SITES } from '../../../../src/domain/site';
import type { User } from '../../../../src/domain/user';
import { defaultUser } from '../../../../src/domain/user';
import { Footer } from '../../../../src/ui/layout/Footer';
import { SiteProvider } from '../../../../src/ui/site';

afterEach(cleanup);

function renderFooter(user: User, site: SiteConfig = SITES.typing) {
  const { hook } = memoryLocation({ path: '/' });
  render(
    <SiteProvider site={site}>
      <Router hook={hook}>
        <Footer columns={footerColumns(user, site)} year={2031} />
      </Router>
    </SiteProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Footer' }));
}

describe('Footer', () => {
  it('shows visitors only Race, Updates, News, Support, About Us and Contact', () => {
    const nav = renderFooter(defaultUser());
    const links = nav
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Race', '/race'],
      ['Updates', '/updates'],
      ['News', '/news'],
      ['Support', '/support'],
      ['About Us', '/about'],
      ['Contact', '/contact'],
    ]);
    expect(nav.getAllByRole('heading')).toHaveLength(3);
  });

  it('labels the race link Play on the math site', () => {
    const nav = renderFooter(defaultUser(), SITES.math);
    expect(nav.getByRole('link', { name: 'Play' }).getAttribute('href')).toBe('/play');
    expect(nav.queryByRole('link', { name: 'Race' })).toBeNull();
  });

  it('keeps the reduced set for a typing racer who has not qualified', () => {
    const nav = renderFooter({ ...defaultUser(), loggedIn: true, avgSpeed: 0 });
    expect(nav.queryByRole('link', { name: 'Garage' })).toBeNull();
    expect(nav.getAllByRole('link')).toHaveLength(6);
  });

  it('shows every column link to racers with full access', () => {
    const nav = renderFooter({ ...defaultUser(), loggedIn: true, avgSpeed: 40 });
    expect(nav.getAllByRole('link')).toHaveLength(16);
    expect(nav.getByRole('link', { name: 'Site Map' }).getAttribute('href')).toBe(
      '/support/sitemap',
    );
    expect(nav.getByRole('link', { name: 'Season Rewards' }).getAttribute('href')).toBe('/season');
  });

  it('carries the legal line: terms, privacy, the year, the company and its address', () => {
    renderFooter(defaultUser());
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByRole('link', { name: 'Terms of Service' }).getAttribute('href'),
    ).toBe('/support/tos');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/support/privacy',
    );
    expect(footer.textContent).toContain('© 2031 Nitro Race Games, Inc.');
    expect(footer.querySelector('address')?.textContent).toMatch(/Portland, OR/);
  });
});
