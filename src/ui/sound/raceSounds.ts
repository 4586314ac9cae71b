// The race's sound effects through howler (SPEC §9: audio default volume 0.5), obeying the
// player's raceSounds setting: 'none' is silent, 'only_fx' plays the effects (countdown, nitro,
// finish, wrong keys), 'all' adds a click per key. The files are authored by
// scripts/gen-sounds.mjs and served from /assets/sounds/.
import type { RaceSounds as RaceSoundsSetting } from '../../domain/user';

export const RACE_SOUNDS = ['countdown', 'go', 'key', 'error', 'nitro', 'finish'] as const;
export type RaceSound = (typeof RACE_SOUNDS)[number];

export const DEFAULT_VOLUME = 0.5;
export const soundUrl = (name: RaceSound) => `/assets/sounds/${name}.wav`;

/** Whether `name` plays under the player's setting. */
export function soundAllowed(name: RaceSound, setting: RaceSoundsSetting): boolean {
  if (setting === 'none') return false;
  if (name === 'key') return setting === 'all';
  return true;
}

export interface RaceSoundPlayer {
  play(name: RaceSound): void;
  /** The race page's volume slider (0..1): loaded and later clips alike follow it. */
  setVolume?(volume: number): void;
  /** Frees the audio buffers. */
  unload(): void;
}

/** What the player needs of one loaded sound (a howler Howl). */
export interface SoundClip {
  play(): unknown;
  unload(): void;
  /** howler's Howl#volume(v) sets it. */
  volume(volume: number): unknown;
}
export type ClipLoader = (url: string, volume: number) => Promise<SoundClip>;

/** Loads with howler, imported on first use so pages without a race never download it. */
export const howlerLoader: ClipLoader = async (url, volume) => {
  const { Howl } = await import('howler');
  return new Howl({ src: [url], volume, preload: true });
};

export const silentPlayer: RaceSoundPlayer = { play: () => {}, unload: () => {} };

/**
 * Loads the sounds the setting allows and plays them by name. A sound that has not loaded yet,
 * or failed to, is skipped: a race never waits for audio.
 */
export function createRaceSounds(
  setting: RaceSoundsSetting,
  { volume = DEFAULT_VOLUME, load = howlerLoader }: { volume?: number; load?: ClipLoader } = {},
): RaceSoundPlayer {
  if (setting === 'none') return silentPlayer;
  const clips = new Map<RaceSound, SoundClip>();
  let unloaded = false;
  let current = volume;
  for (const name of RACE_SOUNDS) {
    if (!soundAllowed(name, setting)) continue;
    load(soundUrl(name), volume)
      .then((clip) => {
        if (unloaded) return clip.unload();
        // The slider may have moved while the file loaded.
        if (current !== volume) clip.volume(current);
        clips.set(name, clip);
      })
      .catch(() => {
        // No audio (blocked, unsupported, offline): the race goes on silently.
      });
  }
  return {
    play(name) {
      if (soundAllowed(name, setting) && current > 0) clips.get(name)?.play();
    },
    setVolume(next) {
      current = Math.min(1, Math.max(0, next));
      for (const clip of clips.values()) clip.volume(current);
    },
    unload() {
      unloaded = true;
      for (const clip of clips.values()) clip.unload();
      clips.clear();
    },
  };
}
