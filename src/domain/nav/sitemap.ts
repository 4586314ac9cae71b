// Every page of the site, grouped for the site map (SPEC §2 /support/sitemap). Pages that take a
// parameter are listed through their index (teams through /team, racers through My Public Profile).
import type { SiteConfig } from '../site';
import { PATHS, publicProfilePath, raceLinkLabel } from './routes';

export interface SitemapSection {
  heading: string;
  links: { label: string; path: string }[];
}

export function sitemapSections(site: SiteConfig, username: string | null): SitemapSection[] {
  const account: { label: string; path: string }[] = [
    { label: 'Log In', path: PATHS.login },
    { label: 'My Settings', path: PATHS.profile },
    { label: 'My Stats', path: PATHS.stats },
  ];
  if (username) account.push({ label: 'My Public Profile', path: publicProfilePath(username) });

  return [
    {
      heading: 'Play',
      links: [
        { label: 'Home', path: PATHS.home },
        { label: raceLinkLabel(site), path: site.racePath },
        { label: 'Garage', path: PATHS.garage },
        { label: 'Sticker Customizer', path: PATHS.stickers },
        { label: 'Season', path: PATHS.season },
        { label: 'Events', path: PATHS.events },
        { label: 'Leagues', path: PATHS.leagues },
        { label: 'Achievements', path: PATHS.achievements },
        { label: 'Leaderboards', path: PATHS.leaderboards },
      ],
    },
    {
      heading: 'Shop',
      links: [
        { label: 'Shop', path: PATHS.shop },
        { label: 'Nitro Gold', path: PATHS.storeGold },
      ],
    },
    {
      heading: 'Community',
      links: [
        { label: 'Friends', path: PATHS.friends },
        { label: 'Team', path: PATHS.team },
        { label: 'Class', path: PATHS.classroom },
        { label: 'Teacher Portal', path: PATHS.teachers },
      ],
    },
    { heading: 'Account', links: account },
    {
      heading: 'News & Help',
      links: [
        { label: 'News', path: PATHS.news },
        { label: 'Updates', path: PATHS.updates },
        { label: 'Support', path: PATHS.support },
        { label: 'Report a Bug', path: PATHS.reportBug },
        { label: 'About Us', path: PATHS.about },
        { label: 'Contact', path: PATHS.contact },
        { label: 'Terms of Service', path: PATHS.tos },
        { label: 'Privacy Policy', path: PATHS.privacy },
      ],
    },
  ];
}
