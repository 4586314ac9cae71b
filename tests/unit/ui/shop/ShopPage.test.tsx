// The shop screen in jsdom against a fake server: what the cards say, how the tabs move, the date
// query, the daily lock and countdown, and load failures.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { DEALERSHIP_IDS } from '../../../../src/domain/shop/shopTypes';
import { setAppSession } from '../../../../src/ui/stores/sessionStore';
import { fail, ok } from '../../net/fakeFetch';
import { dealership, listing, mountShop, racer, routes, shop } from './shopHarness';

afterEach(() => {
  cleanup();
  setAppSession(null);
});

const serve = (results = shop()) => routes({ 'GET /shop': () => ok(results) });
const card = (name: string) => screen.getByRole('article', { name });
const wallet = () => screen.getByLabelText('Your wallet');

describe('ShopPage listings', () => {
  it('asks visitors to log in and calls nothing', () => {
    const { calls } = mountShop(serve(), { user: null });
    expect(screen.getByRole('heading', { name: 'Log in to go shopping' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(calls).toHaveLength(0);
  });

  it('shows the wallet and cards with formatted prices, the sale struck through', async () => {
    const onSale = listing({
      id: 8,
      srlID: 101,
      name: 'Glowworm',
      rarity: 'epic',
      price: 20_000,
      salePrice: 15_000,
      effectivePrice: 15_000,
      onSale: true,
    });
    mountShop(serve(shop({ dealerships: [dealership(1, 'Main Street', [listing(), onSale])] })), {
      user: racer({ money: 1_234_567.5, level: 12 }),
    });
    await screen.findByRole('article', { name: 'Sprout' });

    expect(within(wallet()).getByText('$1,234,567.50')).toBeTruthy();
    expect(within(wallet()).getByText('12')).toBeTruthy();

    const plain = card('Sprout');
    expect(within(plain).getByText('$12,500').tagName).toBe('STRONG');
    expect(plain.querySelector('del')).toBeNull();
    expect(within(plain).getByText('common')).toBeTruthy();

    const sale = card('Glowworm');
    expect(sale.querySelector('del')?.textContent).toBe('Was $20,000');
    expect(within(sale).getByText('$15,000').textContent).toBe('now $15,000');
    expect(within(sale).getByText('$15,000').tagName).toBe('STRONG');
    expect(within(sale).getByText('Sale')).toBeTruthy();
    expect(sale.closest('li')?.getAttribute('data-rarity')).toBe('epic');
    expect(within(sale).getByRole('button', { name: 'Buy Glowworm for $15,000' })).toBeTruthy();
  });

  it('disables Buy and says how much is missing when the cash falls short', async () => {
    mountShop(serve(), { user: racer({ money: 5_000 }) });
    const sprout = await screen.findByRole('article', { name: 'Sprout' });
    const buy = within(sprout).getByRole('button', { name: 'Buy' }) as HTMLButtonElement;
    expect(buy.disabled).toBe(true);
    expect(within(sprout).getByText('Need $7,500 more').id).toBe(
      buy.getAttribute('aria-describedby'),
    );
  });

  it('shows Owned and Equipped instead of Buy, the level lock and the Gold tag', async () => {
    const items = [
      listing({ srlID: 1, id: 1, name: 'Sprout', owned: true, equipped: true }),
      listing({ srlID: 2, id: 2, name: 'Bramble', owned: true }),
      listing({ srlID: 3, id: 3, name: 'Skylance', unlockLevel: 30 }),
      listing({ srlID: 4, id: 4, name: 'Golden Hour', goldOnly: true }),
    ];
    mountShop(serve(shop({ dealerships: [dealership(1, 'Lot', items)] })));
    await screen.findByRole('article', { name: 'Sprout' });

    expect(within(card('Sprout')).getByText('Owned')).toBeTruthy();
    expect(within(card('Sprout')).getByText('Equipped')).toBeTruthy();
    expect(within(card('Bramble')).getByText('Owned')).toBeTruthy();
    expect(within(card('Bramble')).queryByText('Equipped')).toBeNull();
    expect(within(card('Skylance')).getByText(/Unlocks at level 30/)).toBeTruthy();
    expect(within(card('Golden Hour')).getByText('Gold')).toBeTruthy();
    expect(within(card('Golden Hour')).getByText(/Gold members only/)).toBeTruthy();
    for (const name of ['Sprout', 'Bramble', 'Skylance', 'Golden Hour']) {
      expect(within(card(name)).queryByRole('button')).toBeNull();
    }
  });

  it('hides the cash hub when paid offers are switched off', async () => {
    const results = shop({
      dealerships: [
        dealership(1, 'Main Street', [listing()]),
        dealership(DEALERSHIP_IDS.cash_hub, 'Cash Hub', [listing({ srlID: 9, name: 'Stack' })]),
      ],
    });
    mountShop(serve(results), { user: racer({ disabledClassSettings: ['paid_offers'] }) });
    await screen.findByRole('article', { name: 'Sprout' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Main Street']);
  });
});

describe('ShopPage dealership tabs', () => {
  const three = shop({
    dealerships: [
      dealership(1, 'Main Street', [listing({ srlID: 1, name: 'Sprout' })]),
      dealership(2, 'Season Shop', [listing({ srlID: 2, name: 'Frostbite' })]),
      dealership(DEALERSHIP_IDS.merch_shop, 'Merch', [listing({ srlID: 3, name: 'Cap' })]),
    ],
  });
  const selected = () =>
    screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true');

  it('moves with the arrow keys, wraps, and shows the tab it lands on', async () => {
    mountShop(serve(three));
    await screen.findByRole('article', { name: 'Sprout' });
    const tablist = screen.getByRole('tablist', { name: 'Dealerships' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);

    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
    expect(selected()).toEqual([tabs[1]]);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[1]!.id);
    expect(within(panel).getByRole('article', { name: 'Frostbite' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Sprout' })).toBeNull();

    fireEvent.keyDown(tablist, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Merch');
    fireEvent.keyDown(tablist, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('Main Street');
    fireEvent.keyDown(tablist, { key: 'ArrowLeft' });
    expect(selected()[0]?.textContent).toBe('Merch');
    expect(screen.getByRole('article', { name: 'Cap' })).toBeTruthy();
    fireEvent.keyDown(tablist, { key: 'Home' });
    expect(selected()[0]?.textContent).toBe('Main Street');
    fireEvent.keyDown(tablist, { key: 'a' });
    expect(selected()[0]?.textContent).toBe('Main Street');
  });

  it('switches on click', async () => {
    mountShop(serve(three));
    await screen.findByRole('article', { name: 'Sprout' });
    fireEvent.click(screen.getByRole('tab', { name: 'Season Shop' }));
    expect(screen.getByRole('article', { name: 'Frostbite' })).toBeTruthy();
  });
});

describe('ShopPage date query', () => {
  it('passes a valid ?date through and says which day is shown', async () => {
    const { calls } = mountShop(serve(), { path: '/shop?date=2024-03-01' });
    await screen.findByRole('article', { name: 'Sprout' });
    expect(calls[0]?.url).toBe('/api/v2/shop?date=2024-03-01');
    const note = screen.getByText(/Showing the shop for/);
    expect(note.textContent).toBe('Showing the shop for March 1, 2024');
    expect(note.querySelector('time')?.getAttribute('dateTime')).toBe('2024-03-01');
  });

  it('ignores a date that is not a real day', async () => {
    const { calls } = mountShop(serve(), { path: '/shop?date=2023-02-30' });
    await screen.findByRole('article', { name: 'Sprout' });
    expect(calls[0]?.url).toBe('/api/v2/shop');
    expect(screen.queryByText(/Showing the shop for/)).toBeNull();
  });
});

describe("ShopPage today's picks", () => {
  const withDaily = shop({
    rotatesIn: 3602,
    daily: [listing({ srlID: 500, id: 30, name: 'Flame Trail', type: 'trail', price: 800 })],
  });

  it('locks the picks with a friendly message below the races needed', async () => {
    mountShop(serve(withDaily), { user: racer({ racesPlayed: 13 }) });
    await screen.findByRole('article', { name: 'Sprout' });
    expect(screen.getByText('Today’s picks are still under wraps!')).toBeTruthy();
    expect(screen.getByText(/Finish 14 races .* Just one more race!/)).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Flame Trail' })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows the picks and counts down each second, then loads the next set', async () => {
    const { calls, clock } = mountShop(serve(withDaily), { user: racer({ racesPlayed: 14 }) });
    await screen.findByRole('article', { name: 'Flame Trail' });
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('1h 00m 02s');
    act(() => clock.advance(999));
    expect(timer.textContent).toBe('1h 00m 02s');
    act(() => clock.advance(1));
    expect(timer.textContent).toBe('1h 00m 01s');
    act(() => clock.advance(1000));
    expect(timer.textContent).toBe('1h 00m 00s');
    act(() => clock.advance(3600 * 1000 - 1000));
    expect(screen.getByRole('timer').textContent).toBe('1s');
    expect(calls).toHaveLength(1);

    await act(async () => clock.advance(1000));
    expect(calls.map((call) => call.url)).toEqual(['/api/v2/shop', '/api/v2/shop']);
    // The refresh happens behind the listings, without a loading screen.
    expect(screen.getByRole('article', { name: 'Flame Trail' })).toBeTruthy();
  });
});

describe('ShopPage load states', () => {
  it('shows the server message with a retry that loads again', async () => {
    let attempts = 0;
    const { calls } = mountShop(
      routes({
        'GET /shop': () => {
          attempts += 1;
          return attempts === 1 ? fail(503, 'DOWN', 'The showroom is closed.') : ok(shop());
        },
      }),
    );
    expect(screen.getByText('Opening the showroom…')).toBeTruthy();
    expect(await screen.findByText('The showroom is closed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Sprout' })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('says the shop is restocking when nothing is for sale', async () => {
    mountShop(serve(shop({ dealerships: [dealership(1, 'Lot', [])], daily: [] })));
    expect(await screen.findByText('The shop is restocking')).toBeTruthy();
  });
});
