// The race page's settings that belong to the account (SPEC §3 raceSounds and fullScreenMode): the
// session shows the change at once (and keeps it in the persisted state, which is all a guest
// has); a logged-in player's server copy follows, and its answer becomes the session's user.
import { raceEndpoints } from '../../domain/contracts/raceEndpoints';
import type { RaceSounds, User } from '../../domain/user';
import { api } from '../api';
import { getSession } from '../stores/sessionStore';

export type FullScreenMode = 'none' | 'race';

async function save(change: Partial<User>, send: () => Promise<{ user: User }>): Promise<void> {
  const session = getSession();
  session.refreshUser({ ...session.user, ...change });
  if (!session.user.loggedIn) return;
  try {
    const { user } = await send();
    getSession().refreshUser(user);
  } catch {
    // Kept on this device; the account catches up the next time the player changes it.
  }
}

export function saveRaceSounds(value: RaceSounds): Promise<void> {
  return save({ raceSounds: value }, () =>
    api.call(raceEndpoints.saveRaceSounds, { body: { value } }),
  );
}

export function saveFullScreenMode(value: FullScreenMode): Promise<void> {
  return save({ fullScreenMode: value }, () =>
    api.call(raceEndpoints.saveFullScreenMode, { body: { value } }),
  );
}
