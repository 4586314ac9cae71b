// The site this page belongs to (typing or math), read once from <html data-site> at boot and
// shared through context so components never look at the document themselves.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

import type { SiteConfig, SiteId } from '../domain/site';
import { isSiteId, siteConfig } from '../domain/site';

const SiteContext = createContext<SiteConfig | null>(null);

export function SiteProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteConfig {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite needs a <SiteProvider> above it.');
  return site;
}

/** The server writes data-site per port; a missing or unknown value falls back to the typing site. */
export function readSiteId(root: HTMLElement): SiteId {
  const id = root.dataset.site;
  return isSiteId(id) ? id : 'typing';
}

export function readSite(root: HTMLElement): SiteConfig {
  return siteConfig(readSiteId(root));
}

/** Puts the site's accent colours into the design system's variables. */
export function applyTheme(root: HTMLElement, site: SiteConfig): void {
  root.style.setProperty('--color-primary', site.theme.primary);
  root.style.setProperty('--color-primary-strong', site.theme.primaryStrong);
  root.style.setProperty('--color-primary-fill', site.theme.primaryFill);
  root.style.setProperty('--color-primary-fill-kerb', site.theme.primaryFillKerb);
  root.style.setProperty('--color-accent', site.theme.accent);
  root.dataset.site = site.id;
}
