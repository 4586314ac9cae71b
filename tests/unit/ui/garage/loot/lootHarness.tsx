// Shared set-up for the loot locker and sticker customizer tests: a small catalogue, a racer, and
// a session whose fetch is a fake server that applies equips with the domain's own applyEquip.
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import type { Car, LootItem } from '../../../../../src/domain/catalogue';
import { createManualClock } from '../../../../../src/domain/clock';
import type { EquipBody } from '../../../../../src/domain/contracts/garage';
import { applyEquip } from '../../../../../src/domain/garage/equip';
import { lootCatalogue } from '../../../../../src/domain/garage/lootTypes';
import { SITES } from '../../../../../src/domain/site';
import {
  defaultUser,
  type LootType,
  type OwnedLoot,
  type User,
} from '../../../../../src/domain/user';
import { createMemoryTokenStore } from '../../../../../src/net/token';
import { setClockSource } from '../../../../../src/ui/clock';
import { SiteProvider } from '../../../../../src/ui/site';
import {
  createSession,
  sessionUser,
  setAppSession,
  type Session,
} from '../../../../../src/ui/stores/sessionStore';
import { fail, fakeFetch, ok, type RecordedCall } from '../../../net/fakeFetch';

/** Noon UTC, so "today" is the same day in every time zone the tests might run in. */
export const NOW_MS = Date.UTC(2024, 4, 15, 12, 0, 0);
export const NOW_S = NOW_MS / 1000;
export const TODAY_STAMP = NOW_S - 60;
export const OLD_STAMP = NOW_S - 5 * 86_400;

function item(lootID: number, type: LootType, name: string, extra: Partial<LootItem> = {}) {
  const assetKey = name.toLowerCase().replace(/ /g, '_');
  return {
    lootID,
    type,
    name,
    rarity: 'common',
    assetKey,
    price: 500,
    unlockLevel: 1,
    purchasable: true,
    options: { src: `/assets/loot/${type}/${assetKey}.svg` },
    ...extra,
  } satisfies LootItem;
}

export const LOOT = {
  goldStar: item(1001, 'sticker', 'Gold Star'),
  lightningBolt: item(1002, 'sticker', 'Lightning Bolt'),
  hotStreak: item(1003, 'sticker', 'Hot Streak'),
  bigHeart: item(1004, 'sticker', 'Big Heart'),
  teamSpirit: item(1016, 'sticker', 'Team Spirit', {
    options: { src: '/assets/loot/sticker/team_spirit.svg', requires: 'team' },
  }),
  friendlyWave: item(1017, 'sticker', 'Friendly Wave', {
    options: { src: '/assets/loot/sticker/friendly_wave.svg', requires: 'friend-requests' },
  }),
  cometTail: item(2001, 'trail', 'Comet Tail', { rarity: 'rare' }),
  bubbleTrail: item(2002, 'trail', 'Bubble Trail'),
  accuracyAce: item(3001, 'title', 'Accuracy Ace', { rarity: 'epic' }),
  lapLegend: item(3002, 'title', 'Lap Legend'),
  classicPlate: item(4001, 'nametag', 'Classic Plate'),
  blueBlast: item(5001, 'nitro', 'Blue Blast', { rarity: 'legendary' }),
} as const;

export const CATALOGUE: LootItem[] = Object.values(LOOT);

export const CAR: Car = {
  carID: 1,
  name: 'Marble',
  brand: 'Aster Motor Co.',
  price: 0,
  unlockLevel: 1,
  purchasable: true,
  options: { rarity: 'common' },
  assetKey: 'aster_marble',
  largeSrc: '/assets/cars/aster_marble.svg',
  smallSrc: '/assets/cars/aster_marble.svg',
};

export function owned(
  lootItem: Pick<LootItem, 'lootID' | 'type'>,
  equipped = 0,
  createdStamp = OLD_STAMP,
): OwnedLoot {
  return { lootID: lootItem.lootID, type: lootItem.type, equipped, createdStamp };
}

export function racer(overrides: Partial<User> = {}): User {
  return {
    ...defaultUser(),
    loggedIn: true,
    accountType: 'user',
    userID: 42,
    username: 'speedy_sam',
    displayName: 'Speedy Sam',
    carID: CAR.carID,
    carHueAngle: 120,
    cars: [[CAR.carID, 'owned', 120]],
    ...overrides,
  };
}

export interface Harness {
  session: Session;
  calls: RecordedCall[];
  /** Calls other than the catalogue loads. */
  equipCalls(): RecordedCall[];
  /** Holds every equip reply until release() (to see the pending state). */
  hold(): { release(): void };
}

export interface HarnessOptions {
  /** Answer equips with this failure instead of applying them. */
  equipFailure?: string;
}

/** Installs a session for `user` whose server knows CATALOGUE and CAR. */
export function installSession(user: User, options: HarnessOptions = {}): Harness {
  let serverUser = user;
  let gate: Promise<void> | null = null;
  const catalogue = lootCatalogue(CATALOGUE);
  const { fetch, calls } = fakeFetch(async (call) => {
    const path = call.url.replace('/api/v2', '').split('?')[0];
    if (call.method === 'GET' && path === '/cars') return ok({ cars: [CAR] });
    if (call.method === 'GET' && path === '/loot') return ok({ loot: CATALOGUE });
    if (call.method === 'POST' && path === '/loot/equip') {
      if (gate) await gate;
      if (options.equipFailure) return fail(400, 'BAD_REQUEST', options.equipFailure);
      serverUser = applyEquip(serverUser, call.body as EquipBody, catalogue);
      return ok({ user: serverUser });
    }
    return fail(404, 'NOT_FOUND', 'Not found.');
  });
  const session = createSession({
    fetch,
    clock: createManualClock(NOW_MS),
    tokenStore: createMemoryTokenStore(null),
    storage: null,
    navigate: vi.fn(),
    alert: vi.fn(),
    document: null,
  });
  session.store.setState({ user: sessionUser(user), status: 'ready' });
  setAppSession(session);
  setClockSource(() => NOW_MS);
  return {
    session,
    calls,
    equipCalls: () => calls.filter((call) => call.url.includes('/loot/equip')),
    hold() {
      let release = () => undefined as void;
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return { release: () => release() };
    },
  };
}

export function resetSession(): void {
  setAppSession(null);
  setClockSource();
}

export function withRouter(children: ReactNode, path = '/garage') {
  const { hook } = memoryLocation({ path });
  return (
    <SiteProvider site={SITES.typing}>
      <Router hook={hook}>{children}</Router>
    </SiteProvider>
  );
}
