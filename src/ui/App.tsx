// The application shell: header, routed page, footer and the overlays that can open anywhere.
// Until the session is known it shows a start-up screen; if it cannot be known, the bootstrap
// failure screen (SPEC §2).
import { useEffect } from 'react';
import { Router, useLocation } from 'wouter';

import { mathBetaFarewell } from '../domain/math/announcement';
import type { SiteConfig } from '../domain/site';
import { AchievementWatcher } from './achievements/AchievementWatcher';
import { VideoAdHost } from './ads/VideoAdModal';
import styles from './App.module.css';
import { AuthOverlays } from './auth/AuthOverlays';
import { BotVerification } from './auth/BotVerification';
import { nowMs } from './clock';
import { LogoMark } from './components/Logo';
import { Loading } from './components/Status';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { LogoutWarning } from './layout/LogoutWarning';
import { SiteFooter } from './layout/SiteFooter';
import { SiteHeader } from './layout/SiteHeader';
import { MathBetaInvite } from './math/MathBetaInvite';
import { MathFarewellNotice } from './math/MathFarewellNotice';
import { OverlayHost } from './notifications/OverlayHost';
import { BootFailure } from './pages/errors/BootFailure';
import { AppRoutes } from './routes';
import { useSite } from './site';
import { SiteProvider } from './site';
import { useSession } from './stores/sessionStore';

function StartingUp() {
  return (
    <div className={styles.starting}>
      <LogoMark className={styles.startingMark} />
      <Loading label="Warming up the engine…" />
    </div>
  );
}

/** A new page starts at the top unless the URL points at a section (#report-bug). */
function useScrollToTopOnNavigate() {
  const [pathname] = useLocation();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo?.(0, 0);
  }, [pathname]);
}

/** SPEC §2: the math beta's farewell notice, on the math site once the beta has ended. */
function MathBetaNotice() {
  const site = useSite();
  const [pathname] = useLocation();
  if (!mathBetaFarewell(site, nowMs() / 1000, pathname)) return null;
  return <MathFarewellNotice />;
}

export function Shell() {
  const [pathname] = useLocation();
  useScrollToTopOnNavigate();
  return (
    <>
      <SiteHeader />
      <MathBetaNotice />
      <MathBetaInvite />
      <main id="main" className={styles.main} tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <AppRoutes />
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <AuthOverlays />
      <BotVerification />
      <LogoutWarning />
      <AchievementWatcher />
      <OverlayHost />
      <VideoAdHost />
    </>
  );
}

export function App({ site }: { site: SiteConfig }) {
  const status = useSession((state) => state.status);
  const error = useSession((state) => state.error);
  return (
    <SiteProvider site={site}>
      <Router>
        {status === 'booting' && <StartingUp />}
        {status === 'error' && <BootFailure detail={error} />}
        {status === 'ready' && <Shell />}
      </Router>
    </SiteProvider>
  );
}
