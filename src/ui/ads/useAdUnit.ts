// Which unit a placement shows right now: the domain's rules (src/domain/ads) fed with the window's
// width, the path, the player and the server's ad setup. Until the setup arrives the slot reserves
// the unit the rules predict (units differ between sets in their network names only), so the page
// does not shift when it comes; a setup that says no ads removes the box.
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';

import { adsShown, adUnitForScreen } from '../../domain/ads/adShowRules';
import { AD_UNITS, type AdSlot, type AdUnit } from '../../domain/ads/adUnits';
import { FEATURE_FLAGS } from '../../domain/featureFlags';
import { isGold } from '../../domain/payments/goldRules';
import { nowMs } from '../clock';
import { useSession } from '../stores/sessionStore';
import { useAdSetup } from './adSetupStore';

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's width in CSS px, kept current (the SPEC's "screen width"). */
export function useScreenWidth(): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => 0,
  );
}

export function useAdUnit(slots: readonly AdSlot[]): AdUnit | null {
  const user = useSession((state) => state.user);
  const offset = useSession((state) => state.serverTimeOffset);
  const [pathname] = useLocation();
  const width = useScreenWidth();
  const { status, setup, load } = useAdSetup();
  const gold = isGold(user, Math.floor((nowMs() + offset) / 1000));
  const key = `${user.loggedIn ? user.userID : 0}:${gold ? 'gold' : 'basic'}`;
  useEffect(() => {
    void load(key);
  }, [key, load]);

  if (!adsShown({ adsEnabled: true, gold }, pathname) || status === 'failed') return null;
  if (status === 'ready' && setup && !setup.show) return null;
  const ready = status === 'ready' && setup;
  return adUnitForScreen(ready ? setup.units : AD_UNITS['floor-price'], slots, width, {
    racesPlayed: user.racesPlayed,
    allowedFlags: ready ? setup.allowedFlags : FEATURE_FLAGS,
  });
}
