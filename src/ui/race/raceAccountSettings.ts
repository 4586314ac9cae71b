// The race page's settings that belong to the account (SPEC §3 raceSounds and fullScreenMode). A
// logged-in player's change shows at once in the session and is saved on the server, whose answer
// becomes the session's user. A guest has no account to keep them, and the session's guest user
// comes afresh from the server on every visit, so a guest's choice is kept in this browser
// (validated on read) and read over the session's. The volume goes the same way: the account's
// for a logged-in player, this browser's (soundPrefs.ts) for a guest.
import { create } from 'zustand';

import { raceEndpoints } from '../../domain/contracts/raceEndpoints';
import type { RaceSounds, User } from '../../domain/user';
import { z } from '../../domain/zodMini';
import { api } from '../api';
import { useSoundPrefs } from '../sound/soundPrefs';
import { browserStorage } from '../stores/persist';
import { getSession, useSession } from '../stores/sessionStore';

export type FullScreenMode = 'none' | 'race';

const GUEST_KEY = 'nitro.guestRaceSettings';
const guestSchema = z.object({
  raceSounds: z.optional(z.enum(['all', 'only_fx', 'none'])),
  fullScreenMode: z.optional(z.enum(['none', 'race'])),
});
type GuestSettings = z.infer<typeof guestSchema>;

function readGuest(): GuestSettings {
  try {
    const parsed = guestSchema.safeParse(JSON.parse(browserStorage()?.getItem(GUEST_KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** A guest's race settings, kept in this browser. */
export const useGuestRaceSettings = create<GuestSettings>()(() => readGuest());

function keepForGuest(change: GuestSettings) {
  useGuestRaceSettings.setState(change);
  try {
    browserStorage()?.setItem(GUEST_KEY, JSON.stringify(useGuestRaceSettings.getState()));
  } catch {
    // Storage full or disabled: the choice holds for this visit.
  }
}

async function save(
  change: GuestSettings & Partial<User>,
  send: () => Promise<{ user: User }>,
): Promise<void> {
  const session = getSession();
  session.refreshUser({ ...session.user, ...change });
  if (!session.user.loggedIn) return keepForGuest(change);
  try {
    const { user } = await send();
    getSession().refreshUser(user);
  } catch {
    // Shown for this visit; the account keeps its last saved value.
  }
}

/** The sounds, and with them the volume when given (a logged-in player's, kept on the account). */
export function saveRaceSounds(value: RaceSounds, volume?: number): Promise<void> {
  const change =
    volume === undefined ? { raceSounds: value } : { raceSounds: value, raceVolume: volume };
  const body = volume === undefined ? { value } : { value, volume };
  return save(change, () => api.call(raceEndpoints.saveRaceSounds, { body }));
}

/**
 * The race volume (SPEC §9 default 0.5): a logged-in player's is the account's (set on /profile
 * or the race page alike); a guest's is kept in this browser (soundPrefs.ts).
 */
export function useRaceVolume(): number {
  const user = useSession((state) => state.user);
  const local = useSoundPrefs((state) => state.volume);
  return user.loggedIn ? user.raceVolume : local;
}

/**
 * How long a volume slider (the race page's, /profile's) rests before its value is saved: a drag
 * across twenty steps is one save, not twenty.
 */
export const VOLUME_SETTLE_MS = 500;

/** Shows a volume at once (the session's, or a guest's in this browser) without saving it. */
export function showRaceVolume(volume: number): void {
  const session = getSession();
  if (session.user.loggedIn) session.refreshUser({ ...session.user, raceVolume: volume });
  else useSoundPrefs.getState().update({ volume });
}

export function saveRaceVolume(volume: number): Promise<void> {
  const { user } = getSession();
  if (!user.loggedIn) {
    useSoundPrefs.getState().update({ volume });
    return Promise.resolve();
  }
  return saveRaceSounds(user.raceSounds, volume);
}

export function saveFullScreenMode(value: FullScreenMode): Promise<void> {
  return save({ fullScreenMode: value }, () =>
    api.call(raceEndpoints.saveFullScreenMode, { body: { value } }),
  );
}

/** The player's raceSounds: the account's, or a guest's own choice in this browser. */
export function useRaceSoundsSetting(): RaceSounds {
  const user = useSession((state) => state.user);
  const guest = useGuestRaceSettings((state) => state.raceSounds);
  return (!user.loggedIn && guest) || user.raceSounds;
}

/** The player's fullScreenMode, the same way. */
export function useFullScreenModeSetting(): string {
  const user = useSession((state) => state.user);
  const guest = useGuestRaceSettings((state) => state.fullScreenMode);
  return (!user.loggedIn && guest) || user.fullScreenMode;
}
