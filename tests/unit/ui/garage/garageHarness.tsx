// The garage screen's test driver: a racer in a session whose fetch is a route table, a manual
// clock, and a stand-in for the PixiJS parking lot (Pixi cannot run in jsdom) that records every
// snapshot and lets a test play the pointer (onSelect, onMove, onActivate).
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import type { Car, LootItem } from '../../../../src/domain/catalogue';
import { createManualClock, type ManualClock } from '../../../../src/domain/clock';
import { SITES } from '../../../../src/domain/site';
import { defaultUser, type User } from '../../../../src/domain/user';
import type {
  ParkingLot,
  ParkingLotOptions,
  ParkingLotSnapshot,
} from '../../../../src/engine/parkingLotScene';
import { GarageScreen } from '../../../../src/ui/pages/garage/GaragePage';
import { SiteProvider } from '../../../../src/ui/site';
import { createSession, getSession, setAppSession } from '../../../../src/ui/stores/sessionStore';
import { fail, fakeFetch, ok, type RecordedCall } from '../../net/fakeFetch';

export const T0 = 1_700_000_000_000;
export const NOW_S = T0 / 1000;

function car(carID: number, name: string, rarity: Car['options']['rarity'] = 'common'): Car {
  const assetKey = name.toLowerCase().replace(/\W+/g, '_');
  return {
    carID,
    name,
    brand: 'Test Motors',
    price: 1000 * carID,
    unlockLevel: 1,
    purchasable: true,
    options: { rarity },
    assetKey,
    largeSrc: `/assets/cars/${assetKey}.svg`,
    smallSrc: `/assets/cars/${assetKey}.svg`,
  };
}

export const CARS: Car[] = [
  car(1, 'Sprout'),
  car(2, 'Comet', 'rare'),
  car(3, 'Thunder', 'epic'),
  car(4, 'Old Banger'),
  car(5, 'Skylance', 'legendary'),
];

export const LOOT: LootItem[] = [
  {
    lootID: 11,
    type: 'trail',
    name: 'Sparkle',
    rarity: 'rare',
    assetKey: 'sparkle',
    price: 500,
    unlockLevel: 1,
    purchasable: true,
    options: { src: '/assets/loot/trail/sparkle.svg' },
  },
];

export function racer(overrides: Partial<User> = {}): User {
  return {
    ...defaultUser(),
    loggedIn: true,
    accountType: 'user',
    userID: 42,
    username: 'sam',
    displayName: 'Speedy Sam',
    title: 'Road Runner',
    avgSpeed: 50,
    money: 12_500,
    carID: 1,
    carHueAngle: 0,
    cars: [
      [1, 'owned', 0],
      [2, 'owned', 120],
      [3, 'owned', 240],
      [4, 'sold', 0],
    ],
    // 4 was sold and the second '1' is a duplicate: the arrangement empties both.
    garage: ['2', '', '1', '4', '3', '1', ...Array.from({ length: 24 }, () => '')],
    rewardCountdown: NOW_S + 3661,
    ...overrides,
  };
}

/** A stand-in parking lot: what the page asked of it, and the callbacks the pointer would call. */
export interface FakeLot {
  options: ParkingLotOptions;
  snapshots: ParkingLotSnapshot[];
  focus: Array<[number | null, number | null]>;
  moves: Array<[number, number]>;
  columns: number;
  destroyed: boolean;
  last(): ParkingLotSnapshot;
}

export const lotEngine = { lots: [] as FakeLot[], columns: 5 };

export async function createFakeParkingLot(
  _host: HTMLElement,
  options: ParkingLotOptions,
): Promise<ParkingLot> {
  const fake: FakeLot = {
    options,
    snapshots: [],
    focus: [],
    moves: [],
    columns: lotEngine.columns,
    destroyed: false,
    last() {
      const snapshot = this.snapshots.at(-1);
      if (!snapshot) throw new Error('the lot was never given a snapshot');
      return snapshot;
    },
  };
  lotEngine.lots.push(fake);
  return {
    set: (snapshot) => void fake.snapshots.push(snapshot),
    resize: () => {},
    focusSlot: (slot, carrying = null) => void fake.focus.push([slot, carrying]),
    move: (from, to) => void fake.moves.push([from, to]),
    columns: () => fake.columns,
    destroy: () => void (fake.destroyed = true),
  };
}

export function theLot(): FakeLot {
  const lot = lotEngine.lots.at(-1);
  if (!lot) throw new Error('no parking lot was created');
  return lot;
}

export type Route = (call: RecordedCall) => Response;

/** Routes by "METHOD /path"; the catalogue routes answer by default, anything else is a 404. */
export function garageRoutes(table: Record<string, Route>) {
  const routes: Record<string, Route> = {
    'GET /cars': () => ok({ cars: CARS }),
    'GET /loot': () => ok({ loot: LOOT }),
    ...table,
  };
  return (call: RecordedCall) => {
    const path = call.url.replace('/api/v2', '').split('?')[0] ?? '';
    const route = routes[`${call.method} ${path}`];
    return route ? route(call) : fail(404, 'NOT_FOUND', 'Not found.');
  };
}

class NoResizeObserver {
  observe() {}
  disconnect() {}
}

export interface Garage {
  clock: ManualClock;
  calls: RecordedCall[];
  /** Calls other than the catalogue loads. */
  actions(): RecordedCall[];
}

export const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });

/** Renders /garage for `user` and waits for the catalogue and the lot engine. */
export async function renderGarage(user: User, table: Record<string, Route> = {}): Promise<Garage> {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  lotEngine.lots = [];
  const { fetch, calls } = fakeFetch(garageRoutes(table));
  const clock = createManualClock(T0);
  setAppSession(
    createSession({
      storage: null,
      document: null,
      fetch,
      clock,
      navigate: vi.fn(),
      alert: vi.fn(),
    }),
  );
  getSession().refreshUser(user);
  const { hook } = memoryLocation({ path: '/garage' });
  render(
    <SiteProvider site={SITES.typing}>
      <Router hook={hook}>
        <GarageScreen clock={clock} />
      </Router>
    </SiteProvider>,
  );
  await settle();
  return {
    clock,
    calls,
    // The catalogue reads, the garage collecting pending cash gifts as it opens, and the Race
    // button's background read of the running events (the event-car modal), and the ad setup.
    actions: () =>
      calls.filter((call) => !/\/(cars|loot|players\/receive-cash|events|ads)$/.test(call.url)),
  };
}

export function cleanupGarage() {
  setAppSession(null);
  vi.unstubAllGlobals();
}
