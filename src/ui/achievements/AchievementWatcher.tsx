// Mounted once in the shell: runs the achievement checker for the page's session. The checker and
// the achievement catalogue load as a chunk of their own once a player is logged in, so a guest's
// first page (and the race route's bundle) does not carry them.
import { useEffect } from 'react';

import { systemClock } from '../../domain/systemClock';
import { useSite } from '../site';
import { getAppSession, useSession } from '../stores/sessionStore';

export function AchievementWatcher() {
  const site = useSite();
  const loggedIn = useSession((state) => state.user.loggedIn);
  useEffect(() => {
    if (!loggedIn) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('./achievementChecker').then(({ startAchievementChecker }) => {
      if (cancelled) return;
      const session = getAppSession();
      stop = startAchievementChecker({
        store: session.store,
        api: session.api,
        clock: systemClock,
        site,
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [site, loggedIn]);
  return null;
}
