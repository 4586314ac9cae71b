// Connects the header to the session: who is logged in, the nav they may see and its badges.
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';

import { contentEndpoints } from '../../domain/contracts/contentEndpoints';
import { mainNavItems } from '../../domain/nav/mainNav';
import { seasonNavActive } from '../../domain/seasons/showRules';
import { hasFullAccess } from '../../domain/user';
import { api } from '../api';
import { ClassMessageModal } from '../classes/ClassMessageModal';
import { nowMs } from '../clock';
import { GoldSaleModal } from '../payments/GoldSaleModal';
import { SeasonAnnouncement } from '../seasons/SeasonAnnouncement';
import { seasonNowSeconds, useSeasonStore } from '../seasons/seasonStore';
import { SeasonTeaser } from '../seasons/SeasonTeaser';
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
  const season = useSeasonStore((state) => state.data?.season ?? null);
  const seasonOffset = useSeasonStore((state) => state.offsetMs);
  const loadSeason = useSeasonStore((state) => state.load);
  useEffect(() => {
    void loadSeason(user.loggedIn ? user.userID : 0);
  }, [loadSeason, user.loggedIn, user.userID]);
  // Judged with the server's time, so a wrong device clock does not end a season early.
  const nowSeconds = seasonNowSeconds(seasonOffset);
  const seasonActive = seasonNavActive(season, nowSeconds);

  const navItems = useMemo(
    () =>
      mainNavItems(user, site, {
        // SPEC §2: Season during an active season, Events otherwise.
        seasonActive,
        shopReleaseStamps: NO_SHOP_RELEASES,
        latestNewsStamp,
      }),
    [user, site, latestNewsStamp, seasonActive],
  );

  if (chromeless) return null;
  return (
    <>
      <Header user={user} pathname={pathname} navItems={navItems} onLogout={() => void logout()} />
      <SeasonTeaser season={season} user={user} pathname={pathname} nowSeconds={nowSeconds} />
      <SeasonAnnouncement season={season} user={user} pathname={pathname} nowSeconds={nowSeconds} />
      {/* After the season announcement: it waits while that (or any dialog) is open. */}
      <ClassMessageModal user={user} pathname={pathname} nowSeconds={nowSeconds} />
      <GoldSaleModal
        user={user}
        pathname={pathname}
        nowSeconds={nowSeconds}
        tzOffsetMinutes={-new Date(nowMs()).getTimezoneOffset()}
      />
    </>
  );
}
