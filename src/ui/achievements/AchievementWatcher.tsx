// Mounted once in the shell: runs the achievement checker for the page's session.
import { useEffect } from 'react';

import { systemClock } from '../../domain/systemClock';
import { useSite } from '../site';
import { getAppSession } from '../stores/sessionStore';
import { startAchievementChecker } from './achievementChecker';

export function AchievementWatcher() {
  const site = useSite();
  useEffect(() => {
    const session = getAppSession();
    return startAchievementChecker({
      store: session.store,
      api: session.api,
      clock: systemClock,
      site,
    });
  }, [site]);
  return null;
}
