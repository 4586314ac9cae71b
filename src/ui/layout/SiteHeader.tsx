// Connects the header to the session: who is logged in, the nav they may see and its badges.
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';

import { contentEndpoints } from '../../domain/contracts/contentEndpoints';
import { mainNavItems } from '../../domain/nav/mainNav';
import { hasFullAccess } from '../../domain/user';
import { api } from '../api';
import { useSite } from '../site';
import { useChromeless } from '../stores/raceDisplay';
import { useSession } from '../stores/sessionStore';
import { Header } from './Header';

/** No shop releases are published yet; the shop badge then counts only a bundle on offer. */
const NO_SHOP_RELEASES: readonly number[] = [];

/** Stamp of the newest article, for the News badge; null until known or when it cannot load. */
function useLatestNewsStamp(enabled: boolean): number | null {
  const [stamp, setStamp] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    api
      .call(contentEndpoints.news, { query: { limit: 1 } }, { signal: controller.signal })
      .then(({ news }) => setStamp(news[0]?.createdStamp ?? null))
      // The badge is a hint; without it the nav still works.
      .catch(() => undefined);
    return () => controller.abort();
  }, [enabled]);
  return stamp;
}

export function SiteHeader() {
  const site = useSite();
  const [pathname] = useLocation();
  const user = useSession((state) => state.user);
  const logout = useSession((state) => state.logout);
  const fullAccess = hasFullAccess(user, site);
  const latestNewsStamp = useLatestNewsStamp(fullAccess);
  // The fullscreen race mode and the streamer overlay have the screen to themselves.
  const chromeless = useChromeless();

  const navItems = useMemo(
    () =>
      mainNavItems(user, site, {
        // Seasons do not exist yet, so the nav offers Events (SPEC §2).
        seasonActive: false,
        shopReleaseStamps: NO_SHOP_RELEASES,
        latestNewsStamp,
      }),
    [user, site, latestNewsStamp],
  );

  if (chromeless) return null;
  return (
    <Header user={user} pathname={pathname} navItems={navItems} onLogout={() => void logout()} />
  );
}
