// Loads the shop for a day (GET /shop?date) and keeps what the racer bought here marked owned until
// the next load says so itself.
import { useCallback, useEffect, useMemo, useState } from 'react';

import type { Clock } from '../../../domain/clock';
import type { BuyResults, ShopListing, ShopResults } from '../../../domain/contracts/garage';
import { showroomPaint } from '../../../domain/shop/showroomPaint';
import { failureMessage } from '../../../net/apiError';
import { createGarageApi } from '../../../net/garageApi';
import { api } from '../../api';
import { ownershipKey, type ListingSource } from './shopDisplay';

const garageApi = createGarageApi(api);

export type ShopLoad =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  /** `loadedAt`: device time (ms) the answer arrived, where the rotation countdown starts. */
  | { status: 'ready'; data: ShopResults; loadedAt: number };

/** POST .../buy on the route the listing came from (SPEC §7). Rejects with ApiError. */
export function buyListing(listing: ShopListing, source: ListingSource): Promise<BuyResults> {
  // A car arrives in the paint the showroom showed it in.
  const body = listing.type === 'car' ? { hueAngle: showroomPaint(listing.id) } : {};
  return source === 'daily'
    ? garageApi.buyFromShop(listing.srlID, body)
    : garageApi.buyFromDealership(listing.srlID, body);
}

function withOwned(listings: ShopListing[], ownedKeys: ReadonlySet<string>): ShopListing[] {
  if (ownedKeys.size === 0) return listings;
  return listings.map((listing) =>
    !listing.owned && ownedKeys.has(ownershipKey(listing)) ? { ...listing, owned: true } : listing,
  );
}

export interface ShopState {
  load: ShopLoad;
  /** Loads again, showing the loading state (after a failure). */
  retry(): void;
  /** Loads again behind the current listings (the daily items rotated). */
  refresh(): void;
  markOwned(listing: ShopListing): void;
}

export function useShop(date: string | undefined, clock: Clock): ShopState {
  const [raw, setRaw] = useState<ShopLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState({ count: 0, quiet: false });
  const [ownedKeys, setOwnedKeys] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    let live = true;
    if (!attempt.quiet) setRaw({ status: 'loading' });
    garageApi.shop(date).then(
      (data) => {
        if (live) setRaw({ status: 'ready', data, loadedAt: clock.now() });
      },
      (error: unknown) => {
        if (live) setRaw({ status: 'failed', message: failureMessage(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [date, clock, attempt]);

  const load = useMemo<ShopLoad>(() => {
    if (raw.status !== 'ready' || ownedKeys.size === 0) return raw;
    const { data } = raw;
    return {
      ...raw,
      data: {
        ...data,
        daily: withOwned(data.daily, ownedKeys),
        dealerships: data.dealerships.map((dealership) => ({
          ...dealership,
          items: withOwned(dealership.items, ownedKeys),
        })),
      },
    };
  }, [raw, ownedKeys]);

  const retry = useCallback(() => setAttempt((a) => ({ count: a.count + 1, quiet: false })), []);
  const refresh = useCallback(() => setAttempt((a) => ({ count: a.count + 1, quiet: true })), []);
  const markOwned = useCallback((listing: ShopListing) => {
    if (listing.type === 'nitros') return;
    setOwnedKeys((keys) => new Set(keys).add(ownershipKey(listing)));
  }, []);

  return { load, retry, refresh, markOwned };
}
