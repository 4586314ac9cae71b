import { useMemo } from 'react';

import { footerColumns } from '../../domain/nav/footerLinks';
import { SITES } from '../../domain/site';
import { currentYear } from '../clock';
import { CrossSiteLink } from '../components/CrossSiteLink';
import { useSite } from '../site';
import { useChromeless } from '../stores/raceDisplay';
import { useSession } from '../stores/sessionStore';
import { Footer } from './Footer';
import styles from './Footer.module.css';

export function SiteFooter() {
  const site = useSite();
  const user = useSession((state) => state.user);
  const columns = useMemo(() => footerColumns(user, site), [user, site]);
  // No footer under the fullscreen race mode or the streamer overlay.
  if (useChromeless()) return null;
  const other = site.id === 'math' ? SITES.typing : SITES.math;
  const crossSite = user.loggedIn ? (
    <CrossSiteLink app={other.id} redirect={other.racePath} className={styles.crossSite}>
      Play {other.productName} →
    </CrossSiteLink>
  ) : null;
  return <Footer columns={columns} year={currentYear()} crossSite={crossSite} />;
}
