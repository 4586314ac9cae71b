// Reads what the parking lot scene has on stage. Its layout and cars are public (the pointer
// handling reads them); the bay marks and a car's lights are private, read here by TypeScript's
// type-checked bracket access so a rename fails `tsc` rather than silently testing nothing.
import type { Graphics, Sprite } from 'pixi.js';

import type { ParkedCarView } from '../../src/engine/parkingLot/parkedCar';
import type { ParkingLotView } from '../../src/engine/parkingLot/parkingLotView';

export interface LotMarks {
  /** The current car's gold bay outline (empty when the current car is not on this page). */
  gold: Graphics;
  /** One "P" marker per bay of the page, shown while the bay is free. */
  empties: Sprite[];
}

export function lotMarks(lot: ParkingLotView): LotMarks {
  const marks = lot['marks'];
  return { gold: marks['gold'], empties: marks['empties'] };
}

/** The current car's gold glow under it and its lit headlight. */
export function carLights(view: ParkedCarView): { glow: Sprite; headlight: Sprite } {
  return { glow: view['glow'], headlight: view['lamp'] };
}

/** Bays of the shown page that have a car standing in them. */
export function occupiedBays(lot: ParkingLotView): number[] {
  return lot.layout.bays.map((b) => b.index).filter((bay) => lot.cars.viewAt(bay) !== null);
}
