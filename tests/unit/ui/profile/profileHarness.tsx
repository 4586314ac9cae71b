// Mounts /profile on a real session whose fetch is a fake server (shop/shopHarness.tsx's way), with
// the settings GET /settings answers and builders for what the change calls answer.
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import type { AccountSettings } from '../../../../src/domain/contracts/settingsResponses';
import { SITES } from '../../../../src/domain/site';
import { defaultUser, type User } from '../../../../src/domain/user';
import { ProfilePage } from '../../../../src/ui/pages/profile/ProfilePage';
import { SiteProvider } from '../../../../src/ui/site';
import { createSession, setAppSession, type Session } from '../../../../src/ui/stores/sessionStore';
import { fakeFetch, type Handler, type RecordedCall } from '../../net/fakeFetch';

export { deferred, routes } from '../shop/shopHarness';

export function player(overrides: Partial<User> = {}): User {
  return {
    ...defaultUser(),
    loggedIn: true,
    accountType: 'user',
    userID: 42,
    username: 'racer',
    displayName: 'Racer',
    ...overrides,
  };
}

export function accountSettings(overrides: Partial<AccountSettings> = {}): AccountSettings {
  return {
    username: 'racer',
    displayName: 'Racer',
    changedUsername: false,
    firstname: '',
    lastname: '',
    email: 'racer@example.org',
    validEmail: false,
    contact: false,
    worldID: 1,
    offline: false,
    allowFriendRequests: true,
    lookingForTeam: false,
    raceSounds: 'only_fx',
    raceVolume: 0.5,
    fullScreenMode: 'none',
    use2FA: false,
    backupCodesLeft: 0,
    sso: [],
    hasPassword: true,
    ...overrides,
  };
}

export interface MountedProfile {
  calls: RecordedCall[];
  session: Session;
}

/** The app's session for `user`, its fetch answered by `handler`. */
export function mountSession(handler: Handler, user: User = player()): MountedProfile {
  const { fetch, calls } = fakeFetch(handler);
  const session = createSession({
    storage: null,
    document: null,
    fetch,
    navigate: vi.fn(),
    alert: vi.fn(),
  });
  session.store.getState().refreshUser(user);
  setAppSession(session);
  return { calls, session };
}

export function mountProfile(handler: Handler, user: User = player()): MountedProfile {
  const mounted = mountSession(handler, user);
  const { hook } = memoryLocation({ path: '/profile' });
  render(
    <SiteProvider site={SITES.typing}>
      <Router hook={hook}>
        <ProfilePage />
      </Router>
    </SiteProvider>,
  );
  return mounted;
}

export const callsTo = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.url.replace('/api/v2', '').split('?')[0] === path);
