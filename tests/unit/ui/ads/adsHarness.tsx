// Set-up for the ad slot tests: a session for a player, the server's answer to GET /ads (built from
// the domain's own units), a window width and a page path.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { AD_REFRESH_MS } from '../../../../src/domain/ads/adShowRules';
import { AD_UNITS } from '../../../../src/domain/ads/adUnits';
import { createManualClock } from '../../../../src/domain/clock';
import { FEATURE_FLAGS, type FeatureFlag } from '../../../../src/domain/featureFlags';
import { SITES } from '../../../../src/domain/site';
import { defaultUser, type User } from '../../../../src/domain/user';
import { createMemoryTokenStore } from '../../../../src/net/token';
import { useAdSetup } from '../../../../src/ui/ads/adSetupStore';
import { setClockSource } from '../../../../src/ui/clock';
import { SiteProvider } from '../../../../src/ui/site';
import { createSession, sessionUser, setAppSession } from '../../../../src/ui/stores/sessionStore';
import { fail, fakeFetch, ok } from '../../net/fakeFetch';

export const NOW_MS = Date.UTC(2026, 10, 20, 12, 0, 0);

export function player(over: Partial<User> = {}): User {
  return {
    ...defaultUser(),
    loggedIn: true,
    accountType: 'user',
    userID: 42,
    username: 'speedy_sam',
    displayName: 'Speedy Sam',
    avgSpeed: 50,
    racesPlayed: 10,
    ...over,
  };
}

export interface ServerAds {
  show?: boolean;
  allowedFlags?: FeatureFlag[];
  /** Hold the answer until release() (the slot before the setup arrives). */
  held?: boolean;
}

export function installAds(user: User, server: ServerAds = {}) {
  let release = () => undefined as void;
  const gate = server.held ? new Promise<void>((resolve) => (release = resolve)) : null;
  const show = server.show ?? true;
  const { fetch, calls } = fakeFetch(async (call) => {
    if (call.url.endsWith('/api/v2/ads')) {
      if (gate) await gate;
      return ok({
        show,
        adSet: show ? 'floor-price' : null,
        allowedFlags: server.allowedFlags ?? [...FEATURE_FLAGS],
        units: show ? AD_UNITS['floor-price'] : [],
        refreshMs: AD_REFRESH_MS,
      });
    }
    return fail(404, 'NOT_FOUND', 'Not found.');
  });
  const session = createSession({
    fetch,
    clock: createManualClock(NOW_MS),
    tokenStore: createMemoryTokenStore(null),
    storage: null,
    navigate: vi.fn(),
    alert: vi.fn(),
    document: null,
  });
  session.store.setState({ user: sessionUser(user), status: 'ready' });
  setAppSession(session);
  setClockSource(() => NOW_MS);
  useAdSetup.setState({ status: 'idle', setup: null, forKey: '' });
  return { calls: () => calls.filter((c) => c.url.endsWith('/api/v2/ads')), release };
}

export function setScreenWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  window.dispatchEvent(new Event('resize'));
}

export function renderAt(path: string, ui: ReactNode) {
  const location = memoryLocation({ path, record: true });
  return {
    location,
    ...render(
      <SiteProvider site={SITES.typing}>
        <Router hook={location.hook}>{ui}</Router>
      </SiteProvider>,
    ),
  };
}
