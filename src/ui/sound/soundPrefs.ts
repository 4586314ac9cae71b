// The race page's sound control, kept in this browser: the volume (SPEC §9: default 0.5) and which
// sounds to bring back when the player unmutes. Whether sounds play at all is the account's
// raceSounds setting (saved by saveRaceSounds.ts); the volume is this device's, like a speaker's.
// Stored through a schema: anything unreadable falls back to the defaults.
import { create } from 'zustand';

import { z } from '../../domain/zodMini';
import { browserStorage, type KeyValueStorage } from '../stores/persist';
import { DEFAULT_VOLUME } from './raceSounds';

export const SOUND_PREFS_KEY = 'nitro.sound';

const prefsSchema = z.object({
  volume: z.number().check(z.gte(0), z.lte(1)),
  unmuteTo: z.enum(['all', 'only_fx']),
});
export type SoundPrefs = z.infer<typeof prefsSchema>;

export const defaultSoundPrefs = (): SoundPrefs => ({
  volume: DEFAULT_VOLUME,
  unmuteTo: 'only_fx',
});

export function readSoundPrefs(storage: KeyValueStorage | null): SoundPrefs {
  try {
    const raw = storage?.getItem(SOUND_PREFS_KEY);
    if (!raw) return defaultSoundPrefs();
    const parsed = prefsSchema.safeParse({ ...defaultSoundPrefs(), ...JSON.parse(raw) });
    return parsed.success ? parsed.data : defaultSoundPrefs();
  } catch {
    return defaultSoundPrefs();
  }
}

export function writeSoundPrefs(storage: KeyValueStorage | null, prefs: SoundPrefs): void {
  try {
    storage?.setItem(SOUND_PREFS_KEY, JSON.stringify(prefs));
  } catch {
    // Storage full or disabled: the choice holds for this visit.
  }
}

interface SoundPrefsStore extends SoundPrefs {
  update(change: Partial<SoundPrefs>): void;
}

export const useSoundPrefs = create<SoundPrefsStore>()((set, get) => ({
  ...readSoundPrefs(browserStorage()),
  update(change) {
    set(change);
    const { volume, unmuteTo } = get();
    writeSoundPrefs(browserStorage(), { volume, unmuteTo });
  },
}));
