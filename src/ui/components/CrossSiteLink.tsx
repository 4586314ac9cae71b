// A link to the sibling site that keeps the player logged in (SPEC §2 cross-site invites): a click
// asks this site for a one-minute handoff link and follows it (useCrossSiteNavigation); the other
// site lands the player at `redirect` with a session of its own.
import type { ReactNode } from 'react';

import type { SiteId } from '../../domain/site';
import { useCrossSiteNavigation } from './useCrossSiteNavigation';

interface CrossSiteLinkProps {
  app: SiteId;
  redirect: string;
  className?: string;
  children: ReactNode;
  /** Where the browser goes; window.location.assign by default (tests pass their own). */
  navigate?: (url: string) => void;
}

export function CrossSiteLink({
  app,
  redirect,
  className,
  children,
  navigate,
}: CrossSiteLinkProps) {
  const { go, busy, error } = useCrossSiteNavigation(app, navigate);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => void go(redirect)}
        aria-busy={busy || undefined}
        data-testid={`cross-site-${app}`}
      >
        {children}
      </button>
      {error && <span role="alert">{error}</span>}
    </>
  );
}
