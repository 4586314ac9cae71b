// Loads the PixiJS race scene on demand: the engine is a dynamic import, so PixiJS is fetched
// only when a race screen mounts and never weighs on the home page. Car art comes from the
// catalogue (GET /cars: carID → largeSrc).
import { contentEndpoints } from '../../domain/contracts/contentEndpoints';
import type { RaceScene } from '../../engine/raceScene';
import { api } from '../api';

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

/** Creates the scene inside `host`. Rejects when the engine or WebGL is unavailable. */
export async function loadRaceScene(host: HTMLElement): Promise<RaceScene> {
  const [engine, art] = await Promise.all([import('../../engine/raceScene'), carArtUrls()]);
  // A car missing from the catalogue (retired art) still drives, in the first car's body.
  const fallback = art.values().next().value ?? '';
  return engine.createRaceScene(host, {
    reducedMotion: prefersReducedMotion(),
    carArt: (carID) => art.get(carID) ?? fallback,
  });
}
