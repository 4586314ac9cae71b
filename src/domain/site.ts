// One codebase serves two sites; everything that differs between them lives here, so a rule that
// depends on the site reads `site.requiresQualifying` rather than comparing ids all over the code.
export const SITE_IDS = ['typing', 'math'] as const;
export type SiteId = (typeof SITE_IDS)[number];

export interface SiteConfig {
  id: SiteId;
  productName: string;
  shortName: string;
  tagline: string;
  /** Label on the main race button. */
  raceButton: 'Race Now' | 'Play Now';
  /** Where the race button and the footer's Race/Play link go. */
  racePath: '/race' | '/play';
  /** Typing site: full access needs the qualifying race; math site: login is enough (SPEC §6). */
  requiresQualifying: boolean;
  /** Non-seasonal achievements are inactive on the math site (SPEC §4). */
  nonSeasonalAchievementsActive: boolean;
  /** The site's accent colours; the rest of the design system is shared. */
  /**
   * primary: the site's bright accent (text and marks on the dark page); primaryFill: the solid
   * face of buttons, selected tabs and chips, dark enough for white text at 4.5:1 (WCAG AA);
   * primaryFillKerb: the darker kerb under a button's face.
   */
  theme: {
    primary: string;
    primaryStrong: string;
    primaryFill: string;
    primaryFillKerb: string;
    accent: string;
  };
}

export const SITES: Record<SiteId, SiteConfig> = {
  typing: {
    id: 'typing',
    productName: 'Nitro Race',
    shortName: 'Nitro Race',
    tagline: 'Type fast. Drive faster.',
    raceButton: 'Race Now',
    racePath: '/race',
    requiresQualifying: true,
    nonSeasonalAchievementsActive: true,
    theme: {
      primary: '#1e90ff',
      primaryStrong: '#0b63c4',
      primaryFill: '#1368c8',
      primaryFillKerb: '#0a468c',
      accent: '#ffb400',
    },
  },
  math: {
    id: 'math',
    productName: 'Nitro Math Race',
    shortName: 'Nitro Math',
    tagline: 'Solve fast. Drive faster.',
    raceButton: 'Play Now',
    racePath: '/play',
    requiresQualifying: false,
    nonSeasonalAchievementsActive: false,
    theme: {
      primary: '#16b364',
      primaryStrong: '#0e8a4b',
      primaryFill: '#0c7a40',
      primaryFillKerb: '#07522a',
      accent: '#ff6b3d',
    },
  },
};

export function isSiteId(value: unknown): value is SiteId {
  return value === 'typing' || value === 'math';
}

export function siteConfig(id: SiteId): SiteConfig {
  return SITES[id];
}
