// Buying from the shop screen: the confirmation dialog, one request however often Confirm is
// clicked, the money and card after success, and the server's refusal shown in the dialog.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { BuyResults } from '../../../../src/domain/contracts/garage';
import { setAppSession } from '../../../../src/ui/stores/sessionStore';
import { fail, ok } from '../../net/fakeFetch';
import { deferred, listing, mountShop, posts, racer, routes, shop } from './shopHarness';

afterEach(() => {
  cleanup();
  setAppSession(null);
});

const bought = (overrides: Partial<BuyResults> = {}) =>
  ok({
    type: 'car',
    id: 7,
    user: racer({ money: 12_500, cars: [[7, 'owned', 0]] }),
    ...overrides,
  });

const wallet = () => screen.getByLabelText('Your wallet');
const dialog = () => screen.getByRole('dialog');
const confirmButton = () => within(dialog()).getByRole('button', { name: /Buy for|Buying/ });

async function openDialog(name = 'Sprout', price = '$12,500') {
  const buy = await screen.findByRole('button', { name: `Buy ${name} for ${price}` });
  fireEvent.click(buy);
  return dialog();
}

describe('ShopPage buying', () => {
  it('confirms with the art, price and cash after purchase', async () => {
    mountShop(routes({ 'GET /shop': () => ok(shop()) }));
    const modal = await openDialog();
    expect(within(modal).getByRole('heading', { name: 'Buy Sprout?' })).toBeTruthy();
    expect(modal.querySelector('img')?.getAttribute('src')).toBe('/assets/cars/pebble_sprout.svg');
    const afterRow = within(modal).getByText('Cash after purchase').parentElement!;
    expect(afterRow.querySelector('dd')?.textContent).toBe('$12,500');
    expect(document.activeElement).toBe(confirmButton());
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends exactly one request on a double click, with a spinner while it is out', async () => {
    const answer = deferred();
    const { calls } = mountShop(
      routes({
        'GET /shop': () => ok(shop()),
        'POST /loot/dealership/100/buy': () => answer.promise,
      }),
    );
    await openDialog();
    const confirm = confirmButton();
    // Both clicks land before React re-renders, as a fast double click can.
    act(() => {
      confirm.click();
      confirm.click();
    });
    fireEvent.click(confirmButton());
    expect(posts(calls)).toHaveLength(1);
    expect(confirmButton().textContent).toBe('Buying…');
    expect(confirmButton().getAttribute('aria-disabled')).toBe('true');
    expect(confirmButton().querySelector('span[aria-hidden="true"]')).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: 'Close' })).toBeNull();

    await act(async () => answer.release(bought()));
    expect(posts(calls)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refreshes the money, marks the car owned and says where it is parked', async () => {
    const { calls, session } = mountShop(
      routes({
        'GET /shop': () => ok(shop()),
        'POST /loot/dealership/100/buy': () => bought(),
      }),
    );
    await openDialog();
    expect(within(wallet()).getByText('$25,000')).toBeTruthy();
    await act(async () => fireEvent.click(confirmButton()));

    expect(posts(calls).map((call) => call.url)).toEqual(['/api/v2/loot/dealership/100/buy']);
    // The car arrives in the paint the showroom showed it in.
    const sproutArt = screen.getByRole('article', { name: 'Sprout' }).querySelector('img')!;
    const shownHue = Number(/hue-rotate\((\d+)deg\)/.exec(sproutArt.style.filter)?.[1]);
    expect(posts(calls)[0]!.body).toEqual({ hueAngle: shownHue });
    expect(session.store.getState().user.money).toBe(12_500);
    expect(within(wallet()).getByText('$12,500')).toBeTruthy();
    const sprout = screen.getByRole('article', { name: 'Sprout' });
    expect(within(sprout).getByText('Owned')).toBeTruthy();
    expect(within(sprout).queryByRole('button')).toBeNull();

    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain('Sprout is parked in your garage!');
    expect(
      within(banner).getByRole('link', { name: 'Go to your garage' }).getAttribute('href'),
    ).toBe('/garage');
    expect(document.activeElement).toBe(banner);
    fireEvent.click(within(banner).getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("buys today's picks through the daily shop route and marks the same item owned", async () => {
    const trail = { srlID: 500, id: 30, type: 'trail' as const, name: 'Flame Trail', price: 800 };
    const { calls } = mountShop(
      routes({
        'GET /shop': () => ok(shop({ daily: [listing(trail)], dealerships: [] })),
        'POST /loot/shop/500/buy': () =>
          bought({ type: 'trail', id: 30, user: racer({ money: 24_200 }) }),
      }),
    );
    await openDialog('Flame Trail', '$800');
    await act(async () => fireEvent.click(confirmButton()));
    expect(posts(calls).map((call) => call.url)).toEqual(['/api/v2/loot/shop/500/buy']);
    expect(within(wallet()).getByText('$24,200')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Flame Trail' })).getByText('Owned'),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Flame Trail is in your garage');
  });

  it("shows the server's refusal in the dialog and lets the racer try again", async () => {
    let attempts = 0;
    const { calls, session } = mountShop(
      routes({
        'GET /shop': () => ok(shop()),
        'POST /loot/dealership/100/buy': () => {
          attempts += 1;
          return attempts === 1
            ? fail(409, 'ALREADY_OWNED', 'You already own this car.')
            : bought();
        },
      }),
    );
    await openDialog();
    await act(async () => fireEvent.click(confirmButton()));

    expect(within(dialog()).getByRole('alert').textContent).toBe('You already own this car.');
    expect(confirmButton().textContent).toBe('Buy for $12,500');
    expect(confirmButton().getAttribute('aria-disabled')).toBe('false');
    expect(session.store.getState().user.money).toBe(25_000);
    expect(screen.queryByText('Owned')).toBeNull();

    await act(async () => fireEvent.click(confirmButton()));
    expect(posts(calls)).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
