// The parking lot scene in real Chromium, stepped on a manual ticker: one page of the garage as
// 15 bays, each car standing in the bay of its garage slot, the current car marked, cars driving
// to a new bay, and one rendered frame against its committed reference picture.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { SLOTS_PER_PAGE } from '../../src/engine/parkingLot/layout';
import { GLIDE_MS } from '../../src/engine/parkingLot/motion';
import { ParkingLotView } from '../../src/engine/parkingLot/parkingLotView';
import type { ParkingLotSnapshot } from '../../src/engine/parkingLotScene';
import { carArt, preloadCarArt, FRAME_MS, mountScene, until, type MountedScene } from './harness';
import { carLights, lotMarks, occupiedBays } from './lotProbe';
import { compareWithReference, MAX_DIFF_SHARE } from './pixels';

/** The app's default lot view, for the picture. */
const PICTURE_SIZE = { width: 960, height: 540 };
/** Smaller for the behaviour tests: the software GPU bakes the lot in proportion to pixels. */
const SIZE = { width: 640, height: 360 };

type Slot = ParkingLotSnapshot['slots'][number];

/** A garage of two pages (30 slots) with cars in the given slots. */
function garage(cars: Record<number, number>): Slot[] {
  const slots: Slot[] = Array.from({ length: 2 * SLOTS_PER_PAGE }, () => null);
  for (const [slot, carID] of Object.entries(cars)) {
    slots[Number(slot)] = { carID, hueAngle: carID * 40, name: `Car ${carID}` };
  }
  return slots;
}

// Cars 1..5: three on the first page, two on the second.
const SLOTS = garage({ 0: 1, 3: 2, 7: 3, 16: 4, 29: 5 });

function snapshot(part: Partial<ParkingLotSnapshot>): ParkingLotSnapshot {
  return { slots: SLOTS, currentCarID: 3, page: 0, selectedSlot: null, ...part };
}

let lot: MountedScene<ParkingLotView> | null = null;

beforeAll(preloadCarArt);

async function mountLot(reducedMotion = true, size = SIZE): Promise<MountedScene<ParkingLotView>> {
  lot = await mountScene(
    (app) => new ParkingLotView(app.renderer, { carArt, reducedMotion }),
    size,
    0x5fa84e,
  );
  return lot;
}

afterEach(() => {
  lot?.destroy();
  lot = null;
});

function expectInBay(m: MountedScene<ParkingLotView>, bay: number): void {
  const view = m.scene.cars.viewAt(bay);
  const spot = m.scene.layout.bays[bay]!;
  expect(view, `a car in bay ${bay}`).not.toBeNull();
  expect(view!.root.x).toBeCloseTo(spot.carX, 3);
  expect(view!.root.y).toBeCloseTo(spot.carY, 3);
}

describe('a page of the garage', () => {
  it('lays out 15 bays and parks each car in the bay of its garage slot', async () => {
    const m = await mountLot();
    m.scene.set(snapshot({ page: 0 }));
    m.step(1);

    expect(m.scene.layout.bays).toHaveLength(15);
    expect(occupiedBays(m.scene)).toEqual([0, 3, 7]);
    for (const bay of [0, 3, 7]) expectInBay(m, bay);
    expect(m.scene.cars.viewAt(7)!.car.carID).toBe(3);
    // A "P" is painted on every free bay and on no taken one.
    const free = lotMarks(m.scene).empties.map((marker) => marker.visible);
    expect(free.filter(Boolean)).toHaveLength(12);
    expect([free[0], free[3], free[7]]).toEqual([false, false, false]);
  });

  it('turns to the second page: garage slots 15 to 29 in bays 0 to 14', async () => {
    const m = await mountLot();
    m.scene.set(snapshot({ page: 0 }));
    m.step(1);
    m.scene.set(snapshot({ page: 1 }));
    m.step(1);

    expect(occupiedBays(m.scene)).toEqual([1, 14]);
    expect(m.scene.cars.viewAt(1)!.car.carID).toBe(4);
    expect(m.scene.cars.viewAt(14)!.car.carID).toBe(5);
    expectInBay(m, 1);
    expectInBay(m, 14);
    // The current car (3) is parked on the first page: no bay is outlined here.
    expect(lotMarks(m.scene).gold.getBounds().width).toBe(0);
  });

  it('keeps 15 bays on a narrow view, three columns wide', async () => {
    const m = await mountLot();
    m.scene.set(snapshot({}));
    m.scene.resize(390, 700);
    m.step(1);

    expect(m.scene.columns()).toBe(3);
    expect(m.scene.layout.bays).toHaveLength(15);
    for (const bay of [0, 3, 7]) expectInBay(m, bay);
  });
});

describe('the current car', () => {
  it('stands in its bay with its lights on and the bay outlined in gold', async () => {
    const m = await mountLot();
    m.scene.set(snapshot({ currentCarID: 3 }));
    m.step(1);

    const current = m.scene.cars.viewAt(7)!;
    expect(current.current).toBe(true);
    expect(carLights(current).glow.visible).toBe(true);
    expect(carLights(current).headlight.visible).toBe(true);
    for (const bay of [0, 3]) {
      expect(m.scene.cars.viewAt(bay)!.current).toBe(false);
      expect(carLights(m.scene.cars.viewAt(bay)!).glow.visible).toBe(false);
    }
    // The outline surrounds bay 7's floor, and no other bay's.
    const outline = lotMarks(m.scene).gold.getBounds();
    const floorMiddle = (bay: number) => {
      const spot = m.scene.layout.bays[bay]!;
      return [(spot.floorLeft + spot.floorRight) / 2, (spot.floorTop + spot.floorBottom) / 2];
    };
    for (const bay of m.scene.layout.bays) {
      const [x, y] = floorMiddle(bay.index);
      expect(outline.containsPoint(x!, y!), `outline around bay ${bay.index}`).toBe(
        bay.index === 7,
      );
    }
  });
});

describe('moving a car', () => {
  it('drives a car that changed bays to its new bay over GLIDE_MS', async () => {
    const m = await mountLot(false);
    m.scene.set(snapshot({}));
    m.step(1);
    const from = m.scene.layout.bays[3]!;
    const to = m.scene.layout.bays[12]!;

    m.scene.set(snapshot({ slots: garage({ 0: 1, 12: 2, 7: 3, 16: 4, 29: 5 }) }));
    m.step(6);
    const view = m.scene.cars.viewAt(12)!;
    const between = { x: view.root.x, y: view.root.y };
    m.step(Math.ceil(GLIDE_MS / FRAME_MS));

    const travelled = Math.hypot(between.x - from.carX, between.y - from.carY);
    const left = Math.hypot(between.x - to.carX, between.y - to.carY);
    expect(travelled).toBeGreaterThan(1);
    expect(left).toBeGreaterThan(1);
    expectInBay(m, 12);
    expect(m.scene.cars.viewAt(3)).toBeNull();
  });

  it('jumps straight there with reduced motion', async () => {
    const m = await mountLot(true);
    m.scene.set(snapshot({}));
    m.step(1);
    m.scene.set(snapshot({ slots: garage({ 0: 1, 12: 2, 7: 3, 16: 4, 29: 5 }) }));
    m.step(1);
    expectInBay(m, 12);
  });
});

describe('rendered frame', () => {
  it('draws the first page with the current car like the reference picture', async () => {
    const m = await mountLot(true, PICTURE_SIZE);
    m.scene.set(snapshot({ currentCarID: 3, selectedSlot: 3 }));
    await until(
      () => [0, 3, 7].every((bay) => m.scene.cars.viewAt(bay)!.root.visible),
      () => m.step(1),
      'car art',
    );
    m.step(2);

    const result = await compareWithReference('parking-lot', m.frame());
    expect(result.share).toBeLessThanOrEqual(MAX_DIFF_SHARE);
  });
});
