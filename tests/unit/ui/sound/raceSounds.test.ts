import { describe, expect, it, vi } from 'vitest';

import {
  createRaceSounds,
  DEFAULT_VOLUME,
  RACE_SOUNDS,
  soundAllowed,
  type SoundClip,
} from '../../../../src/ui/sound/raceSounds';

function fakeLoader() {
  const loaded: {
    url: string;
    volume: number;
    clip: SoundClip & { plays: number; level: number };
  }[] = [];
  const load = vi.fn(async (url: string, volume: number) => {
    const clip = {
      plays: 0,
      level: volume,
      play() {
        clip.plays += 1;
      },
      unload: vi.fn(),
      volume(next: number) {
        clip.level = next;
      },
    };
    loaded.push({ url, volume, clip });
    return clip;
  });
  return {
    load,
    loaded,
    clipFor: (name: string) => loaded.find((l) => l.url.includes(`/${name}.wav`))?.clip,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('race sounds', () => {
  it('obey raceSounds: none is silent, only_fx skips key clicks, all plays everything', () => {
    for (const name of RACE_SOUNDS) expect(soundAllowed(name, 'none')).toBe(false);
    expect(RACE_SOUNDS.filter((n) => soundAllowed(n, 'only_fx'))).toEqual([
      'countdown',
      'go',
      'error',
      'nitro',
      'finish',
    ]);
    expect(RACE_SOUNDS.every((n) => soundAllowed(n, 'all'))).toBe(true);
  });

  it('loads only what the setting allows, at the default volume 0.5, from /assets/sounds', async () => {
    const { load, loaded } = fakeLoader();
    createRaceSounds('only_fx', { load });
    await flush();
    expect(loaded.map((l) => l.url)).toEqual([
      '/assets/sounds/countdown.wav',
      '/assets/sounds/go.wav',
      '/assets/sounds/error.wav',
      '/assets/sounds/nitro.wav',
      '/assets/sounds/finish.wav',
    ]);
    expect(loaded.every((l) => l.volume === DEFAULT_VOLUME)).toBe(true);
    expect(DEFAULT_VOLUME).toBe(0.5);
  });

  it('plays by name once loaded; none loads nothing', async () => {
    const all = fakeLoader();
    const player = createRaceSounds('all', { load: all.load });
    player.play('key'); // not loaded yet: skipped, never queued
    await flush();
    player.play('key');
    player.play('nitro');
    expect(all.clipFor('key')?.plays).toBe(1);
    expect(all.clipFor('nitro')?.plays).toBe(1);
    player.unload();
    expect(all.clipFor('key')?.unload).toHaveBeenCalled();

    const none = fakeLoader();
    createRaceSounds('none', { load: none.load }).play('finish');
    await flush();
    expect(none.load).not.toHaveBeenCalled();
  });

  it('a sound that fails to load leaves the race silent, not broken', async () => {
    const player = createRaceSounds('all', { load: () => Promise.reject(new Error('no audio')) });
    await flush();
    expect(() => player.play('go')).not.toThrow();
  });

  it('follows the volume slider, for loaded clips and ones still loading; 0 plays nothing', async () => {
    const sounds = fakeLoader();
    const player = createRaceSounds('only_fx', { load: sounds.load, volume: 0.5 });
    // GIVEN the slider moves before the files arrive
    player.setVolume?.(0.8);
    await flush();
    // THEN every clip plays at the new level
    expect(sounds.loaded.every((l) => l.clip.level === 0.8)).toBe(true);
    // WHEN it moves again, and then to zero
    player.setVolume?.(0.2);
    expect(sounds.clipFor('go')?.level).toBe(0.2);
    player.setVolume?.(0);
    player.play('go');
    expect(sounds.clipFor('go')?.plays).toBe(0);
  });
});
