// Loads the PixiJS race scene on demand: the engine is a dynamic import, so PixiJS is fetched
// only when a race screen mounts and never weighs on the home page. The scene draws in a worker
// where the browser allows it (the passage's frames then never wait for the scene's), else on
// the page. Car art comes from the catalogue (GET /cars: carID → largeSrc).
import { contentEndpoints } from '../../domain/contracts/contentEndpoints';
import type { RaceScene } from '../../engine/raceScene';
import { workerSceneSupported } from '../../engine/sceneSupport';
import { api } from '../api';
import { testHooksEnabled } from './testHooks';

let catalogue: Promise<Map<number, string>> | null = null;

/** carID → large side-view art URL, fetched once per page. */
export function carArtUrls(): Promise<Map<number, string>> {
  catalogue ??= api
    .call(contentEndpoints.cars)
    .then(({ cars }) => new Map(cars.map((car) => [car.carID, car.largeSrc])))
    .catch((error: unknown) => {
      catalogue = null;
      throw error;
    });
  return catalogue;
}

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Tells the scene of every key pressed on the page (RaceScene.input), so that a scene drawn in
 * software holds back while the page paints the key (in a worker or on the page). A capture listener on the window hears the
 * key before the race's own handler, whoever else stops it.
 */
function yieldingToKeys(scene: RaceScene): RaceScene {
  const onKey = () => scene.input?.();
  window.addEventListener('keydown', onKey, true);
  return {
    ...scene,
    destroy: () => {
      window.removeEventListener('keydown', onKey, true);
      scene.destroy();
    },
  };
}

/** Creates the scene inside `host`. Rejects when the engine or WebGL is unavailable. */
export async function loadRaceScene(host: HTMLElement): Promise<RaceScene> {
  // The worker's proxy is fetched alongside the catalogue, and only where it can work.
  const inWorker = workerSceneSupported() ? import('../../engine/raceSceneWorker') : null;
  // A failed fetch is handled below (the page draws the scene); not unhandled meanwhile.
  inWorker?.catch(() => undefined);
  const art = await carArtUrls();
  // A car missing from the catalogue (retired art) still drives, in the first car's body.
  const fallback = art.values().next().value ?? '';
  const options = {
    reducedMotion: prefersReducedMotion(),
    carArt: (carID: number) => art.get(carID) ?? fallback,
  };
  if (inWorker) {
    try {
      const { createRaceSceneInWorker } = await inWorker;
      const scene = await createRaceSceneInWorker(host, {
        ...options,
        frameProbe: testHooksEnabled(),
      });
      return yieldingToKeys(scene);
    } catch (error) {
      console.warn('race: the race scene cannot draw in a worker here; drawing on the page', error);
    }
  }
  const engine = await import('../../engine/raceScene');
  return yieldingToKeys(await engine.createRaceScene(host, options));
}
