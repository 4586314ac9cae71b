// Loads the PixiJS parking lot on demand: the engine is a dynamic import, so PixiJS is fetched only
// when a racer with a parking lot opens the garage, never with the home page (see sceneHost.ts).
// Only types come from the scene module here; the keyboard helpers are imported from their own
// Pixi-free module for the same reason.
import type { ParkingLot, ParkingLotOptions } from '../../../engine/parkingLotScene';

export type LoadParkingLot = (host: HTMLElement, options: ParkingLotOptions) => Promise<ParkingLot>;

/** Creates the lot inside `host`. Rejects when the engine or WebGL is unavailable. */
export const loadParkingLot: LoadParkingLot = async (host, options) => {
  const engine = await import('../../../engine/parkingLotScene');
  // The engine reads the player's reduced-motion setting itself unless options say otherwise.
  return engine.createParkingLot(host, options);
};
