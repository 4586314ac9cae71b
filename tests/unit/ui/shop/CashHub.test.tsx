// The shop's Cash Hub and Merch tabs in jsdom against a fake server: packages and bundles as the
// server lists them, Buy opening the checkout through create-session (and the SPEC §8 alert when
// it fails), an owned one-time bundle without a Buy button, the merch link, and no hub tab where
// paid offers are switched off.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { CashHubOffers } from '../../../../src/domain/contracts/garage';
import type { BundleOffer } from '../../../../src/domain/shop/bundles';
import type { CashPackageOffer } from '../../../../src/domain/shop/cashPackages';
import { DEALERSHIP_IDS } from '../../../../src/domain/shop/shopTypes';
import { setAppSession } from '../../../../src/ui/stores/sessionStore';
import { fail, ok } from '../../net/fakeFetch';
import { dealership, listing, mountShop, posts, racer, routes, shop } from './shopHarness';

afterEach(() => {
  cleanup();
  setAppSession(null);
  vi.unstubAllGlobals();
});

const pkg = (cashReward: number, over: Partial<CashPackageOffer> = {}): CashPackageOffer => ({
  SKU: `cash-${cashReward}`,
  price: 499,
  salePrice: null,
  saleEnds: null,
  cashReward,
  name: `$${cashReward.toLocaleString('en-US')} Cash`,
  onSale: false,
  percentOff: 0,
  chargedPrice: 499,
  ...over,
});

const starter: BundleOffer = {
  bundleID: 1,
  SKU: 'bundle-1',
  type: 'one-time',
  name: 'Rookie Starter Pack',
  description: 'A rare ride.',
  price: 499,
  fullPrice: 999,
  themeHexCode: '#1f6fd1',
  expiration: null,
  withGold: true,
  items: [
    { type: 'car', carID: 7, name: 'Thunderclap', value: 40_000 },
    { type: 'money', value: 50_000 },
  ],
  discountPercent: 50,
  rejection: null,
};

const hubTab = (dealershipID: number, name: string) => ({
  ...dealership(dealershipID, name, []),
  assetKey:
    dealershipID === DEALERSHIP_IDS.cash_hub ? ('cash_shop' as const) : ('merch_shop' as const),
});

function serveHub(offers: CashHubOffers, extra: Record<string, () => Response> = {}) {
  return routes({
    'GET /shop': () =>
      ok(
        shop({
          dealerships: [
            dealership(1, 'Nitro Motors', [listing()]),
            hubTab(-1, 'Cash Hub'),
            hubTab(-2, 'Merch Shop'),
          ],
          cashHub: offers,
          merchUrl: 'https://merch.example.com/',
        }),
      ),
    ...extra,
  });
}

const openTab = async (name: string) => fireEvent.click(await screen.findByRole('tab', { name }));

describe('the cash hub tab', () => {
  it('lists packages with their sale and bundles with contents, discount and gold', async () => {
    mountShop(
      serveHub({
        packages: [pkg(50_000), pkg(150_000, { onSale: true, percentOff: 30, chargedPrice: 349 })],
        bundles: [starter],
      }),
    );
    await openTab('Cash Hub');
    const packages = screen.getByRole('list', { name: 'Cash packages' });
    const cards = within(packages).getAllByRole('listitem');
    expect(cards[0]!.textContent).toContain('$50,000');
    expect(within(cards[1]!).getByText('30% off')).toBeTruthy();
    expect(within(cards[1]!).getByText('$4.99').tagName).toBe('S');
    const contents = screen.getByRole('list', { name: 'Rookie Starter Pack contents' });
    expect(contents.textContent).toContain('Thunderclap (car)');
    expect(contents.textContent).toContain('One month of Nitro Gold');
    expect(screen.getByText('50% off')).toBeTruthy();
    expect(screen.getByText('One per racer')).toBeTruthy();
  });

  it('Buy opens the checkout through create-session with the bundle ids', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { calls } = mountShop(
      serveHub(
        { packages: [pkg(50_000)], bundles: [starter] },
        {
          'POST /payments/create-session': () =>
            ok({
              sessionID: 's1',
              url: '/api/v2/payments/sandbox/checkout/s1',
              invoiceNum: 'NR-1',
            }),
        },
      ),
      { user: racer({ username: 'racer' }) },
    );
    await openTab('Cash Hub');
    fireEvent.click(screen.getByRole('button', { name: 'Buy Rookie Starter Pack for $4.99' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/api/v2/payments/sandbox/checkout/s1'),
    );
    expect(posts(calls)[0]!.body).toEqual({
      username: 'racer',
      SKU: 'bundle-1',
      bundleID: 1,
      bundleType: 'one-time',
    });
  });

  it('shows the SPEC §8 payment alert when create-session fails', async () => {
    mountShop(
      serveHub(
        { packages: [pkg(50_000)], bundles: [] },
        {
          'POST /payments/create-session': () =>
            fail(403, 'PAID_OFFERS_DISABLED', 'Paid offers are switched off for your class.'),
        },
      ),
    );
    await openTab('Cash Hub');
    expect(screen.getByText('No bundles right now')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy $50,000 Cash for $4.99' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Paid offers are switched off for your class. Please try again later, or contact support if this continues!',
    );
  });

  it('an owned one-time bundle says so instead of offering Buy', async () => {
    mountShop(serveHub({ packages: [], bundles: [{ ...starter, rejection: 'already-bought' }] }));
    await openTab('Cash Hub');
    expect(screen.getByText('You own this bundle: one per racer.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Buy Rookie/ })).toBeNull();
  });

  it('the merch tab links out to the configured store', async () => {
    mountShop(serveHub({ packages: [], bundles: [] }));
    await openTab('Merch Shop');
    const link = screen.getByRole('link', { name: /Visit the merch store/ });
    expect(link.getAttribute('href')).toBe('https://merch.example.com/');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('has no hub tab for a player whose class switched paid offers off', async () => {
    mountShop(serveHub({ packages: [pkg(50_000)], bundles: [] }), {
      user: racer({ disabledClassSettings: ['paid_offers'] }),
    });
    await screen.findByRole('tab', { name: 'Nitro Motors' });
    expect(screen.queryByRole('tab', { name: 'Cash Hub' })).toBeNull();
  });
});
