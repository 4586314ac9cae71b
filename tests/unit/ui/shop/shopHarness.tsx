// Builders and a mount helper for the shop screen: a real session whose fetch is a fake server,
// a manual clock for the rotation countdown and an in-memory location for ?date.
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { createManualClock, type ManualClock } from '../../../../src/domain/clock';
import type {
  DealershipView,
  ShopListing,
  ShopResults,
} from '../../../../src/domain/contracts/garage';
import { SITES } from '../../../../src/domain/site';
import { defaultUser, type User } from '../../../../src/domain/user';
import { ShopPage } from '../../../../src/ui/pages/shop/ShopPage';
import { SiteProvider } from '../../../../src/ui/site';
import { createSession, setAppSession, type Session } from '../../../../src/ui/stores/sessionStore';
import { fail, fakeFetch, type Handler, type RecordedCall } from '../../net/fakeFetch';

export const T0 = 1_700_000_000_000;

export function listing(overrides: Partial<ShopListing> = {}): ShopListing {
  const price = overrides.price ?? 12_500;
  return {
    id: 7,
    srlID: 100,
    type: 'car',
    price,
    salePrice: null,
    saleEnds: null,
    goldOnly: false,
    startStamp: null,
    expiration: null,
    unlockLevel: 1,
    name: 'Sprout',
    rarity: 'common',
    src: '/assets/cars/pebble_sprout.svg',
    owned: false,
    equipped: false,
    effectivePrice: price,
    onSale: false,
    ...overrides,
  };
}

export function dealership(
  dealershipID: number,
  name: string,
  items: ShopListing[],
): DealershipView {
  return { dealershipID, assetKey: 'default', name, className: '', items };
}

export function shop(overrides: Partial<ShopResults> = {}): ShopResults {
  return {
    date: '2023-11-14',
    rotatesIn: 3605,
    dealerships: [dealership(1, 'Main Street Motors', [listing()])],
    daily: [],
    dailyUnlocksAt: 14,
    cashHub: null,
    merchUrl: null,
    ...overrides,
  };
}

export function racer(overrides: Partial<User> = {}): User {
  return {
    ...defaultUser(),
    loggedIn: true,
    accountType: 'user',
    userID: 42,
    username: 'racer',
    displayName: 'Racer',
    money: 25_000,
    level: 7,
    racesPlayed: 20,
    avgSpeed: 55,
    ...overrides,
  };
}

/** Routes by method and path (query dropped); anything else is a 404 like the real server's. */
export function routes(
  table: Record<string, (call: RecordedCall) => Response | Promise<Response>>,
): Handler {
  return (call) => {
    const path = call.url.replace('/api/v2', '').split('?')[0];
    const route = table[`${call.method} ${path}`];
    return route ? route(call) : fail(404, 'NOT_FOUND', 'Not found.');
  };
}

/** A response the test releases when it chooses, to look at the screen while a call is out. */
export function deferred() {
  let release: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

export interface MountedShop {
  calls: RecordedCall[];
  clock: ManualClock;
  session: Session;
}

export function mountShop(
  handler: Handler,
  options: { user?: User | null; path?: string } = {},
): MountedShop {
  const { fetch, calls } = fakeFetch(handler);
  const session = createSession({
    storage: null,
    document: null,
    fetch,
    navigate: vi.fn(),
    alert: vi.fn(),
  });
  const user = options.user === undefined ? racer() : options.user;
  if (user) session.store.getState().refreshUser(user);
  setAppSession(session);
  const clock = createManualClock(T0);
  const { hook } = memoryLocation({ path: options.path ?? '/shop' });
  render(
    <SiteProvider site={SITES.typing}>
      <Router hook={hook}>
        <ShopPage clock={clock} />
      </Router>
    </SiteProvider>,
  );
  return { calls, clock, session };
}

export const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');
