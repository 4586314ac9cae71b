// Footer link columns (SPEC §2 Footer). Racers without full access see a reduced set.
import type { SiteConfig } from '../site';
import type { User } from '../user';
import { hasFullAccess } from '../user';
import { PATHS, raceLinkLabel } from './routes';

export interface FooterLink {
  label: string;
  path: string;
}

export interface FooterColumn {
  heading: string;
  links: FooterLink[];
}

export function footerColumns(
  user: Pick<User, 'loggedIn' | 'avgSpeed'>,
  site: SiteConfig,
): FooterColumn[] {
  const race: FooterLink = { label: raceLinkLabel(site), path: site.racePath };
  const updates: FooterLink = { label: 'Updates', path: PATHS.updates };
  const news: FooterLink = { label: 'News', path: PATHS.news };
  const support: FooterLink = { label: 'Support', path: PATHS.support };
  const about: FooterLink = { label: 'About Us', path: PATHS.about };
  const contact: FooterLink = { label: 'Contact', path: PATHS.contact };

  if (!hasFullAccess(user, site)) {
    return [
      { heading: 'Play', links: [race] },
      { heading: 'What’s New', links: [updates, news] },
      { heading: 'Help', links: [support, about, contact] },
    ];
  }
  return [
    {
      heading: 'Play',
      links: [
        race,
        { label: 'Garage', path: PATHS.garage },
        { label: 'Stats', path: PATHS.stats },
        { label: 'Shop', path: PATHS.shop },
        { label: 'Leagues', path: PATHS.leagues },
        { label: 'Season Rewards', path: PATHS.season },
      ],
    },
    {
      heading: 'Community',
      links: [
        { label: 'Friends', path: PATHS.friends },
        { label: 'Teams', path: PATHS.team },
        { label: 'Achievements', path: PATHS.achievements },
        updates,
        news,
      ],
    },
    {
      heading: 'Help',
      links: [
        { label: 'Account', path: PATHS.profile },
        support,
        about,
        contact,
        { label: 'Site Map', path: PATHS.sitemap },
      ],
    },
  ];
}
