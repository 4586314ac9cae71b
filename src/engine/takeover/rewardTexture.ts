// The art of the reward on show: a car baked in its paint hue by the same CarArt the race track
// and the parking lot use, or a loot item's SVG through Pixi's Assets. A hook, because the
// declarative tree re-renders with the texture once it has loaded.
import { Assets, type Renderer, type Texture } from 'pixi.js';
import { useEffect, useRef, useState } from 'react';

import { CarArt } from '../race/carArt';
import type { TakeoverArt } from './api';

/** Loot SVGs are drawn at 64 px and shown several times larger: rasterise them finer. */
const LOOT_ART_RESOLUTION = 4;

export function useRewardTexture(
  renderer: Renderer,
  art: TakeoverArt | undefined,
  index: number,
): Texture | null {
  const [loaded, setLoaded] = useState<{ index: number; texture: Texture } | null>(null);
  // One CarArt per takeover: a car's baked texture is freed with the stage.
  const cars = useRef<{ art: CarArt; sources: Map<number, string | null> } | null>(null);

  useEffect(() => {
    const sources = new Map<number, string | null>();
    const carArt = new CarArt(renderer, async (key) => {
      const src = sources.get(key) ?? null;
      if (!src) return null;
      try {
        return await Assets.load<Texture>({ src, data: { resolution: 2 } });
      } catch {
        // A missing file draws the silhouette in the paint colour rather than nothing.
        return null;
      }
    });
    cars.current = { art: carArt, sources };
    return () => {
      cars.current = null;
      carArt.destroy();
    };
  }, [renderer]);

  const kind = art?.kind;
  const src = art?.artSrc ?? null;
  const hue = art?.hueAngle ?? 0;
  useEffect(() => {
    let gone = false;
    let pending: Promise<Texture | null> = Promise.resolve(null);
    if (kind === 'car' && cars.current) {
      cars.current.sources.set(index, src);
      pending = cars.current.art.texture(index, hue);
    } else if (kind === 'loot' && src) {
      pending = Assets.load<Texture>({ src, data: { resolution: LOOT_ART_RESOLUTION } });
    }
    pending
      .then((texture) => {
        if (!gone && texture) setLoaded({ index, texture });
      })
      .catch((error: unknown) => {
        // The reward's name and the buttons are in the page; the stage goes on without its art.
        console.warn('takeover: reward art did not load', error);
      });
    return () => {
      gone = true;
    };
  }, [kind, src, hue, index]);

  return loaded && loaded.index === index ? loaded.texture : null;
}
